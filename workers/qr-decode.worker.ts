/**
 * QR decoding off the main thread, with zxing-wasm. Its .wasm ships with the app (precached by
 * the service worker), so decoding works offline: zxing-wasm would fetch it from a CDN unless
 * told where it is. The server reads pictures at the same sizes with the same options
 * (src/domain/qr/decode.ts).
 *
 * Worker code: import only from src/domain and from libraries.
 */
/// <reference lib="webworker" />
import { expose } from 'comlink'
import { prepareZXingModule, readBarcodes, type ReaderOptions } from 'zxing-wasm/reader'
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url'

import { detectFileType, readImageDimensions } from '../src/domain/files/file-type.ts'
import {
  decodePasses,
  FRAME_READER_OPTIONS,
  PHOTO_READER_OPTIONS,
  reducedDecodeSize,
  uniqueCodes,
  type DecodedQr,
  type QrDecodeApi,
} from '../src/domain/qr/decode.ts'

prepareZXingModule({
  overrides: {
    locateFile: (path: string, prefix: string) =>
      path.endsWith('.wasm') ? wasmUrl : prefix + path,
  },
})

/** Enough of a JPEG to reach its frame header past the camera's EXIF block and thumbnail. */
const HEADER_BYTES = 256 * 1024

/** The picture's pixels at the given size, scaled on a canvas. */
function pixelsOf(source: CanvasImageSource, width: number, height: number): ImageData {
  const canvas = new OffscreenCanvas(width, height)
  const context = canvas.getContext('2d', { willReadFrequently: true })
  if (!context) throw new Error('No 2D canvas in this worker')
  context.imageSmoothingQuality = 'medium'
  context.drawImage(source, 0, 0, width, height)
  return context.getImageData(0, 0, width, height)
}

/** A decoded frame's pixels as RGBA, copied out directly where the browser can. */
async function pixelsOfFrame(frame: VideoFrame): Promise<ImageData> {
  const { displayWidth: width, displayHeight: height } = frame
  try {
    const data = new Uint8ClampedArray(frame.allocationSize({ format: 'RGBA' }))
    await frame.copyTo(data, { format: 'RGBA' })
    return new ImageData(data, width, height)
  } catch {
    // Older engines copy out only the frame's own format: draw it instead.
    return pixelsOf(frame, width, height)
  }
}

async function decodePixels(image: ImageData, options: ReaderOptions): Promise<DecodedQr[]> {
  return uniqueCodes(await readBarcodes(image, options))
}

/**
 * A large camera JPEG decoded straight from the file at about 1000 px (WebCodecs' ImageDecoder
 * scales inside the JPEG decoder, a fraction of a full decode) and read. Empty when the picture
 * is small, not a JPEG, or the browser has no ImageDecoder: the full passes follow.
 */
async function decodeReduced(image: Blob): Promise<DecodedQr[]> {
  if (typeof ImageDecoder === 'undefined') return []
  const header = new Uint8Array(await image.slice(0, HEADER_BYTES).arrayBuffer())
  const size = readImageDimensions(header)
  const target = size && reducedDecodeSize(size.width, size.height)
  if (!target || detectFileType(header)?.format !== 'jpeg') return []
  const decoder = new ImageDecoder({
    data: image.stream(),
    type: 'image/jpeg',
    desiredWidth: target.width,
    desiredHeight: target.height,
  })
  try {
    const { image: frame } = await decoder.decode()
    try {
      return await decodePixels(await pixelsOfFrame(frame), PHOTO_READER_OPTIONS)
    } finally {
      frame.close()
    }
  } catch {
    return []
  } finally {
    decoder.close()
  }
}

const api: QrDecodeApi = {
  async decodeImage(image) {
    const reduced = await decodeReduced(image)
    if (reduced.length > 0) return reduced
    // The browser decodes the file once (JPEG, PNG, WebP, GIF, AVIF; HEIC where supported)
    // and applies its EXIF rotation; each pass scales that bitmap on a canvas.
    const bitmap = await createImageBitmap(image)
    try {
      for (const size of decodePasses(bitmap.width, bitmap.height)) {
        const codes = await decodePixels(
          pixelsOf(bitmap, size.width, size.height),
          PHOTO_READER_OPTIONS,
        )
        if (codes.length > 0) return codes
      }
      return []
    } finally {
      bitmap.close()
    }
  },

  decodeFrame({ data, width, height }) {
    return decodePixels(new ImageData(data, width, height), FRAME_READER_OPTIONS)
  },
}

expose(api)
