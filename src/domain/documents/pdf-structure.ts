/**
 * A PDF's structure read from its raw bytes, as pdfid and VirusTotal's pdf_info read it: which
 * risky keywords appear (JavaScript, automatic actions, launching programs, embedded files,
 * forms that submit), how many objects and streams it has, and names hidden with `#xx`
 * escapes (`/J#61vaScript` is `/JavaScript`). Only what is not compressed can be seen here;
 * the reader (api/extract/pdf-document.ts) adds what pdf.js finds inside compressed objects.
 * Pure: bytes in, counts out; nothing is decoded or run.
 */

/** The keywords pdfid counts that matter to a person receiving a letter. */
export const PDF_KEYWORDS = [
  'JS',
  'JavaScript',
  'OpenAction',
  'AA',
  'Launch',
  'EmbeddedFile',
  'AcroForm',
  'RichMedia',
  'SubmitForm',
  'GoToR',
  'Encrypt',
  'ObjStm',
  'XFA',
  'URI',
] as const

export type PdfKeyword = (typeof PDF_KEYWORDS)[number]

export interface PdfStructure {
  /** The header's version, e.g. "1.7"; null when there is no %PDF- header. */
  version: string | null
  objects: number
  streams: number
  /** How many times each keyword appears as a name. */
  keywords: Record<PdfKeyword, number>
  /** Keywords that appeared written with `#xx` escapes, a way to hide them from scanners. */
  hiddenNames: PdfKeyword[]
  /** Every /URI target found in the uncompressed objects. */
  uris: string[]
  /** %%EOF markers: more than one means the file was changed after it was first written. */
  eofMarkers: number
}

const KEYWORD_SET: ReadonlySet<string> = new Set(PDF_KEYWORDS)
/** A PDF name: a slash and regular characters (PDF 32000 §7.3.5). */
const NAME = /\/([^\s/<>[\]()%{}]+)/g
const MAX_URIS = 100
const MAX_URI_LENGTH = 2048

function unescapeName(raw: string): string {
  return raw.replace(/#([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
}

/** A literal string's text: escapes undone, as a PDF reader would. */
function literalString(raw: string): string {
  return raw.replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_, escape: string) => {
    const simple: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' }
    if (/^[0-7]+$/.test(escape)) return String.fromCharCode(parseInt(escape, 8))
    return simple[escape] ?? escape
  })
}

function hexString(raw: string): string {
  const hex = raw.replace(/[^0-9a-f]/gi, '')
  let text = ''
  for (let index = 0; index + 1 < hex.length; index += 2) {
    text += String.fromCharCode(parseInt(hex.slice(index, index + 2), 16))
  }
  return text
}

function readUris(text: string): string[] {
  const uris = new Set<string>()
  const pattern = /\/URI\s*(?:\(((?:\\.|[^\\)])*)\)|<([0-9a-fA-F\s]*)>)/g
  for (const match of text.matchAll(pattern)) {
    const value = (match[1] !== undefined ? literalString(match[1]) : hexString(match[2] ?? ''))
      .trim()
      .slice(0, MAX_URI_LENGTH)
    if (value) uris.add(value)
    if (uris.size >= MAX_URIS) break
  }
  return [...uris]
}

/** Reads the structure of a PDF's bytes. Never throws: a damaged file just shows less. */
export function scanPdfStructure(bytes: Uint8Array): PdfStructure {
  const text = new TextDecoder('latin1').decode(bytes)
  const keywords = Object.fromEntries(PDF_KEYWORDS.map((k) => [k, 0])) as Record<PdfKeyword, number>
  const hidden = new Set<PdfKeyword>()
  for (const match of text.matchAll(NAME)) {
    const raw = match[1] ?? ''
    const name = raw.includes('#') ? unescapeName(raw) : raw
    if (!KEYWORD_SET.has(name)) continue
    const keyword = name as PdfKeyword
    keywords[keyword]++
    if (name !== raw) hidden.add(keyword)
  }
  return {
    version: /^%PDF-(\d\.\d)/.exec(text.slice(0, 1024).trimStart())?.[1] ?? null,
    objects: text.match(/\b\d+\s+\d+\s+obj\b/g)?.length ?? 0,
    streams: text.match(/\bstream\r?\n/g)?.length ?? 0,
    keywords,
    hiddenNames: [...hidden],
    uris: readUris(text),
    eofMarkers: text.match(/%%EOF/g)?.length ?? 0,
  }
}
