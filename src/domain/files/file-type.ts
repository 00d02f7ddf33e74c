/**
 * What an uploaded file really is, from its first bytes ("magic bytes") only. A file's name and
 * the type the browser declares are chosen by whoever sends it, so neither is ever trusted.
 * Shared by the browser (to refuse a file before uploading it) and the API (to refuse it again),
 * so it touches no DOM and no Node API.
 *
 * `readImageDimensions` reads the width and height from an image's header, so that a tiny file
 * that would decode to billions of pixels (a "decompression bomb") is refused before decoding.
 */

export type FileKind = 'pdf' | 'image' | 'document' | 'text'

export type FileFormat =
  'pdf' | 'png' | 'jpeg' | 'gif' | 'webp' | 'bmp' | 'heic' | 'heif' | 'doc' | 'docx' | 'txt'

export interface DetectedFileType {
  kind: FileKind
  format: FileFormat
  mime: string
  /** The usual extension, without the dot, for naming a stored copy. */
  extension: string
  /**
   * True when only the container is known: an OLE compound file may be a DOC or another Office
   * file, a ZIP may be a DOCX or any archive. A reader must still confirm it.
   */
  tentative?: boolean
}

export interface ImageDimensions {
  width: number
  height: number
}

const TYPES = {
  pdf: { kind: 'pdf', format: 'pdf', mime: 'application/pdf', extension: 'pdf' },
  png: { kind: 'image', format: 'png', mime: 'image/png', extension: 'png' },
  jpeg: { kind: 'image', format: 'jpeg', mime: 'image/jpeg', extension: 'jpg' },
  gif: { kind: 'image', format: 'gif', mime: 'image/gif', extension: 'gif' },
  webp: { kind: 'image', format: 'webp', mime: 'image/webp', extension: 'webp' },
  bmp: { kind: 'image', format: 'bmp', mime: 'image/bmp', extension: 'bmp' },
  heic: { kind: 'image', format: 'heic', mime: 'image/heic', extension: 'heic' },
  heif: { kind: 'image', format: 'heif', mime: 'image/heif', extension: 'heif' },
  doc: { kind: 'document', format: 'doc', mime: 'application/msword', extension: 'doc' },
  docx: {
    kind: 'document',
    format: 'docx',
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extension: 'docx',
  },
  txt: { kind: 'text', format: 'txt', mime: 'text/plain', extension: 'txt' },
} as const satisfies Record<FileFormat, DetectedFileType>

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const OLE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]
const ZIP_LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04]
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis'])
const HEIF_BRANDS = new Set(['mif1', 'msf1'])
/** PDF readers accept the header anywhere in the first kilobyte; so do we. */
const PDF_HEADER_WINDOW = 1024
/** How much of a file is looked at to decide whether it is plain text. */
const TEXT_SAMPLE_BYTES = 4096

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false
  return signature.every((byte, index) => bytes[offset + index] === byte)
}

function ascii(bytes: Uint8Array, offset: number, length: number): string {
  if (bytes.length < offset + length) return ''
  return String.fromCharCode(...bytes.subarray(offset, offset + length))
}

function indexOfAscii(bytes: Uint8Array, needle: string, from: number, to: number): number {
  const codes = Array.from(needle, (character) => character.charCodeAt(0))
  const end = Math.min(to, bytes.length) - codes.length
  for (let index = from; index <= end; index++) {
    if (startsWith(bytes, codes, index)) return index
  }
  return -1
}

/** Printable UTF-8 with no control characters other than tab, line breaks and form feed. */
function looksLikeText(bytes: Uint8Array): boolean {
  if (bytes.length === 0) return false
  let sample = bytes.subarray(0, TEXT_SAMPLE_BYTES)
  // Cutting the sample may split a multi-byte character: drop an incomplete tail.
  if (bytes.length > TEXT_SAMPLE_BYTES) {
    let end = sample.length
    while (end > sample.length - 4 && end > 0 && (sample[end - 1] & 0xc0) === 0x80) end--
    if (end > 0 && sample[end - 1] >= 0xc0) end--
    sample = sample.subarray(0, end)
  }
  let decoded: string
  try {
    decoded = new TextDecoder('utf-8', { fatal: true }).decode(sample)
  } catch {
    return false
  }
  // eslint-disable-next-line no-control-regex -- control characters are exactly what we look for
  return !/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(decoded)
}

/**
 * Tells what a file is from its content alone. Returns null for anything not recognised
 * (executables, other binary formats). Any ZIP is reported as a tentative DOCX unless it names
 * Word parts, and any OLE compound file as a tentative DOC.
 */
export function detectFileType(bytes: Uint8Array): DetectedFileType | null {
  if (indexOfAscii(bytes, '%PDF-', 0, PDF_HEADER_WINDOW) !== -1) return TYPES.pdf
  if (startsWith(bytes, PNG_SIGNATURE)) return TYPES.png
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return TYPES.jpeg
  const head6 = ascii(bytes, 0, 6)
  if (head6 === 'GIF87a' || head6 === 'GIF89a') return TYPES.gif
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return TYPES.webp
  // "BM", then a DIB header size we know, so two letters "BM" at the start of a text do not count.
  if (ascii(bytes, 0, 2) === 'BM' && bytes.length >= 18) {
    const dibSize = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(
      14,
      true,
    )
    if ([12, 40, 52, 56, 64, 108, 124].includes(dibSize)) return TYPES.bmp
  }
  if (ascii(bytes, 4, 4) === 'ftyp') {
    const brand = ascii(bytes, 8, 4)
    if (HEIC_BRANDS.has(brand)) return TYPES.heic
    if (HEIF_BRANDS.has(brand)) return TYPES.heif
  }
  if (startsWith(bytes, OLE_SIGNATURE)) return { ...TYPES.doc, tentative: true }
  if (startsWith(bytes, ZIP_LOCAL_HEADER)) {
    // A DOCX names its parts "word/…"; the names are stored uncompressed in the ZIP headers.
    const isWord = indexOfAscii(bytes, 'word/', 0, bytes.length) !== -1
    return isWord ? TYPES.docx : { ...TYPES.docx, tentative: true }
  }
  if (looksLikeText(bytes)) return TYPES.txt
  return null
}

function readPngDimensions(view: DataView, bytes: Uint8Array): ImageDimensions | null {
  if (bytes.length < 24 || ascii(bytes, 12, 4) !== 'IHDR') return null
  return { width: view.getUint32(16), height: view.getUint32(20) }
}

function readGifDimensions(view: DataView, bytes: Uint8Array): ImageDimensions | null {
  if (bytes.length < 10) return null
  return { width: view.getUint16(6, true), height: view.getUint16(8, true) }
}

function readBmpDimensions(view: DataView, bytes: Uint8Array): ImageDimensions | null {
  if (bytes.length < 18) return null
  const dibSize = view.getUint32(14, true)
  if (dibSize === 12) {
    if (bytes.length < 22) return null
    return { width: view.getUint16(18, true), height: view.getUint16(20, true) }
  }
  if (bytes.length < 26) return null
  // A negative height means the rows are stored top-down; the size is the same.
  return { width: Math.abs(view.getInt32(18, true)), height: Math.abs(view.getInt32(22, true)) }
}

function readWebpDimensions(view: DataView, bytes: Uint8Array): ImageDimensions | null {
  const chunk = ascii(bytes, 12, 4)
  if (chunk === 'VP8 ') {
    // Lossy: a key frame starts with the start code 9d 01 2a, then two 14-bit sizes.
    if (bytes.length < 30 || !startsWith(bytes, [0x9d, 0x01, 0x2a], 23)) return null
    return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff }
  }
  if (chunk === 'VP8L') {
    // Lossless: signature 0x2f, then width-1 and height-1 in 14 bits each.
    if (bytes.length < 25 || bytes[20] !== 0x2f) return null
    const bits = view.getUint32(21, true)
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 }
  }
  if (chunk === 'VP8X') {
    // Extended: canvas width-1 and height-1 in 24 bits each.
    if (bytes.length < 30) return null
    const width = (view.getUint16(24, true) | (bytes[26] << 16)) + 1
    const height = (view.getUint16(27, true) | (bytes[29] << 16)) + 1
    return { width, height }
  }
  return null
}

/** Start-of-frame markers that carry the size: SOF0-3, 5-7, 9-11, 13-15 (not DHT, JPG, DAC). */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc
}

function readJpegDimensions(view: DataView, bytes: Uint8Array): ImageDimensions | null {
  let offset = 2
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null
    const marker = bytes[offset + 1]
    // Fill bytes: any number of 0xff may come before a marker.
    if (marker === 0xff) {
      offset++
      continue
    }
    // Markers without a length: TEM and RST0-7.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2
      continue
    }
    // Start of scan or end of image before any frame header: no size to read.
    if (marker === 0xda || marker === 0xd9) return null
    const length = view.getUint16(offset + 2)
    if (length < 2) return null
    if (isStartOfFrame(marker)) {
      if (offset + 9 > bytes.length) return null
      const height = view.getUint16(offset + 5)
      const width = view.getUint16(offset + 7)
      // A height of 0 is defined later in the scan (DNL): we cannot check it up front.
      return height === 0 || width === 0 ? null : { width, height }
    }
    offset += 2 + length
  }
  return null
}

/**
 * The pixel size an image says it has, from its header, without decoding it. Covers PNG, JPEG,
 * GIF, WebP and BMP; returns null for other formats and for headers that are cut short or
 * malformed (treat that as "cannot be checked", never as "small").
 */
export function readImageDimensions(bytes: Uint8Array): ImageDimensions | null {
  const type = detectFileType(bytes)
  if (!type || type.kind !== 'image') return null
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  switch (type.format) {
    case 'png':
      return readPngDimensions(view, bytes)
    case 'jpeg':
      return readJpegDimensions(view, bytes)
    case 'gif':
      return readGifDimensions(view, bytes)
    case 'webp':
      return readWebpDimensions(view, bytes)
    case 'bmp':
      return readBmpDimensions(view, bytes)
    default:
      return null
  }
}
