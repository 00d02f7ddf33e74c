/**
 * The PDF preview worker's interface (workers/pdf-preview.worker.ts): the page opens a PDF on
 * the device, shows its page count and thumbnails before anything is sent, and can turn one page
 * into an image for the redaction tool. Plain data only crosses the boundary.
 */

/** Why a PDF cannot be previewed: it is locked with a password, or it is damaged. */
export type PdfOpenProblem = 'password' | 'damaged'

export type PdfOpenResult = { ok: true; pages: number } | { ok: false; problem: PdfOpenProblem }

/** A page drawn as an image. */
export interface RenderedPage {
  blob: Blob
  width: number
  height: number
}

export interface PdfPreviewApi {
  /** Opens a PDF (its bytes are handed over), closing the one open before. */
  open(data: ArrayBuffer): Promise<PdfOpenResult>
  /** Each page's text layer, in order, for at most `maxPages` pages and `maxChars` in all. */
  text(maxPages: number, maxChars: number): Promise<string[]>
  /** One page, `width` pixels wide, as a JPEG for a thumbnail. */
  thumbnail(page: number, width: number): Promise<RenderedPage>
  /** One page as a PNG whose longer side is at most `maxSide` pixels. */
  renderPage(page: number, maxSide: number): Promise<RenderedPage>
  close(): Promise<void>
}

/** Thumbnails drawn at once; the rest are listed for opening in the redaction tool. */
export const PREVIEW_THUMBNAILS = 6
/** Longer side of a page sent to the redaction tool: readable text, a few MB at most. */
export const PAGE_IMAGE_MAX_SIDE = 1600
