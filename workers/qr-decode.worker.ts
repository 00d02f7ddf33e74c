/**
 * QR decoding off the main thread, with zxing-wasm. Its .wasm ships with the app (precached by
 * the service worker), so decoding works offline: zxing-wasm would fetch it from a CDN unless
 * told where it is.
 *
 * Worker code: import only from src/domain and from libraries.
 */
/// <reference lib="webworker" />
import { expose } from 'comlink'
import { prepareZXingModule, readBarcodes, type ReaderOptions } from 'zxing-wasm/reader'
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url'

import { decodePasses, type DecodedQr, type QrDecodeApi } from '../src/domain/qr/decode.ts'

prepareZXingModule({
  overrides: {
    locateFile: (path: string, prefix: string) =>
      path.endsWith('.wasm') ? wasmUrl : prefix + path,
  },
})

/** Hard photos: rotated, light-on-dark, small in the frame; every code is returned. */
const PHOTO_OPTIONS: ReaderOptions = {
  formats: ['QRCode', 'MicroQRCode', 'rMQRCode'],
  tryHarder: true,
  tryRotate: true,
  tryInvert: true,
  tryDownscale: true,
  maxNumberOfSymbols: 8,
}

/** Camera frames come many a second: no rotation or downscale search, the next frame retries. */
const FRAME_OPTIONS: ReaderOptions = {
  ...PHOTO_OPTIONS,
  tryRotate: false,
  tryDownscale: false,
}

/** The bitmap's pixels at the given size, scaled on a canvas (no second decode of the file). */
function pixelsOf(source: ImageBitmap, width = source.width, height = source.height): ImageData {
  const canvas = new OffscreenCanvas(width, height)
  const context = canvas.getContext('2d', { willReadFrequently: true })
  if (!context) throw new Error('No 2D canvas in this worker')
  context.imageSmoothingQuality = 'medium'
  context.drawImage(source, 0, 0, width, height)
  return context.getImageData(0, 0, width, height)
}

async function decodePixels(image: ImageData, options: ReaderOptions): Promise<DecodedQr[]> {
  const seen = new Set<string>()
  const codes: DecodedQr[] = []
  for (const result of await readBarcodes(image, options)) {
    const key = `${result.format}\u0000${result.text}`
    if (!result.isValid || seen.has(key)) continue
    seen.add(key)
    codes.push({ text: result.text, format: result.format })
  }
  return codes
}

const api: QrDecodeApi = {
  async decodeImage(image) {
    // The browser decodes the file once (JPEG, PNG, WebP, GIF, AVIF; HEIC where supported)
    // and applies its EXIF rotation; each pass scales that bitmap on a canvas.
    const bitmap = await createImageBitmap(image)
    try {
      for (const size of decodePasses(bitmap.width, bitmap.height)) {
        const codes = await decodePixels(pixelsOf(bitmap, size.width, size.height), PHOTO_OPTIONS)
        if (codes.length > 0) return codes
      }
      return []
    } finally {
      bitmap.close()
    }
  },

  decodeFrame({ data, width, height }) {
    return decodePixels(new ImageData(data, width, height), FRAME_OPTIONS)
  },
}

expose(api)
