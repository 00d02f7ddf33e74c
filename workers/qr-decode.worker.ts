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

import { decodePasses, type DecodedQr, type QrDecodeApi } from '../src/domain/qr-decode.ts'

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

function pixelsOf(source: ImageBitmap): ImageData {
  const canvas = new OffscreenCanvas(source.width, source.height)
  const context = canvas.getContext('2d', { willReadFrequently: true })
  if (!context) throw new Error('No 2D canvas in this worker')
  context.drawImage(source, 0, 0)
  return context.getImageData(0, 0, source.width, source.height)
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
    // The browser decodes the file (JPEG, PNG, WebP, GIF, AVIF; HEIC where supported) and
    // applies its EXIF rotation; large photos are scaled down by the browser on the way.
    const original = await createImageBitmap(image)
    const { width, height } = original
    original.close()
    let codes: DecodedQr[] = []
    for (const size of decodePasses(width, height)) {
      const bitmap = await createImageBitmap(image, {
        resizeWidth: size.width,
        resizeHeight: size.height,
        resizeQuality: 'high',
      })
      try {
        codes = await decodePixels(pixelsOf(bitmap), PHOTO_OPTIONS)
      } finally {
        bitmap.close()
      }
      if (codes.length > 0) break
    }
    return codes
  },

  decodeFrame({ data, width, height }) {
    return decodePixels(new ImageData(data, width, height), FRAME_OPTIONS)
  },
}

expose(api)
