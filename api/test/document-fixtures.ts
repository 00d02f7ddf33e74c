/**
 * Documents the document analyser's tests, CLI test, bench and end-to-end tests make for
 * themselves: letters and invoices written with pdf-lib, hostile PDFs written by hand (so that
 * every byte is the one a scanner must see), and images. Nothing is downloaded.
 */
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'

import { createCanvas } from '@napi-rs/canvas'
import { PDFDocument, StandardFonts } from 'pdf-lib'
import QRCode from 'qrcode'

/** A screenshot of a parcel-fee text (api/extract/fixtures), our "scanned letter". */
export const SCANNED_LETTER_PNG = new Uint8Array(
  readFileSync(new URL('../extract/fixtures/parcel-notice.png', import.meta.url)),
)

interface LetterOptions {
  producer?: string
  created?: Date
  modified?: Date
  pages?: string[][]
  /** A PNG drawn on the first page (a QR code, a scan). */
  image?: Uint8Array
  /** Draw the image over the whole page and no text: a scanned letter. */
  imageOnly?: boolean
}

/** A letter of A4 pages, one line of Helvetica per entry. */
export async function letterPdf(options: LetterOptions): Promise<Uint8Array> {
  const document = await PDFDocument.create()
  const font = await document.embedFont(StandardFonts.Helvetica)
  const created = options.created ?? new Date('2025-03-04T10:00:00Z')
  document.setCreationDate(created)
  document.setModificationDate(options.modified ?? created)
  document.setProducer(options.producer ?? 'Microsoft® Word for Microsoft 365')
  document.setCreator(options.producer ?? 'Microsoft® Word for Microsoft 365')
  for (const [index, lines] of (options.pages ?? [[]]).entries()) {
    const page = document.addPage([595, 842])
    if (index === 0 && options.image) {
      const png = await document.embedPng(options.image)
      if (options.imageOnly) {
        const scale = Math.min(595 / png.width, 842 / png.height)
        page.drawImage(png, {
          x: 0,
          y: 842 - png.height * scale,
          width: png.width * scale,
          height: png.height * scale,
        })
      } else {
        page.drawImage(png, { x: 380, y: 60, width: 160, height: 160 })
      }
    }
    lines.forEach((line, row) => page.drawText(line, { x: 56, y: 780 - row * 18, size: 11, font }))
  }
  return document.save({ useObjectStreams: false })
}

export const CLEAN_LETTER_LINES = [
  'Riverside Dental Practice',
  '12 High Street, Leeds LS1 4AB',
  'Dear Ms Patel,',
  'This is a reminder that your next check-up is on Tuesday 14 May at 10:30.',
  'If you need to change it, call the practice on 0113 496 0000 during opening hours.',
  'We look forward to seeing you.',
  'Yours sincerely, Riverside Dental Practice',
]

export const CHANGED_BANK_INVOICE_LINES = [
  'INVOICE',
  'Invoice number: INV-20931   Invoice date: 3 March 2025',
  'Bill to: Mr J Smith, 4 Oak Road, Bristol',
  'Kitchen fitting - final payment            Amount due: £4,850.00',
  'VAT number: GB 123 4567 89   Company number: 1234X',
  'IMPORTANT: our bank details have changed. Please pay to our new account today.',
  'Sort code: 40-47-84   Account number: 70872490',
  'Payment by bank transfer within 24 hours to avoid a late fee.',
]

export const FAKE_HMRC_LINES = [
  'HM Revenue & Customs',
  'Final notice: unpaid tax of £1,274.60',
  'Your reference: HM-88213-TX',
  'Pay by bank transfer to sort code 20-45-77 account number 41234567.',
  'If you do not pay within 48 hours, enforcement agents will visit your home.',
  'Questions? Call 07700 900123 or email hmrc.refunds.office@gmail.com',
]

export const cleanLetterPdf = () => letterPdf({ pages: [CLEAN_LETTER_LINES] })
export const changedBankInvoicePdf = () => letterPdf({ pages: [CHANGED_BANK_INVOICE_LINES] })

/** A "letter from HMRC" made last night in an online editor. */
export const fakeHmrcLetterPdf = (now = new Date()) =>
  letterPdf({
    pages: [FAKE_HMRC_LINES],
    producer: 'Sejda PDF Desktop (https://www.sejda.com)',
    created: new Date(
      Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - 1, 23, 40),
    ),
  })

export async function qrPhishingPdf(
  url = 'http://hmrc-tax-refund.claim-now.xyz/login',
): Promise<Uint8Array> {
  const png = await QRCode.toBuffer(url, { margin: 4, scale: 8 })
  return letterPdf({
    pages: [
      ['Council Tax rebate', 'Scan the QR code below to claim your £150 rebate before Friday.'],
    ],
    image: new Uint8Array(png),
  })
}

export const scannedLetterPdf = () => letterPdf({ image: SCANNED_LETTER_PNG, imageOnly: true })

/** 2,000 pages, each with one line. */
export function manyPagesPdf(count = 2000): Promise<Uint8Array> {
  return letterPdf({
    pages: Array.from({ length: count }, (_, index) => [
      `Page ${index + 1} of the terms and conditions.`,
    ]),
  })
}

/**
 * A PDF written object by object, with a correct cross-reference table; `rawNames` are written
 * as given, so `/J#61vaScript` stays hidden from a naive reader.
 */
export function handWrittenPdf(objects: string[], trailerExtra = ''): Uint8Array {
  let body = '%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n'
  const offsets: number[] = []
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'))
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = Buffer.byteLength(body, 'latin1')
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailerExtra}>>\nstartxref\n${xref}\n%%EOF\n`
  return new Uint8Array(Buffer.from(body, 'latin1'))
}

function textPage(lines: string[], extra = ''): string[] {
  const content = `BT /F1 12 Tf 14 TL 72 720 Td ${lines.map((l) => `(${l}) Tj T*`).join(' ')} ET`
  return [
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents 5 0 R ${extra}>>`,
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ]
}

const PARCEL_LINES = ['Your parcel is waiting.', 'Open this document to arrange redelivery.']

/** JavaScript that runs when the file opens (OpenAction). */
export function javascriptPdf(name = '/JavaScript'): Uint8Array {
  return handWrittenPdf([
    `<< /Type /Catalog /Pages 2 0 R /OpenAction 6 0 R >>`,
    '<< /Type /Pages /Kids [4 0 R] /Count 1 >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    ...textPage(PARCEL_LINES),
    `<< /Type /Action /S ${name} /JS (app.launchURL\\("http://evri-redelivery.top/pay"\\)) >>`,
  ])
}

/** The same, with the action's name hidden as `/J#61vaScript`. */
export const hiddenJavascriptPdf = () => javascriptPdf('/J#61vaScript')

/**
 * Locked with a password: a standard security handler whose check values match no empty
 * password, so any reader must ask for one.
 */
export function encryptedPdf(): Uint8Array {
  const hex = (bytes: Buffer) => `<${bytes.toString('hex')}>`
  return handWrittenPdf(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [4 0 R] /Count 1 >>',
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
      ...textPage(['Locked']),
      `<< /Filter /Standard /V 1 /R 2 /Length 40 /P -44 /O ${hex(randomBytes(32))} /U ${hex(randomBytes(32))} >>`,
    ],
    `/Encrypt 6 0 R /ID [<${'ab'.repeat(16)}> <${'ab'.repeat(16)}>] `,
  )
}

/** A valid letter cut in half, as an interrupted download leaves it. */
export async function truncatedPdf(): Promise<Uint8Array> {
  const whole = await cleanLetterPdf()
  return whole.subarray(0, Math.floor(whole.length / 2))
}

/** A page 1,000,000 points wide. */
export function hugePagePdf(): Uint8Array {
  return handWrittenPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [4 0 R] /Count 1 >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 1000000 1000000] /Resources << /Font << /F1 3 0 R >> >> /Contents 5 0 R >>`,
    '<< /Length 0 >>\nstream\n\nendstream',
  ])
}

/**
 * A screenshot of a sign-in page: a brand's name, its form's fields and, in the address bar, a
 * look-alike domain (fictitious), as a phishing link opens it.
 */
export function signInPagePng(
  address = 'https://login.microsoftonline-verify.top/common/oauth2',
): Uint8Array {
  const canvas = createCanvas(1170, 1400)
  const context = canvas.getContext('2d')
  context.fillStyle = '#ffffff'
  context.fillRect(0, 0, 1170, 1400)
  context.fillStyle = '#eeeeee'
  context.fillRect(0, 0, 1170, 110)
  context.fillStyle = '#111111'
  context.font = '36px sans-serif'
  context.fillText(address, 40, 70)
  const lines: Array<[string, number]> = [
    ['Microsoft', 64],
    ['Sign in', 56],
    ['Email, phone, or Skype', 40],
    ['Password', 40],
    ['Forgot my password', 36],
    ['Next', 44],
  ]
  lines.forEach(([line, size], row) => {
    context.font = `${size}px sans-serif`
    context.fillText(line, 120, 260 + row * 170)
  })
  return new Uint8Array(canvas.encodeSync('png'))
}
