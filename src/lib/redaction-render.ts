/**
 * Renders a redacted image: the original decoded at full resolution with its EXIF orientation
 * applied, rotated, every box burned in opaque black, and a fresh file encoded. Shared by the
 * export worker and the main-thread fallback (src/lib/redaction-export-client.ts).
 *
 * DOM-free on purpose: it runs in a worker. Use only what both a window and a worker have
 * (OffscreenCanvas, createImageBitmap), and import only from src/domain.
 */
import {
  BURN_COLOUR,
  CanvasUnavailableError,
  EXPORT_JPEG_QUALITY,
  EXPORT_MIME_TYPES,
  ImageDecodeError,
  type RedactionExportRequest,
  type RedactionExportResult,
} from '../domain/redaction/export.ts'
import {
  redactedPixelRects,
  rotatedSize,
  rotationTransform,
  type Rect,
  type Rotation,
  type Size,
} from '../domain/redaction/geometry.ts'

/** The part of a 2D context the drawing needs; window and worker contexts both have it. */
export type RedactionDrawingContext = Pick<
  OffscreenCanvasRenderingContext2D,
  'setTransform' | 'drawImage' | 'fillRect' | 'fillStyle' | 'imageSmoothingEnabled'
>

/**
 * Draws the rotated image and burns the boxes into a context the size of the rotated image.
 * `opaqueBackground` paints white first: JPEG has no transparency, and a transparent area
 * would otherwise come out black and look like a redaction.
 */
export function drawRedactedImage(
  context: RedactionDrawingContext,
  image: CanvasImageSource,
  size: Size,
  rotation: Rotation,
  boxes: readonly Rect[],
  opaqueBackground: boolean,
): void {
  const output = rotatedSize(size, rotation)
  context.setTransform(1, 0, 0, 1, 0, 0)
  if (opaqueBackground) {
    context.fillStyle = '#ffffff'
    context.fillRect(0, 0, output.width, output.height)
  }
  // Quarter turns map pixels onto pixels: no smoothing, so the copy is exact.
  context.imageSmoothingEnabled = false
  const { a, b, c, d, e, f } = rotationTransform(size, rotation)
  context.setTransform(a, b, c, d, e, f)
  context.drawImage(image, 0, 0, size.width, size.height)
  context.setTransform(1, 0, 0, 1, 0, 0)
  context.fillStyle = BURN_COLOUR
  for (const rect of redactedPixelRects(boxes, size, rotation)) {
    context.fillRect(rect.x, rect.y, rect.width, rect.height)
  }
}

/** Decodes image bytes at full size, turned upright by their EXIF orientation. */
export async function decodeUpright(source: ArrayBuffer, type: string): Promise<ImageBitmap> {
  try {
    return await createImageBitmap(new Blob([source], { type }), {
      imageOrientation: 'from-image',
    })
  } catch (error) {
    throw new ImageDecodeError(error)
  }
}

/** Whether this context (window or worker) can render with OffscreenCanvas. */
export function canRenderOffscreen(): boolean {
  return typeof OffscreenCanvas !== 'undefined' && typeof createImageBitmap === 'function'
}

/** The whole export with OffscreenCanvas: decode, rotate, burn, encode. */
export async function renderRedactedOffscreen(
  request: RedactionExportRequest,
): Promise<RedactionExportResult> {
  const bitmap = await decodeUpright(request.source, request.sourceType)
  try {
    const size = { width: bitmap.width, height: bitmap.height }
    const output = rotatedSize(size, request.rotation)
    const canvas = new OffscreenCanvas(output.width, output.height)
    const context = canvas.getContext('2d', { alpha: request.format === 'png' })
    if (!context) throw new CanvasUnavailableError()
    drawRedactedImage(
      context,
      bitmap,
      size,
      request.rotation,
      request.boxes,
      request.format === 'jpeg',
    )
    const type = EXPORT_MIME_TYPES[request.format]
    const blob = await canvas.convertToBlob(
      request.format === 'jpeg' ? { type, quality: EXPORT_JPEG_QUALITY } : { type },
    )
    return { buffer: await blob.arrayBuffer(), type: blob.type, ...output }
  } finally {
    bitmap.close()
  }
}
