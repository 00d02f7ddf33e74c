/**
 * Image prep, off the main thread: re-encodes a photo with createImageBitmap and
 * OffscreenCanvas, which keeps the pixels and drops the EXIF metadata (GPS position!) before
 * the photo leaves the device.
 *
 * Worker code: import only from src/domain and from libraries. Anything from src/lib or the
 * React app would pull DOM code and the whole main chunk into this worker.
 */
/// <reference lib="webworker" />
import { expose, transfer } from 'comlink'

import {
  JPEG_QUALITY,
  reencodeTypeFor,
  type ImagePrepApi,
  type PreparedImage,
} from '../src/domain/files/image-prep.ts'

async function encode(
  bitmap: ImageBitmap,
  type: PreparedImage['type'],
): Promise<PreparedImage | null> {
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
  const context = canvas.getContext('2d')
  if (!context) return null
  context.drawImage(bitmap, 0, 0)
  const blob = await canvas.convertToBlob(
    type === 'image/jpeg' ? { type, quality: JPEG_QUALITY } : { type },
  )
  // A browser that cannot write the asked format hands back PNG; say what it really is.
  const actual = blob.type === 'image/jpeg' ? 'image/jpeg' : 'image/png'
  return { buffer: await blob.arrayBuffer(), type: actual }
}

const api: ImagePrepApi = {
  async stripMetadata(buffer, type, maxBytes) {
    if (typeof OffscreenCanvas === 'undefined' || typeof createImageBitmap !== 'function') {
      return null
    }
    let bitmap: ImageBitmap | undefined
    try {
      // 'from-image' applies the EXIF orientation to the pixels, so dropping the tag does not
      // turn a portrait photo on its side.
      bitmap = await createImageBitmap(new Blob([buffer], { type }), {
        imageOrientation: 'from-image',
      })
      let prepared = await encode(bitmap, reencodeTypeFor(type))
      // A large photo in WebP or HEIC can grow past the upload limit as PNG; JPEG keeps it
      // within, and still carries no metadata.
      if (prepared && prepared.buffer.byteLength > maxBytes && prepared.type === 'image/png') {
        prepared = await encode(bitmap, 'image/jpeg')
      }
      return prepared ? transfer(prepared, [prepared.buffer]) : null
    } catch {
      // A format this browser cannot decode, or an image too large for a canvas.
      return null
    } finally {
      bitmap?.close()
    }
  },
}

expose(api)
