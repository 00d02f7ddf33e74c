import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { deflateSync } from 'node:zlib'

import QRCode from 'qrcode'
import { afterAll, describe, expect, it } from 'vitest'

import {
  closeExtractors,
  EXTRACTION_LIMITS,
  ExtractionTimeoutError,
  extractFromUpload,
  FileTooComplexError,
  UnreadableFileError,
  UnsupportedFileError,
} from './extract.ts'

/** A screenshot of a parcel-fee text, made by scripts/make-extract-fixtures.mjs. */
const PARCEL_NOTICE = readFileSync(new URL('./fixtures/parcel-notice.png', import.meta.url))

const encode = (text: string) => new TextEncoder().encode(text)

/** A page's content stream, compressed as most PDF writers do. */
interface DeflatedPage {
  deflated: Uint8Array
}

/**
 * A valid PDF written by hand: one page per entry, each line in Helvetica (or a content stream
 * given already compressed), with a correct cross-reference table, as any PDF writer makes it.
 */
function makePdf(pages: Array<string[] | DeflatedPage>): Uint8Array {
  const escape = (text: string) => text.replace(/[\\()]/g, (character) => `\\${character}`)
  const pageIds = pages.map((_, index) => `${4 + index * 2} 0 R`).join(' ')
  const objects: Array<Array<string | Uint8Array>> = [
    ['<< /Type /Catalog /Pages 2 0 R >>'],
    [`<< /Type /Pages /Kids [${pageIds}] /Count ${pages.length} >>`],
    ['<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'],
  ]
  pages.forEach((page, index) => {
    objects.push([
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${5 + index * 2} 0 R >>`,
    ])
    if ('deflated' in page) {
      const { deflated } = page
      objects.push([
        `<< /Length ${deflated.length} /Filter /FlateDecode >>\nstream\n`,
        deflated,
        '\nendstream',
      ])
    } else {
      const text = page.map((line) => `(${escape(line)}) Tj T*`).join(' ')
      const content = `BT /F1 12 Tf 14 TL 72 720 Td ${text} ET`
      objects.push([`<< /Length ${content.length} >>\nstream\n${content}\nendstream`])
    }
  })
  const chunks: Uint8Array[] = []
  let length = 0
  const write = (part: string | Uint8Array) => {
    const bytes = typeof part === 'string' ? Buffer.from(part, 'latin1') : part
    chunks.push(bytes)
    length += bytes.length
  }
  write('%PDF-1.4\n')
  const offsets = objects.map((parts, index) => {
    const offset = length
    for (const part of [`${index + 1} 0 obj\n`, ...parts, '\nendobj\n']) write(part)
    return offset
  })
  const xref = length
  write(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`)
  for (const offset of offsets) write(`${String(offset).padStart(10, '0')} 00000 n \n`)
  write(`trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`)
  return new Uint8Array(Buffer.concat(chunks))
}

/** The first 4 KB of a real PNG, its header changed to claim this size (the pixels are cut). */
function pngClaiming(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(PARCEL_NOTICE.subarray(0, 4096))
  const view = new DataView(bytes.buffer)
  view.setUint32(16, width)
  view.setUint32(20, height)
  return bytes
}

afterAll(async () => {
  await closeExtractors()
})

describe('extractFromUpload: PDF', () => {
  it('returns the text of every page', async () => {
    const pdf = makePdf([
      ['Evri: Your parcel is held at our depot.'],
      ['Pay the 1.45 GBP fee today (redelivery).', 'https://evri-redelivery.example/pay'],
    ])
    const content = await extractFromUpload(pdf)
    expect(content).toEqual({
      kind: 'pdf',
      text:
        'Evri: Your parcel is held at our depot.\n\n' +
        'Pay the 1.45 GBP fee today (redelivery).\nhttps://evri-redelivery.example/pay',
      qrCodes: [],
      pages: 2,
      truncated: false,
      warnings: [],
    })
  })

  it('takes the bytes as a Buffer too, as uploads arrive', async () => {
    const content = await extractFromUpload(Buffer.from(makePdf([['Your parcel is held.']])))
    expect(content.text).toBe('Your parcel is held.')
  })

  it('reads the first 20 pages of a longer PDF and says so', async () => {
    const pdf = makePdf(Array.from({ length: 25 }, (_, index) => [`Page number ${index + 1}`]))
    const content = await extractFromUpload(pdf)
    expect(content.pages).toBe(25)
    expect(content.truncated).toBe(true)
    expect(content.text).toContain('Page number 20')
    expect(content.text).not.toContain('Page number 21')
    expect(content.warnings).toContain('Only the first 20 of 25 pages were read.')
  })

  it('cuts the text at 20,000 characters', async () => {
    // 50 lines of 67 characters fill a page (pdf.js drops text that runs off the page).
    const line = 'Your account will be suspended unless you verify your details today.'
    const pdf = makePdf(Array.from({ length: 8 }, () => Array.from({ length: 50 }, () => line)))
    const content = await extractFromUpload(pdf)
    expect(content.text).toHaveLength(EXTRACTION_LIMITS.maxTextChars)
    expect(content.truncated).toBe(true)
    expect(content.warnings).toContain('The text was cut at 20,000 characters.')
  })

  it('says when a PDF has no text layer', async () => {
    const content = await extractFromUpload(makePdf([[]]))
    expect(content).toMatchObject({ kind: 'pdf', text: '', pages: 1, truncated: false })
    expect(content.warnings[0]).toMatch(/no text layer/)
  })
})

describe('extractFromUpload: images', () => {
  it('reads the text of a screenshot by OCR, offline, without writing a cache file', async () => {
    const content = await extractFromUpload(PARCEL_NOTICE)
    expect(content.kind).toBe('image')
    expect(content.text.toLowerCase()).toContain('parcel')
    expect(content.text.toLowerCase()).toContain('fee')
    expect(content.qrCodes).toEqual([])
    expect(content.truncated).toBe(false)
    expect(content.warnings).toEqual([])
    // tesseract.js caches its model in the working directory unless told not to.
    expect(existsSync('eng.traineddata')).toBe(false)
  })

  it('decodes a QR code', async () => {
    const png = await QRCode.toBuffer('https://evri-redelivery.example/pay', {
      type: 'png',
      margin: 4,
      scale: 6,
    })
    const content = await extractFromUpload(png)
    expect(content.kind).toBe('image')
    expect(content.qrCodes).toEqual([
      { text: 'https://evri-redelivery.example/pay', format: 'QRCode' },
    ])
    expect(content.warnings).toEqual([])
  })

  it('serves several uploads at once with one OCR worker', async () => {
    const [first, second] = await Promise.all([
      extractFromUpload(PARCEL_NOTICE),
      extractFromUpload(PARCEL_NOTICE),
    ])
    expect(first.text).toBe(second.text)
    expect(first.text).toContain('parcel')
  })
})

describe('extractFromUpload: hostile input', () => {
  it('refuses bytes that are not an image or a PDF, whatever they are called', async () => {
    const noise = randomBytes(4096)
    noise[0] = 0 // a control byte, so the noise can never pass for plain text
    await expect(extractFromUpload(noise)).rejects.toBeInstanceOf(UnsupportedFileError)
    await expect(extractFromUpload(encode('Just some text'))).rejects.toBeInstanceOf(
      UnsupportedFileError,
    )
    await expect(extractFromUpload(new Uint8Array())).rejects.toBeInstanceOf(UnsupportedFileError)
  })

  it('refuses a HEIC photo with a way forward', async () => {
    const heic = Uint8Array.from([0, 0, 0, 0x18, ...encode('ftypheic'), 0, 0, 0, 0])
    await expect(extractFromUpload(heic)).rejects.toThrow(/HEIC/)
  })

  it('refuses an image claiming 20000 × 20000 pixels before decoding it', async () => {
    const bomb = pngClaiming(20_000, 20_000)
    const rejection = expect(extractFromUpload(bomb)).rejects
    await rejection.toBeInstanceOf(FileTooComplexError)
    await rejection.toMatchObject({ statusCode: 413, code: 'FILE_TOO_COMPLEX' })
    // Decoding would have hit a 1 ms time limit first: the size check comes before any work.
    await expect(extractFromUpload(bomb, { timeoutMs: 1 })).rejects.toBeInstanceOf(
      FileTooComplexError,
    )
  })

  it('refuses an image too long on one side even under the pixel limit', async () => {
    await expect(extractFromUpload(pngClaiming(40_000, 10))).rejects.toBeInstanceOf(
      FileTooComplexError,
    )
  })

  it('names a damaged image, a cut PDF and a fake PDF as unreadable', async () => {
    const pdf = makePdf([['Your parcel is held.']])
    const damagedPng = new Uint8Array(PARCEL_NOTICE)
    damagedPng.fill(0x55, 41)
    for (const bytes of [
      pdf.subarray(0, Math.floor(pdf.length / 2)),
      encode(`%PDF-1.7\n${'x'.repeat(500)}`),
      damagedPng,
    ]) {
      await expect(extractFromUpload(bytes)).rejects.toMatchObject({
        name: 'UnreadableFileError',
        statusCode: 422,
        code: 'UNREADABLE_FILE',
      })
    }
    await expect(extractFromUpload(pngClaiming(0, 0))).rejects.toBeInstanceOf(UnreadableFileError)
  })

  it(
    'survives a 100 KB PDF whose text inflates to 96 MB (a decompression bomb)',
    { timeout: 60_000 },
    async () => {
      // One string that pdf.js collects character by character in one array, whose growth is
      // fatal to any V8 heap: only the PDF's own process may die of it, never the server.
      const literal = Buffer.alloc(96 * 1024 * 1024, 0x20)
      const content = Buffer.concat([
        Buffer.from('BT /F1 12 Tf 72 720 Td ('),
        literal,
        Buffer.from(') Tj ET'),
      ])
      const bomb = makePdf([{ deflated: deflateSync(content, { level: 9 }) }])
      expect(bomb.length).toBeLessThan(200_000)
      const failure = await extractFromUpload(bomb).catch((error: unknown) => error)
      expect(
        [FileTooComplexError, ExtractionTimeoutError].some((type) => failure instanceof type),
      ).toBe(true)
      expect((await extractFromUpload(makePdf([['Still here']]))).text).toBe('Still here')
    },
  )

  it('stops at the time limit and recovers for the next upload', async () => {
    const longPdf = makePdf(Array.from({ length: 20 }, (_, index) => [`Page ${index + 1}`]))
    await expect(extractFromUpload(longPdf, { timeoutMs: 1 })).rejects.toBeInstanceOf(
      ExtractionTimeoutError,
    )
    await expect(extractFromUpload(PARCEL_NOTICE, { timeoutMs: 1 })).rejects.toBeInstanceOf(
      ExtractionTimeoutError,
    )
    expect((await extractFromUpload(longPdf)).text).toContain('Page 20')
    expect((await extractFromUpload(PARCEL_NOTICE)).text).toContain('parcel')
  })

  it('stops when the caller aborts', async () => {
    const reason = new Error('The person left')
    const controller = new AbortController()
    const extraction = extractFromUpload(makePdf([['Hello']]), { signal: controller.signal })
    controller.abort(reason)
    await expect(extraction).rejects.toBe(reason)
    await expect(
      extractFromUpload(PARCEL_NOTICE, { signal: AbortSignal.abort(reason) }),
    ).rejects.toBe(reason)
  })
})
