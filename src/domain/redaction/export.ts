/**
 * The contract of the redaction export (workers/redaction-export.worker.ts and its
 * main-thread fallback): the original image is decoded at full resolution, rotated, the boxes
 * are burned in opaque black and a fresh file is encoded. Nothing of the original file (EXIF,
 * GPS, bytes after the image's end marker) can survive, because no byte of it is copied.
 */
import type { Rect, Rotation } from './geometry.ts'

export type RedactionExportFormat = 'png' | 'jpeg'

/** PNG by default (spec part 1 §9): lossless, so small print stays readable. */
export const DEFAULT_EXPORT_FORMAT: RedactionExportFormat = 'png'

/** Visually the same as the original, and far smaller than PNG for photos. */
export const EXPORT_JPEG_QUALITY = 0.92

/** Burned-in boxes are fully opaque; the 90 % black is only how they look while editing. */
export const BURN_COLOUR = '#000000'

export const EXPORT_MIME_TYPES = {
  png: 'image/png',
  jpeg: 'image/jpeg',
} as const satisfies Record<RedactionExportFormat, string>

/** The downloaded file's name: redacted-image with the format's extension (spec part 1 §2). */
export function redactedFileName(format: RedactionExportFormat): string {
  return format === 'jpeg' ? 'redacted-image.jpg' : 'redacted-image.png'
}

export interface RedactionExportRequest {
  /** The original file's bytes, untouched. */
  source: ArrayBuffer
  /** The original file's mime type, for the decoder. */
  sourceType: string
  rotation: Rotation
  /** Boxes in pixels of the original image (EXIF orientation applied, before rotation). */
  boxes: readonly Rect[]
  format: RedactionExportFormat
}

export interface RedactionExportResult {
  /** The encoded file: a fresh PNG or JPEG. */
  buffer: ArrayBuffer
  type: string
  width: number
  height: number
}

export interface RedactionExportApi {
  exportRedacted(request: RedactionExportRequest): Promise<RedactionExportResult>
}

/** No 2D canvas could be had (too large for this device, or none at all). */
export class CanvasUnavailableError extends Error {
  constructor() {
    super('Canvas not available')
    this.name = 'CanvasUnavailableError'
  }
}

/** The browser could not decode the image (an unknown format, or a damaged file). */
export class ImageDecodeError extends Error {
  constructor(cause?: unknown) {
    super('The image could not be decoded', { cause })
    this.name = 'ImageDecodeError'
  }
}

/**
 * Whether an error is a CanvasUnavailableError. Checked by name: an error thrown in the worker
 * reaches the page through comlink as a plain Error that keeps its name.
 */
export function isCanvasUnavailableError(error: unknown): boolean {
  return error instanceof Error && error.name === 'CanvasUnavailableError'
}
