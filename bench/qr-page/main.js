/**
 * The browser side of bench/qr.ts. Plain JavaScript because bench/ is type-checked without the
 * DOM library. The worker is started exactly as src/lib/qr-decode-client.ts starts it, so Vite
 * bundles and serves it the same way; only `decodeImage` runs inside the timed region.
 */
import { wrap } from 'comlink'

/** @typedef {import('../../src/domain/qr/decode.ts').QrDecodeApi} QrDecodeApi */
/** @typedef {{ ms: number, codes: import('../../src/domain/qr/decode.ts').DecodedQr[] }} TimedDecode */
/**
 * A synthetic phone photo: one QR code (its module rows as "0"/"1" strings) on a textured,
 * noisy background.
 * @typedef {{ rows: string[], seed: number, angleDegrees: number, width: number, height: number, codeFraction: number }} PhotoSpec
 */

const worker = new Worker(new URL('../../workers/qr-decode.worker.ts', import.meta.url), {
  type: 'module',
})
/** @type {import('comlink').Remote<QrDecodeApi>} */
const api = wrap(worker)
/**
 * Rejects when the worker's module fails to load, which would otherwise leave calls hanging.
 * @type {Promise<never>}
 */
const workerFailed = new Promise((_, reject) => {
  worker.addEventListener('error', (event) => reject(new Error(`QR worker: ${event.message}`)))
})

/**
 * @param {Blob} blob
 * @returns {Promise<TimedDecode>}
 */
async function timeDecode(blob) {
  const started = performance.now()
  const codes = await Promise.race([api.decodeImage(blob), workerFailed])
  return { ms: performance.now() - started, codes }
}

/**
 * Fetches the image first (Playwright answers for the samples), so loading it is not timed.
 * @param {string} url
 * @returns {Promise<TimedDecode>}
 */
async function decodeUrl(url) {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`)
  return timeDecode(await response.blob())
}

/**
 * Deterministic, so every run decodes the same photos.
 * @param {number} seed
 */
function mulberry32(seed) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/**
 * A printed code: dark grey on off-white paper with its 4-module quiet zone.
 * @param {string[]} rows
 * @param {number} modulePx
 */
function drawCode(rows, modulePx) {
  const quiet = 4
  const side = Math.ceil((rows.length + 2 * quiet) * modulePx)
  const canvas = new OffscreenCanvas(side, side)
  const context = canvas.getContext('2d')
  if (!context) throw new Error('No 2D canvas')
  context.fillStyle = '#f4f1ea'
  context.fillRect(0, 0, side, side)
  context.fillStyle = '#262626'
  rows.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      if (row[x] === '1')
        context.fillRect((x + quiet) * modulePx, (y + quiet) * modulePx, modulePx, modulePx)
    }
  })
  return canvas
}

/**
 * @param {PhotoSpec} spec
 * @returns {Promise<Blob>}
 */
async function syntheticPhoto({ rows, seed, angleDegrees, width, height, codeFraction }) {
  const random = mulberry32(seed)
  const canvas = new OffscreenCanvas(width, height)
  const context = canvas.getContext('2d', { willReadFrequently: true })
  if (!context) throw new Error('No 2D canvas')

  const gradient = context.createLinearGradient(0, 0, width, height)
  gradient.addColorStop(0, `hsl(${random() * 360} 30% ${30 + random() * 40}%)`)
  gradient.addColorStop(1, `hsl(${random() * 360} 30% ${30 + random() * 40}%)`)
  context.fillStyle = gradient
  context.fillRect(0, 0, width, height)
  // Clutter with edges, so the detector has more than one candidate to reject.
  for (let i = 0; i < 80; i++) {
    context.fillStyle = `hsl(${random() * 360} ${random() * 60}% ${random() * 100}% / 0.35)`
    const size = 40 + random() * 500
    context.fillRect(random() * width, random() * height, size, size * (0.3 + random()))
  }

  const code = drawCode(rows, (width * codeFraction) / rows.length)
  const margin = code.width * 0.75
  context.save()
  context.translate(
    margin + random() * (width - 2 * margin),
    margin + random() * (height - 2 * margin),
  )
  context.rotate((angleDegrees * Math.PI) / 180)
  // A slightly soft print, as a phone camera sees it.
  context.filter = 'blur(1.5px)'
  context.drawImage(code, -code.width / 2, -code.height / 2)
  context.restore()

  // Sensor noise over everything, code included.
  const pixels = context.getImageData(0, 0, width, height)
  const { data } = pixels
  for (let i = 0; i < data.length; i += 4) {
    const noise = (random() - 0.5) * 30
    data[i] += noise
    data[i + 1] += noise
    data[i + 2] += noise
  }
  context.putImageData(pixels, 0, 0)
  return canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 })
}

/**
 * Draws and encodes the photo first, untimed.
 * @param {PhotoSpec} spec
 * @returns {Promise<TimedDecode & { bytes: number }>}
 */
async function decodeSyntheticPhoto(spec) {
  const photo = await syntheticPhoto(spec)
  return { ...(await timeDecode(photo)), bytes: photo.size }
}

Object.assign(window, { qrBench: { decodeUrl, decodeSyntheticPhoto } })
