import { expect, type Page } from '@playwright/test'

import { encryptedPdf, letterPdf } from '../../api/test/document-fixtures.ts'

import { descriptionBox, expectNoAxeViolations, openHome, openInLocale, test } from './fixtures.ts'

const SCAM_TEXT =
  'Royal Mail: your parcel could not be delivered because of an unpaid £1.99 shipping fee. ' +
  'Pay now at https://royalmail-redelivery-fee.com/pay within 24 hours or it will be returned.'

const PRIZE_SCAM_TEXT =
  'You have WON a guaranteed £2000 cash prize! Call 09066 123 456 now to claim your reward before midnight.'

/** A small PNG drawn in the page's own canvas, as a phone screenshot would be. */
async function makePng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas')
    canvas.width = 320
    canvas.height = 120
    const context = canvas.getContext('2d')
    if (!context) throw new Error('No 2D canvas')
    context.fillStyle = '#fff'
    context.fillRect(0, 0, canvas.width, canvas.height)
    context.fillStyle = '#000'
    context.font = '20px sans-serif'
    context.fillText('Pay your parcel fee today', 10, 60)
    return canvas.toDataURL('image/png')
  })
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64')
}

test.describe('screening a message', () => {
  test('a full check: message and screenshot in, analysis, code and a reaction out', async ({
    page,
  }) => {
    await openHome(page)
    // Hold the request until the busy state has been seen (a fixed delay can lose the race on
    // a loaded machine); the real API still answers.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/screen', async (route) => {
      await held
      await route.continue()
    })

    await page
      .getByRole('textbox', { name: /Email address or website/ })
      .fill('royalmail-redelivery-fee.com')
    await descriptionBox(page).fill(SCAM_TEXT)
    await page.locator('#document').setInputFiles({
      name: 'screenshot.png',
      mimeType: 'image/png',
      buffer: await makePng(page),
    })
    await expect(page.getByText('screenshot.png')).toBeVisible()
    const offer = page.getByRole('group', { name: 'Hide personal details first?' })
    await expect(offer.getByRole('button', { name: 'Redact First' })).toBeVisible()
    await offer.getByRole('button', { name: 'Continue Upload' }).click()
    await expect(offer).toHaveCount(0)

    const sent = page.waitForRequest(
      (request) => request.url().endsWith('/api/screen') && request.method() === 'POST',
    )
    await page.getByRole('button', { name: 'Screen', exact: true }).click()
    await expect(page.getByRole('button', { name: 'SCANNING...' })).toBeDisabled()
    // The device's own verdict shows at once, while the full check runs.
    const deviceVerdict = page.getByRole('region', { name: 'Checked on this device only' })
    await expect(
      deviceVerdict.getByText('While the full check runs, this is what this device found.'),
    ).toBeVisible()
    await expect(deviceVerdict.locator('.risk-badge')).toHaveText(/^(High|Medium|Low) risk$/)
    release()

    const request = await sent
    expect(request.headers()['accept-language']).toBe('en')
    const body = request.postDataBuffer()?.toString('latin1') ?? ''
    expect(body).toContain('name="description"')
    expect(body).toContain('name="email_or_website"')
    expect(body).toMatch(/name="document"; filename="screenshot\.png"/)
    expect(body).not.toContain('name="url_confirmation"')
    expect(body).not.toContain('name="consent_to_store"')

    const heading = page.getByRole('heading', { name: 'Analysis', level: 2 })
    await expect(heading).toBeVisible({ timeout: 30_000 })
    await expect(heading).toBeFocused()
    await expect(deviceVerdict).toHaveCount(0)
    const panel = page.locator('.result-panel')
    const code = (await panel.locator('.reference-code__value').textContent())?.trim() ?? ''
    expect(code).toMatch(/^SCR-[0-9A-Z]{4}-[0-9A-Z]{4}$/)
    await expect(panel.locator('.risk-badge')).toHaveText(/^(High|Medium|Low) risk$/)
    await expect(panel.locator('.analysis-text')).not.toBeEmpty()
    await expect(page.getByRole('button', { name: 'Screen', exact: true })).toBeEnabled()

    const helpful = panel.getByRole('button', { name: /^Helpful \d+$/ })
    await expect(helpful).toHaveAccessibleName('Helpful 0')
    await helpful.click()
    await expect(
      page.getByText('Thank you for your feedback! Your reaction has been recorded.'),
    ).toBeVisible()
    await expect(helpful).toHaveAccessibleName('Helpful 1')
    await expect(helpful).toHaveAttribute('aria-pressed', 'true')
    await expect(panel.getByRole('button', { name: 'Not Helpful 0' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )

    // The count was stored: reading the counts again still gives 1.
    const counts = await (await page.request.get(`/api/reactions/${code}`)).json()
    expect(counts).toContainEqual({ reaction: '👍', count: 1 })

    // A successful check forgets the draft.
    expect(await page.evaluate(() => sessionStorage.getItem('screening_draft'))).toBeNull()
  })

  test('a photo loses its EXIF metadata before it leaves the device', async ({ page }) => {
    await page.goto('/')
    // A JPEG from the page's canvas, with an EXIF block carrying a made-up position.
    const jpeg = await page.evaluate(async () => {
      const canvas = document.createElement('canvas')
      canvas.width = 64
      canvas.height = 48
      const context = canvas.getContext('2d')
      if (!context) throw new Error('No 2D canvas')
      context.fillStyle = '#c33'
      context.fillRect(0, 0, 64, 48)
      const blob = await new Promise<Blob | null>((resolve) =>
        canvas.toBlob(resolve, 'image/jpeg', 0.9),
      )
      if (!blob) throw new Error('No JPEG')
      const image = new Uint8Array(await blob.arrayBuffer())
      const payload = new TextEncoder().encode(
        'Exif\0\0MM\0*\0\0\0\x08\0\0\0\0\0\0GPS 51.5007N 0.1246W',
      )
      const length = payload.length + 2
      const app1 = [0xff, 0xe1, length >> 8, length & 0xff, ...payload]
      return btoa(String.fromCharCode(...image.slice(0, 2), ...app1, ...image.slice(2)))
    })
    const original = Buffer.from(jpeg, 'base64')
    expect(original.toString('latin1')).toContain('GPS 51.5007N')

    await descriptionBox(page).fill(SCAM_TEXT)
    await page.locator('#document').setInputFiles({
      name: 'photo.jpg',
      mimeType: 'image/jpeg',
      buffer: original,
    })
    await page.getByRole('button', { name: 'Continue Upload' }).click()
    // Read the body on its way to the real API (intercepting also keeps the service worker
    // out of the way, so the page's own request is the one seen).
    let body = ''
    await page.route('**/api/screen', async (route) => {
      body = route.request().postDataBuffer()?.toString('latin1') ?? ''
      await route.continue()
    })
    await page.getByRole('button', { name: 'Screen', exact: true }).click()
    await expect.poll(() => body).not.toBe('')
    expect(body).toMatch(/filename="photo\.jpg"\r\nContent-Type: image\/jpeg/)
    expect(body).toContain('\xff\xd8\xff')
    expect(body).not.toContain('GPS 51.5007N')
    expect(body).not.toContain('Exif\0\0')
    await expect(page.getByRole('heading', { name: 'Analysis', exact: true })).toBeVisible({
      timeout: 30_000,
    })
  })

  test('a too-short description shows the error summary and keeps the text', async ({ page }) => {
    await openHome(page)
    await expect(page).toHaveTitle('Check a suspected scam | ScamScreen')
    await descriptionBox(page).fill('Pay the fee now')
    await page.getByRole('button', { name: 'Screen', exact: true }).click()

    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' })
    await expect(summary).toBeFocused()
    await expect(page).toHaveTitle('Error: Check a suspected scam | ScamScreen')
    await expect(page.getByText('Validation Error')).toBeVisible()
    await expect(
      page.getByText('Please provide a detailed description (minimum 50 characters)'),
    ).toBeVisible()
    await summary.getByRole('link', { name: 'Description must be 50 characters or more' }).click()
    await expect(descriptionBox(page)).toBeFocused()
    await expect(descriptionBox(page)).toHaveValue('Pay the fee now')
  })

  test('what was typed survives a reload', async ({ page }) => {
    await page.goto('/')
    await descriptionBox(page).fill(SCAM_TEXT)
    await page.getByRole('textbox', { name: /Email address or website/ }).fill('rm-fee.example')
    await page.reload()
    await expect(descriptionBox(page)).toHaveValue(SCAM_TEXT)
    await expect(page.getByRole('textbox', { name: /Email address or website/ })).toHaveValue(
      'rm-fee.example',
    )
  })

  test('voice input says when the browser has no speech recognition', async ({ page }) => {
    await page.addInitScript(() => {
      Reflect.deleteProperty(window, 'SpeechRecognition')
      Reflect.deleteProperty(window, 'webkitSpeechRecognition')
    })
    await openHome(page)
    const toggle = page.getByRole('button', { name: 'Use voice input' })
    await expect(toggle).toHaveAttribute('aria-pressed', 'false')
    await toggle.click()
    await expect(page.getByText('Speech Recognition Not Supported')).toBeVisible()
    await expect(
      page.getByText(
        "Your browser doesn't support voice input. Please type your description instead.",
      ),
    ).toBeVisible()
    await expect(toggle).toHaveAttribute('aria-pressed', 'false')
  })

  test('the SCREEN button and the "Check a message" card lead to the form', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('link', { name: 'Screen a message' }).click()
    await expect(page).toHaveURL(/#screen$/)
    const title = page.getByRole('heading', { name: 'Check a message', level: 2 })
    await expect(title).toBeFocused()
    await expect(title).toBeInViewport()

    // Again from further down, with #screen already in the address.
    await page.getByRole('link', { name: 'Check a message' }).scrollIntoViewIfNeeded()
    await expect(page.locator('#screen')).not.toBeInViewport()
    await page.getByRole('link', { name: 'Check a message' }).click()
    await expect(page.locator('#screen')).toBeInViewport()
    await expect(title).toBeFocused()
  })
})

test.describe('offline', () => {
  test('after the first visit, the device’s verdict is the answer and nothing is sent', async ({
    page,
    context,
  }) => {
    await openHome(page)
    let sent = false
    page.on('request', (request) => {
      if (request.url().endsWith('/api/screen')) sent = true
    })
    await context.setOffline(true)
    await expect(
      page.getByText(
        'The full check needs an internet connection. What you typed is kept here until you are back online.',
      ),
    ).toBeVisible()
    await descriptionBox(page).fill(PRIZE_SCAM_TEXT)
    await page.getByRole('button', { name: 'Screen', exact: true }).click()

    const verdict = page.getByRole('region', { name: 'Checked on this device only' })
    await expect(verdict).toBeVisible()
    await expect(
      verdict.getByRole('heading', { name: 'Checked on this device only' }),
    ).toBeFocused()
    await expect(verdict.getByText('The full check needs an internet connection.')).toBeVisible()
    await expect(verdict.locator('.risk-badge')).toHaveText(/^(High|Medium) risk$/)
    await expect(verdict.getByText('What to do now', { exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Analysis', exact: true })).toHaveCount(0)
    expect(sent).toBe(false)
    await expect(descriptionBox(page)).toHaveValue(PRIZE_SCAM_TEXT)
    await expectNoAxeViolations(page)
    await context.setOffline(false)
  })
})

test.describe('offline before the app was ever cached', () => {
  // No service worker: the engine was never stored on the device, so it cannot load offline.
  test.use({ serviceWorkers: 'block' })

  test('the form says checking needs a connection and sends nothing', async ({ page, context }) => {
    await page.goto('/')
    await descriptionBox(page).fill(SCAM_TEXT)
    let sent = false
    page.on('request', (request) => {
      if (request.url().endsWith('/api/screen')) sent = true
    })
    await context.setOffline(true)
    const notice = page.getByText(
      'The full check needs an internet connection. What you typed is kept here until you are back online.',
    )
    await expect(notice).toBeVisible()
    await page.getByRole('button', { name: 'Screen', exact: true }).click()
    await expect(notice).toBeFocused()
    await expect(page.getByRole('heading', { name: 'Checked on this device only' })).toHaveCount(0)
    expect(sent).toBe(false)
    await expect(descriptionBox(page)).toHaveValue(SCAM_TEXT)
    await context.setOffline(false)
    await expect(notice).toHaveCount(0)
  })
})

test.describe('redacting an image before the check', () => {
  test('Redact First, a box, "Use this redacted image", then the check with the redacted file', async ({
    page,
  }) => {
    await openHome(page)
    await descriptionBox(page).fill(SCAM_TEXT)
    // Both trips stay inside the app: a page load would lose this.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))
    await page.locator('#document').setInputFiles({
      name: 'letter.png',
      mimeType: 'image/png',
      buffer: await makePng(page),
    })
    const offer = page.getByRole('group', { name: 'Hide personal details first?' })
    await offer.getByRole('button', { name: 'Redact First' }).click()

    await expect(page).toHaveURL(/\/redaction-tool$/)
    const canvas = page.getByRole('application', { name: 'Image to redact' })
    await expect(canvas).toBeVisible()
    await expect(page.getByText('Loading image...')).toHaveCount(0)
    await canvas.scrollIntoViewIfNeeded()
    const frame = await canvas.boundingBox()
    if (!frame) throw new Error('the canvas is not on screen')
    await page.mouse.move(frame.x + frame.width * 0.05, frame.y + frame.height * 0.3)
    await page.mouse.down()
    await page.mouse.move(frame.x + frame.width * 0.6, frame.y + frame.height * 0.7, { steps: 8 })
    await page.mouse.up()
    await expect(page.locator('.redaction-counter')).toHaveText('1 redaction added')
    await page.getByRole('button', { name: 'Continue to Download' }).click()
    await page.getByRole('button', { name: 'Use this redacted image' }).click()

    await expect(page).toHaveURL(/\/#screen$/)
    await expect(page.getByText('letter-redacted.png')).toBeVisible()
    await expect(
      page.getByRole('status').getByText('Your redacted image is attached.'),
    ).toBeVisible()
    const title = page.getByRole('heading', { name: 'Check a message', level: 2 })
    await expect(title).toBeFocused()
    await expect(page.locator('#screen')).toBeInViewport()
    await expect(offer).toHaveCount(0)
    await expect(descriptionBox(page)).toHaveValue(SCAM_TEXT)
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
    const left = await page.evaluate(() =>
      ['image', 'name', 'type'].map((part) => localStorage.getItem(`redaction_return_${part}`)),
    )
    expect(left).toEqual([null, null, null])

    // The links to the form still bring it into view after the trip.
    await page.getByRole('link', { name: 'Check a message' }).scrollIntoViewIfNeeded()
    await expect(page.locator('#screen')).not.toBeInViewport()
    await page.getByRole('link', { name: 'Check a message' }).click()
    await expect(page.locator('#screen')).toBeInViewport()
    await expect(title).toBeFocused()

    let body = ''
    await page.route('**/api/screen', async (route) => {
      body = route.request().postDataBuffer()?.toString('latin1') ?? ''
      await route.continue()
    })
    await page.getByRole('button', { name: 'Screen', exact: true }).click()
    await expect(page.getByRole('heading', { name: 'Analysis', exact: true })).toBeVisible({
      timeout: 30_000,
    })
    expect(body).toMatch(
      /name="document"; filename="letter-redacted\.png"\r\nContent-Type: image\/png/,
    )
    const code = (await page.locator('.reference-code__value').textContent())?.trim() ?? ''
    expect(code).toMatch(/^SCR-[0-9A-Z]{4}-[0-9A-Z]{4}$/)
  })
})

test.describe('a PDF attached to the home form', () => {
  test('is previewed on the device; a page can be redacted and sent instead', async ({ page }) => {
    await openHome(page)
    await descriptionBox(page).fill(SCAM_TEXT)
    const pdf = await letterPdf({
      pages: [['Dear customer,', 'Your account is on hold.'], ['Sort code 20-00-00'], ['End']],
    })
    await page.locator('#document').setInputFiles({
      name: 'bank-letter.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(pdf),
    })
    await expect(page.getByRole('heading', { name: '3 pages' })).toBeVisible()
    await expect(page.getByRole('img', { name: 'Page 1' })).toBeVisible()
    await page.getByLabel('Page to redact').selectOption('2')
    await page.getByRole('button', { name: 'Open page in the redaction tool' }).click()

    await expect(page).toHaveURL(/\/redaction-tool$/)
    await page.getByRole('button', { name: 'Continue to Download' }).click()
    await page.getByRole('button', { name: 'Use this redacted image' }).click()
    await expect(page).toHaveURL(/\/#screen$/)
    await expect(page.getByText('bank-letter-page-2-redacted.png')).toBeVisible()
    await expect(descriptionBox(page)).toHaveValue(SCAM_TEXT)
  })

  test('a PDF locked by a password is said so, and the form does not send it', async ({ page }) => {
    await openHome(page)
    let calls = 0
    page.on('request', (request) => {
      if (request.url().endsWith('/api/screen')) calls += 1
    })
    await descriptionBox(page).fill(SCAM_TEXT)
    await page.locator('#document').setInputFiles({
      name: 'locked.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(encryptedPdf()),
    })
    await expect(page.getByText('This PDF is protected by a password')).toBeVisible()
    await page.getByRole('button', { name: 'Screen', exact: true }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toContainText(
      'This PDF cannot be opened, so it cannot be checked.',
    )
    expect(calls).toBe(0)
  })
})

test.describe('sharing into ScamScreen', () => {
  test('text and a screenshot shared from another app fill the form, once', async ({ page }) => {
    await openHome(page)
    const png = (await makePng(page)).toString('base64')
    // What Android's share sheet does: a multipart POST to the manifest's share target.
    await page.evaluate((base64) => {
      const form = document.createElement('form')
      form.method = 'POST'
      form.action = '/share-target'
      form.enctype = 'multipart/form-data'
      const text = document.createElement('input')
      text.name = 'text'
      text.value =
        'Your parcel is held. Pay the £1.99 fee at https://evri-redelivery.example/pay today.'
      const file = document.createElement('input')
      file.type = 'file'
      file.name = 'file'
      const files = new DataTransfer()
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
      files.items.add(new File([bytes], 'shared.png', { type: 'image/png' }))
      file.files = files.files
      form.append(text, file)
      document.body.append(form)
      form.submit()
    }, png)

    await expect(descriptionBox(page)).toHaveValue(
      'Your parcel is held. Pay the £1.99 fee at https://evri-redelivery.example/pay today.',
    )
    await expect(page.getByRole('textbox', { name: /Email address or website/ })).toHaveValue(
      'https://evri-redelivery.example/pay',
    )
    await expect(page.getByText('shared.png')).toBeVisible()
    await expect(page.getByRole('group', { name: 'Hide personal details first?' })).toBeVisible()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.locator('#screen')).toBeInViewport()
    const left = await page.evaluate(
      () =>
        new Promise<unknown>((resolve, reject) => {
          const open = indexedDB.open('keyval-store')
          open.onerror = () => reject(open.error)
          open.onsuccess = () => {
            const request = open.result
              .transaction('keyval')
              .objectStore('keyval')
              .get('shared-item')
            request.onsuccess = () => resolve(request.result)
          }
        }),
    )
    expect(left).toBeUndefined()
  })
})

test.describe('latest alerts', () => {
  test('load from the API', async ({ page }) => {
    await page.goto('/')
    const section = page.getByRole('region', { name: 'Latest scam alerts' })
    // The list is asked for when the person scrolls towards it.
    await section.scrollIntoViewIfNeeded()
    await expect(section.getByText('Loading alerts...')).toHaveCount(0)
    await expect(section.getByText('Failed to load alerts. Please try again later.')).toHaveCount(0)
    await expect(
      section.getByRole('listitem').or(section.getByText('There are no alerts at the moment.')),
    ).not.toHaveCount(0)
  })

  test('show each address as text, never as a link', async ({ page }) => {
    await page.route('**/api/alerts', (route) =>
      route.fulfill({
        json: {
          alerts: [
            {
              description: 'Texts about a Royal Mail parcel fee',
              url: 'https://royalmail-redelivery-fee.com',
              created_at: '2026-11-20T09:30:00.000Z',
            },
          ],
        },
      }),
    )
    await page.goto('/')
    await page.getByRole('region', { name: 'Latest scam alerts' }).scrollIntoViewIfNeeded()
    const alert = page.getByRole('region', { name: 'Latest scam alerts' }).getByRole('listitem')
    await expect(alert).toContainText('Texts about a Royal Mail parcel fee')
    await expect(alert).toContainText('https://royalmail-redelivery-fee.com')
    await expect(alert).toContainText('20 Nov 2026')
    await expect(alert.getByRole('link')).toHaveCount(0)
  })
})

test.describe('accessibility of the form', () => {
  test('home with the form, its errors and a result passes axe in English', async ({ page }) => {
    // Three axe passes and a check: past a minute on a loaded two-core machine.
    test.slow()
    await page.goto('/')
    await expect(page.getByRole('button', { name: 'Screen', exact: true })).toBeVisible()
    await expectNoAxeViolations(page)

    await page.getByRole('button', { name: 'Screen', exact: true }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeVisible()
    await expectNoAxeViolations(page)

    await descriptionBox(page).fill(SCAM_TEXT)
    await page.getByRole('button', { name: 'Screen', exact: true }).click()
    await expect(page.getByRole('heading', { name: 'Analysis', exact: true })).toBeVisible({
      timeout: 30_000,
    })
    await expect(page.getByRole('button', { name: /^Helpful \d+$/ })).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('home with the form passes axe in Arabic, right to left', async ({ page }) => {
    await openInLocale(page, '/', 'ar')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.locator('#screen')).toBeVisible()
    await expectNoAxeViolations(page)
  })
})
