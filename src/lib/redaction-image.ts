/**
 * Opens an image for the redaction editor: its full, upright size (EXIF orientation applied,
 * as the export applies it) and a copy small enough to redraw quickly on screen. A 12-megapixel
 * photo held at full size costs 48 MB per copy; the editor never shows more than a phone's or
 * laptop's screen, so it keeps at most `MAX_DISPLAY_EDGE` pixels on the long side.
 */
import { ImageDecodeError } from '../domain/redaction/export.ts'

/** Twice a large canvas (480 px high, about 1000 px wide), for sharp high-density screens. */
const MAX_DISPLAY_EDGE = 2048

export interface EditableImage {
  /** What the canvas draws: possibly a scaled-down copy of the original. */
  source: CanvasImageSource
  /** The original's upright size in pixels: the space the boxes are kept in. */
  width: number
  height: number
  /** Frees the decoded pixels. */
  close(): void
}

function displaySize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, MAX_DISPLAY_EDGE / Math.max(width, height))
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  }
}

async function openWithImageBitmap(file: Blob): Promise<EditableImage> {
  const full = await createImageBitmap(file, { imageOrientation: 'from-image' })
  const { width, height } = full
  const target = displaySize(width, height)
  if (target.width === width && target.height === height) {
    return { source: full, width, height, close: () => full.close() }
  }
  try {
    const small = await createImageBitmap(full, {
      resizeWidth: target.width,
      resizeHeight: target.height,
      resizeQuality: 'high',
    })
    full.close()
    return { source: small, width, height, close: () => small.close() }
  } catch {
    // Some engines cannot resize while creating a bitmap: show the full-size one.
    return { source: full, width, height, close: () => full.close() }
  }
}

async function openWithImageElement(file: Blob): Promise<EditableImage> {
  const url = URL.createObjectURL(file)
  try {
    const image = new Image()
    image.src = url
    await image.decode()
    return { source: image, width: image.naturalWidth, height: image.naturalHeight, close() {} }
  } finally {
    URL.revokeObjectURL(url)
  }
}

/** Decodes an image file for editing. Rejects with an ImageDecodeError if it cannot be read. */
export async function openImageForEditing(file: Blob): Promise<EditableImage> {
  try {
    if (typeof createImageBitmap === 'function') return await openWithImageBitmap(file)
  } catch {
    // Older engines reject the options object; an <img> applies EXIF orientation itself.
  }
  try {
    return await openWithImageElement(file)
  } catch (error) {
    throw new ImageDecodeError(error)
  }
}
