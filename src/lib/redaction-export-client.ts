/**
 * The page's side of the redaction export worker (workers/redaction-export.worker.ts).
 *
 * The worker starts on first use, or when the tool opens (`holdRedactionExportWorker`), and
 * stops after 10 s idle once the tool has let it go (src/lib/worker-client.ts); the original's
 * bytes are transferred, not copied. An abort terminates it at once. If the worker
 * fails (it cannot start, or this browser has no OffscreenCanvas in workers), the failure is
 * logged and the export runs on the main thread instead, from then on (excalidraw's
 * `shouldUseWorkers = false`). Unlike the upload's metadata strip, an export never falls back
 * to the original file: a redaction that cannot be burned in is an error.
 *
 * Each export is timed with `performance.measure('redaction-export:<format>')`, which DevTools
 * and bench/redaction.mjs read.
 */
import { transfer } from 'comlink'

import {
  CanvasUnavailableError,
  EXPORT_JPEG_QUALITY,
  EXPORT_MIME_TYPES,
  ImageDecodeError,
  type RedactionExportApi,
  type RedactionExportFormat,
  type RedactionExportRequest,
  type RedactionExportResult,
} from '../domain/redaction/export.ts'
import { rotatedSize, type Rect, type Rotation } from '../domain/redaction/geometry.ts'

import {
  canRenderOffscreen,
  drawRedactedImage,
  renderRedactedOffscreen,
} from './redaction-render.ts'
import { createWorkerClient } from './worker-client.ts'

const worker = createWorkerClient<RedactionExportApi>(
  () =>
    new Worker(new URL('../../workers/redaction-export.worker.ts', import.meta.url), {
      type: 'module',
    }),
  { idleMs: 10_000 },
)

/** What the editor asks to export: the person's rotation and boxes in original pixels. */
export interface RedactionEdits {
  rotation: Rotation
  boxes: readonly Rect[]
}

/** A freshly encoded redacted image. */
export interface RedactedImage {
  blob: Blob
  width: number
  height: number
}

/**
 * Starts the worker ahead of the first export and keeps it while the redaction tool is open,
 * so that exporting neither waits for it nor fetches its script mid-edit. Returns the release,
 * after which the usual idle timeout applies.
 */
export function holdRedactionExportWorker(): () => void {
  if (!worker.usable()) return () => {}
  try {
    return worker.hold()
  } catch (error) {
    console.warn('The redaction worker could not start; exports will run on the page.', error)
    worker.disable()
    return () => {}
  }
}

function abortError(): DOMException {
  return new DOMException('The export was cancelled.', 'AbortError')
}

async function request(
  source: Blob,
  edits: RedactionEdits,
  format: RedactionExportFormat,
): Promise<RedactionExportRequest> {
  return {
    source: await source.arrayBuffer(),
    sourceType: source.type,
    rotation: edits.rotation,
    boxes: edits.boxes.map(({ x, y, width, height }) => ({ x, y, width, height })),
    format,
  }
}

function decodeWithImageElement(source: ArrayBuffer, type: string): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(new Blob([source], { type }))
  const image = new Image()
  image.src = url
  // An <img> applies the EXIF orientation itself, as createImageBitmap's 'from-image' does.
  return image
    .decode()
    .then(() => image)
    .catch((error: unknown) => {
      throw new ImageDecodeError(error)
    })
    .finally(() => URL.revokeObjectURL(url))
}

/** The fallback for browsers without OffscreenCanvas: a <canvas> element on the page. */
async function renderWithCanvasElement(
  job: RedactionExportRequest,
): Promise<RedactionExportResult> {
  const image = await decodeWithImageElement(job.source, job.sourceType)
  const size = { width: image.naturalWidth, height: image.naturalHeight }
  const output = rotatedSize(size, job.rotation)
  const canvas = document.createElement('canvas')
  canvas.width = output.width
  canvas.height = output.height
  const context = canvas.getContext('2d', { alpha: job.format === 'png' })
  if (!context) throw new CanvasUnavailableError()
  drawRedactedImage(context, image, size, job.rotation, job.boxes, job.format === 'jpeg')
  const type = EXPORT_MIME_TYPES[job.format]
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, type, job.format === 'jpeg' ? EXPORT_JPEG_QUALITY : undefined),
  )
  // A canvas too large for the device gives no blob rather than an error.
  if (!blob) throw new CanvasUnavailableError()
  return { buffer: await blob.arrayBuffer(), type: blob.type, ...output }
}

function exportOnMainThread(job: RedactionExportRequest): Promise<RedactionExportResult> {
  return canRenderOffscreen() ? renderRedactedOffscreen(job) : renderWithCanvasElement(job)
}

/**
 * Exports the redacted image: `source` (the original file) decoded at full resolution,
 * rotated, the boxes burned in opaque black, encoded afresh as PNG or JPEG.
 * Rejects with an AbortError if `signal` aborts, a CanvasUnavailableError when this device
 * cannot make a canvas that large, and an ImageDecodeError for an image it cannot read.
 */
export async function exportRedactedImage(
  source: Blob,
  edits: RedactionEdits,
  format: RedactionExportFormat,
  signal?: AbortSignal,
): Promise<RedactedImage> {
  if (signal?.aborted) throw abortError()
  const started = performance.now()
  let result: RedactionExportResult | undefined
  if (worker.usable()) {
    try {
      const job = await request(source, edits, format)
      result = await worker.call((api) => api.exportRedacted(transfer(job, [job.source])), signal)
    } catch (error) {
      if (signal?.aborted) throw abortError()
      // An image no browser path could read fails the same way on the main thread.
      if (error instanceof Error && error.name === 'ImageDecodeError') throw error
      console.warn('The redaction worker failed; exporting on the main thread instead.', error)
      worker.disable()
    }
  }
  // The worker took the first copy of the bytes: read them again for the fallback.
  result ??= await exportOnMainThread(await request(source, edits, format))
  performance.measure(`redaction-export:${format}`, { start: started, end: performance.now() })
  return {
    blob: new Blob([result.buffer], { type: result.type }),
    width: result.width,
    height: result.height,
  }
}
