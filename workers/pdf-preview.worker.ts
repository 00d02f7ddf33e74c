/**
 * PDF preview on the device, off the main thread: pdf.js opens the file, counts its pages, reads
 * their text (for the device's verdict) and draws thumbnails and full pages on OffscreenCanvas,
 * before anything is sent. pdf.js's own
 * worker code runs inside this worker (its "fake worker", loaded from our bundle), and its
 * standard fonts ship with the app as assets: nothing comes from a CDN, so it works offline
 * once the service worker has cached the app. No script in a PDF runs (isEvalSupported false,
 * no scripting).
 *
 * Worker code: import only from src/domain and from libraries. Anything from src/lib or the
 * React app would pull DOM code and the main chunk into this worker.
 */
/// <reference lib="webworker" />
import { expose } from 'comlink'
import { getDocument, type PDFDocumentProxy } from 'pdfjs-dist'

import type {
  PdfOpenResult,
  PdfPreviewApi,
  RenderedPage,
} from '../src/domain/documents/pdf-preview.ts'

/** The standard 14 fonts' data, as asset URLs by file name (precached with the app). */
const FONT_URLS = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>('/node_modules/pdfjs-dist/standard_fonts/*.{pfb,ttf}', {
      query: '?url',
      import: 'default',
      eager: true,
    }),
  ).map(([path, url]) => [path.slice(path.lastIndexOf('/') + 1), url]),
)

/** pdf.js asks for font data by file name; ours come from the bundle's assets. */
class BundledDataFactory {
  async fetch({ filename }: { kind: string; filename: string }): Promise<Uint8Array> {
    const url = FONT_URLS[filename]
    if (!url) throw new Error(`No bundled data for ${filename}`)
    const response = await fetch(url)
    if (!response.ok) throw new Error(`Font data answered ${response.status}`)
    return new Uint8Array(await response.arrayBuffer())
  }
}

interface CanvasAndContext {
  canvas: OffscreenCanvas | null
  context: OffscreenCanvasRenderingContext2D | null
}

/** pdf.js's canvases (patterns, masks) as OffscreenCanvas: there is no document here. */
class OffscreenCanvasFactory {
  create(width: number, height: number): CanvasAndContext {
    const canvas = new OffscreenCanvas(Math.max(1, width), Math.max(1, height))
    return { canvas, context: canvas.getContext('2d') }
  }
  reset(target: CanvasAndContext, width: number, height: number): void {
    if (!target.canvas) return
    target.canvas.width = Math.max(1, width)
    target.canvas.height = Math.max(1, height)
  }
  destroy(target: CanvasAndContext): void {
    if (target.canvas) target.canvas.width = target.canvas.height = 0
    target.canvas = null
    target.context = null
  }
}

/** SVG filters need a document; without one, pdf.js draws unfiltered. */
class NoFilterFactory {
  addFilter(): string {
    return 'none'
  }
  addHCMFilter(): string {
    return 'none'
  }
  addAlphaFilter(): string {
    return 'none'
  }
  addLuminosityFilter(): string {
    return 'none'
  }
  addHighlightHCMFilter(): string {
    return 'none'
  }
  destroy(): void {}
}

/** Loads pdf.js's worker half into this worker, once (the promise is cached, not the module). */
let workerCode: Promise<void> | undefined
function loadWorkerCode(): Promise<void> {
  workerCode ??= import('pdfjs-dist/build/pdf.worker.min.mjs').then((module: unknown) => {
    Reflect.set(globalThis, 'pdfjsWorker', module)
  })
  return workerCode
}

let current: PDFDocumentProxy | undefined

function errorName(error: unknown): string {
  return typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : ''
}

async function draw(
  pageNumber: number,
  scaleFor: (width: number, height: number) => number,
  type: 'image/png' | 'image/jpeg',
): Promise<RenderedPage> {
  if (!current) throw new Error('No PDF is open.')
  const page = await current.getPage(pageNumber)
  try {
    const base = page.getViewport({ scale: 1 })
    const viewport = page.getViewport({ scale: scaleFor(base.width, base.height) })
    const width = Math.max(1, Math.round(viewport.width))
    const height = Math.max(1, Math.round(viewport.height))
    const canvas = new OffscreenCanvas(width, height)
    const context = canvas.getContext('2d')
    if (!context) throw new Error('No 2D canvas in this worker.')
    // White paper first: a PDF page's background is transparent, and JPEG has no alpha.
    context.fillStyle = '#ffffff'
    context.fillRect(0, 0, width, height)
    type RenderParameters = Parameters<typeof page.render>[0]
    await page.render({
      canvas: canvas as unknown as RenderParameters['canvas'],
      canvasContext: context as unknown as RenderParameters['canvasContext'],
      viewport,
    }).promise
    const blob = await canvas.convertToBlob(
      type === 'image/jpeg' ? { type, quality: 0.82 } : { type },
    )
    return { blob, width, height }
  } finally {
    page.cleanup()
  }
}

const api: PdfPreviewApi = {
  async open(data): Promise<PdfOpenResult> {
    await api.close()
    await loadWorkerCode()
    const loading = getDocument({
      data: new Uint8Array(data),
      isEvalSupported: false,
      enableScripting: false,
      disableFontFace: true,
      useSystemFonts: false,
      useWorkerFetch: false,
      enableXfa: false,
      standardFontDataUrl: '/bundled/',
      BinaryDataFactory: BundledDataFactory,
      CanvasFactory: OffscreenCanvasFactory,
      FilterFactory: NoFilterFactory,
      verbosity: 0,
    } as Parameters<typeof getDocument>[0])
    try {
      current = await loading.promise
      return { ok: true, pages: current.numPages }
    } catch (error) {
      await loading.destroy()
      return {
        ok: false,
        problem: errorName(error) === 'PasswordException' ? 'password' : 'damaged',
      }
    }
  },

  async text(maxPages, maxChars) {
    if (!current) throw new Error('No PDF is open.')
    const pages: string[] = []
    let length = 0
    for (let number = 1; number <= Math.min(current.numPages, maxPages); number++) {
      const page = await current.getPage(number)
      try {
        const content = await page.getTextContent()
        const text = content.items
          .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : ''))
          .join('')
          .trim()
        pages.push(text.slice(0, maxChars - length))
        length += text.length
      } finally {
        page.cleanup()
      }
      if (length >= maxChars) break
    }
    return pages
  },

  async thumbnail(page, width) {
    return draw(page, (w) => width / w, 'image/jpeg')
  },

  async renderPage(page, maxSide) {
    return draw(page, (w, h) => Math.min(3, maxSide / Math.max(w, h)), 'image/png')
  },

  async close() {
    const open = current
    current = undefined
    await open?.destroy()
  },
}

expose(api)
