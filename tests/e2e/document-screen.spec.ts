import { expect, type Page } from '@playwright/test'

import {
  encryptedPdf,
  fakeHmrcLetterPdf,
  letterPdf,
  signInPagePng,
  truncatedPdf,
} from '../../api/test/document-fixtures.ts'

import { expectNoAxeViolations, openInLocale, test, waitForOfflineReady } from './fixtures.ts'

/** Reading, OCR and the engine take a few seconds on a loaded machine. */
const ANALYSIS_TIMEOUT = 30_000

const fileInput = (page: Page) => page.locator('#document-file')
const analyseButton = (page: Page) => page.getByRole('button', { name: 'Analyze Document' })

function pdfFile(name: string, bytes: Uint8Array) {
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(bytes) }
}

const numberedPages = (count: number) =>
  letterPdf({
    pages: Array.from({ length: count }, (_, i) => [`Terms and conditions, page ${i + 1}`]),
  })

/** Counts the page's calls to POST /api/analyze-document. */
function countUploads(page: Page): () => number {
  let calls = 0
  page.on('request', (request) => {
    if (request.url().endsWith('/api/analyze-document')) calls += 1
  })
  return () => calls
}

test.describe('document screen', () => {
  test('a "letter from HMRC": preview on the device, then the full analysis', async ({ page }) => {
    await page.goto('/document-screen')
    await expect(page).toHaveTitle(/Document Fraud Detector - Verify Documents & Letters/)
    await expect(page.getByRole('heading', { name: 'Document Analysis', level: 1 })).toBeVisible()
    await expect(analyseButton(page)).toBeDisabled()
    await waitForOfflineReady(page)

    await fileInput(page).setInputFiles(pdfFile('hmrc-letter.pdf', await fakeHmrcLetterPdf()))
    await expect(page.getByText('Selected: hmrc-letter.pdf')).toBeVisible()
    await expect(page.getByRole('heading', { name: '1 page' })).toBeVisible()
    await expect(page.getByRole('img', { name: 'Page 1' })).toBeVisible()

    await analyseButton(page).click()
    const results = page.getByRole('heading', { name: 'Analysis Results' })
    await expect(results).toBeVisible({ timeout: ANALYSIS_TIMEOUT })
    await expect(page.getByRole('status').filter({ hasText: 'Analysis Complete' })).toBeVisible()
    await expect(page.getByText(/^DOC-[0-9A-Z]{4}-[0-9A-Z]{4}$/)).toBeVisible()
    const markers = page.locator('.document-result__markers')
    await expect(markers).toContainText('claims to be from HMRC but gives a free email address')
    await expect(markers).toContainText('hmrc.refunds.office@gmail.com')
    await expect(markers).toContainText('Page 1')
    await expect(page.locator('[data-level="HIGH_RISK"]')).toHaveText('High risk')
    await expect(page.getByText('Tax letter', { exact: true })).toBeVisible()
    await expect(analyseButton(page)).toBeEnabled()
    await expectNoAxeViolations(page)
  })

  test('offline: page count and thumbnails at once; a locked or damaged file is explained', async ({
    page,
    context,
  }) => {
    const uploads = countUploads(page)
    await page.goto('/document-screen')
    await waitForOfflineReady(page)
    await context.setOffline(true)
    await page.reload()

    await fileInput(page).setInputFiles(pdfFile('terms.pdf', await numberedPages(20)))
    await expect(page.getByRole('heading', { name: '20 pages' })).toBeVisible()
    for (const number of [1, 2, 3, 4, 5, 6]) {
      await expect(page.getByRole('img', { name: `Page ${number}` })).toBeVisible()
    }
    await expect(page.getByRole('img', { name: 'Page 7' })).toHaveCount(0)

    // The PDF's words go through the engine on the device: an instant verdict, offline too.
    const cardLetter = await letterPdf({
      pages: [
        [
          'Card Services - Account Security',
          'Your debit card has been blocked after unusual activity.',
          'To unblock it, reply to this letter with your full card number,',
          'the expiry date and the 3 digit security code on the back.',
        ],
      ],
    })
    await fileInput(page).setInputFiles(pdfFile('card.pdf', cardLetter))
    const device = page.locator('.device-verdict')
    await expect(device.getByRole('heading', { name: 'Checked on this device only' })).toBeVisible()
    await expect(device).toContainText('The full check needs an internet connection.')
    await expect(device.locator('.risk-badge')).toHaveText('High risk')

    await fileInput(page).setInputFiles(pdfFile('locked.pdf', encryptedPdf()))
    await expect(
      page.getByRole('alert').filter({ hasText: 'locked with a password' }),
    ).toBeVisible()

    await fileInput(page).setInputFiles(pdfFile('broken.pdf', await truncatedPdf()))
    await expect(page.getByRole('alert').filter({ hasText: 'is damaged' })).toBeVisible()
    await expect(device).toHaveCount(0)
    expect(uploads()).toBe(0)
    await context.setOffline(false)
  })

  test('a locked PDF gets a verdict, not an error: what it means and what to do', async ({
    page,
  }) => {
    await page.goto('/document-screen')
    await fileInput(page).setInputFiles(pdfFile('invoice.pdf', encryptedPdf()))
    await expect(
      page.getByRole('alert').filter({ hasText: 'locked with a password' }),
    ).toBeVisible()
    await analyseButton(page).click()
    await expect(page.getByText('Fraudsters lock attachments')).toBeVisible()
    await expect(page.getByText('Ask the sender to confirm')).toBeVisible()
  })

  test('a picture of a sign-in page on a look-alike address is a warning sign', async ({
    page,
    context,
  }) => {
    await page.goto('/document-screen')
    await waitForOfflineReady(page)
    const picture = {
      name: 'login.png',
      mimeType: 'image/png',
      buffer: Buffer.from(signInPagePng()),
    }

    await context.setOffline(true)
    await fileInput(page).setInputFiles(picture)
    await expect(
      page.getByText('Reading the words in a picture needs an internet connection.'),
    ).toBeVisible()
    await context.setOffline(false)

    await fileInput(page).setInputFiles(picture)
    await analyseButton(page).click()
    const markers = page.locator('.document-result__markers')
    await expect(markers).toContainText(
      'asking you to sign in or enter card details for Microsoft',
      {
        timeout: ANALYSIS_TIMEOUT,
      },
    )
    await expect(markers).toContainText('looks like a scam website')
    await expect(page.locator('.document-result .risk-badge')).not.toHaveText('Low risk')
  })

  test('a page goes to the redaction tool and comes back redacted, then is analysed', async ({
    page,
  }) => {
    await page.goto('/document-screen')
    await fileInput(page).setInputFiles(pdfFile('statement.pdf', await numberedPages(3)))
    await expect(page.getByRole('heading', { name: '3 pages' })).toBeVisible()
    await page.getByLabel('Page to redact').selectOption('2')
    await page.getByRole('button', { name: 'Open page in the redaction tool' }).click()

    await expect(page).toHaveURL(/\/redaction-tool$/)
    await expect(
      page.getByRole('heading', { name: 'Step 2: Redact Sensitive Information' }),
    ).toBeVisible()
    await page.getByRole('button', { name: 'Continue to Download' }).click()
    await page.getByRole('button', { name: 'Use this redacted image' }).click()

    await expect(page).toHaveURL(/\/document-screen$/)
    await expect(page.getByText('Selected: statement-page-2-redacted.png')).toBeVisible()
    await analyseButton(page).click()
    await expect(page.getByRole('heading', { name: 'Analysis Results' })).toBeVisible({
      timeout: ANALYSIS_TIMEOUT,
    })
  })

  test('in Arabic, right to left, with no accessibility violations', async ({ page }) => {
    await openInLocale(page, '/document-screen', 'ar')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expectNoAxeViolations(page)
  })
})
