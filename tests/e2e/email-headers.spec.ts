import { readFileSync } from 'node:fs'
import path from 'node:path'

import { expect, type Page } from '@playwright/test'

import { expectNoAxeViolations, openInLocale, test, waitForOfflineReady } from './fixtures.ts'

const FIXTURES = path.join(import.meta.dirname, '../../src/domain/email-headers/fixtures')
/** A message posing as HMRC: DMARC fails, a PHP script sent it, replies go to Outlook.com. */
const SPOOF = path.join(FIXTURES, 'gmail-hmrc-spoof.eml')
const PERSONAL = readFileSync(path.join(FIXTURES, 'gmail-personal.eml'), 'utf8')
/** A mailing-list message that Gmail accepted on a passing ARC chain, though DMARC failed. */
const FORWARDED = readFileSync(path.join(FIXTURES, 'gmail-arc-mailing-list.eml'), 'utf8')
/** A genuine PayPal receipt from paypal.co.uk, signed with DKIM. */
const PAYPAL_UK = path.join(FIXTURES, 'gmail-paypal-uk-receipt.eml')
/** The server answers within 5 seconds; allow for a loaded machine. */
const CHECK_TIMEOUT = 20_000

const headersBox = (page: Page) => page.getByRole('textbox', { name: 'Email headers' })
const analyseButton = (page: Page) => page.getByRole('button', { name: 'Analyse Headers' })
const serverHeading = (page: Page) =>
  page.getByRole('heading', { name: 'Email header analysis', level: 2 })
const deviceHeading = (page: Page) =>
  page.getByRole('heading', { name: 'Checked on this device', level: 2 })

/** Counts the page's calls to POST /api/email-headers. */
function countChecks(page: Page): () => number {
  let calls = 0
  page.on('request', (request) => {
    if (request.url().endsWith('/api/email-headers') && request.method() === 'POST') calls += 1
  })
  return () => calls
}

test.describe('email header analysis', () => {
  test('pasted headers: the device’s reading at once, then the server’s with a code', async ({
    page,
  }) => {
    await page.goto('/email-headers')
    await expect(page).toHaveTitle('Email header analysis | ScamScreen')
    await expect(analyseButton(page)).toBeDisabled()
    // Hold the request until the device's reading has been seen; the real API then answers.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/email-headers', async (route) => {
      await held
      await route.continue()
    })
    const headers = readFileSync(SPOOF, 'utf8').split('\r\n\r\n')[0]
    await headersBox(page).fill(headers)
    await analyseButton(page).click()

    await expect(deviceHeading(page)).toBeVisible()
    await expect(page.getByText('Suspicious', { exact: true })).toBeVisible()
    await expect(analyseButton(page)).toBeDisabled()
    release()

    await expect(serverHeading(page)).toBeVisible({ timeout: CHECK_TIMEOUT })
    await expect(serverHeading(page)).toBeFocused()
    await expect(deviceHeading(page)).toHaveCount(0)
    await expect(page.locator('.reference-code__value')).toHaveText(/^EML-[0-9A-Z]{4}-[0-9A-Z]{4}$/)
    await expect(
      page.getByText(
        'This email claims to be from HMRC, but it was sent by a server of fastsend-mx.net, not by HMRC.',
      ),
    ).toBeVisible()
    // DMARC failed (red, in words); the SPF card passed for the mailer's own domain.
    await expect(page.locator('.auth-card--pass').filter({ hasText: 'SPF' })).toContainText('Pass')
    await expect(page.locator('.auth-card--fail').filter({ hasText: 'DMARC' })).toContainText(
      'fail',
    )
    await expect(page.getByRole('note').filter({ hasText: 'Suspicious X-headers' })).toContainText(
      'x-php-originating-script',
    )
    await expect(page.getByRole('region', { name: 'Email Origin Details' })).toContainText(
      '45.133.1.77',
    )
    await page.getByText('Technical details: the route this email took').click()
    await expect(page.getByRole('table')).toContainText('Entered the internet here')
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(4)
  })

  test('a saved .eml file: only its headers go in the box and to the server', async ({ page }) => {
    await page.goto('/email-headers')
    await page.getByLabel('Or open a saved email (.eml)').setInputFiles(SPOOF)
    await expect(headersBox(page)).toHaveValue(/^Delivered-To: sam\.taylor@gmail\.com/)
    await expect(headersBox(page)).not.toHaveValue(/Claim now/)
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/email-headers'))
    await analyseButton(page).click()
    const body = (await sent).postDataJSON() as { headers: string }
    expect(body.headers).toContain('Authentication-Results: mx.google.com;')
    expect(body.headers).not.toContain('Claim now')
    await expect(serverHeading(page)).toBeVisible({ timeout: CHECK_TIMEOUT })
  })

  test('a whole message pasted, attachment and all: answered, and only its headers sent', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.goto('/email-headers')
    // As "Show original" copies it: over 256 KB with its attachment, pasted from the clipboard.
    const attachment = `${'QUJD'.repeat(19)}\n`.repeat(5000)
    const message = `${readFileSync(SPOOF, 'utf8')}\n${attachment}`
    await page.evaluate((text) => navigator.clipboard.writeText(text), message)
    await headersBox(page).focus()
    await page.keyboard.press('ControlOrMeta+V')
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/email-headers'))
    await analyseButton(page).click()
    const body = (await sent).postDataJSON() as { headers: string }
    expect(body.headers).toContain('Authentication-Results: mx.google.com;')
    expect(body.headers).not.toContain('Claim now')
    expect(body.headers).not.toContain('QUJD')
    await expect(serverHeading(page)).toBeVisible({ timeout: CHECK_TIMEOUT })
    await expect(page.getByText('Suspicious', { exact: true })).toBeVisible()
    await expect(page.locator('.reference-code__value')).toHaveText(/^EML-/)
    // What the person pasted stays in the box.
    const kept = await headersBox(page).inputValue()
    expect(kept).toContain('Claim now')
    expect(kept.length).toBeGreaterThan(256 * 1024)
  })

  test('a dropped .eml file fills the box the same way', async ({ page }) => {
    await page.goto('/email-headers')
    const transfer = await page.evaluateHandle((text) => {
      const data = new DataTransfer()
      data.items.add(new File([text], 'message.eml', { type: 'message/rfc822' }))
      return data
    }, `${PERSONAL}`)
    await headersBox(page).dispatchEvent('drop', { dataTransfer: transfer })
    await expect(headersBox(page)).toHaveValue(/Subject: Photos from Saturday/)
    await expect(headersBox(page)).not.toHaveValue(/Here they are!/)
    await analyseButton(page).click()
    await expect(serverHeading(page)).toBeVisible({ timeout: CHECK_TIMEOUT })
    await expect(page.getByText('Legitimate', { exact: true })).toBeVisible()
    await expect(page.getByText('Authenticity score: 100 out of 100')).toBeVisible()
  })

  test('forwarded mail accepted on ARC is explained, not called forged', async ({ page }) => {
    await page.goto('/email-headers')
    await headersBox(page).fill(FORWARDED.split('\n\n')[0])
    await analyseButton(page).click()
    await expect(serverHeading(page)).toBeVisible({ timeout: CHECK_TIMEOUT })
    await expect(page.getByText('Legitimate', { exact: true })).toBeVisible()
    await expect(
      page.getByText(/^This email was forwarded, for example by a mailing list\./),
    ).toBeVisible()
    await expect(page.getByRole('region', { name: 'What we found' })).toContainText(
      'Forwarded by lists.example-society.org.uk.',
    )
    await expect(page.getByText(/DMARC failed/)).toHaveCount(0)
  })

  test('a PayPal UK receipt as a large .eml: Legitimate, and our DKIM check shown', async ({
    page,
  }) => {
    await page.goto('/email-headers')
    // Over 256 KB with its attachment: the page reads the header block alone.
    const attachment = `${'QUJD'.repeat(19)}\n`.repeat(5000)
    await page.getByLabel('Or open a saved email (.eml)').setInputFiles({
      name: 'receipt.eml',
      mimeType: 'message/rfc822',
      buffer: Buffer.from(`${readFileSync(PAYPAL_UK, 'utf8')}\n${attachment}`),
    })
    await expect(headersBox(page)).toHaveValue(/From: "PayPal" <service@paypal\.co\.uk>/)
    await analyseButton(page).click()
    await expect(serverHeading(page)).toBeVisible({ timeout: CHECK_TIMEOUT })
    await expect(page.getByText('Legitimate', { exact: true })).toBeVisible()
    await expect(page.getByText(/claims to be from PayPal/)).toHaveCount(0)
    // The server checks the signature itself; with no DNS here it cannot fetch the key, and
    // says so (the API tests verify signatures against a DNS server on loopback).
    const dkim = page.locator('.auth-card').filter({ hasText: 'DKIM' })
    await expect(dkim).toContainText('Our own check of the signatures:')
    await expect(dkim).toContainText(
      /The signature for paypal\.co\.uk (could not be checked in time|could not be verified)/,
    )
    await expect(dkim).toContainText('the message body was not sent to us')
  })

  test('text that is not headers: Invalid Input, and the text stays', async ({ page }) => {
    await page.goto('/email-headers')
    await headersBox(page).fill('Dear customer, your parcel is waiting. Pay £1.45 now.')
    await analyseButton(page).click()
    const toast = page.getByRole('alert').filter({ hasText: 'Invalid Input' })
    await expect(toast).toContainText('This does not look like email headers.')
    await expect(headersBox(page)).toHaveValue(
      'Dear customer, your parcel is waiting. Pay £1.45 now.',
    )
  })

  test('when the server cannot be reached: Analysis Failed, the device’s reading stays', async ({
    page,
  }) => {
    await page.goto('/email-headers')
    await page.route('**/api/email-headers', (route) => route.abort('connectionreset'))
    await headersBox(page).fill(PERSONAL)
    await analyseButton(page).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Analysis Failed' })).toContainText(
      'Could not process email headers. Please try again.',
    )
    await expect(deviceHeading(page)).toBeVisible()
  })

  test('offline, the headers are read on the device and nothing is sent', async ({
    page,
    context,
  }) => {
    await page.goto('/email-headers')
    await waitForOfflineReady(page)
    await context.setOffline(true)
    await page.reload()
    const calls = countChecks(page)
    await headersBox(page).fill(readFileSync(SPOOF, 'utf8'))
    await analyseButton(page).click()
    await expect(deviceHeading(page)).toBeFocused()
    await expect(page.getByText('DMARC failed: the domain in the From address')).toBeVisible()
    await expect(page.getByText('This email claims to be from HMRC')).toBeVisible()
    await expect(page.getByText('need a connection')).toBeVisible()
    expect(calls()).toBe(0)
    await context.setOffline(false)
  })

  test('the home page’s “Email headers” card leads here', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('link', { name: 'Email headers' }).click()
    await expect(page).toHaveURL(/\/email-headers$/)
  })
})

test.describe('accessibility of email header analysis', () => {
  test('the form, the help and a result pass axe in English', async ({ page }) => {
    await page.goto('/email-headers')
    await page.getByText('How do I find the email headers?').click()
    await expectNoAxeViolations(page)
    await headersBox(page).fill(readFileSync(SPOOF, 'utf8'))
    await analyseButton(page).click()
    await expect(serverHeading(page)).toBeVisible({ timeout: CHECK_TIMEOUT })
    await page.getByText('Technical details: the route this email took').click()
    await expectNoAxeViolations(page)
  })

  test('a result passes axe in Arabic, right to left', async ({ page }) => {
    await openInLocale(page, '/email-headers', 'ar')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await page.locator('#email-headers').fill(readFileSync(SPOOF, 'utf8'))
    await page.locator('.headers-form button[type="submit"]').click()
    await expect(page.locator('.header-result .reference-code__value')).toHaveText(/^EML-/, {
      timeout: CHECK_TIMEOUT,
    })
    await expectNoAxeViolations(page)
  })
})
