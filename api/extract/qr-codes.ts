/**
 * Every QR code in an image file, with zxing-wasm. Runs in a worker thread (qr-thread.mjs, from
 * qr-pool.ts): trying hard, rotated and inverted takes real CPU on a large photo.
 *
 * The picture is decoded with @napi-rs/canvas (Skia, as in Chromium) and read at the same sizes
 * and with the same options as in the browser's worker (src/domain/qr/decode.ts), so the server
 * reads what the phone read: downscaled first, then at full size, and enlarged when small.
 *
 * Fully offline: zxing-wasm fetches its wasm from a CDN unless told otherwise, so the module is
 * given the bytes of the installed zxing_reader.wasm before its first use.
 */
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'

import { createCanvas, loadImage, type Image } from '@napi-rs/canvas'
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader'

import { detectFileType } from '../../src/domain/files/file-type.ts'
import {
  decodePasses,
  PHOTO_READER_OPTIONS,
  uniqueCodes,
  type DecodedQr,
  type DecodeSize,
} from '../../src/domain/qr/decode.ts'

export interface QrCodesResult {
  qrCodes: DecodedQr[]
  /** Set when the image could not be decoded at all (not when it simply has no QR code). */
  error?: string
}

const WASM_PATH = createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm')

/** The promise is cached, not the module, so concurrent first calls share one instantiation. */
let ready: Promise<unknown> | undefined

function prepare(): Promise<unknown> {
  ready ??= readFile(WASM_PATH).then((wasm) =>
    prepareZXingModule({
      // A copy that owns its whole ArrayBuffer: a Buffer may be a view into a larger pool.
      overrides: { wasmBinary: new Uint8Array(wasm).buffer },
      fireImmediately: true,
    }),
  )
  ready.catch(() => {
    ready = undefined
  })
  return ready
}

/** What zxing reads as pixels: the DOM's ImageData shape. */
type Pixels = Extract<Parameters<typeof readBarcodes>[0], { data: unknown }>

/** The picture's pixels at the given size, scaled as the browser's worker scales them. */
function pixelsOf(image: Image, { width, height }: DecodeSize): Pixels {
  const context = createCanvas(width, height).getContext('2d')
  context.imageSmoothingQuality = 'medium'
  context.drawImage(image, 0, 0, width, height)
  const { buffer, byteOffset, length } = context.getImageData(0, 0, width, height).data
  if (!(buffer instanceof ArrayBuffer)) throw new TypeError('Canvas pixels in shared memory')
  // zxing reads the DOM's ImageData shape; Skia's pixels are sRGB.
  return {
    data: new Uint8ClampedArray(buffer, byteOffset, length),
    width,
    height,
    colorSpace: 'srgb',
  }
}

/**
 * Decodes every QR code (including Micro QR and rMQR) in a PNG, JPEG, WebP, GIF or BMP file.
 * The caller checks the declared pixel size first: this decodes the whole picture.
 */
export async function decodeQrCodes(bytes: Uint8Array): Promise<QrCodesResult> {
  const [, image] = await Promise.all([
    prepare(),
    loadImage(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)).catch(
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    ),
  ])
  if (typeof image === 'string') return { qrCodes: [], error: image }
  if (image.width === 0 || image.height === 0) return { qrCodes: [], error: 'empty image' }
  for (const [pass, size] of decodePasses(image.width, image.height).entries()) {
    const pixels = pixelsOf(image, size)
    if (pass === 0 && isOneColour(pixels.data))
      return { qrCodes: [], error: await loadError(bytes) }
    const qrCodes = uniqueCodes(await readBarcodes(pixels, PHOTO_READER_OPTIONS))
    if (qrCodes.length > 0) return { qrCodes }
  }
  return { qrCodes: [] }
}

function isOneColour(rgba: Uint8ClampedArray): boolean {
  for (let index = 4; index < rgba.length; index++)
    if (rgba[index] !== rgba[index % 4]) return false
  return true
}

/**
 * Why a picture Skia drew as one flat colour could not be loaded, if that is what happened:
 * Skia draws a file it cannot decode so rather than failing. zxing's own stricter loader (PNG,
 * JPEG, GIF, BMP) tells a damaged file from a blank picture; a blank WebP is taken as blank.
 */
async function loadError(bytes: Uint8Array): Promise<string | undefined> {
  if (detectFileType(bytes)?.format === 'webp') return undefined
  const results = await readBarcodes(bytes, { formats: ['QRCode'] })
  return results.find((result) => !result.isValid && result.error)?.error
}
