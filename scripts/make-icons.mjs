// Renders the app icons in public/icons from the logo, with Debian's Chromium. Run it again
// after changing the logo: `node scripts/make-icons.mjs`.
import { mkdirSync } from 'node:fs'

import { chromium } from 'playwright-core'

const SHIELD = 'M32 4 8 13v17c0 15.4 10.2 26.6 24 30 13.8-3.4 24-14.6 24-30V13L32 4Z'
const TICK = 'm21 32.5 7.5 7.5L44 24.5'
const BRAND = '#0f4c5c'

/** `inset` is the share of the canvas kept clear around the shield (maskable icons need ~20%). */
function svg(size, inset, background) {
  const scale = (size * (1 - 2 * inset)) / 64
  const offset = size * inset
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
    <rect width="100%" height="100%" fill="${background}" rx="${background === BRAND ? 0 : size * 0.18}"/>
    <g transform="translate(${offset} ${offset}) scale(${scale})">
      <path d="${SHIELD}" fill="${background === BRAND ? '#fff' : BRAND}"/>
      <path d="${TICK}" fill="none" stroke="${background === BRAND ? BRAND : '#fff'}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>
    </g></svg>`
}

const icons = [
  { file: 'icon-192.png', size: 192, inset: 0.1, background: '#ffffff' },
  { file: 'icon-512.png', size: 512, inset: 0.1, background: '#ffffff' },
  { file: 'icon-maskable-512.png', size: 512, inset: 0.22, background: BRAND },
]

mkdirSync('public/icons', { recursive: true })
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox'],
})
for (const { file, size, inset, background } of icons) {
  const page = await browser.newPage({ viewport: { width: size, height: size } })
  await page.setContent(
    `<body style="margin:0;background:transparent">${svg(size, inset, background)}</body>`,
  )
  await page.locator('svg').screenshot({ path: `public/icons/${file}`, omitBackground: true })
  await page.close()
}
await browser.close()
console.log(`Wrote ${icons.length} icons to public/icons`)
