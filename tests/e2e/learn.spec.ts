import { expect, type Page } from '@playwright/test'

import { expectNoAxeViolations, openInLocale, waitForOfflineReady, test } from './fixtures.ts'

/** The Learn pages (issue 16): Resources and Security Center, taxonomy wheel, video, audio. */

const tab = (page: Page, name: string) => page.getByRole('tab', { name })
const progressLabel = (page: Page) => page.locator('label[for="audit-progress"]')

async function openToolkit(page: Page) {
  await page.goto('/resources?tab=security-toolkit')
  await expect(page.getByRole('heading', { name: 'Security audit checklist' })).toBeVisible()
}

test.describe('resources page', () => {
  test('navbar, contacts, tabs and single-open accordions', async ({ page }) => {
    await page.goto('/')
    const nav = page.locator('.site-header__nav')
    await expect(nav.getByRole('link')).toContainText(['Resources', 'Report Suspicion'])
    await nav.getByRole('link', { name: 'Resources' }).click()
    await expect(page).toHaveURL(/\/resources$/)
    await expect(page).toHaveTitle('Resources and Security Center | ScamScreen')

    await expect(page.getByRole('link', { name: '159' })).toHaveAttribute('href', 'tel:159')
    await expect(page.getByRole('link', { name: '101', exact: true })).toHaveAttribute(
      'href',
      'tel:101',
    )
    await expect(page.getByRole('link', { name: '7726' })).toHaveAttribute('href', 'tel:7726')
    await expect(
      page.getByRole('link', { name: 'report@phishing.gov.uk' }).first(),
    ).toHaveAttribute('href', 'mailto:report@phishing.gov.uk')
    await expect(page.getByRole('link', { name: 'Watch a Video' })).toHaveAttribute(
      'href',
      '/video-player',
    )

    // Four tabs, Legal Disclaimer first and open.
    await expect(page.getByRole('tab')).toHaveText([
      'Legal Disclaimer',
      'Resources',
      'Security Toolkit',
      'Scam Guide',
    ])
    await expect(tab(page, 'Legal Disclaimer')).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tabpanel')).toContainText('not a government or police service', {
      ignoreCase: true,
    })
    // Arrow keys move between tabs.
    await tab(page, 'Legal Disclaimer').focus()
    await page.keyboard.press('ArrowRight')
    await expect(tab(page, 'Resources')).toBeFocused()
    await expect(tab(page, 'Resources')).toHaveAttribute('aria-selected', 'true')
    await expect(page).toHaveURL(/tab=resources/)

    // Accordions: one open at a time, and the open one closes again.
    const bank = page.getByRole('button', { name: 'Your bank: call 159' })
    const police = page.getByRole('button', { name: 'Police: 101, or 999 in an emergency' })
    await bank.click()
    await expect(bank).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByRole('region', { name: 'Your bank: call 159' })).toBeVisible()
    await police.click()
    await expect(police).toHaveAttribute('aria-expanded', 'true')
    await expect(bank).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByRole('region', { name: 'Your bank: call 159' })).toBeHidden()
    await police.click()
    await expect(police).toHaveAttribute('aria-expanded', 'false')

    await tab(page, 'Scam Guide').click()
    await expect(page.getByRole('heading', { name: /the first hour/ })).toBeVisible()
    await page.getByRole('button', { name: 'QR codes on parking meters' }).click()
    await expect(page.getByRole('link', { name: 'Check it: QR code checker' })).toHaveAttribute(
      'href',
      '/qr-checker',
    )
  })

  test('the checklist: filter, progress over hidden ticks, kept on the device', async ({
    page,
  }) => {
    await openToolkit(page)
    await expect(page.getByRole('checkbox')).toHaveCount(15)
    await expect(progressLabel(page)).toHaveText('Your progress: 0% (0 of 15 done)')
    await page.getByRole('checkbox', { name: /Password manager/ }).check()
    await page.getByRole('checkbox', { name: /2FA on critical accounts/ }).check()
    await expect(progressLabel(page)).toHaveText('Your progress: 13% (2 of 15 done)')

    await page.getByRole('radio', { name: 'Maximum' }).check()
    await expect(page.getByRole('checkbox')).toHaveCount(3)
    await page.getByRole('checkbox', { name: /Signal for sensitive communication/ }).check()
    // The essential ticks are hidden but still count: 3 / 15 = 20 %.
    await expect(progressLabel(page)).toHaveText('Your progress: 20% (3 of 15 done)')
    await expect(page.locator('#audit-progress')).toHaveAttribute('value', '20')

    await page.getByRole('radio', { name: 'Enhanced' }).check()
    await expect(page.getByRole('checkbox')).toHaveCount(5)
    const how = page.getByRole('button', { name: /How to.*Virtual card numbers/ })
    await how.click()
    await expect(how).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByText(/banking apps can make a virtual card/)).toBeVisible()

    // Tomorrow: the ticks are still there.
    await page.reload()
    await expect(progressLabel(page)).toHaveText('Your progress: 20% (3 of 15 done)')
    await expect(page.getByRole('checkbox', { name: /Password manager/ })).toBeChecked()
    expect(await page.evaluate(() => localStorage.getItem('security_audit_ticks'))).toContain(
      'signal',
    )
  })

  test('the password table and a meter that sends nothing', async ({ page }) => {
    const secret = 'Zebra-Quill-Orbit-91!'
    const leaks: string[] = []
    page.on('request', (request) => {
      const body = request.postData() ?? ''
      if (request.url().includes(secret) || body.includes(secret)) leaks.push(request.url())
      if (request.url().includes(encodeURIComponent(secret))) leaks.push(request.url())
    })
    await openToolkit(page)
    const table = page.getByRole('table')
    await expect(table.getByRole('row')).toHaveCount(5)
    await expect(
      table
        .getByRole('row', { name: /^6 characters/ })
        .getByRole('cell')
        .first(),
    ).toHaveText('Instantly')
    await expect(
      table
        .getByRole('row', { name: /^8 characters/ })
        .getByRole('cell')
        .nth(1),
    ).toHaveText('1 day')
    await expect(page.getByText(/12 RTX 4090 graphics cards/)).toBeVisible()

    const box = page.getByLabel('Password to test')
    await expect(box).toBeEnabled()
    await expect(box).toHaveAttribute('type', 'password')
    await box.fill('password1')
    await expect(page.locator('.password-meter__result')).toContainText('Very weak')
    await box.fill(secret)
    await expect(page.locator('.password-meter__result')).toContainText('Very strong')
    await expect(page.getByText('It is never sent or stored.', { exact: false })).toBeVisible()
    await page.waitForTimeout(500)
    expect(leaks).toEqual([])
    expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain(secret)
  })

  test('the calming audio plays, stops, and is stopped again when it ends', async ({ page }) => {
    await page.goto('/resources')
    const toggle = page.getByRole('button', { name: 'Play calming audio' })
    await toggle.click()
    const stop = page.getByRole('button', { name: 'Stop calming audio' })
    await expect(stop).toHaveAttribute('aria-pressed', 'true')
    const audio = page.getByTestId('calming-audio')
    await expect
      .poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime))
      .toBeGreaterThan(0)
    expect(await audio.evaluate((element: HTMLAudioElement) => element.duration)).toBeGreaterThan(
      110,
    )
    await stop.click()
    await expect(page.getByRole('button', { name: 'Play calming audio' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
    expect(await audio.evaluate((element: HTMLAudioElement) => element.paused)).toBe(true)

    await page.getByRole('button', { name: 'Play calming audio' }).click()
    await expect(stop).toBeVisible()
    await audio.evaluate((element: HTMLAudioElement) => {
      element.currentTime = element.duration - 0.3
    })
    await expect(page.getByRole('button', { name: 'Play calming audio' })).toBeVisible({
      timeout: 5000,
    })
  })
})

test.describe('fraud taxonomy wheel', () => {
  test('every segment is focusable with its name; choosing one shows its tool', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/')
    await page.getByRole('link', { name: 'How fraud works' }).click()
    await expect(page).toHaveURL(/\/fraud-taxonomy$/)
    const wheel = page.getByRole('group', { name: /Fraud taxonomy wheel/ })
    const segments = wheel.getByRole('button')
    await expect(segments).toHaveCount(14 + 66)

    // The first segment in tab order, then the next.
    await segments.first().focus()
    await expect(segments.first()).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(segments.nth(1)).toBeFocused()
    await expect(segments.nth(1)).toHaveAttribute('aria-label', 'Online Banking Fraud (Banking)')

    const quishing = wheel.getByRole('button', { name: 'Quishing (Digital)' })
    await quishing.focus()
    await page.keyboard.press('Enter')
    await expect(quishing).toHaveAttribute('aria-pressed', 'true')
    const detail = page.locator('.wheel__detail')
    await expect(detail.getByRole('heading', { name: 'Quishing' })).toBeVisible()
    await expect(detail.getByRole('link', { name: 'Check it: QR code checker' })).toHaveAttribute(
      'href',
      '/qr-checker',
    )
    await wheel.getByRole('button', { name: 'Phishing (Digital)' }).click()
    await expect(detail.getByRole('link')).toHaveAttribute('href', '/email-headers')
    await wheel.getByRole('button', { name: 'Smishing (Digital)' }).click()
    await expect(detail.getByRole('link')).toHaveAttribute('href', '/')

    // The same content as a list.
    const list = page.getByRole('region', { name: 'Every kind of fraud, by category' })
    await expect(list.getByRole('heading', { level: 3 })).toHaveCount(14)
    await expect(list.locator('dt')).toHaveCount(66)
  })

  test('is redrawn to fit when the window is resized', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/fraud-taxonomy')
    const chart = page.locator('svg.wheel__chart')
    await expect(chart).toHaveAttribute('data-size', '640')
    await expect(chart.locator('text')).toHaveCount(14)
    await page.setViewportSize({ width: 360, height: 740 })
    await expect.poll(async () => Number(await chart.getAttribute('data-size'))).toBeLessThan(360)
    // Too small for labels: the list below names everything.
    await expect(chart.locator('text')).toHaveCount(0)
    const box = await chart.boundingBox()
    expect(box?.width ?? 999).toBeLessThanOrEqual(360)
    await page.setViewportSize({ width: 1024, height: 800 })
    await expect.poll(async () => Number(await chart.getAttribute('data-size'))).toBe(640)
  })
})

test.describe('video guide', () => {
  test('checks the file, then plays it with captions in the person’s language', async ({
    page,
  }) => {
    const head = page.waitForRequest(
      (request) =>
        request.method() === 'HEAD' && request.url().endsWith('/video/scamscreen-guide.mp4'),
    )
    await page.goto('/video-player')
    await head
    await expect(page).toHaveTitle('Scam prevention video guide | ScamScreen')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/video-player$/)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /two-minute/)
    const video = page.locator('video')
    await expect(video).toBeVisible()
    await expect(video.locator('track')).toHaveCount(15)
    await expect(video.locator('track[default]')).toHaveAttribute('srclang', 'en')
    await expect(page.getByRole('status').filter({ hasText: 'Loading video...' })).toHaveCount(0)
    const box = await video.boundingBox()
    expect((box?.width ?? 0) / (box?.height ?? 1)).toBeCloseTo(16 / 9, 1)

    await video.evaluate(async (element: HTMLVideoElement) => {
      element.muted = true
      await element.play()
    })
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
      .toBeGreaterThan(1)
    const captions = await video.evaluate((element: HTMLVideoElement) => {
      const track = Array.from(element.textTracks).find((t) => t.mode === 'showing')
      return { language: track?.language, cues: track?.cues?.length ?? 0 }
    })
    expect(captions.language).toBe('en')
    expect(captions.cues).toBe(32)
    expect(await video.evaluate((element: HTMLVideoElement) => element.duration)).toBeGreaterThan(
      120,
    )
    await expect(page.getByRole('heading', { name: 'Transcript' })).toBeVisible()
    await expect(page.getByText(/Do you know this person\?/).first()).toBeVisible()
  })

  test('/video shows the same screen, canonical /video-player', async ({ page }) => {
    await page.goto('/video')
    await expect(page.getByRole('heading', { name: 'Video guide', level: 1 })).toBeVisible()
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/video-player$/)
  })

  test('a missing video shows a translated alert instead of the player', async ({ page }) => {
    await page.route('**/video/scamscreen-guide.mp4', (route) =>
      route.fulfill({ status: 404, body: '' }),
    )
    await openInLocale(page, '/video-player', 'pl')
    await expect(page.locator('.form-alert[role="alert"]')).toContainText(
      'Nie udało się wczytać filmu',
    )
    await expect(page.locator('video')).toHaveCount(0)
  })

  test('captions follow the person’s language', async ({ page }) => {
    await openInLocale(page, '/video-player', 'ar')
    await expect(page.locator('video track[default]')).toHaveAttribute('srclang', 'ar')
  })
})

test('offline after the first visit: pages, audio, meter, wheel and the played video', async ({
  page,
  context,
}) => {
  await page.goto('/resources?tab=security-toolkit')
  await waitForOfflineReady(page)
  // The meter's word lists are kept the first time the toolkit loads them.
  await expect(page.getByLabel('Password to test')).toBeEnabled()
  // One play online keeps the video.
  await page.goto('/video-player')
  const video = page.locator('video')
  await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true
    await element.play()
  })
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const cache = await caches.open('video-guide')
          return (await cache.keys()).length
        }),
      { timeout: 30_000 },
    )
    .toBe(1)

  await context.setOffline(true)
  await page.goto('/resources?tab=security-toolkit')
  const box = page.getByLabel('Password to test')
  await expect(box).toBeEnabled()
  await box.fill('correct horse')
  await expect(page.locator('.password-meter__result')).toContainText('Time to crack')
  await page.getByRole('button', { name: 'Play calming audio' }).click()
  await expect(page.getByRole('button', { name: 'Stop calming audio' })).toBeVisible()
  await expect
    .poll(() =>
      page
        .getByTestId('calming-audio')
        .evaluate((element: HTMLAudioElement) => element.currentTime),
    )
    .toBeGreaterThan(0)

  await page.goto('/fraud-taxonomy')
  await expect(
    page.getByRole('group', { name: /Fraud taxonomy wheel/ }).getByRole('button'),
  ).toHaveCount(80)

  await page.goto('/video')
  await expect(page.locator('video')).toBeVisible()
  await page.locator('video').evaluate(async (element: HTMLVideoElement) => {
    element.muted = true
    element.currentTime = 60
    await element.play()
  })
  await expect
    .poll(() => page.locator('video').evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThan(61)
  await context.setOffline(false)
})

for (const locale of ['en', 'ar']) {
  test(`no axe violations on the Learn pages in ${locale}`, async ({ page }) => {
    // Seven axe runs over long pages: more than the default minute on a shared machine.
    test.setTimeout(240_000)
    await openInLocale(page, '/resources', locale)
    await expectNoAxeViolations(page)
    for (const index of [1, 2, 3]) {
      await page.getByRole('tab').nth(index).click()
      if (index === 2) await expect(page.locator('.password-meter input')).toBeEnabled()
      // The Resources and Scam Guide tabs: check an open accordion too.
      if (index !== 2) await page.locator('.accordion__button').first().click()
      await expectNoAxeViolations(page)
    }
    await page.goto('/fraud-taxonomy')
    await page.locator('.wheel__segment').nth(20).click()
    await expectNoAxeViolations(page)
    await page.goto('/video-player')
    await expect(page.locator('video')).toBeVisible()
    await expectNoAxeViolations(page)
  })
}
