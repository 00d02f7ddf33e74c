import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { CHROMIUM, CHROMIUM_ARGS } from '../support/chromium.ts'
import { qrY4m } from '../support/qr-image.ts'

/** A video of a QR code, played by Chromium's fake camera. */
const video = path.join(mkdtempSync(path.join(tmpdir(), 'scamscreen-camera-')), 'camera.y4m')
writeFileSync(video, qrY4m('SMSTO:81025:JOIN WIN'))

test.use({
  permissions: ['camera'],
  launchOptions: {
    executablePath: CHROMIUM,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  },
})

test('the fake camera shows a code: it is read, checked on the device and by the server', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.goto('/qr-checker')
  await page.getByRole('button', { name: 'Scan with camera' }).click()
  const verdict = page.getByRole('region', { name: 'Checked on this device only' })
  await expect(verdict).toContainText('Writes a text message to 81025', { timeout: 20_000 })
  await expect(verdict).toContainText('short code')
  await expect(page.getByRole('button', { name: 'Stop camera' })).toHaveCount(0)
  // The server decodes the camera's frame again and checks it.
  await expect(page.locator('.qr-result')).toContainText('SMSTO:81025:JOIN WIN', {
    timeout: 75_000,
  })
})
