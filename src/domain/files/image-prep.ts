/**
 * The contract of the image-prep worker (workers/image-prep.worker.ts): photos are re-encoded
 * on the device before upload, which drops their EXIF metadata (GPS position, camera serial).
 */

/** JPEG stays JPEG at this quality; visually the same, and far smaller than PNG for photos. */
export const JPEG_QUALITY = 0.92

export interface PreparedImage {
  buffer: ArrayBuffer
  type: 'image/jpeg' | 'image/png'
}

export interface ImagePrepApi {
  /**
   * Re-encodes an image without its metadata. Resolves to null when the image cannot be
   * re-encoded here (unknown format, no OffscreenCanvas): the caller then keeps the original.
   */
  stripMetadata(buffer: ArrayBuffer, type: string, maxBytes: number): Promise<PreparedImage | null>
}

/** JPEG stays JPEG; anything else becomes PNG, which is lossless for screenshots. */
export function reencodeTypeFor(type: string): PreparedImage['type'] {
  return /^image\/p?jpe?g$/i.test(type) ? 'image/jpeg' : 'image/png'
}

/** The file name to send with a re-encoded image: the extension follows the new type. */
export function renameForType(name: string, type: PreparedImage['type']): string {
  const extension = type === 'image/jpeg' ? '.jpg' : '.png'
  if (type === 'image/jpeg' && /\.jpe?g$/i.test(name)) return name
  const base = name.replace(/\.[a-z0-9]{1,5}$/i, '') || 'image'
  return base + extension
}
