/**
 * How QR codes are read from a picture, shared by the browser's decoding worker
 * (workers/qr-decode.worker.ts) and the server's (api/extract/qr-codes.ts), so both read the same
 * codes: the reader's options, the sizes a picture is decoded at, and how results are merged.
 * Pure.
 */
import type { ReaderOptions } from 'zxing-wasm/reader'

export interface DecodedQr {
  text: string
  /** zxing's name for the symbology: "QRCode", "MicroQRCode" or "rMQRCode". */
  format: string
}

/** A camera frame's pixels, RGBA, as a canvas gives them. */
export interface RgbaFrame {
  data: Uint8ClampedArray<ArrayBuffer>
  width: number
  height: number
}

export interface QrDecodeApi {
  /** Every code in a photo or screenshot. Rejects when the browser cannot open the image. */
  decodeImage(image: Blob): Promise<DecodedQr[]>
  /** Every code in one camera frame (its buffer is transferred). */
  decodeFrame(frame: RgbaFrame): Promise<DecodedQr[]>
}

/** Photos and screenshots: rotated, light-on-dark, small in the frame; every code is returned. */
export const PHOTO_READER_OPTIONS: ReaderOptions = {
  formats: ['QRCode', 'MicroQRCode', 'rMQRCode'],
  tryHarder: true,
  tryRotate: true,
  tryInvert: true,
  tryDownscale: true,
  maxNumberOfSymbols: 8,
}

/** Camera frames come many a second: no rotation or downscale search, the next frame retries. */
export const FRAME_READER_OPTIONS: ReaderOptions = {
  ...PHOTO_READER_OPTIONS,
  tryRotate: false,
  tryDownscale: false,
}

/** Photos are first decoded with their long side at most this: fast, and enough for most. */
export const FIRST_PASS_LONG_SIDE = 1600
/** The retry at full size is capped here, to bound memory on 50-megapixel photos. */
export const FULL_PASS_LONG_SIDE = 4096
/**
 * A picture whose long side is under this is also tried enlarged, 4×: a code under about 2
 * pixels per module (a thumbnail, a cropped screenshot) is read far more often when smoothed up.
 * On synthetic codes at 1.25 px per module, 8 of 24 were read as they were, 23 of 24 at 4×
 * (2× read fewer than 1×; bench/qr.ts prints the low-resolution set).
 */
export const UPSCALE_BELOW_LONG_SIDE = 400
/** How much such a picture is enlarged. */
export const UPSCALE_FACTOR = 4
/**
 * A camera photo this large is first decoded at a reduced size straight from the file (a JPEG
 * decoder skips most of its work at 1/2, 1/4 or 1/8 scale), to about this long side.
 */
export const REDUCED_DECODE_ABOVE_LONG_SIDE = 2400
export const REDUCED_DECODE_LONG_SIDE = 1000

export interface DecodeSize {
  width: number
  height: number
}

/** Scales a size so its long side is at most `longSide`; never enlarges. */
export function fitWithin(width: number, height: number, longSide: number): DecodeSize {
  const scale = Math.min(1, longSide / Math.max(width, height))
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  }
}

/**
 * The sizes to try for a decoded picture, in order, until one finds a code: downscaled first (a
 * small code in a large photo is still found at full size next), full size when it differs, and
 * enlarged when the picture is small.
 */
export function decodePasses(width: number, height: number): DecodeSize[] {
  const first = fitWithin(width, height, FIRST_PASS_LONG_SIDE)
  const full = fitWithin(width, height, FULL_PASS_LONG_SIDE)
  const passes = first.width === full.width ? [first] : [first, full]
  if (Math.max(width, height) < UPSCALE_BELOW_LONG_SIDE) {
    passes.push({ width: width * UPSCALE_FACTOR, height: height * UPSCALE_FACTOR })
  }
  return passes
}

/**
 * The size to decode a large photo's file at before anything else, or null when the picture is
 * small enough to decode whole.
 */
export function reducedDecodeSize(width: number, height: number): DecodeSize | null {
  if (Math.max(width, height) <= REDUCED_DECODE_ABOVE_LONG_SIDE) return null
  return fitWithin(width, height, REDUCED_DECODE_LONG_SIDE)
}

/** What zxing reports for each symbol it found. */
export interface ReaderResult {
  isValid: boolean
  format: string
  text: string
}

/** The valid codes among zxing's results, each once, in the order found. */
export function uniqueCodes(results: readonly ReaderResult[]): DecodedQr[] {
  const seen = new Set<string>()
  const codes: DecodedQr[] = []
  for (const { isValid, format, text } of results) {
    const key = `${format}\u0000${text}`
    if (!isValid || seen.has(key)) continue
    seen.add(key)
    codes.push({ text, format })
  }
  return codes
}
