/**
 * The contract of the QR decoding worker (workers/qr-decode.worker.ts) and its sizing rule.
 * Pure.
 */

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

/** Photos are first decoded with their long side at most this: fast, and enough for most. */
export const FIRST_PASS_LONG_SIDE = 1600
/** The retry at full size is capped here, to bound memory on 50-megapixel photos. */
export const FULL_PASS_LONG_SIDE = 4096

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
 * The sizes to try for a photo, in order: downscaled first (a small code in a large photo is
 * still found at full size next), and full size only when it differs.
 */
export function decodePasses(width: number, height: number): DecodeSize[] {
  const first = fitWithin(width, height, FIRST_PASS_LONG_SIDE)
  const full = fitWithin(width, height, FULL_PASS_LONG_SIDE)
  return first.width === full.width ? [first] : [first, full]
}
