/**
 * QR decoding on both paths: the app's own worker (workers/qr-decode.worker.ts) in Chromium,
 * served by Vite as in development, timed around `decodeImage` alone; and the server's
 * (`extractQrCodes`, as /api/qr-scan and `npm run screen -- qr` call it). Scores each on
 * zxing-cpp's sample photos (../shared/data/qr-samples, or QR_SAMPLES_DIR) against the upstream
 * library's minimum pass counts and on a synthetic set of small, low-resolution codes, and times
 * synthetic 12-megapixel phone photos in the worker. Prints JSON.
 * Usage: npm run bench:qr
 */
import { readdir, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { chromium } from '@playwright/test'
import QRCode from 'qrcode'
import { createServer } from 'vite'

import { closeExtractors, extractQrCodes } from '../api/extract/extract.ts'
import type { DecodedQr } from '../src/domain/qr/decode.ts'
import { CHROMIUM, CHROMIUM_ARGS } from '../tests/support/chromium.ts'
import { qrLowResPicture } from '../tests/support/qr-image.ts'

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
/** The low-resolution set: pixels per module of each code (a thumbnail, a cropped screenshot). */
const LOW_RES_MODULE_PX = [1, 1.25, 1.5, 1.75, 2]
const LOW_RES_PER_SIZE = 8

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

const DECODE_PATHS = ['worker', 'server'] as const
type DecodePath = (typeof DECODE_PATHS)[number]

/** One folder's decodes on one path, against the expected texts and upstream's pass count. */
function scoreDecodes(
  decodes: { name: string; expected: string; decoded: TimedDecode }[],
  minPass: number,
) {
  let passed = 0
  const passedAsHri: string[] = []
  const notFound: string[] = []
  const misread: { image: string; expected: string; decoded: string[] }[] = []
  for (const { name, expected, decoded } of decodes) {
    const texts = decoded.codes.map((code) => code.text)
    const matches = texts.map((text) => matchOf(text, expected))
    if (matches.includes('verbatim')) passed++
    else if (matches.includes('hri')) {
      passed++
      passedAsHri.push(name)
    } else if (texts.length === 0) notFound.push(name)
    else misread.push({ image: name, expected, decoded: texts })
  }
  return {
    passed,
    misread: misread.length,
    meets_upstream: passed >= minPass && misread.length === 0,
    passed_as_hri_text: passedAsHri,
    not_found_images: notFound,
    misread_images: misread,
  }
}

/** One folder of pictures without a code on one path: any code found is a false positive. */
function scoreFalsePositives(decodes: { name: string; decoded: TimedDecode }[]) {
  const falsePositives = decodes
    .filter(({ decoded }) => decoded.codes.length > 0)
    .map(({ name, decoded }) => ({ image: name, decoded: decoded.codes.map((code) => code.text) }))
  return {
    false_positives: falsePositives.length,
    upstream_max_false_positives: 0,
    meets_upstream: falsePositives.length === 0,
    false_positive_images: falsePositives,
  }
}

interface LowResSample {
  name: string
  text: string
  bytes: Buffer
}

/** A small screenshot of a code, a fraction of a pixel off the grid as real ones are. */
async function lowResSample(modulePx: number, index: number): Promise<LowResSample> {
  const text = `https://hmrc-refund.example/claim/${'r'.repeat(index * 6)}${index}`
  const bytes = await qrLowResPicture(text, modulePx, { offset: (index % 4) / 4 })
  return { name: `${modulePx}px-${index}.png`, text, bytes }
}

/** The server's decode of one file; a file it refuses or cannot read finds nothing. */
async function decodeOnServer(bytes: Uint8Array): Promise<TimedDecode> {
  const started = performance.now()
  const codes = await extractQrCodes(bytes).catch(() => [])
  return { ms: performance.now() - started, codes }
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

  const decodeUrlInWorker = (url: string): Promise<TimedDecode> =>
    page.evaluate((address) => (globalThis as BenchPageGlobal).qrBench.decodeUrl(address), url)
  const decoders: Record<DecodePath, (file: string) => Promise<TimedDecode>> = {
    worker: (file) => decodeUrlInWorker(sampleUrl(file)),
    server: async (file) => decodeOnServer(await readFile(file)),
  }
  const sampleMs: Record<DecodePath, number[]> = { worker: [], server: [] }
  /** Every image of a folder on one path, its time recorded. */
  const decodeImages = async (decodePath: DecodePath, images: string[]) => {
    const decodes = []
    for (const image of images) {
      const decoded = await decoders[decodePath](image)
      sampleMs[decodePath].push(decoded.ms)
      decodes.push({ name: path.basename(image), decoded })
    }
    return decodes
  }

  // The first call on each path loads and compiles zxing's wasm.
  const [warmUpImage] = await imagesIn(Object.keys(UPSTREAM_MIN_PASS)[0] ?? '')
  if (!warmUpImage) throw new Error(`No sample images in ${SAMPLES_DIR}`)
  for (const decode of Object.values(decoders)) await decode(warmUpImage)

  const folders: ({ folder: string; images: number; upstream_min_pass_slow: number } & Record<
    DecodePath,
    ReturnType<typeof scoreDecodes>
  >)[] = []
  for (const [folder, minPass] of Object.entries(UPSTREAM_MIN_PASS)) {
    const images = await imagesIn(folder)
    const expected = await Promise.all(images.map(expectedText))
    const byPath = {} as Record<DecodePath, ReturnType<typeof scoreDecodes>>
    for (const decodePath of DECODE_PATHS) {
      const decodes = await decodeImages(decodePath, images)
      byPath[decodePath] = scoreDecodes(
        decodes.map((decode, index) => ({ ...decode, expected: expected[index] ?? '' })),
        minPass,
      )
    }
    console.error(
      `${folder}: worker ${byPath.worker.passed}, server ${byPath.server.passed} of ${images.length} (upstream ${minPass})`,
    )
    folders.push({ folder, images: images.length, upstream_min_pass_slow: minPass, ...byPath })
  }

  const falsePositiveFolders: ({ folder: string; images: number } & Record<
    DecodePath,
    ReturnType<typeof scoreFalsePositives>
  >)[] = []
  for (const folder of FALSE_POSITIVE_FOLDERS) {
    const images = await imagesIn(folder)
    const byPath = {} as Record<DecodePath, ReturnType<typeof scoreFalsePositives>>
    for (const decodePath of DECODE_PATHS) {
      byPath[decodePath] = scoreFalsePositives(await decodeImages(decodePath, images))
    }
    console.error(
      `${folder}: worker ${byPath.worker.false_positives}, server ${byPath.server.false_positives} false positives in ${images.length}`,
    )
    falsePositiveFolders.push({ folder, images: images.length, ...byPath })
  }

  // The low-resolution set, made here and handed to the page as it asks for each file.
  const lowRes = await Promise.all(
    LOW_RES_MODULE_PX.flatMap((modulePx) =>
      Array.from({ length: LOW_RES_PER_SIZE }, (_, index) => lowResSample(modulePx, index)),
    ),
  )
  await page.route(new URL('/low-res/*', origin).href, (route) => {
    const name = decodeURIComponent(new URL(route.request().url()).pathname.split('/').pop() ?? '')
    const sample = lowRes.find((candidate) => candidate.name === name)
    return sample
      ? route.fulfill({ body: sample.bytes, contentType: 'image/png' })
      : route.fulfill({ status: 404 })
  })
  const lowResScores: ({ module_px: number; images: number } & Record<DecodePath, number>)[] = []
  for (const modulePx of LOW_RES_MODULE_PX) {
    const samples = lowRes.filter((sample) => sample.name.startsWith(`${modulePx}px-`))
    const read: Record<DecodePath, number> = { worker: 0, server: 0 }
    for (const sample of samples) {
      const worker = await decodeUrlInWorker(`/low-res/${encodeURIComponent(sample.name)}`)
      const server = await decodeOnServer(sample.bytes)
      if (worker.codes.some((code) => code.text === sample.text)) read.worker++
      if (server.codes.some((code) => code.text === sample.text)) read.server++
    }
    console.error(
      `low resolution, ${modulePx} px per module: worker ${read.worker}, server ${read.server} of ${samples.length}`,
    )
    lowResScores.push({ module_px: modulePx, images: samples.length, ...read })
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

  const totals = (decodePath: DecodePath) => ({
    passed: folders.reduce((sum, folder) => sum + folder[decodePath].passed, 0),
    misread: folders.reduce((sum, folder) => sum + folder[decodePath].misread, 0),
    false_positives: falsePositiveFolders.reduce(
      (sum, folder) => sum + folder[decodePath].false_positives,
      0,
    ),
    meets_upstream: [...folders, ...falsePositiveFolders].every(
      (folder) => folder[decodePath].meets_upstream,
    ),
    low_resolution_read: lowResScores.reduce((sum, score) => sum + score[decodePath], 0),
    decode_ms: { images: sampleMs[decodePath].length, ...timings(sampleMs[decodePath]) },
  })
  console.log(
    JSON.stringify(
      {
        benchmark: 'qr',
        browser: `Chromium ${browser.version()}`,
        samples_dir: SAMPLES_DIR,
        images: [...folders, ...falsePositiveFolders].reduce(
          (sum, folder) => sum + folder.images,
          0,
        ),
        totals: { worker: totals('worker'), server: totals('server') },
        folders: [...folders, ...falsePositiveFolders],
        not_applicable: NOT_APPLICABLE,
        low_resolution: { images: lowRes.length, by_module_px: lowResScores },
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
  await closeExtractors()
  await server.close()
}
