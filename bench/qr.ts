/**
 * QR decoding on the device: the app's own worker (workers/qr-decode.worker.ts) in Chromium,
 * served by Vite as in development, timed around `decodeImage` alone. Scores it on zxing-cpp's
 * sample photos (../shared/data/qr-samples, or QR_SAMPLES_DIR) against the upstream library's
 * minimum pass counts, and times synthetic 12-megapixel phone photos. Prints JSON.
 * Usage: npm run bench:qr
 */
import { readdir, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { chromium } from '@playwright/test'
import QRCode from 'qrcode'
import { createServer } from 'vite'

import type { DecodedQr } from '../src/domain/qr/decode.ts'
import { CHROMIUM, CHROMIUM_ARGS } from '../tests/support/chromium.ts'

import { percentile } from './percentile.ts'

const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)))
const SAMPLES_DIR = path.resolve(ROOT, process.env.QR_SAMPLES_DIR ?? '../shared/data/qr-samples')
const IMAGE_EXTENSIONS = new Set(['.png', '.jpg', '.webp'])

/**
 * zxing-cpp's minimum pass counts at 0° with tryHarder, tryRotate and tryInvert (the worker's
 * options), from EXPECTED.md beside the samples.
 */
const UPSTREAM_MIN_PASS: Record<string, number> = {
  'qrcode-1': 8,
  'qrcode-2': 53,
  'qrcode-3': 18,
  'qrcode-4': 15,
  'qrcode-5': 16,
  'qrcode-6': 15,
  'microqrcode-1': 15,
  'rmqrcode-1': 3,
}
/** Folders of photos without a code: any decoded code is a false positive. */
const FALSE_POSITIVE_FOLDERS = ['falsepositives-1', 'falsepositives-2']
/** Structured append (several images make one result) is beyond a one-image decoder. */
const NOT_APPLICABLE = [{ folder: 'qrcode-7', reason: 'structured append: 4 images make 1 result' }]

/** Each synthetic photo's tilt in degrees: most are square on, a few held askew. */
const PHOTO_ANGLES = [0, 6, 0, -9, 0, 0, 14, 0, -4, 0]
const PHOTO_WIDTH = 4000
const PHOTO_HEIGHT = 3000
/** The symbol's width as a share of the photo's: a code held at arm's length. */
const CODE_FRACTION = 0.15
const GOAL_MEDIAN_MS = 100

interface TimedDecode {
  ms: number
  codes: DecodedQr[]
}

interface PhotoSpec {
  rows: string[]
  seed: number
  angleDegrees: number
  width: number
  height: number
  codeFraction: number
}

/** What bench/qr-page/main.js puts on `window`. */
interface QrBenchPage {
  decodeUrl(url: string): Promise<TimedDecode>
  decodeSyntheticPhoto(spec: PhotoSpec): Promise<TimedDecode & { bytes: number }>
}

type BenchPageGlobal = typeof globalThis & { qrBench: QrBenchPage }

function timings(ms: number[]): { median: number; p95: number; max: number } {
  const sorted = [...ms].sort((a, b) => a - b)
  return {
    median: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: percentile(sorted, 100),
  }
}

async function imagesIn(folder: string): Promise<string[]> {
  const names = await readdir(path.join(SAMPLES_DIR, folder))
  return names
    .filter((name) => IMAGE_EXTENSIONS.has(path.extname(name)))
    .sort()
    .map((name) => path.join(SAMPLES_DIR, folder, name))
}

/** Compared byte for byte, as zxing-cpp's test runner reads it: a final newline is content. */
function expectedText(image: string): Promise<string> {
  return readFile(image.slice(0, -path.extname(image).length) + '.txt', 'utf8')
}

// prettier-ignore
const CONTROL_NAMES = [
  'NUL', 'SOH', 'STX', 'ETX', 'EOT', 'ENQ', 'ACK', 'BEL', 'BS', 'HT', 'LF', 'VT', 'FF', 'CR', 'SO',
  'SI', 'DLE', 'DC1', 'DC2', 'DC3', 'DC4', 'NAK', 'SYN', 'ETB', 'CAN', 'EM', 'SUB', 'ESC', 'FS',
  'GS', 'RS', 'US',
]

/** zxing-cpp's EscapeNonGraphical for ASCII: its "HRI" text shows control characters so. */
function escapeControls(text: string): string {
  return Array.from(text, (character) => {
    const code = character.charCodeAt(0)
    if (code === 127) return '<DEL>'
    return code < 32 ? `<${CONTROL_NAMES[code]}>` : character
  }).join('')
}

/**
 * How a decoded text matches the expected one, if it does. The worker returns zxing's default
 * "HRI" text, so besides a verbatim match it accepts what zxing-cpp's runner accepts (both
 * sides with control characters escaped) and, for a GS1 code, its "(01)…" form against the
 * raw element string (GS separators, no parentheses).
 */
function matchOf(decoded: string, expected: string): 'verbatim' | 'hri' | undefined {
  if (decoded === expected) return 'verbatim'
  if (escapeControls(decoded) === escapeControls(expected)) return 'hri'
  if (
    /^\(\d{2,4}\)/.test(decoded) &&
    decoded.replace(/\((\d{2,4})\)/g, '$1') === expected.replaceAll('\x1d', '')
  )
    return 'hri'
  return undefined
}

/** Where the page fetches a sample: Playwright answers, as Vite mangles names with a "#". */
function sampleUrl(file: string): string {
  return (
    '/qr-samples/' +
    path.relative(SAMPLES_DIR, file).split(path.sep).map(encodeURIComponent).join('/')
  )
}

function photoSpec(index: number): { text: string; spec: PhotoSpec } {
  const text = `https://parcel-redelivery.example/track/GB${7_301_000 + index * 7919}`
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' })
  const rows = Array.from({ length: modules.size }, (_, row) =>
    Array.from({ length: modules.size }, (_, column) =>
      modules.get(row, column) ? '1' : '0',
    ).join(''),
  )
  return {
    text,
    spec: {
      rows,
      seed: index + 1,
      angleDegrees: PHOTO_ANGLES[index] ?? 0,
      width: PHOTO_WIDTH,
      height: PHOTO_HEIGHT,
      codeFraction: CODE_FRACTION,
    },
  }
}

const server = await createServer({
  configFile: false,
  root: ROOT,
  // Apart from the app's own cache, which a running `npm run dev` may be using.
  cacheDir: path.join(tmpdir(), 'scamscreen-bench-qr-vite'),
  logLevel: 'silent',
  server: {
    host: '127.0.0.1',
    port: 0,
    hmr: false,
    watch: null,
  },
  // The page's few ESM dependencies are served as they are: no scan of the app's entry points.
  optimizeDeps: { noDiscovery: true },
  worker: { format: 'es' },
})
await server.listen()
const origin = server.resolvedUrls?.local[0]
if (!origin) throw new Error('Vite did not report its URL')

const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
try {
  const page = await browser.newPage()
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error') console.error(`page console: ${message.text()}`)
  })
  await page.route(new URL('/qr-samples/**', origin).href, (route) =>
    route.fulfill({
      path: path.join(
        SAMPLES_DIR,
        decodeURIComponent(new URL(route.request().url()).pathname.slice('/qr-samples/'.length)),
      ),
    }),
  )
  await page.goto(new URL('bench/qr-page/index.html', origin).href)
  await page.waitForFunction(() => 'qrBench' in globalThis)

  const decodeFile = (file: string): Promise<TimedDecode> =>
    page.evaluate((url) => (globalThis as BenchPageGlobal).qrBench.decodeUrl(url), sampleUrl(file))

  // The first call loads and compiles zxing's wasm.
  const [warmUpImage] = await imagesIn(Object.keys(UPSTREAM_MIN_PASS)[0] ?? '')
  if (!warmUpImage) throw new Error(`No sample images in ${SAMPLES_DIR}`)
  await decodeFile(warmUpImage)

  const sampleMs: number[] = []
  const folders = []
  for (const [folder, minPass] of Object.entries(UPSTREAM_MIN_PASS)) {
    const images = await imagesIn(folder)
    let passed = 0
    const passedAsHri: string[] = []
    const notFound: string[] = []
    const misread: { image: string; expected: string; decoded: string[] }[] = []
    for (const image of images) {
      const expected = await expectedText(image)
      const { ms, codes } = await decodeFile(image)
      sampleMs.push(ms)
      const texts = codes.map((code) => code.text)
      const matches = texts.map((text) => matchOf(text, expected))
      if (matches.includes('verbatim')) passed++
      else if (matches.includes('hri')) {
        passed++
        passedAsHri.push(path.basename(image))
      } else if (texts.length === 0) notFound.push(path.basename(image))
      else misread.push({ image: path.basename(image), expected, decoded: texts })
    }
    console.error(`${folder}: ${passed}/${images.length} (upstream ${minPass})`)
    folders.push({
      folder,
      images: images.length,
      passed,
      misread: misread.length,
      upstream_min_pass_slow: minPass,
      meets_upstream: passed >= minPass && misread.length === 0,
      passed_as_hri_text: passedAsHri,
      not_found_images: notFound,
      misread_images: misread,
    })
  }

  const falsePositiveFolders = []
  for (const folder of FALSE_POSITIVE_FOLDERS) {
    const images = await imagesIn(folder)
    const falsePositives: { image: string; decoded: string[] }[] = []
    for (const image of images) {
      const { ms, codes } = await decodeFile(image)
      sampleMs.push(ms)
      if (codes.length > 0)
        falsePositives.push({
          image: path.basename(image),
          decoded: codes.map((code) => code.text),
        })
    }
    console.error(`${folder}: ${falsePositives.length} false positives in ${images.length}`)
    falsePositiveFolders.push({
      folder,
      images: images.length,
      false_positives: falsePositives.length,
      upstream_max_false_positives: 0,
      meets_upstream: falsePositives.length === 0,
      false_positive_images: falsePositives,
    })
  }

  const photoMs: number[] = []
  const photoBytes: number[] = []
  let photosDecoded = 0
  for (let index = 0; index < PHOTO_ANGLES.length; index++) {
    const { text, spec } = photoSpec(index)
    const result = await page.evaluate(
      (photo) => (globalThis as BenchPageGlobal).qrBench.decodeSyntheticPhoto(photo),
      spec,
    )
    photoMs.push(result.ms)
    photoBytes.push(result.bytes)
    if (result.codes.some((code) => code.text === text)) photosDecoded++
    console.error(
      `12 MP photo ${index + 1}/${PHOTO_ANGLES.length} (${spec.angleDegrees}°): ${result.ms.toFixed(0)} ms`,
    )
  }
  const photoTimings = timings(photoMs)

  const scored = [...folders, ...falsePositiveFolders]
  console.log(
    JSON.stringify(
      {
        benchmark: 'qr',
        browser: `Chromium ${browser.version()}`,
        samples_dir: SAMPLES_DIR,
        folders: scored,
        not_applicable: NOT_APPLICABLE,
        totals: {
          images: scored.reduce((sum, folder) => sum + folder.images, 0),
          passed: folders.reduce((sum, folder) => sum + folder.passed, 0),
          misread: folders.reduce((sum, folder) => sum + folder.misread, 0),
          false_positives: falsePositiveFolders.reduce(
            (sum, folder) => sum + folder.false_positives,
            0,
          ),
          meets_upstream: scored.every((folder) => folder.meets_upstream),
        },
        decode_ms: { images: sampleMs.length, ...timings(sampleMs) },
        twelve_megapixel: {
          count: PHOTO_ANGLES.length,
          width: PHOTO_WIDTH,
          height: PHOTO_HEIGHT,
          mean_jpeg_bytes: Math.round(
            photoBytes.reduce((sum, bytes) => sum + bytes, 0) / photoBytes.length,
          ),
          decoded: photosDecoded,
          median_ms: photoTimings.median,
          p95_ms: photoTimings.p95,
          max_ms: photoTimings.max,
          goal_median_ms: GOAL_MEDIAN_MS,
          meets_goal: photoTimings.median <= GOAL_MEDIAN_MS,
        },
      },
      null,
      2,
    ),
  )
} finally {
  await browser.close()
  await server.close()
}
