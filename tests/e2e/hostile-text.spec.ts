/**
 * Script-injection strings typed into the real pages (issue 17, item 6), wherever the text
 * comes back to the page: the home form (its analysis, and the draft restored after a reload),
 * the community report form ("Your reports"), the website checker's address (the device's
 * verdict and the server's result, including a server answer whose page-derived fields are all
 * hostile, as a scam site's own title and business details would be) and a QR code's content.
 *
 * Each test fails if a dialog opens, if any element the payloads describe (a script, an image
 * with onerror, a javascript: link) is ever added to the document, or if the browser reports a
 * CSP violation (an injection the policy blocked is still an injection); and each checks that
 * the text is shown as the text it is.
 */
import { expect, type Page } from '@playwright/test'

import { qrPng } from '../support/qr-image.ts'

import { test, waitForOfflineReady } from './fixtures.ts'

const PAYLOADS = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
] as const
/** The same attack with no spaces, so it survives fields that refuse whitespace (addresses). */
const NO_SPACE_IMG = '"><img/src=x/onerror=alert(1)>'

/**
 * Watches each document from before the app's first script, and reports to the test every
 * element added (or changed) that is a script running the payload, carries an on* handler
 * attribute or links to javascript:, and every CSP violation. Runs in the page.
 */
function watchForInjection() {
  const report = (what: string) =>
    void (
      window as unknown as { __reportInjection: (what: string) => Promise<void> }
    ).__reportInjection(what)
  const suspicious = (element: Element): boolean => {
    if (element.tagName === 'SCRIPT' && /alert\(1\)/.test(element.textContent ?? '')) return true
    if (Array.from(element.attributes).some((attribute) => /^on/i.test(attribute.name))) return true
    const link = element.getAttribute('href') ?? element.getAttribute('src') ?? ''
    return /^\s*javascript:/i.test(link) || (element.tagName === 'IMG' && link === 'x')
  }
  const inspect = (node: Node) => {
    if (!(node instanceof Element)) return
    for (const element of [node, ...Array.from(node.querySelectorAll('*'))]) {
      if (suspicious(element)) report(`element: ${element.outerHTML.slice(0, 200)}`)
    }
  }
  new MutationObserver((records) => {
    for (const record of records) {
      record.addedNodes.forEach(inspect)
      if (record.type === 'attributes') inspect(record.target)
    }
  }).observe(document, { childList: true, subtree: true, attributes: true })
  document.addEventListener('securitypolicyviolation', (event) => {
    // zod 4 probes whether eval is allowed (`new Function("")` in a try/catch, util.allowsEval)
    // and strict CSPs report the probe: the app's own, on every page, never a payload.
    if (event.blockedURI === 'eval') return
    report(`CSP violation: ${event.violatedDirective} ${event.blockedURI} ${event.sample}`)
  })
}

/** What each test's page reported: dialogs opened, injected elements, CSP violations. */
const reports = new WeakMap<Page, string[]>()

test.beforeEach(async ({ page }) => {
  const found: string[] = []
  reports.set(page, found)
  page.on('dialog', (dialog) => {
    found.push(`dialog: ${dialog.type()} ${dialog.message()}`)
    void dialog.dismiss()
  })
  // Survives reloads and navigations, unlike anything kept in the page.
  await page.exposeFunction('__reportInjection', (what: string) => void found.push(what))
  await page.addInitScript(watchForInjection)
})

test.afterEach(async ({ page }) => {
  expect(reports.get(page), 'dialogs, injected elements or CSP violations').toEqual([])
  // And nothing of the kind is in the document now, whether or not it was seen arriving (the
  // pages' only inline scripts are their JSON-LD descriptions).
  expect(await page.locator('script:not([src]):not([type="application/ld+json"])').count()).toBe(0)
  expect(await page.locator('img[src="x"], [onerror], a[href^="javascript:" i]').count()).toBe(0)
})

/** Waits for the first visit's "ready to work offline" toast and dismisses it. */
async function openFresh(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await waitForOfflineReady(page)
  const ready = page.getByText('ScamScreen is ready to work offline.')
  await expect(ready).toBeVisible()
  await page.getByRole('button', { name: 'Dismiss' }).click()
  await expect(ready).toHaveCount(0)
}

/** Picks a picture of a QR code holding `text` and waits for the server's result. */
async function scanQrHolding(page: Page, text: string): Promise<void> {
  const code = page.locator('.qr-result .reference-code__value')
  const previous = (await code.count()) > 0 ? await code.textContent() : null
  await page.locator('input[type=file]').setInputFiles({
    name: 'code.png',
    mimeType: 'image/png',
    buffer: qrPng(text),
  })
  // A new answer has a new reference code.
  await expect(code).toHaveText(/^QR-/, { timeout: 60_000 })
  await expect(code).not.toHaveText(previous ?? '', { timeout: 60_000 })
}

test.describe('hostile text in the pages', () => {
  test('home form: the description and the email or website, through the analysis and a reload', async ({
    page,
  }) => {
    await page.goto('/')
    const description =
      `${PAYLOADS.join(' ')} Royal Mail: your parcel is held until you pay a £1.99 fee ` +
      `at https://royalmail-redelivery-fee.com/${NO_SPACE_IMG} within 24 hours.`
    const box = page.getByRole('textbox', { name: 'Describe what happened' })
    const counterparty = page.getByRole('textbox', { name: /Email address or website/ })
    await box.fill(description)
    await counterparty.fill(PAYLOADS[1])
    // Typed text shown back as typed: the draft restored into the form after a reload.
    await page.reload()
    await expect(box).toHaveValue(description)
    await expect(counterparty).toHaveValue(PAYLOADS[1])

    const sent = page.waitForRequest(
      (request) => request.url().endsWith('/api/screen') && request.method() === 'POST',
    )
    await page.getByRole('button', { name: 'Screen', exact: true }).click()
    const body = (await sent).postDataBuffer()?.toString('utf8') ?? ''
    for (const payload of PAYLOADS) expect(body).toContain(payload)

    await expect(page.getByRole('heading', { name: 'Analysis', level: 2 })).toBeVisible({
      timeout: 30_000,
    })
    const panel = page.locator('.result-panel')
    await expect(panel.locator('.risk-badge')).toHaveText(/^(High|Medium|Low) risk$/)
    await expect(panel.locator('.analysis-text')).not.toBeEmpty()
  })

  test('community report: the description comes back as text in "Your reports"', async ({
    page,
  }) => {
    await openFresh(page, '/community-reports')
    const description = `${PAYLOADS.join(' ')} They asked me to pay a fee for my parcel.`
    await page.getByRole('textbox', { name: /Scammer's name/ }).fill(PAYLOADS[0])
    await page.getByRole('textbox', { name: /Organisation name/ }).fill(PAYLOADS[1])
    await page.getByRole('textbox', { name: 'What happened' }).fill(description)
    await page.getByRole('button', { name: 'Submit Report' }).click()

    const toast = page.getByRole('status').filter({ hasText: 'Success' })
    await expect(toast).toContainText('Report submitted successfully. Reference code: REP-')
    const reports = page.getByRole('region', { name: 'Your reports' })
    const excerpt = reports.locator('.your-report__excerpt').first()
    // The first 79 characters and an ellipsis: all three payloads, as characters on the page.
    await expect(excerpt).toHaveText(`${description.slice(0, 79)}…`)
    expect(await excerpt.evaluate((element) => element.children.length)).toBe(0)
    await expect(reports.getByText(/Reference code: REP-/)).toBeVisible()
  })

  test('website checker: the address in the device verdict and the server result', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await page.goto('/website-screening')
    const box = page.getByRole('textbox', { name: 'Website address' })
    const scan = page.getByRole('button', { name: 'Scan Website' })

    // Not a web address: refused on the device, the typed text kept as typed.
    for (const payload of PAYLOADS) {
      await box.fill(payload)
      await scan.click()
      await expect(page.getByRole('alert').first()).toBeVisible()
      await expect(box).toHaveValue(payload)
    }

    // A real address carrying the payloads: checked, and shown as text in both verdicts. The
    // server's answer is held back a moment: a name that leads nowhere is checked in
    // milliseconds, and the full result replaces the device's verdict.
    await page.route('**/api/website-screening', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2000))
      await route.continue()
    })
    const address = `https://royalmail-redelivery.top/${NO_SPACE_IMG}?q=<script>alert(1)</script>`
    await box.fill(address)
    await scan.click()
    const verdict = page.getByRole('region', { name: 'Checked on this device only' })
    await expect(verdict).toContainText('This address looks like Royal Mail', { timeout: 30_000 })
    await expect(
      page.getByRole('heading', { name: 'Website screening result', level: 2 }),
    ).toBeVisible({ timeout: 75_000 })
    const card = page.locator('.website-result')
    // The server's copy of the address is percent-encoded: no markup left in it at all.
    await expect(card).toContainText('https://royalmail-redelivery.top/%22%3E%3Cimg/src=x/')
  })

  test('website checker: a hostile scam page’s own words come back as text', async ({ page }) => {
    test.setTimeout(120_000)
    // What a scam site could put in its title, description and business details, passed on by
    // the server: every text field of a real answer replaced with a payload.
    const hostile = PAYLOADS.join(' ')
    await page.route('**/api/website-screening', async (route) => {
      const response = await route.fetch()
      const result = await response.json()
      Object.assign(result, {
        meta_description: hostile,
        legal_name: PAYLOADS[0],
        trading_name: PAYLOADS[1],
        trading_address: hostile,
        contact_email: PAYLOADS[1],
        contact_phone: PAYLOADS[0],
        contact_page: PAYLOADS[2],
        description: hostile,
        sector: PAYLOADS[0],
        brand_mentioned: PAYLOADS[1],
        registrar: PAYLOADS[0],
        whois: { ...result.whois, registrar: PAYLOADS[0] },
        risks: [...result.risks, hostile],
        recommendations: [...result.recommendations, `**${PAYLOADS[1]}**`],
        custom_analysis: `${result.custom_analysis}\n\n- ${hostile}`,
      })
      await route.fulfill({ response, json: result })
    })
    await page.goto('/website-screening')
    await page.getByRole('textbox', { name: 'Website address' }).fill('https://example-shop.top/')
    await page.getByRole('button', { name: 'Scan Website' }).click()
    await expect(
      page.getByRole('heading', { name: 'Website screening result', level: 2 }),
    ).toBeVisible({ timeout: 75_000 })
    const card = page.locator('.website-result')
    await expect(card).toContainText(PAYLOADS[0])
    await expect(card).toContainText(PAYLOADS[1])
    await expect(card).toContainText(PAYLOADS[2])
  })

  test('QR checker: a code holding the payloads runs nothing and offers no link', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await page.goto('/qr-checker')
    for (const payload of PAYLOADS) {
      await scanQrHolding(page, payload)
      await expect(page.getByRole('link', { name: 'Open link' })).toHaveCount(0)
    }
  })

  // A QR code's text is passed to the translated messages as a prop, never as a value inside
  // them: Lingui would read tag-like text in a value as markup and drop it (lingui/js-lingui
  // issue 2282), so "<script>alert(1)</script>" would show as "alert(1)".
  test('QR checker: the code’s text is shown exactly as it is', async ({ page }) => {
    test.setTimeout(120_000)
    await page.goto('/qr-checker')
    await scanQrHolding(page, PAYLOADS[0])
    const device = page.getByRole('region', { name: 'Checked on this device only' })
    await expect(page.locator('.qr-result')).toContainText(`Content: ${PAYLOADS[0]}`, {
      timeout: 5_000,
    })
    await expect(device).toContainText(PAYLOADS[0], { timeout: 5_000 })
  })
})
