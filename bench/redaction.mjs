/**
 * How long the redaction export takes for a 12-megapixel phone photo (4000 × 3000), in
 * Debian's Chromium against the built app (`npm run build` first). A few boxes are drawn with
 * the mouse, then the tool exports a PNG ("Continue to Download") and a JPEG (the download),
 * each timed by the app's own `performance.measure('redaction-export:<format>')`: decoding,
 * rotating, burning and encoding, in the worker. Goal: at most 1.5 s. Prints JSON.
 * Usage: npm run bench:redaction [-- rounds]
 */
import { createReadStream, existsSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import path from 'node:path'

import { chromium } from 'playwright-core'

const ROUNDS = Number(process.argv[2] ?? 3)
const DIST = path.resolve('dist')
const WIDTH = 4000
const HEIGHT = 3000
const GOAL_MS = 1500
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.wasm': 'application/wasm',
}

if (!existsSync(path.join(DIST, 'index.html'))) {
  console.error('No build in dist/: run `npm run build` first.')
  process.exit(1)
}

/** A static server of dist/ that answers every unknown path with the app, as the API does. */
function serveDist() {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    let file = path.join(DIST, decodeURIComponent(url.pathname))
    if (!file.startsWith(DIST) || !existsSync(file) || statSync(file).isDirectory()) {
      file = path.join(DIST, 'index.html')
    }
    response.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    })
    createReadStream(file).pipe(response)
  })
  return new Promise((resolve) => {
    server.listen(Number(process.env.PORT ?? 0), 'localhost', () => resolve(server))
  })
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

/** A photo-like image: smooth gradients with sensor noise, so PNG cannot cheat on it. */
async function makePhoto(page) {
  const base64 = await page.evaluate(
    async ({ width, height }) => {
      const canvas = new OffscreenCanvas(width, height)
      const context = canvas.getContext('2d')
      const gradient = context.createLinearGradient(0, 0, width, height)
      gradient.addColorStop(0, '#c9a27e')
      gradient.addColorStop(0.5, '#6d8fb3')
      gradient.addColorStop(1, '#2f4f3a')
      context.fillStyle = gradient
      context.fillRect(0, 0, width, height)
      const image = context.getImageData(0, 0, width, height)
      let seed = 42
      for (let i = 0; i < image.data.length; i += 4) {
        seed = (seed * 1103515245 + 12345) & 0x7fffffff
        const noise = (seed % 41) - 20
        image.data[i] += noise
        image.data[i + 1] += noise
        image.data[i + 2] += noise
      }
      context.putImageData(image, 0, 0)
      context.fillStyle = '#111'
      context.font = '120px sans-serif'
      context.fillText('Mrs Jane Example, 12 Sample Road', 300, 900)
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 })
      const bytes = new Uint8Array(await blob.arrayBuffer())
      let binary = ''
      for (let i = 0; i < bytes.length; i += 0x8000) {
        binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
      }
      return btoa(binary)
    },
    { width: WIDTH, height: HEIGHT },
  )
  return Buffer.from(base64, 'base64')
}

async function drawBox(page, canvas, from, to) {
  const frame = await canvas.boundingBox()
  await page.mouse.move(frame.x + frame.width * from[0], frame.y + frame.height * from[1])
  await page.mouse.down()
  await page.mouse.move(frame.x + frame.width * to[0], frame.y + frame.height * to[1], {
    steps: 5,
  })
  await page.mouse.up()
}

async function lastMeasure(page, name) {
  return page.evaluate((measure) => {
    const entries = performance.getEntriesByName(measure)
    return entries.at(-1)?.duration ?? null
  }, name)
}

const server = await serveDist()
const origin = `http://localhost:${server.address().port}`
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
})
try {
  const page = await browser.newPage({
    viewport: { width: 1280, height: 900 },
    acceptDownloads: true,
  })
  await page.goto(`${origin}/redaction-tool`)
  const photo = await makePhoto(page)
  await page
    .getByLabel('Choose File')
    .setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: photo })
  const canvas = page.getByRole('application', { name: 'Image to redact' })
  await canvas.waitFor()
  await canvas.scrollIntoViewIfNeeded()
  await drawBox(page, canvas, [0.05, 0.25], [0.6, 0.33])
  await drawBox(page, canvas, [0.5, 0.6], [0.9, 0.7])
  await drawBox(page, canvas, [0.1, 0.8], [0.3, 0.95])

  const png = []
  const jpeg = []
  const clickToPreview = []
  const clickToDownload = []
  let size = null
  for (let round = 0; round < ROUNDS; round++) {
    if (round > 0) {
      // A new box: the previous exports no longer match, so both are made again.
      await page.getByRole('button', { name: 'Back' }).click()
      await page.getByRole('button', { name: 'Add a box' }).click()
    }
    let started = performance.now()
    await page.getByRole('button', { name: 'Continue to Download' }).click()
    await page.locator('.redaction-preview').waitFor()
    clickToPreview.push(performance.now() - started)
    png.push(await lastMeasure(page, 'redaction-export:png'))
    size = await page
      .locator('.redaction-preview')
      .evaluate((image) => ({ width: image.naturalWidth, height: image.naturalHeight }))

    await page.getByRole('radio', { name: /^JPEG/ }).check()
    started = performance.now()
    await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Redacted Image' }).click(),
    ])
    clickToDownload.push(performance.now() - started)
    jpeg.push(await lastMeasure(page, 'redaction-export:jpeg'))
    await page.getByRole('radio', { name: /^PNG/ }).check()
  }

  const round = (value) => Math.round(value)
  console.log(
    JSON.stringify(
      {
        benchmark: 'redaction-export',
        rounds: ROUNDS,
        width: size?.width,
        height: size?.height,
        export_ms_png: round(median(png)),
        export_ms_jpeg: round(median(jpeg)),
        first_export_ms_png: round(png[0]),
        first_export_ms_jpeg: round(jpeg[0]),
        click_to_preview_ms: round(median(clickToPreview)),
        click_to_download_ms: round(median(clickToDownload)),
        goal_ms: GOAL_MS,
      },
      null,
      2,
    ),
  )
} finally {
  await browser.close()
  server.close()
}
