/**
 * Hostile payloads for the hostile-input suite (issue 17, item 6), built byte by byte with no
 * image, PDF or ZIP library, so each one is exactly the attack it names: multipart bodies the
 * browser would never send, image headers that lie about their size, a PDF with thousands of
 * pages, a ZIP that unpacks to a gigabyte, and the strings that test escaping.
 */
import { crc32, deflateRawSync, deflateSync } from 'node:zlib'

/** Script-injection strings for every text field. */
export const XSS_PAYLOADS = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
] as const

/** What a file name may try, to escape the uploads folder. */
export const TRAVERSAL_NAMES = [
  '../../etc/passwd',
  '..\\..\\win.ini',
  '%2e%2e/%2e%2e/escaped.png',
  '/etc/passwd',
  'C:\\Windows\\win.ini',
  '....//....//x.png',
] as const

// ---------------------------------------------------------------------------------------------
// Images

function pngChunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(data.length, 0)
  head.write(type, 4, 'latin1')
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])))
  return Buffer.concat([head, data, crc])
}

/**
 * A well-formed PNG (signature, IHDR with a correct CRC, IDAT, IEND) whose header declares
 * `width`×`height` RGB pixels while the file is a few dozen bytes: a decompression bomb when
 * the declared size is huge. The IDAT holds one row of zeros, enough for a 1×1 image.
 */
export function pngDeclaring(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr.set([8, 2, 0, 0, 0], 8) // 8 bits, RGB, deflate, adaptive filters, not interlaced
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(Buffer.alloc(4))),
    pngChunk('IEND', new Uint8Array()),
  ])
}

/**
 * A baseline JPEG (SOI, JFIF APP0, SOF0, EOI) whose frame header declares `width`×`height`
 * (each at most 65,535, the format's limit) with no scan data: a bomb for a decoder that
 * allocates from the header.
 */
export function jpegDeclaring(width: number, height: number): Buffer {
  const app0 = Buffer.from([
    0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01,
    0x00, 0x00,
  ])
  const sof0 = Buffer.alloc(19)
  sof0.set([0xff, 0xc0, 0x00, 0x11, 0x08]) // SOF0, length 17, 8-bit samples
  sof0.writeUInt16BE(height, 5)
  sof0.writeUInt16BE(width, 7)
  // Three components, 1×1 sampling, quantisation table 0.
  sof0.set([0x03, 0x01, 0x11, 0x00, 0x02, 0x11, 0x00, 0x03, 0x11, 0x00], 9)
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof0, Buffer.from([0xff, 0xd9])])
}

/** The smallest valid PNG: one transparent pixel. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)

/** The first bytes of a Windows program: "MZ", a DOS header of zeros, then "PE". */
export const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0')])

/** A PHP script, to be sent named photo.png with type image/png. */
export const TEXT_AS_IMAGE = Buffer.from('<?php system($_GET["c"]); ?>\n')

// ---------------------------------------------------------------------------------------------
// PDF

/**
 * A minimal valid PDF 1.4 with `pageCount` empty A4 pages in one flat page tree, and a correct
 * cross-reference table (each entry exactly 20 bytes).
 */
export function pdfWithPages(pageCount: number): Buffer {
  const objects: string[] = []
  const firstPage = 3
  const kids = Array.from({ length: pageCount }, (_, i) => `${firstPage + i} 0 R`).join(' ')
  objects.push('<< /Type /Catalog /Pages 2 0 R >>')
  objects.push(`<< /Type /Pages /Kids [${kids}] /Count ${pageCount} >>`)
  for (let i = 0; i < pageCount; i++) {
    objects.push('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << >> >>')
  }
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n'
  const offsets: number[] = []
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'))
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
  })
  const xrefOffset = Buffer.byteLength(body, 'latin1')
  const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`)
  body +=
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries.join('')}` +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}

// ---------------------------------------------------------------------------------------------
// ZIP

/** Zeros per entry of the zip bomb: 50 MB each, about 50 KB once deflated. */
const BOMB_ENTRY_BYTES = 50 * 1024 * 1024

/**
 * A ZIP posing as a Word document: entries under word/ (so its bytes say "DOCX"), each a
 * deflate stream of 50 MB of zeros with its true size and CRC in the headers. `entries` of
 * them unpack to entries × 50 MB from a file of entries × ~50 KB.
 */
export function zipBombDocx(entries = 20): { bytes: Buffer; unpackedBytes: number } {
  const zeros = Buffer.alloc(BOMB_ENTRY_BYTES)
  const compressed = deflateRawSync(zeros, { level: 9 })
  const crc = crc32(zeros)
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (let i = 0; i < entries; i++) {
    const name = Buffer.from(i === 0 ? 'word/document.xml' : `word/media/zeros${i}.bin`)
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4) // version needed
    local.writeUInt16LE(0, 6) // flags
    local.writeUInt16LE(8, 8) // deflate
    local.writeUInt32LE(0, 10) // time and date
    local.writeUInt32LE(crc, 14)
    local.writeUInt32LE(compressed.length, 18)
    local.writeUInt32LE(BOMB_ENTRY_BYTES, 22)
    local.writeUInt16LE(name.length, 26)
    local.writeUInt16LE(0, 28)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4) // made by
    central.writeUInt16LE(20, 6) // needed
    central.writeUInt16LE(8, 10)
    central.writeUInt32LE(crc, 16)
    central.writeUInt32LE(compressed.length, 20)
    central.writeUInt32LE(BOMB_ENTRY_BYTES, 24)
    central.writeUInt16LE(name.length, 28)
    central.writeUInt32LE(offset, 42)
    locals.push(local, name, compressed)
    centrals.push(central, name)
    offset += local.length + name.length + compressed.length
  }
  const directory = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries, 8)
  end.writeUInt16LE(entries, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return {
    bytes: Buffer.concat([...locals, directory, end]),
    unpackedBytes: entries * BOMB_ENTRY_BYTES,
  }
}

// ---------------------------------------------------------------------------------------------
// Multipart, by hand

export const BOUNDARY = '----hostile7MA4YWxkTrZu0gW'

export interface RawPart {
  /** The whole Content-Disposition value, or null for a part with none. */
  disposition: string | null
  contentType?: string
  body: string | Uint8Array
}

/** A field part as a browser sends it. */
export const field = (name: string, value: string): RawPart => ({
  disposition: `form-data; name="${name}"`,
  body: value,
})

/** A file part as a browser sends it. */
export const filePart = (
  name: string,
  fileName: string,
  bytes: Uint8Array,
  contentType = 'application/octet-stream',
): RawPart => ({
  disposition: `form-data; name="${name}"; filename="${fileName}"`,
  contentType,
  body: bytes,
})

/** A multipart body from raw parts; `close: false` leaves the closing boundary off. */
export function multipartBody(parts: RawPart[], { close = true } = {}): Buffer {
  const chunks: Buffer[] = []
  for (const part of parts) {
    let head = `--${BOUNDARY}\r\n`
    if (part.disposition !== null) head += `Content-Disposition: ${part.disposition}\r\n`
    if (part.contentType) head += `Content-Type: ${part.contentType}\r\n`
    chunks.push(Buffer.from(`${head}\r\n`, 'latin1'), Buffer.from(part.body), Buffer.from('\r\n'))
  }
  if (close) chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`))
  return Buffer.concat(chunks)
}

export const MULTIPART_TYPE = `multipart/form-data; boundary=${BOUNDARY}`
