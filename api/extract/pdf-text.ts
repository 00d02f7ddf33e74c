/**
 * The text layer of a PDF, page by page, with pdf.js. Runs in a PDF reading process
 * (pdf-child.mjs), never on the server's event loop: parsing a hostile PDF can take seconds, and
 * can exhaust the heap.
 *
 * Fully offline: the document comes from memory; fonts are read only to map glyphs to text, never
 * installed or fetched, and the standard-font, CMap and wasm data that pdf.js may need are read
 * from the installed package folder. No code from the PDF is evaluated.
 */
import { createRequire } from 'node:module'
import path from 'node:path'

import {
  getDocument,
  type PDFDocumentProxy,
  type PDFPageProxy,
} from 'pdfjs-dist/legacy/build/pdf.mjs'

import { tidyText } from './tidy-text.ts'

export interface PdfTextLimits {
  /** Pages read at most; the rest are skipped and reported. */
  maxPages: number
  /** Characters kept at most. */
  maxChars: number
}

export type PdfTextResult =
  | {
      ok: true
      text: string
      /** Pages in the document. */
      pages: number
      truncated: boolean
      warnings: string[]
    }
  /** A damaged or locked file: plain data, because error classes do not survive IPC. */
  | { ok: false; reason: 'unreadable' | 'password'; detail: string }

const PDFJS_DIR = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))
const packageFolder = (name: string) => path.join(PDFJS_DIR, name) + path.sep

/** pdf.js reports these by name; anything else is a damaged file too. */
const PASSWORD_EXCEPTION = 'PasswordException'

function errorName(error: unknown): string {
  return typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : ''
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/** A page's text layer, tidied: its runs joined, a line break where the PDF ends a line. */
export async function textOfPage(page: PDFPageProxy): Promise<string> {
  const content = await page.getTextContent()
  let text = ''
  for (const item of content.items) {
    if (!('str' in item)) continue
    text += item.str
    if (item.hasEOL) text += '\n'
  }
  return tidyText(text)
}

async function pageText(document: PDFDocumentProxy, pageNumber: number): Promise<string> {
  const page = await document.getPage(pageNumber)
  try {
    return await textOfPage(page)
  } finally {
    page.cleanup()
  }
}

/**
 * Opens a PDF with pdf.js as both readers need it: no eval, no system fonts or fetches, the
 * package's own fonts, maps and wasm, errors only in the log (a damaged file's warnings are not
 * server log material).
 */
export function openPdf(bytes: Uint8Array) {
  return getDocument({
    // A plain Uint8Array of its own: pdf.js refuses Buffers and takes over the buffer it gets.
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    useWorkerFetch: false,
    enableXfa: false,
    standardFontDataUrl: packageFolder('standard_fonts'),
    cMapUrl: packageFolder('cmaps'),
    cMapPacked: true,
    wasmUrl: packageFolder('wasm'),
    iccUrl: packageFolder('iccs'),
    verbosity: 0,
  })
}

/**
 * Reads the text of the first `maxPages` pages, stopping early once `maxChars` characters are
 * collected. Never throws for a bad file: returns `{ ok: false }` so the caller can name the
 * problem.
 */
export async function readPdfText(
  bytes: Uint8Array,
  limits: PdfTextLimits,
): Promise<PdfTextResult> {
  let document: PDFDocumentProxy | undefined
  const loading = openPdf(bytes)
  try {
    document = await loading.promise
    const pages = document.numPages
    const warnings: string[] = []
    const pagesToRead = Math.min(pages, limits.maxPages)
    let truncated = pages > limits.maxPages
    if (truncated) {
      warnings.push(`Only the first ${limits.maxPages} of ${pages} pages were read.`)
    }

    const texts: string[] = []
    let length = 0
    for (let pageNumber = 1; pageNumber <= pagesToRead; pageNumber++) {
      const text = await pageText(document, pageNumber)
      if (!text) continue
      length += (texts.length > 0 ? 2 : 0) + text.length
      texts.push(text)
      // Past the cap, further pages would only be cut off.
      if (length > limits.maxChars) break
    }

    let text = texts.join('\n\n')
    if (text.length > limits.maxChars) {
      text = text.slice(0, limits.maxChars)
      truncated = true
      warnings.push(`The text was cut at ${limits.maxChars.toLocaleString('en-GB')} characters.`)
    }
    if (!text) {
      warnings.push(
        'This PDF has no text layer (it may be a scanned page), so no text could be read from it.',
      )
    }
    return { ok: true, text, pages, truncated, warnings }
  } catch (error) {
    const reason = errorName(error) === PASSWORD_EXCEPTION ? 'password' : 'unreadable'
    return { ok: false, reason, detail: errorMessage(error) }
  } finally {
    await (document ? document.destroy() : loading.destroy())
  }
}
