import { describe, expect, it } from 'vitest'

import { detectFileType, readImageDimensions } from './file-type.ts'

/** Bytes from hex; spaces and line breaks are ignored so headers can be laid out by field. */
function hex(text: string): Uint8Array {
  const clean = text.replace(/\s+/g, '')
  return Uint8Array.from(clean.match(/../g) ?? [], (pair) => parseInt(pair, 16))
}

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0))
  let offset = 0
  for (const part of parts) {
    out.set(part, offset)
    offset += part.length
  }
  return out
}

const ascii = (text: string) => new TextEncoder().encode(text)

/** A ZIP local file header for one stored entry, as any zip tool writes it. */
function zipEntry(name: string): Uint8Array {
  const fields = hex('504b0304 1400 0000 0800 c183 765d 2b842612 06000000 04000000')
  const lengths = new Uint8Array([name.length, 0, 0, 0])
  return concat(fields, lengths, ascii(name), hex('b3a9d0b70300'))
}

// Headers cut from files written by Chromium's canvas (PNG, JPEG without its ICC profile, WebP
// with the bitstream chunk kept), by an iPhone (HEIC) and by Word and zip tools.
const PNG_300X150 = hex(`89504e470d0a1a0a 0000000d 49484452 0000012c 00000096 0806000000 645bb5d2
  000005ef 49444154 7801ecd45b72`)
const JPEG_300X150 = hex(`ffd8 ffe0 0010 4a46494600 0101 00 0001 0001 0000
  ffdb 0043 00 06040506050406060506070706080a100a0a09090a140e0f0c1017141818171416161a1d251f1a1b
  231c1616202c20232627292a29191f2d302d283025282928
  ffdb 0043 01 0707070a080a130a0a13281a161a 282828282828282828282828282828282828282828282828282828282828282828282828
  2828282828282828282828282828
  ffc0 0011 08 0096 012c 03 012200 021101 031101
  ffc4 0018`)
const GIF_300X150 = hex('474946383961 2c01 9600 f7 00 00 000000 ffffff')
const WEBP_LOSSY_300X150 = hex(`52494646 3e010000 57454250 56503820 32010000 301300 9d012a 2c01 9600
  3e6d3699 4924`)
const WEBP_LOSSLESS_300X150 = hex('52494646 de010000 57454250 5650384c d1010000 2f 2b412510 0f10')
const WEBP_EXTENDED_65X33 = hex(`52494646 d4000000 57454250 56503858 0a000000 30000000 400000 200000
  414c5048`)
const BMP_300X150 = hex(`424d 36f00200 0000 0000 36000000 28000000 2c010000 96000000 0100 1800
  00000000 00f00200`)
const BMP_TOP_DOWN_300X150 = hex(`424d 36f00200 0000 0000 36000000 28000000 2c010000 6affffff 0100
  1800 00000000 00f00200`)
const HEIC = hex('00000018 66747970 68656963 00000000 6d696631 68656963')
const HEIF = hex('0000001c 66747970 6d696631 00000000 6d696631 61766966 6d696166')
const DOC = hex('d0cf11e0a1b11ae1 00000000000000000000000000000000 3e000300 feff 0900')
const DOCX = concat(zipEntry('[Content_Types].xml'), zipEntry('word/document.xml'))
const ZIP = zipEntry('hello.txt')
const PDF = ascii('%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n1 0 obj\n')

describe('detectFileType', () => {
  it.each([
    ['PDF', PDF, 'pdf', 'pdf', 'application/pdf'],
    ['PDF after a preamble', concat(ascii('garbage\r\n'), PDF), 'pdf', 'pdf', 'application/pdf'],
    ['PNG', PNG_300X150, 'image', 'png', 'image/png'],
    ['JPEG', JPEG_300X150, 'image', 'jpeg', 'image/jpeg'],
    ['GIF', GIF_300X150, 'image', 'gif', 'image/gif'],
    ['WebP lossy', WEBP_LOSSY_300X150, 'image', 'webp', 'image/webp'],
    ['WebP lossless', WEBP_LOSSLESS_300X150, 'image', 'webp', 'image/webp'],
    ['WebP extended', WEBP_EXTENDED_65X33, 'image', 'webp', 'image/webp'],
    ['BMP', BMP_300X150, 'image', 'bmp', 'image/bmp'],
    ['HEIC', HEIC, 'image', 'heic', 'image/heic'],
    ['HEIF', HEIF, 'image', 'heif', 'image/heif'],
    ['DOC', DOC, 'document', 'doc', 'application/msword'],
    [
      'DOCX',
      DOCX,
      'document',
      'docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    ['plain text', ascii('Your parcel is held.\r\nPay £1.45 today\n'), 'text', 'txt', 'text/plain'],
  ])('recognises %s', (_name, bytes, kind, format, mime) => {
    expect(detectFileType(bytes)).toMatchObject({ kind, format, mime })
  })

  it('says when only the container is known', () => {
    expect(detectFileType(DOCX)?.tentative).toBeUndefined()
    expect(detectFileType(ZIP)).toMatchObject({ format: 'docx', tentative: true })
    expect(detectFileType(DOC)).toMatchObject({ format: 'doc', tentative: true })
  })

  it.each([
    ['nothing', new Uint8Array()],
    ['an ELF executable', hex('7f454c46 02010100 00000000 00000000 0200 3e00')],
    ['a Windows executable', hex('4d5a9000 03000000 04000000 ffff0000')],
    ['a cut PNG signature', hex('89504e47')],
    ['"BM" text-like bytes', hex('424d 00 01 02 03 04 05 06 07 08 09 0a 0b 0c 0d 0e 0f 10 11')],
    ['an MP4 video', hex('00000020 66747970 69736f6d 00000200 69736f6d 69736f32')],
    ['text with control characters', ascii('abc\u0000\u0001def')],
    ['invalid UTF-8', hex('48656c6c6f ff fe 20')],
  ])('refuses %s', (_name, bytes) => {
    expect(detectFileType(bytes)).toBeNull()
  })

  it('ignores what a file claims in its name: only the bytes count', () => {
    // A PNG whose content is really a PDF is a PDF.
    expect(detectFileType(PDF)?.extension).toBe('pdf')
    expect(detectFileType(PNG_300X150)?.extension).toBe('png')
    expect(detectFileType(JPEG_300X150)?.extension).toBe('jpg')
  })

  it('keeps a long UTF-8 text whose sample ends inside a character', () => {
    const text = ascii('£'.repeat(3000))
    expect(detectFileType(text)?.format).toBe('txt')
  })
})

describe('readImageDimensions', () => {
  it.each([
    ['PNG', PNG_300X150, 300, 150],
    ['JPEG (baseline)', JPEG_300X150, 300, 150],
    ['GIF', GIF_300X150, 300, 150],
    ['WebP lossy (VP8)', WEBP_LOSSY_300X150, 300, 150],
    ['WebP lossless (VP8L)', WEBP_LOSSLESS_300X150, 300, 150],
    ['WebP extended (VP8X)', WEBP_EXTENDED_65X33, 65, 33],
    ['BMP', BMP_300X150, 300, 150],
    ['BMP stored top-down', BMP_TOP_DOWN_300X150, 300, 150],
  ])('reads %s', (_name, bytes, width, height) => {
    expect(readImageDimensions(bytes)).toEqual({ width, height })
  })

  it('walks past EXIF, fill bytes and restart markers to the frame header', () => {
    const exif = concat(hex('ffe1 0010'), ascii('Exif\u0000\u0000'), new Uint8Array(8))
    const progressive = hex('ffff ffd0 ffc2 0011 08 4e20 4e20 03 012200 021101 031101')
    const jpeg = concat(hex('ffd8'), exif, progressive)
    expect(readImageDimensions(jpeg)).toEqual({ width: 20000, height: 20000 })
  })

  it('reports the size a bomb claims, without decoding it', () => {
    const bomb = PNG_300X150.slice()
    bomb.set(hex('00004e20 00004e20'), 16)
    expect(readImageDimensions(bomb)).toEqual({ width: 20000, height: 20000 })
  })

  it.each([
    ['a PNG cut inside its header', PNG_300X150.subarray(0, 20)],
    ['a JPEG cut before its frame header', JPEG_300X150.subarray(0, 150)],
    ['a JPEG that starts its scan before a frame header', hex('ffd8 ffda 0008 01 010000 3f00')],
    ['a JPEG whose height comes later (DNL)', hex('ffd8 ffc0 0011 08 0000 012c 03 012200')],
    ['a JPEG with a broken segment', hex('ffd8 00 11 22 33 44 55')],
    ['a WebP with an unknown chunk', hex('52494646 10000000 57454250 41424344 00000000')],
    ['a cut BMP', BMP_300X150.subarray(0, 20)],
    ['a HEIC photo (not read here)', HEIC],
    ['a PDF', PDF],
    ['random bytes', hex('0badf00d deadbeef cafebabe 01234567')],
  ])('returns null for %s', (_name, bytes) => {
    expect(readImageDimensions(bytes)).toBeNull()
  })
})
