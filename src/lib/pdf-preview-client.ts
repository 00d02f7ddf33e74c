/**
 * The page's side of the PDF preview worker (workers/pdf-preview.worker.ts): opens a PDF on the
 * device, draws thumbnails and turns a page into an image, all off the main thread. The worker
 * starts on first use, is held while a preview is on screen, and stops 30 s after it is let go
 * (src/lib/worker-client.ts). There is no main-thread fallback: a browser that cannot run it
 * simply shows no preview, and the file can still be sent.
 *
 * The first thumbnail is timed with `performance.measure('pdf-preview:first-thumbnail')`, which
 * bench/documents.ts reads.
 */
import { transfer } from 'comlink'

import { DOCUMENT_MAX_PAGES, DOCUMENT_MAX_TEXT_CHARS } from '../domain/documents/limits.ts'
import type { PdfOpenResult, PdfPreviewApi, RenderedPage } from '../domain/documents/pdf-preview.ts'

import { createWorkerClient } from './worker-client.ts'

const worker = createWorkerClient<PdfPreviewApi>(
  () =>
    new Worker(new URL('../../workers/pdf-preview.worker.ts', import.meta.url), { type: 'module' }),
  { idleMs: 30_000 },
)

/** Whether this browser can preview PDFs on the device (workers and OffscreenCanvas). */
export function canPreviewPdf(): boolean {
  return worker.usable() && typeof OffscreenCanvas !== 'undefined'
}

/** Keeps the worker (and the open PDF) until the returned release is called. */
export function holdPdfPreview(): () => void {
  try {
    return worker.hold()
  } catch (error) {
    console.warn('The PDF preview worker could not start.', error)
    return () => {}
  }
}

/** Opens the PDF in the worker: its page count, or why it cannot be read. */
export async function openPdf(file: Blob, signal?: AbortSignal): Promise<PdfOpenResult> {
  const data = await file.arrayBuffer()
  return worker.call<PdfOpenResult>((api) => api.open(transfer(data, [data])), signal)
}

/** The open PDF's text, page by page, as the server reads it (50 pages, 20,000 characters). */
export function pdfText(signal?: AbortSignal): Promise<string[]> {
  return worker.call((api) => api.text(DOCUMENT_MAX_PAGES, DOCUMENT_MAX_TEXT_CHARS), signal)
}

/** A page of the open PDF as a JPEG thumbnail `width` pixels wide. */
export function pdfThumbnail(
  page: number,
  width: number,
  signal?: AbortSignal,
): Promise<RenderedPage> {
  return worker.call((api) => api.thumbnail(page, width), signal)
}

/** A page of the open PDF as a PNG, its longer side at most `maxSide` pixels. */
export function pdfPageImage(
  page: number,
  maxSide: number,
  signal?: AbortSignal,
): Promise<RenderedPage> {
  return worker.call((api) => api.renderPage(page, maxSide), signal)
}
