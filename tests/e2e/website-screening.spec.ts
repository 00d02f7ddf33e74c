import { expect, type Page } from '@playwright/test'

import { expectNoAxeViolations, openInLocale, waitForOfflineReady, test } from './fixtures.ts'

/** A Royal Mail lookalike. With no DNS in CI the server still answers from the address alone. */
const LOOKALIKE = 'https://royalmail-redelivery.top/pay'
/** The server checks for up to 60 seconds (spec part 2 §9). */
const SCREENING_TIMEOUT = 75_000

const urlBox = (page: Page) => page.getByRole('textbox', { name: 'Website address' })
const scanButton = (page: Page) => page.getByRole('button', { name: 'Scan Website' })
const resultHeading = (page: Page) =>
  page.getByRole('heading', { name: 'Website screening result', level: 2 })

/** Counts the page's calls to POST /api/website-screening. */
function countScreeningCalls(page: Page): () => number {
  let calls = 0
  page.on('request', (request) => {
    if (request.url().endsWith('/api/website-screening') && request.method() === 'POST') calls += 1
  })
  return () => calls
}

test.describe('website screening', () => {
  test('a lookalike: device verdict at once, then the full result from the real API', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await page.goto('/website-screening')
    await expect(page).toHaveTitle('Website screening | ScamScreen')
    // Hold the request until the busy state has been seen (a fixed delay raced the device
    // verdict on a loaded machine); the real API still answers.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/website-screening', async (route) => {
      await held
      await route.continue()
    })
    const sent = page.waitForRequest(
      (request) => request.url().endsWith('/api/website-screening') && request.method() === 'POST',
    )
    await urlBox(page).fill(LOOKALIKE)
    await scanButton(page).click()

    await expect(scanButton(page)).toBeDisabled()
    await expect(page.getByText('The analysis may take up to 60 seconds.')).toBeVisible()
    const deviceVerdict = page.getByRole('region', { name: 'Checked on this device only' })
    await expect(deviceVerdict).toContainText('This address looks like Royal Mail')
    release()

    const request = await sent
    expect(request.postDataJSON()).toEqual({ url: LOOKALIKE })
    expect(request.headers()['accept-language']).toBe('en')

    await expect(resultHeading(page)).toBeVisible({ timeout: SCREENING_TIMEOUT })
    await expect(resultHeading(page)).toBeFocused()
    await expect(scanButton(page)).toBeEnabled()
    await expect(deviceVerdict).toHaveCount(0)

    const card = page.locator('.website-result')
    const code = (await card.locator('.reference-code__value').textContent())?.trim() ?? ''
    expect(code).toMatch(/^WEB-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/)
    await expect(card.locator('.website-result__summary .risk-badge')).toHaveText(
      /^(High|Medium) risk$/,
    )
    await expect(card).toContainText(LOOKALIKE)
    // No DNS in the sandbox: the lookups say they could not check, never that all is well.
    await expect(card.getByText(/could not be checked/i).first()).toBeVisible()
    const scanners = card.getByRole('region', { name: 'Security scanners' })
    await expect(scanners).not.toContainText('No threats found')
    await expect(card.getByRole('region', { name: 'Domain information' })).toBeVisible()
    await expect(card.getByRole('region', { name: 'Server information' })).toBeVisible()
  })

  test('a content platform gets the notice, and no request is made', async ({ page }) => {
    await page.goto('/website-screening')
    const calls = countScreeningCalls(page)
    await urlBox(page).fill('https://www.youtube.com/watch?v=x')
    await scanButton(page).click()

    const notice = page.getByRole('region', { name: 'Content Analysis Required' })
    await expect(notice).toBeVisible()
    await expect(notice.getByRole('heading', { level: 2 })).toBeFocused()
    await expect(notice).toContainText('youtube.com is a platform where anyone can post.')
    expect(calls()).toBe(0)

    await notice.getByRole('link', { name: 'Go to the main screening tool' }).click()
    await expect(page).toHaveURL(/\/#screen$/)
    await expect(page.getByRole('heading', { name: 'Check a message', level: 2 })).toBeVisible()
    expect(calls()).toBe(0)
  })

  test('an empty address shows the error summary and sends nothing', async ({ page }) => {
    await page.goto('/website-screening')
    const calls = countScreeningCalls(page)
    await scanButton(page).click()
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' })
    await expect(summary).toBeFocused()
    await expect(page).toHaveTitle('Error: Website screening | ScamScreen')
    await summary.getByRole('link', { name: 'Enter a website address' }).click()
    await expect(urlBox(page)).toBeFocused()
    expect(calls()).toBe(0)
  })

  test('a refused address shows the server’s words in the Error alert', async ({ page }) => {
    await page.goto('/website-screening')
    await urlBox(page).fill('http://127.0.0.1/admin')
    await scanButton(page).click()
    const alert = page.getByRole('alert').filter({ hasText: 'Error' })
    await expect(alert).toBeVisible({ timeout: SCREENING_TIMEOUT })
    await expect(alert).toContainText('private network')
    await expect(resultHeading(page)).toHaveCount(0)
  })

  test('offline, the address is checked on the device and what was typed is kept', async ({
    page,
    context,
  }) => {
    await page.goto('/website-screening')
    await waitForOfflineReady(page)
    await context.setOffline(true)
    // The page itself comes from the service worker's cache.
    await page.reload()
    await expect(scanButton(page)).toBeVisible()
    const calls = countScreeningCalls(page)

    await urlBox(page).fill('royalmail-redelivery.top/pay')
    await scanButton(page).click()
    const verdict = page.getByRole('region', { name: 'Checked on this device only' })
    await expect(verdict).toBeVisible()
    await expect(verdict.getByRole('heading', { level: 2 })).toBeFocused()
    await expect(verdict).toContainText('The full check needs an internet connection.')
    await expect(verdict).toContainText(
      'This address looks like Royal Mail, but it is not one of their websites.',
    )
    await expect(verdict).toContainText('It ends in .top')
    await expect(urlBox(page)).toHaveValue('royalmail-redelivery.top/pay')
    expect(calls()).toBe(0)
    await context.setOffline(false)
  })

  test('the home page’s “Website checker” card leads here', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('link', { name: 'Website checker' }).click()
    await expect(page).toHaveURL(/\/website-screening$/)
    await expect(page.getByRole('heading', { name: 'Website screening', level: 1 })).toBeVisible()
  })
})

test.describe('accessibility of website screening', () => {
  test('the form, its error and a result pass axe in English', async ({ page }) => {
    test.setTimeout(120_000)
    await page.goto('/website-screening')
    await expect(scanButton(page)).toBeVisible()
    await expectNoAxeViolations(page)

    await scanButton(page).click()
    await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeVisible()
    await expectNoAxeViolations(page)

    await urlBox(page).fill(LOOKALIKE)
    await scanButton(page).click()
    await expect(resultHeading(page)).toBeVisible({ timeout: SCREENING_TIMEOUT })
    await expectNoAxeViolations(page)
  })

  test('the form, a result and the platform notice pass axe in Arabic, right to left', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await openInLocale(page, '/website-screening', 'ar')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.locator('#website-url')).toBeVisible()
    await expectNoAxeViolations(page)

    await page.locator('#website-url').fill(LOOKALIKE)
    await page.locator('.website-form button[type="submit"]').click()
    await expect(page.locator('.website-result')).toBeVisible({ timeout: SCREENING_TIMEOUT })
    await expect(page.locator('.website-result .reference-code__value')).toHaveText(/^WEB-/)
    await expectNoAxeViolations(page)

    await page.locator('#website-url').fill('https://youtu.be/abc')
    await page.locator('.website-form button[type="submit"]').click()
    await expect(page.locator('.platform-notice')).toBeVisible()
    await expectNoAxeViolations(page)
  })
})
