// Renders the image that api/extract's OCR test reads, with Debian's Chromium: a screenshot of
// a typical parcel-fee scam text. Run it again after changing the text:
// `node scripts/make-extract-fixtures.mjs`.
import { mkdirSync } from 'node:fs'

import { chromium } from 'playwright-core'

const TEXT = 'Your parcel is held. Pay the 1.45 GBP fee today'
const OUT_DIR = 'api/extract/fixtures'

mkdirSync(OUT_DIR, { recursive: true })
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
})
const page = await browser.newPage({ viewport: { width: 640, height: 200 } })
await page.setContent(`<body style="margin:0;background:#fff">
  <p style="margin:24px;padding:16px 20px;border-radius:18px;background:#e9e9eb;color:#111;
    font:28px/1.35 'DejaVu Sans',Arial,sans-serif">${TEXT}</p></body>`)
await page.locator('p').screenshot({ path: `${OUT_DIR}/parcel-notice.png` })
await browser.close()
console.log(`Wrote ${OUT_DIR}/parcel-notice.png`)
