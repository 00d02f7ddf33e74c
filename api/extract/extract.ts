/**
 * Reads the text and QR codes in an uploaded screenshot, photo or PDF, so the analysis engine can
 * screen what the person received. Every upload is hostile until checked:
 * - the type comes from the bytes, never the name; the pixel count comes from the header and is
 *   checked before anything decodes the image (a small file can unpack to gigabytes);
 * - a PDF is read for at most 20 pages and 20,000 characters; all work stops after a time limit;
 * - CPU-heavy work runs off the event loop: PDF text in child processes (pdf-process.ts, which
 *   says why not threads), QR codes in worker threads (qr-pool.ts), OCR in tesseract.js's own
 *   worker thread (ocr.ts). Work that overruns is stopped by ending its process or thread;
 * - everything runs offline from node_modules: no CDN, no download, no file written.
 */
import { DOCUMENT_MAX_PAGES, DOCUMENT_TIME_LIMIT_MS } from '../../src/domain/documents/limits.ts'
import { scanPdfStructure, type PdfStructure } from '../../src/domain/documents/pdf-structure.ts'
import { detectFileType, readImageDimensions } from '../../src/domain/files/file-type.ts'

import {
  ExtractionTimeoutError,
  FileTooComplexError,
  UnreadableFileError,
  UnsupportedFileError,
} from './errors.ts'
import { closeOcr, recognizeText } from './ocr.ts'
import { closePdfProcesses, readPdfDocumentInChild, readPdfInChild } from './pdf-process.ts'
import { closeQrPool, findQrCodes } from './qr-pool.ts'
import { tidyText } from './tidy-text.ts'

export {
  ExtractionError,
  ExtractionTimeoutError,
  FileTooComplexError,
  UnreadableFileError,
  UnsupportedFileError,
} from './errors.ts'

export interface ExtractedQrCode {
  text: string
  /** zxing's name for the symbology: "QRCode", "MicroQRCode" or "rMQRCode". */
  format: string
}

export interface ExtractedContent {
  kind: 'pdf' | 'image'
  /** The text found, lines separated by "\n" and pages by a blank line; may be empty. */
  text: string
  qrCodes: ExtractedQrCode[]
  /** Pages in a PDF (not only those read). */
  pages?: number
  /** True when pages or characters were left out because of the limits. */
  truncated: boolean
  /** Plain-English notes on what could not be read, for the engine and the person. */
  warnings: string[]
}

export interface ExtractOptions {
  /** Stops the work; the promise then rejects with the signal's reason. */
  signal?: AbortSignal
  /** Time limit for the whole extraction, in milliseconds. */
  timeoutMs?: number
}

export const EXTRACTION_LIMITS = {
  /** Largest image, in pixels, that is decoded at all. */
  maxPixels: 40_000_000,
  /** Longest side of an image; tesseract refuses anything longer. */
  maxImageSide: 32_767,
  maxPdfPages: 20,
  maxTextChars: 20_000,
  timeoutMs: 20_000,
} as const

function checkImageSize(bytes: Uint8Array): void {
  const size = readImageDimensions(bytes)
  if (!size || size.width === 0 || size.height === 0) throw new UnreadableFileError()
  const { maxPixels, maxImageSide } = EXTRACTION_LIMITS
  if (size.width * size.height > maxPixels || Math.max(size.width, size.height) > maxImageSide) {
    throw new FileTooComplexError()
  }
}

/** Why a PDF reading process could not read a file, as the error the routes answer with. */
function pdfFailure(result: {
  reason: 'unreadable' | 'password' | 'too_complex'
  detail: string
}): Error {
  const cause = new Error(result.detail)
  if (result.reason === 'password') {
    return new UnreadableFileError(
      'This PDF is locked with a password, so it could not be read. Upload a screenshot of it instead.',
      { cause },
    )
  }
  if (result.reason === 'too_complex') return new FileTooComplexError(undefined, { cause })
  return new UnreadableFileError(undefined, { cause })
}

async function extractPdf(bytes: Uint8Array, signal: AbortSignal): Promise<ExtractedContent> {
  const result = await readPdfInChild(
    bytes,
    { maxPages: EXTRACTION_LIMITS.maxPdfPages, maxChars: EXTRACTION_LIMITS.maxTextChars },
    signal,
  )
  if (!result.ok) throw pdfFailure(result)
  const { text, pages, truncated, warnings } = result
  return { kind: 'pdf', text, qrCodes: [], pages, truncated, warnings }
}

async function extractImage(bytes: Uint8Array, signal: AbortSignal): Promise<ExtractedContent> {
  const [ocr, qr] = await Promise.allSettled([
    recognizeText(bytes, signal),
    findQrCodes(bytes, signal),
  ])
  signal.throwIfAborted()

  const warnings: string[] = []
  const qrCodes = qr.status === 'fulfilled' ? qr.value.qrCodes : []
  const qrFailed = qr.status === 'rejected' || qr.value.error !== undefined
  if (ocr.status === 'rejected') {
    // Neither reader could open the image: it is damaged, whatever its header says.
    if (qrFailed) throw new UnreadableFileError(undefined, { cause: ocr.reason })
    warnings.push('The text in this picture could not be read.')
  }
  if (qrFailed) warnings.push('QR codes could not be looked for in this picture.')

  let text = ocr.status === 'fulfilled' ? tidyText(ocr.value.text) : ''
  let truncated = false
  if (text.length > EXTRACTION_LIMITS.maxTextChars) {
    text = text.slice(0, EXTRACTION_LIMITS.maxTextChars)
    truncated = true
    warnings.push(
      `The text was cut at ${EXTRACTION_LIMITS.maxTextChars.toLocaleString('en-GB')} characters.`,
    )
  }
  if (ocr.status === 'fulfilled' && !text && qrCodes.length === 0) {
    warnings.push('No text was found in this picture.')
  }
  return { kind: 'image', text, qrCodes, truncated, warnings }
}

/**
 * An upload's type by its bytes, refused before anything decodes it: not a PDF or an image,
 * HEIC, or an image too large by its header.
 */
function uploadType(bytes: Uint8Array) {
  const type = detectFileType(bytes)
  if (!type || (type.kind !== 'pdf' && type.kind !== 'image')) throw new UnsupportedFileError()
  if (type.format === 'heic' || type.format === 'heif') {
    throw new UnsupportedFileError(
      'iPhone photos in HEIC format cannot be read yet. Take a screenshot instead, or save the photo as JPEG.',
    )
  }
  if (type.kind === 'image') checkImageSize(bytes)
  return type
}

/**
 * Runs the work with a signal aborted after `timeoutMs` (ExtractionTimeoutError) or when the
 * caller's signal aborts; a failure caused by the abort rejects with the abort's reason.
 */
async function withDeadline<T>(
  { signal: callerSignal, timeoutMs }: ExtractOptions,
  defaultTimeoutMs: number,
  work: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  callerSignal?.throwIfAborted()
  const controller = new AbortController()
  const timer = setTimeout(
    () => controller.abort(new ExtractionTimeoutError()),
    timeoutMs ?? defaultTimeoutMs,
  )
  const onCallerAbort = () => controller.abort(callerSignal?.reason)
  callerSignal?.addEventListener('abort', onCallerAbort, { once: true })
  try {
    return await work(controller.signal)
  } catch (error) {
    controller.signal.throwIfAborted()
    throw error
  } finally {
    clearTimeout(timer)
    callerSignal?.removeEventListener('abort', onCallerAbort)
  }
}

/**
 * Reads the text (and, for an image, every QR code) in an uploaded file, judged by its bytes:
 * PDF, PNG, JPEG, GIF, BMP or WebP.
 *
 * @throws {UnsupportedFileError} the bytes are not an image or PDF we can read (HEIC included).
 * @throws {FileTooComplexError} the image has more than 40 megapixels (checked from its header,
 *   before decoding), or reading it needs more memory than allowed.
 * @throws {UnreadableFileError} the file is damaged, cut short or password-protected.
 * @throws {ExtractionTimeoutError} the work took longer than `timeoutMs` (20 s by default).
 * Aborting `signal` rejects with its reason.
 */
export async function extractFromUpload(
  bytes: Uint8Array,
  options: ExtractOptions = {},
): Promise<ExtractedContent> {
  const type = uploadType(bytes)
  return withDeadline(options, EXTRACTION_LIMITS.timeoutMs, (signal) =>
    type.kind === 'pdf' ? extractPdf(bytes, signal) : extractImage(bytes, signal),
  )
}

/**
 * Every QR code in an uploaded image, and nothing else (no OCR): the QR checker's decode. The
 * same checks as extractFromUpload, from the bytes, before anything decodes the pixels.
 *
 * @throws {UnsupportedFileError} not an image, or one the server cannot open (HEIC).
 * @throws {FileTooComplexError} more than 40 megapixels, by its header.
 * @throws {UnreadableFileError} the image is damaged or cut short.
 * @throws {ExtractionTimeoutError} decoding took longer than `timeoutMs`.
 */
export async function extractQrCodes(
  bytes: Uint8Array,
  options: ExtractOptions = {},
): Promise<ExtractedQrCode[]> {
  const { signal: callerSignal, timeoutMs = EXTRACTION_LIMITS.timeoutMs } = options
  const type = detectFileType(bytes)
  if (!type || type.kind !== 'image') throw new UnsupportedFileError('The file must be an image.')
  if (type.format === 'heic' || type.format === 'heif') {
    // The server's decoder reads PNG, JPEG, WebP, GIF and BMP; the app converts HEIC first.
    throw new UnsupportedFileError('Upload the picture as a PNG or JPEG.')
  }
  checkImageSize(bytes)
  const signal = callerSignal
    ? AbortSignal.any([callerSignal, AbortSignal.timeout(timeoutMs)])
    : AbortSignal.timeout(timeoutMs)
  try {
    const result = await findQrCodes(bytes, signal)
    if (result.qrCodes.length === 0 && result.error) throw new UnreadableFileError()
    return result.qrCodes
  } catch (error) {
    callerSignal?.throwIfAborted()
    if (signal.aborted) throw new ExtractionTimeoutError()
    throw error
  }
}

export interface ExtractedDocument {
  kind: 'pdf' | 'image'
  /** Pages in the document (1 for an image), not only those read. */
  pages: number
  /** The text of each page read, from its text layer or by OCR. */
  pageTexts: Array<{ page: number; text: string; source: 'text' | 'ocr' }>
  info: {
    producer: string | null
    creator: string | null
    created: string | null
    modified: string | null
  } | null
  /** Link annotations, page by page. */
  links: Array<{ page: number; url: string }>
  qrCodes: Array<ExtractedQrCode & { page: number }>
  /** The raw structure of a PDF (null for an image). */
  structure: PdfStructure | null
  truncated: boolean
  warnings: string[]
  /** Pages whose pictures (a scan, a QR code) were not read: OCR reads the first few only. */
  picturePagesNotRead: number
  /** Why nothing inside could be read: a password, or damage. The check still gives a verdict. */
  unreadable: 'locked' | 'damaged' | null
}

/**
 * A file whose contents could not be read: it still gets a verdict, from what that means and,
 * for a PDF, from the structure its raw bytes show without the password.
 */
function unreadableDocument(
  kind: 'pdf' | 'image',
  bytes: Uint8Array,
  unreadable: 'locked' | 'damaged',
): ExtractedDocument {
  return {
    kind,
    pages: 0,
    pageTexts: [],
    info: null,
    links: [],
    qrCodes: [],
    structure: kind === 'pdf' ? scanPdfStructure(bytes) : null,
    truncated: false,
    warnings: [],
    picturePagesNotRead: 0,
    unreadable,
  }
}

/** Pages of a PDF drawn as images for OCR and QR codes, at most, and their longer side. */
export const RENDERED_PAGES = 5
const RENDER_MAX_SIDE = 2000

async function readDocumentPdf(bytes: Uint8Array, signal: AbortSignal): Promise<ExtractedDocument> {
  const result = await readPdfDocumentInChild(
    bytes,
    {
      maxPages: DOCUMENT_MAX_PAGES,
      maxChars: EXTRACTION_LIMITS.maxTextChars,
      maxRenderedPages: RENDERED_PAGES,
      renderMaxSide: RENDER_MAX_SIDE,
    },
    signal,
  )
  if (!result.ok) {
    if (result.reason === 'too_complex') throw pdfFailure(result)
    return unreadableDocument('pdf', bytes, result.reason === 'password' ? 'locked' : 'damaged')
  }
  const pageTexts: ExtractedDocument['pageTexts'] = result.pageTexts.map((page) => ({
    ...page,
    source: 'text',
  }))
  const qrCodes: ExtractedDocument['qrCodes'] = []
  const warnings = [...result.warnings]
  if (result.picturePagesNotRead > 0) {
    warnings.push(
      `The pictures on ${result.picturePagesNotRead} more pages were not read: only those on the first ${RENDERED_PAGES} pages with pictures are.`,
    )
  }
  for (const image of result.images) {
    signal.throwIfAborted()
    const [ocr, qr] = await Promise.allSettled([
      image.hasText ? Promise.resolve(null) : recognizeText(image.png, signal),
      findQrCodes(image.png, signal),
    ])
    signal.throwIfAborted()
    if (ocr.status === 'fulfilled' && ocr.value) {
      const text = tidyText(ocr.value.text)
      if (text) pageTexts.push({ page: image.page, text, source: 'ocr' })
    } else if (ocr.status === 'rejected') {
      warnings.push(`The text on page ${image.page} could not be read.`)
    }
    if (qr.status === 'fulfilled') {
      for (const code of qr.value.qrCodes) qrCodes.push({ ...code, page: image.page })
    }
  }
  pageTexts.sort((a, b) => a.page - b.page)
  return {
    kind: 'pdf',
    pages: result.pages,
    pageTexts,
    info: result.info,
    links: result.links,
    qrCodes,
    structure: result.structure,
    truncated: result.truncated,
    warnings,
    picturePagesNotRead: result.picturePagesNotRead,
    unreadable: null,
  }
}

/**
 * Reads a document for the document analyser: a PDF's structure, metadata, links and the text
 * of up to 50 pages (OCR for pages without a text layer, QR codes in pages with pictures), or an
 * image's text and QR codes. A locked or damaged file is returned as such (`unreadable`), not
 * refused: the person still needs a verdict on it. Otherwise the same errors as
 * extractFromUpload; 20 s in all by default.
 */
export async function extractDocument(
  bytes: Uint8Array,
  options: ExtractOptions = {},
): Promise<ExtractedDocument> {
  let type: ReturnType<typeof uploadType>
  try {
    type = uploadType(bytes)
  } catch (error) {
    // An image whose header cannot even be read.
    if (error instanceof UnreadableFileError) return unreadableDocument('image', bytes, 'damaged')
    throw error
  }
  return withDeadline(options, DOCUMENT_TIME_LIMIT_MS, async (signal) => {
    if (type.kind === 'pdf') return readDocumentPdf(bytes, signal)
    try {
      const image = await extractImage(bytes, signal)
      return {
        kind: 'image',
        pages: 1,
        pageTexts: image.text ? [{ page: 1, text: image.text, source: 'ocr' }] : [],
        info: null,
        links: [],
        qrCodes: image.qrCodes.map((code) => ({ ...code, page: 1 })),
        structure: null,
        truncated: image.truncated,
        warnings: image.warnings,
        picturePagesNotRead: 0,
        unreadable: null,
      }
    } catch (error) {
      signal.throwIfAborted()
      if (error instanceof UnreadableFileError) return unreadableDocument('image', bytes, 'damaged')
      throw error
    }
  })
}

/** Stops the PDF processes, QR threads and OCR worker (tests, shutdown). Later calls restart them. */
export async function closeExtractors(): Promise<void> {
  closePdfProcesses()
  await Promise.all([closeQrPool(), closeOcr()])
}
