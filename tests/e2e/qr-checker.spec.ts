import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { expect, type Page } from '@playwright/test'

import { qrPhotoJpeg, qrPng } from '../support/qr-image.ts'

import { expectNoAxeViolations, test, waitForOfflineReady } from './fixtures.ts'

/** A Royal Mail lookalike. With no DNS in CI the server still answers from the address alone. */
const LOOKALIKE = 'https://royalmail-redelivery.top/pay'
/** The server's lookups may take their full time limits when DNS is unreachable. */
const SERVER_TIMEOUT = 75_000

const folder = mkdtempSync(path.join(tmpdir(), 'scamscreen-qr-e2e-'))

function pictureOf(name: string, texts: string | string[]): string {
  const file = path.join(folder, name)
  writeFileSync(file, qrPng(texts))
  return file
}

const fileInput = (page: Page) => page.locator('input[type=file]')
const deviceVerdict = (page: Page) =>
  page.getByRole('region', { name: 'Checked on this device only' })

test.describe('QR checker', () => {
  test('a link: the device verdict, then the full result from the real API', async ({ page }) => {
    test.setTimeout(120_000)
    await page.goto('/qr-checker')
    await expect(page).toHaveTitle('QR Code Scanner | ScamScreen')
    // The first visit's "ready to work offline" toast would replace ours: let it come first.
    await waitForOfflineReady(page)
    const sent = page.waitForRequest(
      (request) => request.url().endsWith('/api/qr-scan') && request.method() === 'POST',
    )
    await fileInput(page).setInputFiles(pictureOf('lookalike.png', LOOKALIKE))

    // The device's own verdict stays on screen, whatever the server takes.
    await expect(deviceVerdict(page)).toContainText(`Opens a website: ${LOOKALIKE}`)
    await expect(deviceVerdict(page)).toContainText('This address looks like Royal Mail')
    const request = await sent
    expect(request.headers()['content-type']).toMatch(/^multipart\/form-data/)

    const result = page.locator('.qr-result')
    await expect(page.getByRole('heading', { name: 'QR code result' })).toBeVisible({
      timeout: SERVER_TIMEOUT,
    })
    // The toast lasts 5 seconds: checked first.
    await expect(page.getByRole('status').getByText('Potential Risks Found')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'QR code result' })).toBeFocused()
    await expect(result).toContainText(`Content: ${LOOKALIKE}`)
    await expect(result.locator('.reference-code__value')).toHaveText(
      /^QR-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/,
    )
    await expect(result.locator('.risk-badge').first()).toHaveText(/^(High|Medium) risk$/)
    await expect(result).toContainText(/Threat score: \d+ out of 100/)
    // No scanner keys in CI: "not checked", never "safe".
    const scanners = result.getByRole('region', { name: 'Security scanners' })
    await expect(scanners).toContainText('Not checked')
    await expect(scanners).not.toContainText('No threats found')
    await expect(result.getByRole('region', { name: 'Risk factors' })).toContainText('Royal Mail')
    await expect(result.getByRole('region', { name: 'Domain information' })).toBeVisible()
    await expect(result.getByRole('region', { name: 'Server information' })).toBeVisible()

    // Opening the link warns first, and only then offers it.
    await result.getByRole('button', { name: 'Open link' }).click()
    await expect(result.getByRole('alert')).toContainText('This link may be dangerous')
    await expect(result.getByRole('link', { name: 'Open anyway' })).toHaveAttribute(
      'href',
      LOOKALIKE,
    )
    await expectNoAxeViolations(page)
  })

  test('a Wi-Fi code with no password, and a second code stuck beside it', async ({ page }) => {
    await page.goto('/qr-checker')
    await fileInput(page).setInputFiles(
      pictureOf('two.png', ['WIFI:S:Free Parking WiFi;T:nopass;;', 'tel:09011234567']),
    )
    await expect(deviceVerdict(page)).toContainText(
      'Joins the Wi-Fi network Free Parking WiFi, which has no password.',
    )
    await expect(deviceVerdict(page)).toContainText('more than one QR code')
    await expect(deviceVerdict(page)).toContainText('tel:09011234567')
    await expect(page.getByRole('heading', { name: 'Potentially Dangerous QR Code' })).toBeVisible({
      timeout: SERVER_TIMEOUT,
    })
    await expect(page.locator('.qr-result')).toContainText('no password')
  })

  test('a 12-megapixel camera photo: read on the device and again by the server', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    const link = 'https://evri-parcel-fee.top/pay'
    const file = path.join(folder, 'photo.jpg')
    writeFileSync(file, await qrPhotoJpeg(link))
    await page.goto('/qr-checker')
    await fileInput(page).setInputFiles(file)
    await expect(deviceVerdict(page)).toContainText(`Opens a website: ${link}`)
    await expect(page.getByRole('heading', { name: 'QR code result' })).toBeVisible({
      timeout: SERVER_TIMEOUT,
    })
    await expect(page.locator('.qr-result')).toContainText(`Content: ${link}`)
  })

  test('a wrong file type and a too-large picture are refused on the page', async ({ page }) => {
    await page.goto('/qr-checker')
    // The first visit's "ready to work offline" toast would replace ours: let it come first.
    await waitForOfflineReady(page)
    const calls: string[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('/api/qr-scan')) calls.push(request.url())
    })
    await fileInput(page).setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a picture'),
    })
    await expect(page.getByRole('alert').getByText('Invalid File Type')).toBeVisible()
    await fileInput(page).setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
    })
    await expect(page.getByRole('alert').getByText('File Too Large')).toBeVisible()
    await expect(page.getByText('Please upload an image under 5MB.')).toBeVisible()
    expect(calls).toEqual([])
  })

  test('a picture with no code gets the error card from the server', async ({ page }) => {
    await page.goto('/qr-checker')
    await fileInput(page).setInputFiles({
      name: 'blank.png',
      mimeType: 'image/png',
      // One white pixel.
      buffer: Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGP4DwABAQEAG7buVgAAAABJRU5ErkJggg==',
        'base64',
      ),
    })
    const card = page.getByRole('alert').filter({ hasText: 'Error Scanning QR Code' })
    await expect(card).toContainText('No QR code was found in this picture', {
      timeout: SERVER_TIMEOUT,
    })
    await expect(page.getByRole('button', { name: 'Select File' })).toBeEnabled()
  })

  test('offline: the worker decodes and the device verdict shows', async ({ page, context }) => {
    await page.goto('/qr-checker')
    await waitForOfflineReady(page)
    await context.setOffline(true)
    await page.reload()
    await fileInput(page).setInputFiles(pictureOf('premium.png', 'tel:09011234567'))
    const verdict = deviceVerdict(page)
    await expect(verdict).toContainText('The full check needs an internet connection.')
    await expect(verdict).toContainText('Calls 09011234567.')
    await expect(verdict).toContainText('premium-rate')
    await expect(verdict).toContainText('Be careful')
    await expect(page.getByRole('heading', { name: /QR code result|QR Code$/ })).toHaveCount(0)
    await context.setOffline(false)
  })
})
