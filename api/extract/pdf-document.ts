/**
 * A PDF read for the document analyser, in a PDF reading process (pdf-child.mjs), never on the
 * server's event loop: its structure (raw keywords, src/domain/documents/pdf-structure.ts), its
 * metadata, the text of each page, every link annotation, and images of the pages that need a
 * closer look (no text layer: OCR; pictures on them: QR codes), drawn with pdf.js and
 * @napi-rs/canvas. No code from the PDF runs; nothing is fetched.
 */
import {
  OPS,
  PDFDateString,
  type PDFDocumentProxy,
  type PDFPageProxy,
} from 'pdfjs-dist/legacy/build/pdf.mjs'

import { scanPdfStructure, type PdfStructure } from '../../src/domain/documents/pdf-structure.ts'

import { openPdf, textOfPage } from './pdf-text.ts'

export interface PdfDocumentLimits {
  maxPages: number
  maxChars: number
  /** Pages drawn as images at most (for OCR and QR codes). */
  maxRenderedPages: number
  /** Longer side of a drawn page, in pixels. */
  renderMaxSide: number
}

export interface PdfPageImage {
  page: number
  png: Uint8Array
  /** The page had a text layer: the image is for QR codes only. */
  hasText: boolean
}

export type PdfDocumentResult =
  | {
      ok: true
      pages: number
      pageTexts: Array<{ page: number; text: string }>
      info: {
        producer: string | null
        creator: string | null
        created: string | null
        modified: string | null
      }
      links: Array<{ page: number; url: string }>
      images: PdfPageImage[]
      /** Pages with pictures beyond `maxRenderedPages`, whose pictures were not read. */
      picturePagesNotRead: number
      structure: PdfStructure
      truncated: boolean
      warnings: string[]
    }
  | { ok: false; reason: 'unreadable' | 'password' | 'too_complex'; detail: string }

/** PDF 32000 caps a page at 14,400 units a side; UserUnit can scale it, within reason. */
const MAX_PAGE_POINTS = 14_400 * 4
const IMAGE_OPS: ReadonlySet<number> = new Set([
  OPS.paintImageXObject,
  OPS.paintInlineImageXObject,
  OPS.paintImageXObjectRepeat,
  OPS.paintImageMaskXObject,
])

function infoText(info: Record<string, unknown>, key: string): string | null {
  const value = info[key]
  return typeof value === 'string' && value.trim() ? value.trim().slice(0, 200) : null
}

function infoDate(info: Record<string, unknown>, key: string): string | null {
  const value = info[key]
  if (typeof value !== 'string') return null
  const date = PDFDateString.toDateObject(value)
  return date && !Number.isNaN(date.getTime()) ? date.toISOString() : null
}

async function pageLinks(page: PDFPageProxy): Promise<string[]> {
  const annotations: Array<Record<string, unknown>> = await page.getAnnotations()
  const urls: string[] = []
  for (const annotation of annotations) {
    const url = annotation.url ?? annotation.unsafeUrl
    if (typeof url === 'string' && url) urls.push(url.slice(0, 2048))
  }
  return urls
}

async function hasImages(page: PDFPageProxy): Promise<boolean> {
  const operators = await page.getOperatorList()
  return operators.fnArray.some((op) => IMAGE_OPS.has(op))
}

async function renderPage(page: PDFPageProxy, maxSide: number, document: PDFDocumentProxy) {
  const base = page.getViewport({ scale: 1 })
  const scale = Math.min(2, maxSide / Math.max(base.width, base.height))
  const viewport = page.getViewport({ scale })
  const factory = document.canvasFactory as {
    create(
      width: number,
      height: number,
    ): {
      canvas: { encode(format: 'png'): Promise<Uint8Array> }
      context: unknown
    }
  }
  const { canvas, context } = factory.create(Math.ceil(viewport.width), Math.ceil(viewport.height))
  // The node canvas stands in for the DOM's: pdf.js draws on it through the same 2D API.
  type RenderParameters = Parameters<PDFPageProxy['render']>[0]
  await page.render({
    canvas: canvas as unknown as RenderParameters['canvas'],
    canvasContext: context as RenderParameters['canvasContext'],
    viewport,
  }).promise
  return new Uint8Array(await canvas.encode('png'))
}

/**
 * Reads a PDF for the document analyser. Never throws for a bad file: returns `{ ok: false }`
 * with the reason (damaged, locked, or a page too large to draw).
 */
export async function readPdfDocument(
  bytes: Uint8Array,
  limits: PdfDocumentLimits,
): Promise<PdfDocumentResult> {
  const structure = scanPdfStructure(bytes)
  if (structure.eofMarkers === 0) {
    return { ok: false, reason: 'unreadable', detail: 'No %%EOF marker: the file is cut short' }
  }
  let document: PDFDocumentProxy | undefined
  const loading = openPdf(bytes)
  try {
    document = await loading.promise
    const pages = document.numPages
    const { info } = await document.getMetadata().catch(() => ({ info: {} }))
    const record = info as Record<string, unknown>
    const warnings: string[] = []
    const pagesToRead = Math.min(pages, limits.maxPages)
    let truncated = pages > limits.maxPages
    if (truncated) warnings.push(`Only the first ${limits.maxPages} of ${pages} pages were read.`)

    const pageTexts: Array<{ page: number; text: string }> = []
    const links: Array<{ page: number; url: string }> = []
    const images: PdfPageImage[] = []
    let picturePagesNotRead = 0
    let length = 0
    for (let number = 1; number <= pagesToRead; number++) {
      const page = await document.getPage(number)
      try {
        const { view } = page
        const width = Math.abs((view[2] ?? 0) - (view[0] ?? 0)) * (page.userUnit || 1)
        const height = Math.abs((view[3] ?? 0) - (view[1] ?? 0)) * (page.userUnit || 1)
        if (width > MAX_PAGE_POINTS || height > MAX_PAGE_POINTS) {
          return {
            ok: false,
            reason: 'too_complex',
            detail: `Page ${number} is ${width}×${height} points`,
          }
        }
        let text = length < limits.maxChars ? await textOfPage(page) : ''
        if (length + text.length > limits.maxChars) {
          text = text.slice(0, Math.max(0, limits.maxChars - length))
          truncated = true
        }
        length += text.length
        if (text) pageTexts.push({ page: number, text })
        for (const url of await pageLinks(page)) links.push({ page: number, url })
        // Only pages with pictures are drawn: a scan (OCR) or a QR code. A page with neither
        // text nor pictures is blank, whatever it claims.
        if (await hasImages(page)) {
          if (images.length < limits.maxRenderedPages) {
            const png = await renderPage(page, limits.renderMaxSide, document)
            images.push({ page: number, png, hasText: Boolean(text) })
          } else {
            picturePagesNotRead++
          }
        }
      } finally {
        page.cleanup()
      }
    }
    return {
      ok: true,
      pages,
      pageTexts,
      info: {
        producer: infoText(record, 'Producer'),
        creator: infoText(record, 'Creator'),
        created: infoDate(record, 'CreationDate'),
        modified: infoDate(record, 'ModDate'),
      },
      links,
      images,
      picturePagesNotRead,
      structure,
      truncated,
      warnings,
    }
  } catch (error) {
    const name = typeof error === 'object' && error && 'name' in error ? String(error.name) : ''
    return {
      ok: false,
      reason: name === 'PasswordException' ? 'password' : 'unreadable',
      detail: error instanceof Error ? error.message : String(error),
    }
  } finally {
    await (document ? document.destroy() : loading.destroy())
  }
}
