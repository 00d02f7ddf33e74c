/**
 * ScamScreen's own labelled set of documents for the document check (bench:documents'
 * `detection`): genuine UK letters, bills and screenshots; scam letters, invoices and
 * screenshots in English, Portuguese, Spanish, German, Polish and Romanian; pictures of sign-in
 * pages; locked and damaged files. Everything is made here, in memory, the same way on every
 * run: PDFs with the fixtures' `letterPdf` (Helvetica, WinAnsi only, so Polish and Romanian are
 * drawn as pictures) plus link annotations added with pdf-lib, pictures with @napi-rs/canvas
 * (`sans-serif`). pdf-lib names font resources with Math.random, so the set is made under a
 * seeded Math.random. No file is written, nothing is fetched.
 *
 * All people, companies, addresses and account numbers are invented; phone numbers are from
 * Ofcom's ranges for drama (07700 900xxx, 020 7946 0xxx, 0113 496 0xxx, 0808 157 0xxx…); every
 * scam address is a made-up domain, never a company's real one.
 */
import { createHash } from 'node:crypto'

import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas'
import { PDFDocument, PDFString, StandardFonts, type PDFFont } from 'pdf-lib'
import QRCode from 'qrcode'

import { handWrittenPdf, letterPdf } from '../api/test/document-fixtures.ts'

export type DocumentKind =
  'letter' | 'invoice' | 'screenshot' | 'locked' | 'damaged' | 'sign-in-page'

export interface LabelledDocument {
  name: string
  label: 'scam' | 'genuine'
  kind: DocumentKind
  /** ISO 639-1 code of the document's language. */
  language: string
  bytes: Uint8Array
  mimeType: 'application/pdf' | 'image/png' | 'image/jpeg'
}

// ---------------------------------------------------------------------------------------------
// Deterministic randomness

/** A small seeded generator (mulberry32): the same numbers on every run. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const seedOf = (text: string) => createHash('sha256').update(text).digest().readUInt32LE(0)

// ---------------------------------------------------------------------------------------------
// PDFs

interface PdfLetter {
  /** Paragraphs, wrapped to the page; '' is a blank line. */
  text: string[]
  producer?: string
  /** ISO dates of the metadata. */
  created?: string
  modified?: string
  /** Link annotations over the first place these words appear. */
  links?: Array<{ over: string; url: string }>
  /** A QR code of this text, drawn at the foot of page 1. */
  qr?: string
}

const PAGE_LEFT = 56
const TEXT_WIDTH = 595 - 2 * PAGE_LEFT
const FONT_SIZE = 11
const LINES_PER_PAGE = 40

let measuringFont: Promise<PDFFont> | undefined
const helvetica = () =>
  (measuringFont ??= PDFDocument.create().then((document) =>
    document.embedFont(StandardFonts.Helvetica),
  ))

function wrapPdfLine(font: PDFFont, paragraph: string): string[] {
  if (!paragraph) return ['']
  const lines: string[] = []
  let line = ''
  for (const word of paragraph.split(' ')) {
    const candidate = line ? `${line} ${word}` : word
    if (line && font.widthOfTextAtSize(candidate, FONT_SIZE) > TEXT_WIDTH) {
      lines.push(line)
      line = word
    } else line = candidate
  }
  lines.push(line)
  return lines
}

/** A letter written with the fixtures' `letterPdf`, wrapped and paged, with its links. */
async function pdf(letter: PdfLetter): Promise<Uint8Array> {
  const font = await helvetica()
  const lines = letter.text.flatMap((paragraph) => wrapPdfLine(font, paragraph))
  const perPage = letter.qr ? 30 : LINES_PER_PAGE
  const pages: string[][] = []
  for (let start = 0; start < lines.length; start += perPage) {
    pages.push(lines.slice(start, start + perPage))
  }
  const image = letter.qr
    ? new Uint8Array(await QRCode.toBuffer(letter.qr, { margin: 4, scale: 8 }))
    : undefined
  const bytes = await letterPdf({
    pages,
    producer: letter.producer,
    created: letter.created ? new Date(letter.created) : undefined,
    modified: letter.modified ? new Date(letter.modified) : undefined,
    image,
  })
  if (!letter.links?.length) return bytes
  const document = await PDFDocument.load(bytes, { updateMetadata: false })
  for (const { over, url } of letter.links) {
    const pageIndex = pages.findIndex((page) => page.some((line) => line.includes(over)))
    const page = pages[pageIndex]
    if (!page) throw new Error(`No line shows "${over}"`)
    const row = page.findIndex((line) => line.includes(over))
    const line = page[row] ?? ''
    const x = PAGE_LEFT + font.widthOfTextAtSize(line.slice(0, line.indexOf(over)), FONT_SIZE)
    const y = 780 - row * 18
    const width = font.widthOfTextAtSize(over, FONT_SIZE)
    const annotation = document.context.obj({
      Type: 'Annot',
      Subtype: 'Link',
      Rect: [x, y - 3, x + width, y + FONT_SIZE],
      Border: [0, 0, 0],
      A: { Type: 'Action', S: 'URI', URI: PDFString.of(url) },
    })
    document.getPage(pageIndex).node.addAnnot(document.context.register(annotation))
  }
  return document.save({ useObjectStreams: false })
}

/** A picture of a letter as the only content of a PDF: a scan. */
const scannedPdf = (png: Uint8Array, producer: string, created: string) =>
  letterPdf({ image: png, imageOnly: true, producer, created: new Date(created) })

/**
 * Locked with a password, like the fixtures' `encryptedPdf` (written with its `handWrittenPdf`)
 * but with fixed check values, so the file is the same on every run, and a page of its own.
 */
function lockedPdf(seed: string, producer: string, lines: string[]): Uint8Array {
  const random = seededRandom(seedOf(seed))
  const hex = () =>
    `<${Array.from({ length: 32 }, () =>
      Math.floor(random() * 256)
        .toString(16)
        .padStart(2, '0'),
    ).join('')}>`
  const content = `BT /F1 12 Tf 14 TL 72 720 Td ${lines.map((line) => `(${line}) Tj T*`).join(' ')} ET`
  const id = createHash('md5').update(seed).digest('hex')
  return handWrittenPdf(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [4 0 R] /Count 1 >>',
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents 5 0 R >>',
      `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
      `<< /Filter /Standard /V 1 /R 2 /Length 40 /P -44 /O ${hex()} /U ${hex()} >>`,
      `<< /Producer (${producer}) >>`,
    ],
    `/Encrypt 6 0 R /Info 7 0 R /ID [<${id}> <${id}>] `,
  )
}

// ---------------------------------------------------------------------------------------------
// Pictures

interface Block {
  text: string
  size?: number
  bold?: boolean
  color?: string
  align?: 'left' | 'center'
  /** Space above, in pixels (default half the size). */
  gap?: number
  /** A full-width band of this colour behind the block (a header). */
  band?: string
  /** A button (or message bubble) of this colour around the text (white text by default). */
  button?: string
  /** A bordered box around the text (an input field). */
  field?: boolean
}
type Item = string | Block

interface PictureOptions {
  width: number
  items: Item[]
  /** Default text size. */
  size?: number
  margin?: number
  background?: string
  ink?: string
  minHeight?: number
  /** Draws above the items (browser or phone chrome); returns where the items start. */
  chrome?: (context: SKRSContext2D, width: number) => number
}

const fontOf = (size: number, bold = false) => `${bold ? 'bold ' : ''}${size}px sans-serif`

function wrapCanvasText(context: SKRSContext2D, text: string, maxWidth: number): string[] {
  if (!text) return ['']
  const lines: string[] = []
  let line = ''
  for (const word of text.split(' ')) {
    const candidate = line ? `${line} ${word}` : word
    if (line && context.measureText(candidate).width > maxWidth) {
      lines.push(line)
      line = word
    } else line = candidate
  }
  lines.push(line)
  return lines
}

function layoutPicture(options: PictureOptions, draw: SKRSContext2D | null, start: number) {
  const measure = draw ?? createCanvas(10, 10).getContext('2d')
  const { width, size = 30, margin = Math.round(width * 0.06), ink = '#1b1b1b' } = options
  let y = start
  for (const item of options.items) {
    const block: Block = typeof item === 'string' ? { text: item } : item
    const blockSize = block.size ?? size
    const lineHeight = Math.round(blockSize * 1.4)
    measure.font = fontOf(blockSize, block.bold)
    const boxed = Boolean(block.button || block.field)
    const inner = width - 2 * margin - (boxed ? blockSize * 1.6 : 0)
    const lines = wrapCanvasText(measure, block.text, inner)
    const pad = boxed ? Math.round(blockSize * 0.6) : block.band ? Math.round(blockSize * 0.5) : 0
    y += block.gap ?? Math.round(blockSize * 0.5)
    const height = lines.length * lineHeight + 2 * pad
    if (draw) {
      if (block.band) {
        draw.fillStyle = block.band
        draw.fillRect(0, y, width, height)
      }
      if (block.button || block.field) {
        const widest = Math.max(...lines.map((line) => draw.measureText(line).width))
        const boxWidth = block.field ? width - 2 * margin : widest + blockSize * 1.6
        const left = block.align === 'center' ? (width - boxWidth) / 2 : margin
        if (block.button) {
          draw.fillStyle = block.button
          draw.fillRect(left, y, boxWidth, height)
        } else {
          draw.strokeStyle = '#8a8886'
          draw.lineWidth = 2
          draw.strokeRect(left, y, boxWidth, height)
        }
      }
      draw.fillStyle = block.color ?? (block.button ? '#ffffff' : ink)
      draw.textBaseline = 'top'
      lines.forEach((line, row) => {
        const lineWidth = draw.measureText(line).width
        const x =
          block.align === 'center'
            ? (width - lineWidth) / 2
            : margin + (block.button || block.field ? blockSize * 0.8 : 0)
        draw.fillText(line, x, y + pad + row * lineHeight + Math.round(blockSize * 0.15))
      })
    }
    y += height
  }
  return y + margin
}

/** Text drawn on a plain page or screen. */
function pictureCanvas(options: PictureOptions): Canvas {
  const probe = createCanvas(options.width, 10).getContext('2d')
  const start = options.chrome ? options.chrome(probe, options.width) : (options.margin ?? 40)
  const height = Math.max(options.minHeight ?? 0, layoutPicture(options, null, start))
  const canvas = createCanvas(options.width, height)
  const context = canvas.getContext('2d')
  context.fillStyle = options.background ?? '#ffffff'
  context.fillRect(0, 0, options.width, height)
  const top = options.chrome ? options.chrome(context, options.width) : (options.margin ?? 40)
  layoutPicture(options, context, top)
  return canvas
}

const png = (canvas: Canvas) => new Uint8Array(canvas.encodeSync('png'))

/** A phone screenshot: status bar, an app's title bar, then the items. */
function phoneScreenshot(
  app: { title: string; bar: string; barInk?: string; address?: string },
  items: Item[],
  options: { background?: string; size?: number } = {},
): Uint8Array {
  const chrome = (context: SKRSContext2D, width: number) => {
    context.fillStyle = '#f2f2f2'
    context.fillRect(0, 0, width, 70)
    context.fillStyle = '#111'
    context.font = fontOf(30, true)
    context.textBaseline = 'middle'
    context.fillText('09:41', 40, 36)
    context.fillText('4G  87%', width - 190, 36)
    let top = 70
    if (app.address) {
      context.fillStyle = '#e8eaed'
      context.fillRect(0, top, width, 100)
      context.fillStyle = '#ffffff'
      context.fillRect(30, top + 18, width - 60, 64)
      context.fillStyle = '#3c4043'
      context.font = fontOf(30)
      context.fillText(app.address, 60, top + 50)
      top += 100
    }
    context.fillStyle = app.bar
    context.fillRect(0, top, width, 120)
    context.fillStyle = app.barInk ?? '#ffffff'
    context.font = fontOf(42, true)
    context.fillText(app.title, 50, top + 60)
    return top + 130
  }
  return png(
    pictureCanvas({
      width: 1080,
      size: options.size ?? 36,
      margin: 50,
      background: options.background ?? '#ffffff',
      items,
      minHeight: 1500,
      chrome,
    }),
  )
}

/** A page of A4 proportions drawn as a picture (a scan, or the paper in a photo). */
function paperCanvas(items: Item[], options: { size?: number; width?: number } = {}): Canvas {
  const width = options.width ?? 1650
  return pictureCanvas({
    width,
    size: options.size ?? 32,
    margin: 120,
    background: '#ffffff',
    items,
    minHeight: Math.round(width * 1.414),
  })
}

/** A phone photo of a paper letter on a table: turned a little, unevenly lit, some grain. */
function photoOf(paper: Canvas, seed: string, angleDegrees = 1.2): Uint8Array {
  const random = seededRandom(seedOf(seed))
  const border = 160
  const canvas = createCanvas(paper.width + 2 * border, paper.height + 2 * border)
  const context = canvas.getContext('2d')
  context.fillStyle = '#7a6651'
  context.fillRect(0, 0, canvas.width, canvas.height)
  context.save()
  context.translate(canvas.width / 2, canvas.height / 2)
  context.rotate((angleDegrees * Math.PI) / 180)
  context.fillStyle = 'rgba(0,0,0,0.35)'
  context.fillRect(-paper.width / 2 + 14, -paper.height / 2 + 18, paper.width, paper.height)
  context.drawImage(paper, -paper.width / 2, -paper.height / 2)
  context.restore()
  const light = context.createLinearGradient(0, 0, canvas.width, canvas.height)
  light.addColorStop(0, 'rgba(255,250,235,0.10)')
  light.addColorStop(1, 'rgba(40,30,20,0.22)')
  context.fillStyle = light
  context.fillRect(0, 0, canvas.width, canvas.height)
  for (let speck = 0; speck < 6000; speck++) {
    const shade = Math.floor(random() * 80)
    context.fillStyle = `rgba(${shade},${shade},${shade},0.12)`
    context.fillRect(random() * canvas.width, random() * canvas.height, 2, 2)
  }
  return new Uint8Array(canvas.encodeSync('jpeg', 82))
}

interface SignInPage {
  address: string
  tab: string
  brand: string
  brandColor: string
  title: string
  subtitle?: string
  fields: string[]
  button: string
  footer: string[]
}

/** A desktop browser showing a sign-in page: tab, address bar, brand, fields and button. */
function signInScreenshot(page: SignInPage): Uint8Array {
  const scale = 1.25
  const width = 1280
  const height = 860
  const canvas = createCanvas(width * scale, height * scale)
  const context = canvas.getContext('2d')
  context.scale(scale, scale)
  context.textBaseline = 'middle'
  // Browser: tab strip, tab, address bar with a padlock.
  context.fillStyle = '#dee1e6'
  context.fillRect(0, 0, width, 96)
  context.fillStyle = '#ffffff'
  context.fillRect(12, 8, 260, 36)
  context.fillStyle = '#202124'
  context.font = fontOf(14)
  context.fillText(page.tab, 28, 26)
  context.fillStyle = '#ffffff'
  context.fillRect(0, 44, width, 52)
  context.fillStyle = '#f1f3f4'
  context.fillRect(110, 52, width - 220, 36)
  context.fillStyle = '#5f6368'
  context.fillRect(128, 68, 12, 10)
  context.strokeStyle = '#5f6368'
  context.lineWidth = 2
  context.beginPath()
  context.arc(134, 67, 4, Math.PI, 0)
  context.stroke()
  context.fillStyle = '#202124'
  context.font = fontOf(17)
  context.fillText(page.address, 152, 70)
  context.fillStyle = '#5f6368'
  context.font = fontOf(22, true)
  context.fillText('<   >   C', 20, 70)
  // Page: a card in the middle.
  context.fillStyle = '#f3f2f1'
  context.fillRect(0, 96, width, height - 96)
  const cardLeft = 400
  const cardWidth = 480
  context.fillStyle = '#ffffff'
  context.fillRect(cardLeft, 140, cardWidth, 660)
  let y = 190
  context.fillStyle = page.brandColor
  context.font = fontOf(30, true)
  context.fillText(page.brand, cardLeft + 44, y)
  y += 62
  context.fillStyle = '#1b1b1b'
  context.font = fontOf(28, true)
  context.fillText(page.title, cardLeft + 44, y)
  y += 40
  if (page.subtitle) {
    context.font = fontOf(15)
    context.fillStyle = '#323130'
    for (const line of wrapCanvasText(context, page.subtitle, cardWidth - 88)) {
      context.fillText(line, cardLeft + 44, y)
      y += 22
    }
    y += 12
  }
  for (const field of page.fields) {
    context.strokeStyle = '#8a8886'
    context.lineWidth = 1.5
    context.strokeRect(cardLeft + 44, y, cardWidth - 88, 44)
    context.fillStyle = '#605e5c'
    context.font = fontOf(16)
    context.fillText(field, cardLeft + 58, y + 23)
    y += 62
  }
  y += 8
  context.fillStyle = page.brandColor
  context.fillRect(cardLeft + 44, y, cardWidth - 88, 46)
  context.fillStyle = '#ffffff'
  context.font = fontOf(17, true)
  const buttonWidth = context.measureText(page.button).width
  context.fillText(page.button, cardLeft + (cardWidth - buttonWidth) / 2, y + 24)
  y += 80
  context.font = fontOf(14)
  context.fillStyle = '#0067b8'
  for (const line of page.footer) {
    context.fillText(line, cardLeft + 44, y)
    y += 26
  }
  return png(canvas)
}

/** A PNG whose image data is overwritten with noise after its first bytes: the header reads. */
function corruptedPng(bytes: Uint8Array, seed: string): Uint8Array {
  const copy = new Uint8Array(bytes)
  const random = seededRandom(seedOf(seed))
  const data = Buffer.from(copy.buffer, copy.byteOffset, copy.length).indexOf('IDAT')
  for (let index = data + 64; index < copy.length - 12; index++) {
    if (random() < 0.6) copy[index] = Math.floor(random() * 256)
  }
  return copy
}

// ---------------------------------------------------------------------------------------------
// The documents

type Maker = () => Promise<Uint8Array> | Uint8Array
interface Entry extends Omit<LabelledDocument, 'bytes'> {
  make: Maker
}

const WORD = 'Microsoft® Word for Microsoft 365'
/** A text message in a messaging app. */
const BUBBLE = { button: '#e9e9eb', color: '#111111' } as const

const genuine: Entry[] = [
  {
    name: 'hmrc-tax-code-notice',
    label: 'genuine',
    kind: 'letter',
    language: 'en',
    mimeType: 'application/pdf',
    make: () =>
      pdf({
        producer: 'Adobe PDF Library 17.0',
        created: '2026-10-12T07:14:00Z',
        text: [
          'HM Revenue and Customs',
          'Pay As You Earn and Self Assessment',
          'HM Revenue and Customs, BX9 1AS',
          '',
          'Mr Daniel Whitcombe',
          '27 Larch Close',
          'Shrewsbury SY3 9ZZ',
          '',
          'Date of issue: 12 October 2026',
          'National Insurance number: QQ 12 34 56 C',
          'Employer: Fenwick & Lowe Engineering Ltd   Employer PAYE reference: 123/FL45678',
          '',
          'Your tax code for the 2026 to 2027 tax year is 1113L',
          '',
          'Dear Mr Whitcombe,',
          'We have sent your employer a new tax code to use from 6 November 2026. It replaces the code 1257L you had before, because your employer told us you now have private medical insurance through work. This notice explains how we worked out the new code. You do not need to do anything if the figures below are right.',
          '',
          'How we worked out your tax code',
          'Personal Allowance: £12,570',
          'Less employer benefits - medical insurance: £1,440',
          'Amount of income you can have before paying tax: £11,130',
          'We take off the last digit of £11,130 to get the number in your tax code, 1113. The letter L means you are entitled to the standard tax-free Personal Allowance.',
          '',
          'If something is wrong',
          'You can check your tax code and tell us about changes in your personal tax account or the HMRC app. Search GOV.UK for "personal tax account" and sign in with your Government Gateway user ID or GOV.UK One Login.',
          '',
          'This notice does not tell you how much tax you owe. If you have paid too much or too little tax by the end of the tax year we will write to you separately.',
          '',
          'HM Revenue and Customs',
        ],
      }),
  },
  {
    name: 'hmrc-self-assessment-reminder',
    label: 'genuine',
    kind: 'letter',
    language: 'en',
    mimeType: 'application/pdf',
    make: () =>
      pdf({
        producer: 'Adobe PDF Library 17.0',
        created: '2026-11-03T06:52:00Z',
        links: [
          {
            over: 'www.gov.uk/log-in-file-self-assessment-tax-return',
            url: 'https://www.gov.uk/log-in-file-self-assessment-tax-return',
          },
        ],
        text: [
          'HM Revenue and Customs',
          'Self Assessment',
          'BX9 1AS',
          '',
          'Ms Harriet Colquhoun',
          'Flat 3, 41 Marlowe Road',
          'Canterbury CT2 7ZQ',
          '',
          'Date: 3 November 2026',
          'Unique Taxpayer Reference (UTR): 12345 67890',
          '',
          'Reminder: your 2025 to 2026 tax return is due by 31 January 2027',
          '',
          'Dear Ms Colquhoun,',
          'Our records show that you have not yet sent us your Self Assessment tax return for the year ended 5 April 2026. The deadline for online returns is 31 January 2027, and any tax you owe must be paid by the same date.',
          '',
          'The quickest way to file is online. Go to www.gov.uk/log-in-file-self-assessment-tax-return and sign in with your Government Gateway user ID. If this is your first online return, allow up to 10 working days for your activation code to arrive by post.',
          '',
          'If you miss the deadline you will have to pay a £100 penalty, even if you have no tax to pay. More penalties apply if the return is later than 3 months.',
          '',
          'If you think you no longer need to send a return, for example because you stopped being self-employed, tell us before the deadline. You can find out how on GOV.UK by searching "stop Self Assessment".',
          '',
          'We will never ask you for your bank details or a payment by text message or email about this reminder.',
          '',
          'Yours sincerely,',
          'Self Assessment, HM Revenue and Customs',
        ],
      }),
  },
  {
    name: 'dvla-vehicle-tax-reminder-photo',
    label: 'genuine',
    kind: 'letter',
    language: 'en',
    mimeType: 'image/jpeg',
    make: () =>
      photoOf(
        paperCanvas([
          { text: 'DVLA', size: 56, bold: true, color: '#00703c' },
          { text: 'Driver and Vehicle Licensing Agency, Swansea SA99 1AR', size: 24 },
          { text: 'Mrs Eleanor Pryce-Jones', gap: 50 },
          '9 Cwrt y Felin',
          'Bridgend CF31 9ZX',
          { text: 'Vehicle tax reminder (V11)', size: 44, bold: true, gap: 60 },
          { text: 'Registration number: AB12 CDE    Make: VAUXHALL    Colour: GREY', gap: 30 },
          'Your vehicle tax runs out on 30 November 2026.',
          {
            text: 'You can tax your vehicle online at www.gov.uk/vehicle-tax or by phone, 24 hours a day, using the 16-digit reference number below. You can also tax at a Post Office that deals with vehicle tax.',
            gap: 30,
          },
          { text: 'Reference number: 4421 8890 1275 3306', bold: true, gap: 30 },
          {
            text: 'Amount to pay: 12 months £195.00 or 6 months £107.25. You can also pay by Direct Debit monthly.',
            gap: 30,
          },
          {
            text: 'If you no longer keep this vehicle on a public road, make a SORN (Statutory Off Road Notification). If you have sold it, you do not need to do anything with this letter.',
            gap: 30,
          },
          {
            text: 'It is an offence to use or keep a vehicle on a public road without vehicle tax.',
            gap: 30,
          },
        ]),
        'dvla-vehicle-tax-reminder-photo',
        -1.4,
      ),
  },
  {
    name: 'council-tax-bill',
    label: 'genuine',
    kind: 'invoice',
    language: 'en',
    mimeType: 'application/pdf',
    make: () =>
      pdf({
        producer: 'Northgate Revenues & Benefits / PDFlib 9.3',
        created: '2026-03-09T04:10:00Z',
        text: [
          'Westmere Borough Council',
          'Revenues Service, Civic Centre, Market Square, Westmere WM1 1ZZ',
          '',
          'Mr and Mrs O Adeyemi',
          '118 Kingfisher Way',
          'Westmere WM4 7ZB',
          '',
          'Council Tax Demand Notice 2026/27',
          'Account reference: 60012345   Bill date: 9 March 2026',
          'Property band: C   Period: 1 April 2026 to 31 March 2027',
          '',
          'Westmere Borough Council: £1,512.48',
          'Hartshire County Council: £412.90',
          'Hartshire Fire Authority: £86.11',
          'Police and Crime Commissioner: £268.77',
          'Parish of Little Westmere: £41.06',
          'Total charge for the year: £2,321.32',
          '',
          'Instalments: 10 monthly payments. First instalment of £232.22 due on 1 April 2026, then £232.10 on the 1st of each month from May 2026 to January 2027.',
          '',
          'You pay by Direct Debit. The amounts above will be collected from your account automatically; you do not need to do anything.',
          '',
          'Changes in circumstances: if you now live alone you may be entitled to a 25% single person discount. Apply online at www.westmere.gov.uk/counciltax or call 0118 496 0714, Monday to Friday, 9am to 5pm.',
          '',
          'Explanatory notes about how the council spends the money are on our website and are available in print on request.',
        ],
      }),
  },
  {
    name: 'bank-statement',
    label: 'genuine',
    kind: 'letter',
    language: 'en',
    mimeType: 'application/pdf',
    make: () =>
      pdf({
        producer: 'Harbourside Bank Statements (Apache FOP 2.9)',
        created: '2026-11-02T02:31:00Z',
        text: [
          'Harbourside Bank',
          'Current account statement',
          '',
          'Miss Priya Raghunathan',
          '6 Thornbury Court, Leicester LE2 8ZW',
          '',
          'Sort code 30-96-26   Account number 81116308',
          'Statement period: 1 October 2026 to 31 October 2026',
          'Opening balance: £1,284.15',
          '',
          '01 Oct   Card payment   TESCO STORES 2217   £43.18 out   Balance £1,240.97',
          '02 Oct   Direct Debit   WESTMERE BC CTAX   £118.00 out   Balance £1,122.97',
          '03 Oct   Standing order   RENT 6 THORNBURY   £725.00 out   Balance £397.97',
          '06 Oct   Card payment   TRAINLINE   £26.40 out   Balance £371.57',
          '10 Oct   Faster payment   from A RAGHUNATHAN ref BIRTHDAY   £50.00 in   Balance £421.57',
          '14 Oct   Direct Debit   GYMFLEX LTD   £24.99 out   Balance £396.58',
          '17 Oct   Card payment   BOOTS 1181 LEICESTER   £12.35 out   Balance £384.23',
          '24 Oct   Cash machine   LEICESTER HIGH ST   £40.00 out   Balance £344.23',
          '28 Oct   Salary   MIDSHIRE NHS TRUST   £2,146.62 in   Balance £2,490.85',
          '29 Oct   Direct Debit   BRIGHTWELL ENERGY   £71.00 out   Balance £2,419.85',
          '',
          'Closing balance: £2,419.85',
          'Arranged overdraft limit: £250.00',
          '',
          'Your deposits are eligible for protection by the Financial Services Compensation Scheme. If there is a payment you do not recognise, call us on the number on the back of your card.',
        ],
      }),
  },
  {
    name: 'plumber-invoice',
    label: 'genuine',
    kind: 'invoice',
    language: 'en',
    mimeType: 'application/pdf',
    make: () =>
      pdf({
        producer: WORD,
        created: '2026-10-21T17:05:00Z',
        text: [
          'M. Doherty Plumbing & Heating',
          'Unit 4, Station Yard, Chorley PR7 9ZT   Tel 0161 496 0382',
          'Gas Safe registered   VAT reg no GB 246 8135 51',
          '',
          'INVOICE 1187',
          'Date: 21 October 2026',
          'To: Mrs S Ferreira, 52 Lowther Avenue, Chorley PR7 2ZL',
          '',
          'Replace leaking cylinder valve and refill heating system (20 Oct)',
          'Labour 3.5 hours at £48.00: £168.00',
          'Parts: 22mm zone valve, inhibitor, fittings: £96.40',
          'Subtotal: £264.40',
          'VAT at 20%: £52.88',
          'Total due: £317.28',
          '',
          'Payment within 14 days please, by bank transfer to the same account as before:',
          'M Doherty Plumbing, sort code 60-83-71, account number 10875070, reference 1187.',
          '',
          'Our bank details have not changed. If you ever get a message saying they have, ring me on the number above before paying.',
          '',
          'Thank you for your custom - Mick',
        ],
      }),
  },
  {
    name: 'builder-invoice-photo',
    label: 'genuine',
    kind: 'invoice',
    language: 'en',
    mimeType: 'image/jpeg',
    make: () =>
      photoOf(
        paperCanvas([
          { text: 'Ashworth & Sons Building Contractors', size: 46, bold: true },
          { text: '17 Canal Street, Macclesfield SK11 9ZD  -  0161 496 0925', size: 26 },
          { text: 'Invoice no. AS-2026-044', bold: true, gap: 60 },
          'Date: 6 November 2026',
          'Client: Mr T Okonkwo, 8 Heron Rise, Macclesfield',
          'Job: single-storey rear extension (stage 3 of 4: roof and windows)',
          { text: 'Roof structure, felt, battens and tiles: £6,420.00', gap: 40 },
          'Supply and fit 3 uPVC windows and bifold door: £5,180.00',
          'Skip hire and waste removal: £340.00',
          { text: 'Stage 3 total (no VAT, not VAT registered): £11,940.00', bold: true },
          {
            text: 'As agreed in the quote of 2 July, payment is due within 7 days of each stage. Please pay to the account you paid the deposit and stage 2 into: Ashworth & Sons, sort code 11-01-06, account 31769603.',
            gap: 40,
          },
          {
            text: 'Stage 4 (plastering, electrics sign-off and snagging) will be invoiced on completion.',
            gap: 30,
          },
          { text: 'Many thanks, Gary Ashworth', gap: 40 },
        ]),
        'builder-invoice-photo',
        0.8,
      ),
  },
  {
    name: 'nhs-hospital-appointment',
    label: 'genuine',
    kind: 'letter',
    language: 'en',
    mimeType: 'application/pdf',
    make: () =>
      pdf({
        producer: 'Cerner Millennium / Crystal Reports',
        created: '2026-11-10T11:22:00Z',
        text: [
          'Midshire Hospitals NHS Foundation Trust',
          'Outpatient Appointments Centre, Queen Anne Hospital, Midshire MD1 4ZZ',
          'Telephone: 0121 496 0587 (Monday to Friday, 8am to 6pm)',
          '',
          'Mr Colin Ashby',
          '3 Orchard View, Midshire MD6 2ZF',
          '',
          'NHS number: 943 476 5919   Hospital number: K2291773',
          'Date of letter: 10 November 2026',
          '',
          'Dear Mr Ashby,',
          'Your GP has referred you to the Dermatology clinic. We have booked the following appointment for you:',
          '',
          'Date: Thursday 3 December 2026   Time: 14:20',
          'Clinic: Dermatology, Outpatients Department B, Level 1, Queen Anne Hospital',
          'Consultant: Dr R Menon',
          '',
          'Please arrive 10 minutes early and bring a list of any medicines you take. Parking is limited; the 14 and 14A buses stop outside the main entrance.',
          '',
          'If you cannot attend, please let us know as soon as possible by calling the number above so that we can offer the appointment to someone else. You can also view or change this appointment in the NHS App.',
          '',
          'There is no charge for NHS hospital appointments. The hospital will never ask you to pay to confirm or keep an appointment.',
          '',
          'Yours sincerely,',
          'Outpatient Appointments Centre',
        ],
      }),
  },
  {
    name: 'energy-bill',
    label: 'genuine',
    kind: 'invoice',
    language: 'en',
    mimeType: 'application/pdf',
    make: () =>
      pdf({
        producer: 'Brightwell Energy Billing (iText 7.2.5)',
        created: '2026-11-04T03:45:00Z',
        text: [
          'Brightwell Energy',
          'Your energy bill',
          '',
          'Mr Jonah Castellanos, 20 Willow Bank, Norwich NR3 9ZE',
          'Account number: 8800 4417 29   Bill date: 4 November 2026',
          'Billing period: 5 October 2026 to 3 November 2026',
          '',
          'Electricity: 212 kWh at 26.35p = £55.86; standing charge 30 days at 53.68p = £16.10',
          'Gas: 640 kWh at 6.29p = £40.26; standing charge 30 days at 31.65p = £9.50',
          'VAT at 5%: £6.09',
          'Total charges this period: £127.81',
          '',
          'Balance brought forward: £84.20 in credit',
          'Payments received: £95.00 on 29 October (Direct Debit)',
          'Balance now: £51.39 in credit',
          '',
          'Your Direct Debit stays at £95.00 a month. Your tariff: Brightwell Fixed November 2025, ends 30 November 2026. We will write to you with your renewal options at least 42 days before it ends.',
          '',
          'Meter readings: smart meter readings sent automatically. Electricity 042188, gas 11873.',
          '',
          'Need help paying? Call us free on 0808 157 0214. If you smell gas call the National Gas Emergency Service on 0800 111 999.',
        ],
      }),
  },
  {
    name: 'tv-licensing-renewal',
    label: 'genuine',
    kind: 'letter',
    language: 'en',
    mimeType: 'application/pdf',
    make: () =>
      pdf({
        producer: 'TV Licensing Correspondence (PDFlib 10.0)',
        created: '2026-10-18T05:12:00Z',
        links: [{ over: 'tvlicensing.co.uk/renew', url: 'https://www.tvlicensing.co.uk/renew' }],
        text: [
          'TV Licensing',
          'Darlington DL98 1TL',
          '',
          'The Legal Occupier',
          '44 Fairfield Crescent',
          'Stockport SK4 9ZH',
          '',
          'Licence number: 1109 4432 8812 77',
          '18 October 2026',
          '',
          'Your TV Licence is due for renewal',
          '',
          'Dear Sir or Madam,',
          'Your current TV Licence expires on 30 November 2026. Because you pay in full by cash or card each year, we are writing to remind you to renew it.',
          '',
          'The cost of a colour TV Licence is £174.50. You can renew online at tvlicensing.co.uk/renew using your licence number, or by calling 0300 790 6131 (textphone services available). You can also choose to spread the cost with a monthly Direct Debit.',
          '',
          'If you no longer need a licence, for example because you do not watch or record live TV on any channel or use BBC iPlayer, you can tell us online and we will update our records.',
          '',
          'Please note: we will never email or text you to ask for your bank details to claim a refund.',
          '',
          'Yours faithfully,',
          'TV Licensing',
        ],
      }),
  },
  {
    name: 'water-bill-screenshot',
    label: 'genuine',
    kind: 'invoice',
    language: 'en',
    mimeType: 'image/png',
    make: () =>
      phoneScreenshot({ title: 'Fenland Water - My account', bar: '#005eb8' }, [
        { text: 'Your bill is ready', size: 48, bold: true },
        'Account 4001 2236 5589',
        'Bill date 1 October 2026',
        { text: 'Water supply 1 Oct 2026 - 31 Mar 2027: £112.44', gap: 40 },
        'Wastewater (sewerage): £146.09',
        'Surface water drainage: £21.30',
        { text: 'Total for the half year: £279.83', bold: true },
        {
          text: 'You pay by Direct Debit: 6 payments of £46.64 from 15 October. You do not need to do anything.',
          gap: 40,
        },
        {
          text: 'Struggling to pay? Our WaterSure and social tariffs could lower your bill. Find out more in the Help section of this app.',
          gap: 40,
        },
        { text: 'Download bill (PDF)', button: '#005eb8', gap: 60 },
      ]),
  },
  {
    name: 'school-letter',
    label: 'genuine',
    kind: 'letter',
    language: 'en',
    mimeType: 'application/pdf',
    make: () =>
      pdf({
        producer: WORD,
        created: '2026-11-05T15:48:00Z',
        text: [
          "St Aldhelm's Church of England Primary School",
          'Vicarage Lane, Frome BA11 9ZR   Telephone 0117 496 0213',
          'Headteacher: Mrs J Barraclough',
          '',
          '5 November 2026',
          '',
          'Dear Parents and Carers of Year 4,',
          '',
          'Trip to the Roman Baths, Thursday 26 November',
          '',
          'As part of our topic on the Romans, Year 4 will visit the Roman Baths in Bath. We will leave school by coach at 9:00 and be back by 15:15, in time for normal collection.',
          '',
          'The cost of the trip is £14.50, which covers the coach and entry. Please pay through ParentPay, as you do for school dinners, by Friday 20 November. No child will miss out because of cost: if this is difficult, please speak to Mrs Kowalczyk in the office in confidence.',
          '',
          'Children will need a packed lunch in a named, disposable bag (or a school packed lunch can be ordered as usual), a waterproof coat and sensible shoes. Please do not send money or phones.',
          '',
          'We still need four parent helpers. If you have a current DBS check with the school and can help, please let the class teachers know.',
          '',
          'Kind regards,',
          'Mr A Lindqvist and Miss F Oduya, Year 4 teachers',
        ],
      }),
  },
  {
    name: 'payslip',
    label: 'genuine',
    kind: 'letter',
    language: 'en',
    mimeType: 'application/pdf',
    make: () =>
      pdf({
        producer: 'Sage 50 Payroll',
        created: '2026-10-27T12:03:00Z',
        text: [
          'Pennine Valley Logistics Ltd',
          'Payslip',
          '',
          'Employee: Kwame Mensah-Boateng   Employee no: 00417',
          'NI number: QQ 12 34 56 C   Tax code: 1257L   NI category: A',
          'Pay date: 31 October 2026   Tax period: 7 (monthly)',
          '',
          'Payments',
          'Basic pay 162.5 hours at £13.40: £2,177.50',
          'Overtime 9 hours at £20.10: £180.90',
          'Night shift allowance: £96.00',
          'Gross pay: £2,454.40',
          '',
          'Deductions',
          'Income tax: £281.80',
          'National Insurance: £129.31',
          'Pension (employee 5%): £98.62',
          'Total deductions: £509.73',
          '',
          'Net pay: £1,944.67',
          'Paid by BACS to account ending 6213',
          '',
          'Year to date: gross pay £16,843.10, tax £1,912.40, National Insurance £884.05, pension £673.45',
          'Employer pension contribution this period: £59.17',
          '',
          'Queries about your pay? Contact payroll@penninevalley-logistics.co.uk or speak to your shift manager.',
        ],
      }),
  },
  {
    name: 'amazon-order-confirmation-screenshot',
    label: 'genuine',
    kind: 'screenshot',
    language: 'en',
    mimeType: 'image/png',
    make: () =>
      phoneScreenshot(
        { title: 'amazon.co.uk', bar: '#232f3e' },
        [
          { text: 'Thank you, your order has been placed.', size: 44, bold: true },
          { text: 'Order number 204-5518731-2290716', gap: 30 },
          'Arriving Friday 4 December',
          'Delivering to Sian Llewellyn, 12 Heol y Parc, Cardiff CF14',
          {
            text: 'Brabantia Pedal Bin 30 L, Matt Steel, Quantity: 1    £42.99',
            gap: 40,
          },
          'Pukka Pad A4 Notebooks, pack of 3, Quantity: 2    £15.98',
          { text: 'Order total: £58.97', bold: true, gap: 30 },
          'Paid with Visa ending in 4417',
          {
            text: 'We will send you an email when your items are dispatched. You can see the progress of your order in Your Orders.',
            gap: 40,
          },
          { text: 'Review or edit your order', button: '#ffd814', color: '#0f1111', gap: 50 },
          { text: 'Continue shopping', color: '#007185', gap: 40 },
        ],
        { background: '#ffffff' },
      ),
  },
  {
    name: 'bank-letter-new-card-pin-warning',
    label: 'genuine',
    kind: 'letter',
    language: 'en',
    mimeType: 'application/pdf',
    make: () =>
      pdf({
        producer: 'Kestrel Bank Customer Letters (Adobe PDF Library 15.0)',
        created: '2026-11-12T04:02:00Z',
        text: [
          'Kestrel Bank plc',
          'PO Box 4471, Sheffield S98 1ZZ',
          '',
          'Mr Farhan Qureshi',
          '71 Beech Grove, Sheffield S7 9ZN',
          '',
          '12 November 2026',
          '',
          'Your new debit card is on its way',
          '',
          'Dear Mr Qureshi,',
          'Your Kestrel Bank Visa debit card ending 2290 expires at the end of this month, so we have sent you a replacement. It should arrive within 5 working days in a plain white envelope. Your PIN stays the same.',
          '',
          'When your new card arrives, sign the back straight away and activate it by using it with your PIN at a cash machine or in a shop, or by signing in to the Kestrel app. Your old card will keep working until the new one is used, then please cut it through the chip and magnetic strip.',
          '',
          'Keeping your money safe',
          'We will never ask you for your PIN, your full online banking password or a one-time passcode - not by phone, text, email or in person. We will never ask you to move money to a "safe account" or send a courier to collect your card. If anyone does, it is a scam: hang up and call us on the number on the back of your card.',
          '',
          'If your card has not arrived by 30 November, call us on 0114 496 0870.',
          '',
          'Yours sincerely,',
          'Card Services, Kestrel Bank',
        ],
      }),
  },
  {
    name: 'council-parking-permit-renewal',
    label: 'genuine',
    kind: 'letter',
    language: 'en',
    mimeType: 'application/pdf',
    make: () =>
      pdf({
        producer: 'Westmere Borough Council (Microsoft Reporting Services PDF Rendering Extension)',
        created: '2026-11-06T09:31:00Z',
        links: [
          {
            over: 'www.westmere.gov.uk/parkingpermits',
            url: 'https://www.westmere.gov.uk/parkingpermits',
          },
        ],
        text: [
          'Westmere Borough Council',
          'Parking Services, Civic Centre, Market Square, Westmere WM1 1ZZ',
          '',
          'Ms Rosalind Hartley-Evans',
          '15 Abbey Terrace, Westmere WM2 3ZP',
          '',
          '6 November 2026',
          'Permit number: RP-W2-008815   Zone: W2 (Abbey)   Vehicle: LM19 XYZ',
          '',
          "Your residents' parking permit expires on 31 December 2026",
          '',
          'Dear Ms Hartley-Evans,',
          "Your residents' parking permit for zone W2 runs out at the end of December. To keep parking in the zone, please renew before then.",
          '',
          'You can renew online at www.westmere.gov.uk/parkingpermits by signing in to your existing parking account. Permits are now virtual, so there is nothing to display in your windscreen. The charge for 12 months for a petrol or diesel car is £96; electric vehicles pay £30.',
          '',
          'If you have moved, changed vehicle or no longer need a permit, update your parking account instead of renewing. If you cannot apply online, call Parking Services on 0118 496 0361 and we will send you a paper form.',
          '',
          'Civil enforcement officers will check permits from 1 January 2027.',
          '',
          'Yours sincerely,',
          'Parking Services Team',
        ],
      }),
  },
  {
    name: 'paypal-payment-receipt-screenshot',
    label: 'genuine',
    kind: 'screenshot',
    language: 'en',
    mimeType: 'image/png',
    make: () =>
      phoneScreenshot({ title: 'PayPal', bar: '#003087' }, [
        { text: 'You paid £23.50 GBP', size: 48, bold: true },
        'to Hollybush Garden Supplies',
        { text: 'Transaction ID 7KD44912RT0093514', gap: 40 },
        '25 November 2026, 14:08',
        { text: 'Payment from: Visa Debit ...8813', gap: 30 },
        'Instructions to merchant: please leave by the side gate',
        { text: 'Item: Winter bird feed mix 12.75 kg', gap: 30 },
        'Postage: included',
        {
          text: 'It may take a few moments for this transaction to appear in your account. Eligible purchases are covered by PayPal Buyer Protection.',
          gap: 40,
        },
        { text: 'Done', button: '#0070e0', align: 'center', gap: 60 },
      ]),
  },
  {
    name: 'mobile-phone-bill',
    label: 'genuine',
    kind: 'invoice',
    language: 'en',
    mimeType: 'application/pdf',
    make: () =>
      pdf({
        producer: 'Skylark Mobile eBilling (Apache FOP 2.8)',
        created: '2026-11-08T01:17:00Z',
        text: [
          'Skylark Mobile',
          'Your monthly bill',
          '',
          'Mrs Dorota Nowicka, 19 Brindley Close, Peterborough PE1 9ZA',
          'Account number: 70014492716   Bill number: 2611-08-4471',
          'Bill date: 8 November 2026   Mobile number: 07700 900437',
          '',
          'Airtime plan 30GB, 24 months (month 14 of 24): £18.00',
          'Phone device plan (month 14 of 36): £22.50',
          'Calls to 09 and 118 numbers: £0.00',
          'Roaming in Europe, 3 days at £2.00: £6.00',
          'Total (including VAT): £46.50',
          '',
          'Your Direct Debit of £46.50 will be taken on or after 22 November 2026 from the account ending 1205.',
          '',
          'Your price changes in April each year by the amount in pounds and pence we told you about when you joined (£1.80 a month from April 2027).',
          '',
          'See your itemised usage in the Skylark app. Questions about your bill? Call 150 from your mobile, or 0333 014 0150 from another phone.',
        ],
      }),
  },
  {
    name: 'car-insurance-renewal-photo',
    label: 'genuine',
    kind: 'letter',
    language: 'en',
    mimeType: 'image/jpeg',
    make: () =>
      photoOf(
        paperCanvas([
          { text: 'Marlpit Insurance Services Ltd', size: 46, bold: true, color: '#4b2c84' },
          { text: 'Authorised and regulated by the Financial Conduct Authority', size: 24 },
          { text: 'Mr Rhys Tregenza', gap: 60 },
          '4 Chapel Row, Truro TR1 9ZS',
          { text: 'Your car insurance renewal', size: 42, bold: true, gap: 60 },
          'Policy number: MPI/CAR/2290041   Vehicle: Skoda Fabia WP20 ABC',
          {
            text: 'Your policy ends on 14 December 2026. Your renewal price for the next 12 months is £486.30, including Insurance Premium Tax. Last year you paid £451.12.',
            gap: 30,
          },
          {
            text: 'You pay by monthly Direct Debit, so your policy will renew automatically and the first of 12 payments of £40.53 will be taken on 14 December. If you do not want to renew, tell us before 14 December.',
            gap: 30,
          },
          {
            text: 'Please check the details on the enclosed schedule, including your mileage, named drivers and no-claims discount. Tell us about any changes; incorrect details could invalidate your cover.',
            gap: 30,
          },
          {
            text: 'Questions? Call 0117 496 0742, Monday to Friday 8am to 8pm, Saturday 9am to 1pm.',
            gap: 30,
          },
        ]),
        'car-insurance-renewal-photo',
        1.6,
      ),
  },
  {
    name: 'pension-annual-statement',
    label: 'genuine',
    kind: 'letter',
    language: 'en',
    mimeType: 'application/pdf',
    make: () =>
      pdf({
        producer: 'Calder Workplace Pensions (iText 5.5.13)',
        created: '2026-06-19T22:40:00Z',
        text: [
          'Calder Workplace Pensions',
          'Annual benefit statement',
          '',
          'Mrs Bernadette Quigley',
          '33 Hawthorn Drive, Carlisle CA2 9ZU',
          '',
          'Member number: CWP-0041772   Statement date: 5 April 2026',
          'Employer: Edenside Care Homes Ltd',
          '',
          'Your pension pot on 5 April 2026: £18,432.71',
          'Contributions this year: you £1,246.20, your employer £747.72, tax relief £311.55',
          'Investment growth this year: £1,104.36',
          'Charges this year: £63.12 (annual management charge 0.35%)',
          '',
          'Your selected retirement age: 67',
          "Illustration: if you keep paying in at the same rate, your pot could give you an income of £3,210 a year in today's money from age 67. This is not guaranteed.",
          '',
          'Your money is invested in the Calder Lifestyle Default Fund.',
          '',
          'Be ScamSmart: we will never contact you out of the blue to offer a pension review, a free transfer or early access to your pension before age 55 (57 from 2028). Check any firm on the FCA register before you transfer.',
          '',
          'To see your pot online, change your investments or update your beneficiaries, sign in to your Calder account.',
        ],
      }),
  },
  {
    name: 'pt-consulate-appointment',
    label: 'genuine',
    kind: 'letter',
    language: 'pt',
    mimeType: 'application/pdf',
    make: () =>
      pdf({
        producer: 'Sistema de Gestão Consular (JasperReports 6.20)',
        created: '2026-11-09T10:12:00Z',
        text: [
          'Consulado-Geral de Portugal em Londres',
          'Secção Consular - Atendimento ao Público',
          '',
          'Exma. Senhora',
          'Maria da Conceição Ferreira Lopes',
          '28 Albion Street, Luton LU1 9ZG',
          '',
          'Londres, 9 de novembro de 2026',
          '',
          'Assunto: Confirmação de agendamento - Renovação do Cartão de Cidadão',
          '',
          'Exma. Senhora,',
          'Confirmamos o seu agendamento para a renovação do Cartão de Cidadão no dia 2 de dezembro de 2026, às 10h40, no balcão 3 da Secção Consular.',
          '',
          'Deve trazer o Cartão de Cidadão atual, um comprovativo de morada no Reino Unido com menos de três meses (por exemplo, uma fatura de eletricidade ou um extrato bancário) e, se for o caso, o número de utente do Serviço Nacional de Saúde.',
          '',
          'O pagamento dos emolumentos (£22,00) é feito no próprio dia, no balcão, por cartão de débito. O Consulado não pede pagamentos por telefone, SMS ou transferência bancária antes do atendimento.',
          '',
          'Caso não possa comparecer, pedimos que cancele o agendamento com pelo menos 48 horas de antecedência, para que a vaga possa ser atribuída a outro utente.',
          '',
          'Com os melhores cumprimentos,',
          'A Secção Consular',
        ],
      }),
  },
  {
    name: 'pl-decorator-invoice-photo',
    label: 'genuine',
    kind: 'invoice',
    language: 'pl',
    mimeType: 'image/jpeg',
    make: () =>
      photoOf(
        paperCanvas([
          { text: 'Wiśniewski Decorating Ltd', size: 46, bold: true },
          { text: '5 Mill Lane, Slough SL1 9ZJ   tel. 07700 900582', size: 26 },
          { text: 'FAKTURA nr 2026/11/07', bold: true, gap: 60 },
          'Data wystawienia: 7 listopada 2026',
          'Nabywca: Pani Agnieszka Zielińska, 40 Elm Road, Slough',
          { text: 'Malowanie salonu i korytarza (ściany i sufity, 2 warstwy): £780,00', gap: 40 },
          'Szpachlowanie pęknięć, przygotowanie powierzchni: £120,00',
          'Farba Dulux Trade, 4 x 10 l: £196,00',
          { text: 'Razem do zapłaty: £1 096,00', bold: true },
          {
            text: 'Płatność przelewem w ciągu 14 dni na to samo konto co zaliczka: Wiśniewski Decorating Ltd, sort code 09-01-28, account number 84992898. W tytule proszę podać numer faktury.',
            gap: 40,
          },
          {
            text: 'Dziękuję za zlecenie. W razie pytań proszę dzwonić pod numer podany wyżej.',
            gap: 30,
          },
          { text: 'Tomasz Wiśniewski', gap: 40 },
        ]),
        'pl-decorator-invoice-photo',
        -0.9,
      ),
  },
]

const scams: Entry[] = [
  {
    name: 'streaming-payment-failed',
    label: 'scam',
    kind: 'invoice',
    language: 'en',
    mimeType: 'application/pdf',
    make: () =>
      pdf({
        producer: 'Canva',
        created: '2026-11-24T23:51:00Z',
        links: [
          {
            over: 'Update payment details',
            url: 'https://account-billing-renewal.store/uk/update?ref=NX77120',
          },
        ],
        text: [
          'NETFLIX',
          '',
          'Payment declined - Membership on hold',
          'Invoice: NX-77120-UK   Date: 24/11/2026',
          '',
          'Hi,',
          'We were unable to process your payment for the next billing cycle of your Premium plan (£18.99). Your bank declined the transaction, this may be because your card has expired or your billing address has changed.',
          '',
          'To avoid interruption of service, please update your payment information within 24 hours. After this time your account will be suspended and your viewing history and profiles will be permanently deleted.',
          '',
          'Update payment details',
          '',
          'Once your details are verified we will reattempt the payment and you can continue to enjoy your favourite shows.',
          '',
          'Thanks,',
          'The Netflix Billing Team',
          '',
          'This message was sent to your registered email address. Please do not reply to this message.',
        ],
      }),
  },
  {
    name: 'kitchen-fitter-new-bank-details',
    label: 'scam',
    kind: 'invoice',
    language: 'en',
    mimeType: 'application/pdf',
    make: () =>
      pdf({
        producer: WORD,
        created: '2026-11-20T21:37:00Z',
        modified: '2026-11-25T22:58:00Z',
        text: [
          'Bramley Kitchens & Joinery Ltd',
          'Units 2-3, Hollins Business Park, Bolton BL3 9ZY',
          'Tel 0161 496 0611   VAT reg GB 318 4402 75',
          '',
          'INVOICE BKJ-3307 (FINAL BALANCE)',
          'Date: 25 November 2026',
          'Customer: Mrs L Baptiste, 9 Rosemary Lane, Bolton',
          '',
          'Supply and installation of kitchen as per quotation Q-1129',
          'Balance remaining after deposit: £7,450.00',
          '',
          'PLEASE NOTE - CHANGE OF BANK DETAILS',
          'Due to an ongoing audit with our previous bank, our old account is temporarily unable to receive payments. Please make this payment to our new business account below and NOT to the account used for your deposit.',
          '',
          'Account name: BKJ Trading Services',
          'Sort code: 20-32-53   Account number: 73106322',
          'Reference: BKJ-3307',
          '',
          'We would appreciate payment today so we can release the final fitting slot. Kindly email the remittance once sent. Due to the audit our office phone lines are down this week, so please contact us by email only.',
          '',
          'Many thanks,',
          'Accounts Department',
        ],
      }),
  },
  {
    name: 'solicitor-completion-funds-new-account',
    label: 'scam',
    kind: 'letter',
    language: 'en',
    mimeType: 'application/pdf',
    make: () =>
      pdf({
        producer: 'iLovePDF',
        created: '2026-11-26T02:14:00Z',
        text: [
          'Harrowgate Moss LLP Solicitors',
          'Conveyancing Department',
          '',
          'Our ref: HM/RES/40217   Your purchase: 16 Sycamore Drive, Reading',
          'Date: 26 November 2026',
          '',
          'Dear Mr and Mrs Idowu,',
          '',
          'URGENT - Completion funds',
          '',
          'Further to our recent correspondence, we confirm that exchange has taken place and completion is set for Friday. In order for us to complete on time, the balance of the deposit of £38,600.00 must be in our client account by 12 noon tomorrow.',
          '',
          'Please be advised that our client account details have recently been updated following a change of banking provider. The details previously provided are no longer in use and any funds sent there will be returned, which may delay your completion and put the purchase at risk.',
          '',
          'Client account name: HM Client Funds Account',
          'Sort code: 40-11-62   Account number: 44226821',
          'Reference: RES40217 IDOWU',
          '',
          'Please do not telephone the office regarding this change as our conveyancing team is at capacity during completions. Reply to this email with confirmation once the transfer is made.',
          '',
          'Kind regards,',
          'Sarah Whitlock, Senior Conveyancing Executive',
        ],
      }),
  },
  {
    name: 'crypto-staking-dividend',
    label: 'scam',
    kind: 'letter',
    language: 'en',
    mimeType: 'application/pdf',
    make: () =>
      pdf({
        producer: 'Sejda PDF Desktop (https://www.sejda.com)',
        created: '2026-11-22T01:06:00Z',
        links: [
          {
            over: 'Claim your dividend now',
            url: 'https://coinvault-dividends.store/claim?uid=88120',
          },
        ],
        text: [
          'CoinVault Global Asset Management',
          'Digital Asset Dividend Notice Q4-2026',
          '',
          'Account holder ID: CV-UK-88120',
          '',
          'Dear Valued Investor,',
          'We are pleased to inform you that your staked portfolio has generated a quarterly dividend of £2,847.36 (0.0319 BTC). Following the new FCA crypto reporting rules, dividends must be claimed through our secure withdrawal portal before 30 November 2026, otherwise they will be reinvested and locked for a further 12 months.',
          '',
          'To release your funds you will need to verify your wallet by connecting it to the portal and paying the network gas fee of 0.0021 BTC. This fee cannot be deducted from the dividend for regulatory reasons.',
          '',
          'Claim your dividend now',
          '',
          'Investors who completed verification last quarter received their payouts within 2 hours. Limited places remain in our Platinum Staking tier offering guaranteed 4.5% weekly returns.',
          '',
          'For assistance contact your personal account manager on WhatsApp: 07700 900318',
          '',
          'CoinVault Global Asset Management Ltd - London - Dubai - Singapore',
        ],
      }),
  },
  {
    name: 'crypto-recovery-release-fee',
    label: 'scam',
    kind: 'letter',
    language: 'en',
    mimeType: 'application/pdf',
    make: () =>
      pdf({
        producer: WORD,
        created: '2026-11-18T20:44:00Z',
        text: [
          'UK Digital Asset Recovery Bureau',
          'Working in partnership with Action Fraud and the National Crime Agency',
          '',
          'Case number: DARB/2026/11/5583',
          'Date: 18 November 2026',
          '',
          'Dear Mr Hollingsworth,',
          'We are writing to inform you that, following an international operation against fraudulent trading platforms, our investigators have traced funds belonging to you in a frozen wallet. The recovered amount stands at £14,920.00 and is ready to be returned to you.',
          '',
          'Before the funds can be released to your bank account, UK anti-money laundering regulations require payment of a refundable compliance and release fee of £1,190.00 (8% of the recovered sum). This fee must be paid in Bitcoin or by bank transfer to our appointed escrow agent and will be refunded together with your funds.',
          '',
          'Escrow agent: Meridian Settlement Partners',
          'Sort code: 77-91-42   Account number: 53447558',
          'Reference: DARB5583',
          '',
          'You must complete this step within 72 hours. After this time the case will be closed and the funds will be transferred to the Treasury as unclaimed assets.',
          '',
          'This matter is strictly confidential. For your own protection do not discuss this case with your bank, as bank staff may delay or block the recovery.',
          '',
          'Call your case officer, Mr David Clarke, on 020 7946 0931.',
        ],
      }),
  },
  {
    name: 'hmrc-tax-refund-redirect',
    label: 'scam',
    kind: 'letter',
    language: 'en',
    mimeType: 'application/pdf',
    make: () =>
      pdf({
        producer: 'PDF24 Creator',
        created: '2026-11-25T22:19:00Z',
        links: [
          {
            over: 'Claim your tax refund',
            url: 'https://www.google.com/url?q=https://gov-uk-taxrefund.store/hmrc/claim&sa=D&ust=1764100000000',
          },
        ],
        text: [
          'HM Revenue & Customs',
          'Tax Refund Notification',
          '',
          'Reference: HMRC-TR-2026-558190',
          '',
          'Dear Taxpayer,',
          'After the last annual calculations of your fiscal activity we have determined that you are eligible to receive a tax refund of £486.17 for the 2025/26 tax year.',
          '',
          'Due to a high volume of claims, refunds are processed in the order they are received. Please submit the tax refund request and allow us 3-5 working days to process it. A refund can be delayed for a variety of reasons, for example submitting invalid records or applying after the deadline.',
          '',
          'Claim your tax refund',
          '',
          'You will need to confirm your full name, date of birth, address and the debit card where the refund will be credited. Refunds not claimed by 30 November 2026 will be cancelled.',
          '',
          'Note: For security reasons, we will record your IP address and date.',
          '',
          'Kind regards,',
          'HM Revenue & Customs Refunds Department',
        ],
      }),
  },
  {
    name: 'dvla-vehicle-tax-fine-photo',
    label: 'scam',
    kind: 'letter',
    language: 'en',
    mimeType: 'image/jpeg',
    make: () =>
      photoOf(
        paperCanvas([
          { text: 'DVLA', size: 56, bold: true, color: '#00703c' },
          { text: 'Driver & Vehicle Licensing Agency', size: 26 },
          { text: 'NOTICE OF UNPAID VEHICLE TAX', size: 44, bold: true, gap: 60 },
          { text: 'Notice no: DV-5518-2291   Issued: 23/11/2026', gap: 30 },
          {
            text: 'Our records show that the latest vehicle tax payment for your vehicle was unsuccessful due to a problem with your bank. Your vehicle is currently untaxed and is liable to a fine of up to £1,000 and clamping.',
            gap: 30,
          },
          {
            text: 'To avoid enforcement, you must update your payment details and settle the outstanding tax of £28.50 plus an administration fee of £6.99 within 48 hours.',
            gap: 30,
          },
          {
            text: 'Pay now at: https://dvla-vehicletax-renew.top/pay',
            bold: true,
            gap: 40,
          },
          {
            text: 'If payment is not received your details will be passed to a debt collection agency and the vehicle may be clamped or removed without further notice.',
            gap: 40,
          },
          { text: 'DVLA Enforcement Team', gap: 40 },
        ]),
        'dvla-vehicle-tax-fine-photo',
        -2.1,
      ),
  },
  {
    name: 'pcn-parking-fine-qr',
    label: 'scam',
    kind: 'letter',
    language: 'en',
    mimeType: 'application/pdf',
    make: () =>
      pdf({
        producer: 'Smallpdf.com',
        created: '2026-11-26T00:33:00Z',
        qr: 'https://uk-pcn-payments.store/pay?pcn=WE48821937',
        links: [{ over: 'uk-pcn-payments.store/pay', url: 'https://uk-pcn-payments.store/pay' }],
        text: [
          'PENALTY CHARGE NOTICE',
          'Road Traffic Management Act 2004',
          '',
          'PCN number: WE48821937',
          'Date of contravention: 19/11/2026   Time: 14:52',
          'Location: Station Approach car park',
          "Contravention code 12: parked in a residents' or shared use parking place without a valid permit",
          '',
          'A penalty charge of £70.00 is now payable. This will be reduced to £35.00 if paid within 3 days of this notice.',
          '',
          'FINAL REMINDER: Our records show you have not responded to the previous notice. If payment is not made within 3 days, the charge will increase to £210.00 and the case will be registered at the Traffic Enforcement Centre. Enforcement agents may then be instructed to recover the debt.',
          '',
          'Scan the QR code to pay securely, or visit uk-pcn-payments.store/pay and enter your PCN number.',
          '',
          'Payment can only be made online. We do not accept phone payments.',
        ],
      }),
  },
  {
    name: 'docusign-shared-document',
    label: 'scam',
    kind: 'letter',
    language: 'en',
    mimeType: 'application/pdf',
    make: () =>
      pdf({
        producer: 'Microsoft: Print To PDF',
        created: '2026-11-26T06:41:00Z',
        links: [
          {
            over: 'REVIEW DOCUMENT',
            url: 'https://docusign-envelope-secure.store/review?env=9f31c2aa',
          },
        ],
        text: [
          'DocuSign',
          '',
          'Thornfield Property Management sent you a document to review and sign.',
          '',
          'REVIEW DOCUMENT',
          '',
          'Document: Tenancy_Renewal_Agreement_2027.pdf',
          'Pages: 6   Expires: 27 November 2026',
          '',
          'Hello,',
          'Please review and sign the attached tenancy renewal agreement at your earliest convenience. You will need to sign in with your email account to verify your identity before the document opens.',
          '',
          'Regards,',
          'Karen Mitchell, Thornfield Property Management',
          '',
          'Do Not Share This Email',
          'This email contains a secure link to DocuSign. Please do not share this email, link, or access code with others.',
          '',
          'About DocuSign',
          "Sign documents electronically in just minutes. It's safe, secure, and legally binding. Whether you're in an office, at home, on-the-go - or even across the globe - DocuSign provides a professional trusted solution for Digital Transaction Management.",
        ],
      }),
  },
  {
    name: 'onedrive-shared-invoice-screenshot',
    label: 'scam',
    kind: 'screenshot',
    language: 'en',
    mimeType: 'image/png',
    make: () =>
      phoneScreenshot(
        { title: 'Mail', bar: '#0f6cbd', address: 'onedrive-fileshare.online/view/INV-4471' },
        [
          { text: 'Accounts Payable shared a file with you', size: 44, bold: true },
          { text: 'From: Accounts Payable <ap@northline-supplies.co>', gap: 30, size: 30 },
          {
            text: 'Hi, please find attached the outstanding invoice and remittance advice for your review. Payment is overdue, kindly process today.',
            gap: 40,
          },
          { text: 'INV_4471_Overdue.pdf', bold: true, gap: 40 },
          'Shared via OneDrive - 212 KB',
          { text: 'Open', button: '#0f6cbd', gap: 40 },
          {
            text: 'To view this secure document, sign in with your email and password. This link will only work for the recipient and expires in 24 hours.',
            gap: 40,
          },
          {
            text: 'https://onedrive-fileshare.online/view/INV-4471?u=recipient',
            color: '#0f6cbd',
            gap: 30,
            size: 30,
          },
          { text: 'Microsoft respects your privacy.', size: 26, color: '#666', gap: 40 },
        ],
      ),
  },
  {
    name: 'lottery-release-fee',
    label: 'scam',
    kind: 'letter',
    language: 'en',
    mimeType: 'application/pdf',
    make: () =>
      pdf({
        producer: WORD,
        created: '2026-11-14T19:02:00Z',
        text: [
          'BRITISH INTERNATIONAL LOTTERY COMMISSION',
          'Prize Award Department - Head Office London',
          '',
          'Winning ticket no: 55-0187-4419-22   Batch: 7731/UK',
          'Date: 14th November 2026',
          '',
          'CONGRATULATIONS!!!',
          '',
          'Dear Lucky Winner,',
          'We are happy to notify you that your email address was selected in our Christmas Online Promotion draw held in London, in which 25 lucky winners were picked at random from over 40,000,000 email addresses worldwide. You have been awarded the sum of £850,000.00 (Eight Hundred and Fifty Thousand Pounds Sterling) only.',
          '',
          'To begin processing of your winnings you are required to pay a one-off Release and Clearance Fee of £375.00 to cover the legal certificate and transfer charges. This fee can not be deducted from your prize because of international money laundering rules.',
          '',
          'Please send the following to your claims agent: full name, address, date of birth, phone number, occupation and a copy of your passport or driving licence.',
          '',
          'Claims agent: Mr Richard Palmer',
          'Email: claims.dept.bilc@outlook.com   Tel: 07700 900771',
          '',
          'Kindly keep this award confidential until your claim has been processed, to avoid double claiming. Unclaimed prizes will be returned to the Treasury after 14 days.',
          '',
          'Congratulations once again from all our staff.',
          'Mrs Janet Okoro, Prize Award Coordinator',
        ],
      }),
  },
  {
    name: 'bank-letter-call-with-pin',
    label: 'scam',
    kind: 'letter',
    language: 'en',
    mimeType: 'application/pdf',
    make: () =>
      pdf({
        producer: 'Microsoft® Word 2016',
        created: '2026-11-23T23:12:00Z',
        text: [
          'Kestrel Bank plc',
          'Fraud Prevention Department',
          '',
          'Date: 23 November 2026',
          'Case reference: FPD-2026-77410',
          '',
          'Dear Customer,',
          '',
          'IMPORTANT: Suspicious activity on your debit card',
          '',
          'Our fraud monitoring systems have detected unusual transactions on your account, including an attempted payment of £1,249.00 to an overseas merchant. As a precaution we have placed a temporary block on your card.',
          '',
          'To remove the block and protect your money you must call our Fraud Team within 24 hours on 020 7946 0618. For security purposes please have your card, card PIN and online banking passcode ready, as the adviser will need to verify these with you before the card can be reactivated.',
          '',
          'If we do not hear from you, your account will be frozen and any pending payments, including salary and benefits, will be returned to the sender.',
          '',
          'In some cases a courier will be sent to your home to collect the compromised card for forensic examination. Please hand the card to the courier in a sealed envelope.',
          '',
          'Yours faithfully,',
          'Fraud Prevention Department, Kestrel Bank',
        ],
      }),
  },
  {
    name: 'amazon-order-not-you-screenshot',
    label: 'scam',
    kind: 'screenshot',
    language: 'en',
    mimeType: 'image/png',
    make: () =>
      phoneScreenshot({ title: 'Messages', bar: '#e9e9eb', barInk: '#111' }, [
        { text: 'AMZN-Alert', bold: true, size: 38 },
        { text: 'Today 07:12', size: 28, color: '#666', gap: 30 },
        {
          text: 'Amazon: Your order #402-7719306-5582 for Apple iPhone 15 Pro Max 256GB (£1,199.00) has been confirmed and will be dispatched today to: Flat 2, 89 Gresham Rd, Manchester.',
          gap: 30,
          ...BUBBLE,
        },
        {
          text: 'Not you? Cancel here to stop the payment: https://amazon-order-cancel.store/uk',
          gap: 30,
          ...BUBBLE,
        },
        {
          text: 'If you do not cancel within 2 hours the amount will be charged to your card on file. Amazon Customer Service.',
          gap: 30,
          ...BUBBLE,
        },
      ]),
  },
  {
    name: 'paypal-payment-not-you-screenshot',
    label: 'scam',
    kind: 'screenshot',
    language: 'en',
    mimeType: 'image/png',
    make: () =>
      phoneScreenshot({ title: 'Inbox', bar: '#ffffff', barInk: '#111' }, [
        { text: 'PayPal', size: 56, bold: true, color: '#003087' },
        { text: 'Receipt for your payment', size: 44, bold: true, gap: 30 },
        'You sent a payment of £849.99 GBP to CryptoMax Exchange Ltd.',
        { text: 'Transaction ID: 9HT55102LM8827401', gap: 30 },
        'Date: 26 Nov 2026',
        {
          text: 'If you did not authorise this transaction, please call our PayPal Billing Department immediately on 0808 157 0983 to cancel and get a full refund. Lines are open 24/7.',
          gap: 40,
          bold: true,
        },
        {
          text: 'Your funds will be automatically released to the merchant if you do not dispute within 24 hours.',
          gap: 30,
        },
        {
          text: 'Sent from: service@paypal-resolution-desk.store',
          size: 28,
          color: '#666',
          gap: 40,
        },
      ]),
  },
  {
    name: 'royal-mail-customs-fee-screenshot',
    label: 'scam',
    kind: 'screenshot',
    language: 'en',
    mimeType: 'image/png',
    make: () =>
      phoneScreenshot(
        { title: 'Royal Mail', bar: '#da202a', address: 'royalmail-parcelfee.top/redelivery' },
        [
          { text: 'Your parcel is on hold', size: 46, bold: true },
          {
            text: 'We tried to deliver your parcel today but could not because there is an unpaid customs and handling fee of £2.99.',
            gap: 30,
          },
          'Tracking number: RM 4471 2290 5GB',
          {
            text: 'Please pay the fee and choose a new delivery date. If the fee is not paid within 12 hours the parcel will be returned to the sender.',
            gap: 30,
          },
          { text: 'Cardholder name', field: true, gap: 40 },
          { text: 'Card number', field: true },
          { text: 'Expiry date (MM/YY)      CVV', field: true },
          { text: 'Pay £2.99 and rebook', button: '#da202a', align: 'center', gap: 40 },
        ],
      ),
  },
  {
    name: 'tv-licensing-direct-debit-failed',
    label: 'scam',
    kind: 'letter',
    language: 'en',
    mimeType: 'application/pdf',
    make: () =>
      pdf({
        producer: 'Skia/PDF m118',
        created: '2026-11-25T03:27:00Z',
        links: [
          {
            over: 'https://tvl-renewals-uk.store/verify',
            url: 'https://tvl-renewals-uk.store/verify?id=2291',
          },
        ],
        text: [
          'TV Licensing',
          '',
          'Your TV Licence has expired',
          'Reference number: 1129-4470-2218',
          '',
          'Dear Customer,',
          'We were unable to collect your most recent Direct Debit payment for your TV Licence. This might be because your bank details were incorrect or your bank declined the payment.',
          '',
          'As a result your TV Licence has now been suspended. Watching or recording live TV without a valid licence is illegal and you could face prosecution and a fine of up to £1,000.',
          '',
          'To reactivate your licence you need to update your billing information. As a goodwill gesture we will also refund the £22.40 you overpaid last year to the card you provide.',
          '',
          'Update your details here: https://tvl-renewals-uk.store/verify',
          '',
          'Your enquiry officer visit is scheduled for 3 December if we do not hear from you.',
          '',
          'Yours sincerely,',
          'TV Licensing Customer Services',
        ],
      }),
  },
  {
    name: 'energy-rebate-qr',
    label: 'scam',
    kind: 'letter',
    language: 'en',
    mimeType: 'application/pdf',
    make: () =>
      pdf({
        producer: 'Canva',
        created: '2026-11-21T22:05:00Z',
        qr: 'https://ofgem-energy-rebate.store/apply?ref=EBSS26',
        text: [
          'Ofgem',
          'Energy Bills Support Scheme 2026/27',
          '',
          'Dear Householder,',
          'As part of the Government Winter Support package, your household is eligible for a one-off energy bill discount of £400.00. This payment has not been claimed yet.',
          '',
          'Because your energy supplier does not hold up-to-date payment details for you, the discount must be claimed directly. To receive it, scan the QR code below with your phone camera and confirm your bank card details so the money can be paid back to you.',
          '',
          'Deadline for applications: 30 November 2026. Unclaimed discounts will be cancelled.',
          '',
          'Eligibility reference: EBSS26-UK-488201',
          '',
          'Ofgem Customer Support Team',
        ],
      }),
  },
  {
    name: 'hmrc-bailiff-final-demand-photo',
    label: 'scam',
    kind: 'letter',
    language: 'en',
    mimeType: 'image/jpeg',
    make: () =>
      photoOf(
        paperCanvas([
          { text: 'HM Revenue & Customs', size: 48, bold: true },
          { text: 'Debt Management Enforcement Unit', size: 28 },
          {
            text: 'FINAL DEMAND BEFORE ENFORCEMENT',
            size: 42,
            bold: true,
            gap: 60,
            color: '#b00020',
          },
          { text: 'Case ref: DMU/7735/2026', gap: 30 },
          {
            text: 'You have an outstanding Self Assessment liability of £2,118.40 which remains unpaid despite previous letters. A warrant of control has been issued against you.',
            gap: 30,
          },
          {
            text: 'Unless full payment is received within 24 hours, enforcement agents will attend your property to remove goods to the value of the debt. Further court costs of £650 will be added.',
            gap: 30,
          },
          {
            text: 'To stop this action pay by bank transfer to: HMRC Collection Agent, sort code 04-00-75, account number 46365257, ref DMU7735.',
            gap: 30,
            bold: true,
          },
          {
            text: 'Alternatively you may pay with Apple or Google Play gift cards at any supermarket. Call 07700 900264 to give the card codes to an officer.',
            gap: 30,
          },
          { text: 'Do not ignore this notice.', bold: true, gap: 40 },
        ]),
        'hmrc-bailiff-final-demand-photo',
        2.4,
      ),
  },
  {
    name: 'antivirus-renewal-invoice',
    label: 'scam',
    kind: 'invoice',
    language: 'en',
    mimeType: 'application/pdf',
    make: () =>
      pdf({
        producer: 'Google Docs Renderer',
        created: '2026-11-24T08:16:00Z',
        text: [
          'Norton LifeLock',
          'Order Confirmation / Invoice',
          '',
          'Invoice no: NLL-87122-UK',
          'Order date: 24 November 2026',
          'Customer ID: 55820319',
          '',
          'Product: Norton 360 Deluxe - 5 Devices, 3 Year Auto-Renewal',
          'Quantity: 1',
          'Unit price: £349.99',
          'Total charged: £349.99',
          'Payment method: Auto debit from your bank account',
          '',
          'Thank you for renewing your subscription. Your account has been debited and the amount will reflect on your statement within 24-48 hours.',
          '',
          'If you did not authorise this renewal or wish to cancel and get a refund, please contact our Billing Support within 24 hours on +44 20 7946 0552. Refunds cannot be processed after this period.',
          '',
          'Please do not reply to this email, this mailbox is not monitored.',
          '',
          '(c) 2026 NortonLifeLock Billing Department. All rights reserved.',
        ],
      }),
  },
  {
    name: 'icloud-storage-payment-failed-screenshot',
    label: 'scam',
    kind: 'screenshot',
    language: 'en',
    mimeType: 'image/png',
    make: () =>
      phoneScreenshot({ title: 'Mail', bar: '#f7f7f7', barInk: '#007aff' }, [
        { text: 'iCloud', size: 56, bold: true, color: '#1c1c1e' },
        { text: 'Your storage is full and payment failed', size: 42, bold: true, gap: 30 },
        {
          text: 'Dear customer, we could not renew your iCloud+ 200GB plan because of a problem with your payment method. Your photos, videos and documents will be deleted on 28 November 2026.',
          gap: 30,
        },
        {
          text: 'As a loyal customer you can get 50GB extra free for life. Just update your payment details today.',
          gap: 30,
        },
        { text: 'Update payment method', button: '#007aff', gap: 40 },
        {
          text: 'icloud-storage-renew.top/account',
          color: '#007aff',
          gap: 30,
        },
        { text: 'Apple Inc. One Apple Park Way, Cupertino', size: 26, color: '#666', gap: 40 },
      ]),
  },
  {
    name: 'pt-financas-reembolso',
    label: 'scam',
    kind: 'letter',
    language: 'pt',
    mimeType: 'application/pdf',
    make: () =>
      pdf({
        producer: 'Sejda PDF Desktop (https://www.sejda.com)',
        created: '2026-11-25T21:48:00Z',
        links: [
          {
            over: 'Consultar o reembolso',
            url: 'https://portal-financas-reembolso.store/at/irs?nif=2',
          },
        ],
        text: [
          'Autoridade Tributária e Aduaneira',
          'Portal das Finanças',
          '',
          'Notificação n.º AT-2026-88417',
          '',
          'Caro(a) contribuinte,',
          'Após o processamento da sua declaração de IRS de 2025, verificou-se que tem direito a um reembolso no valor de 418,60 EUR, que ainda não foi pago por falta de dados bancários válidos.',
          '',
          'Mesmo residindo no Reino Unido, pode receber o reembolso diretamente no seu cartão bancário. Para isso, deve confirmar os seus dados pessoais e o IBAN no prazo de 48 horas, sob pena de o valor ser anulado e devolvido ao Estado.',
          '',
          'Consultar o reembolso',
          '',
          'Tenha consigo o seu NIF, a senha de acesso ao Portal das Finanças e o cartão onde pretende receber o valor.',
          '',
          'Com os melhores cumprimentos,',
          'Direção de Serviços de Reembolsos',
          '',
          'Esta mensagem foi gerada automaticamente. Por favor não responda.',
        ],
      }),
  },
  {
    name: 'pt-cripto-dividendos',
    label: 'scam',
    kind: 'letter',
    language: 'pt',
    mimeType: 'application/pdf',
    make: () =>
      pdf({
        producer: 'Canva',
        created: '2026-11-19T02:30:00Z',
        text: [
          'NovaCripto Investimentos',
          'Extrato de rendimentos - novembro de 2026',
          '',
          'Olá, Rogério!',
          'Parabéns! A sua carteira de robôs de trading com inteligência artificial gerou um lucro de R$ 38.412,00 (aproximadamente £5.270,00) neste mês. O valor já está disponível para saque.',
          '',
          'Porém, de acordo com as normas do Banco Central e da FCA, antes da liberação é obrigatório o pagamento da taxa de liberação de 7% (£368,90) via transferência ou USDT. Assim que o pagamento for confirmado, o saque cai na sua conta em até 30 minutos.',
          '',
          'Atenção: o prazo para o saque termina em 48 horas. Depois disso o saldo fica bloqueado por 6 meses, conforme o contrato.',
          '',
          'Dados para pagamento da taxa:',
          'Favorecido: NC Global Payments',
          'Sort code: 83-06-08   Account number: 10968782',
          '',
          'Qualquer dúvida, fale com o seu gestor pelo WhatsApp: +44 7700 900654',
          '',
          'Rendimento garantido, sem risco. Indique um amigo e ganhe 10% de bônus!',
        ],
      }),
  },
  {
    name: 'es-dgt-multa',
    label: 'scam',
    kind: 'letter',
    language: 'es',
    mimeType: 'application/pdf',
    make: () =>
      pdf({
        producer: 'iLovePDF',
        created: '2026-11-24T23:05:00Z',
        links: [
          { over: 'dgt-multas-pago.store/consulta', url: 'https://dgt-multas-pago.store/consulta' },
        ],
        text: [
          'Dirección General de Tráfico',
          'Notificación de sanción - Último aviso',
          '',
          'Expediente: 2026-M-7781934',
          'Matrícula: 4471 KXJ',
          '',
          'Estimado/a conductor/a:',
          'Le comunicamos que tiene pendiente una multa de 200 EUR por exceso de velocidad, captada por un radar en la A-7 el 2 de noviembre de 2026 mientras circulaba con su vehículo durante sus vacaciones en España.',
          '',
          'Si abona la sanción en los próximos 3 días se beneficiará de un descuento del 50% y pagará solo 100 EUR. Transcurrido ese plazo, el expediente pasará a vía ejecutiva, se aplicará un recargo del 20% y se comunicará a las autoridades del Reino Unido.',
          '',
          'Puede consultar las fotografías y pagar con tarjeta en: dgt-multas-pago.store/consulta',
          '',
          'No responda a este mensaje. Para cualquier consulta utilice el enlace indicado.',
          '',
          'Atentamente,',
          'Centro de Tratamiento de Denuncias Automatizadas',
        ],
      }),
  },
  {
    name: 'es-agencia-tributaria-devolucion-screenshot',
    label: 'scam',
    kind: 'screenshot',
    language: 'es',
    mimeType: 'image/png',
    make: () =>
      phoneScreenshot({ title: 'Mensajes', bar: '#e9e9eb', barInk: '#111' }, [
        { text: 'AEAT-Info', bold: true, size: 38 },
        { text: 'Hoy 21:47', size: 28, color: '#666', gap: 30 },
        {
          text: 'Agencia Tributaria: Tiene una devolución pendiente de 347,52 EUR correspondiente a su declaración de la Renta 2025. No hemos podido realizar el abono porque sus datos bancarios no están actualizados.',
          gap: 30,
          ...BUBBLE,
        },
        {
          text: 'Para recibir el importe, complete el formulario antes del 30/11: https://aeat-devolucion-renta.store/es',
          gap: 30,
          ...BUBBLE,
        },
        {
          text: 'Si no actualiza sus datos, la devolución será cancelada. Gracias.',
          gap: 30,
          ...BUBBLE,
        },
      ]),
  },
  {
    name: 'de-rechnung-zahlung-fehlgeschlagen',
    label: 'scam',
    kind: 'invoice',
    language: 'de',
    mimeType: 'application/pdf',
    make: () =>
      pdf({
        producer: 'PDFescape Online',
        created: '2026-11-23T00:58:00Z',
        links: [
          {
            over: 'Jetzt Zahlungsdaten aktualisieren',
            url: 'https://kundenkonto-abrechnung.store/de/login',
          },
        ],
        text: [
          'Vodafone Kundenservice',
          '',
          'Rechnung Nr. 7740118825 - Zahlungserinnerung',
          'Kundennummer: 1120 4471 993',
          'Datum: 23.11.2026',
          '',
          'Sehr geehrte Kundin, sehr geehrter Kunde,',
          'leider konnten wir den Rechnungsbetrag von 64,97 EUR für Ihren Mobilfunkvertrag nicht von Ihrem Konto abbuchen. Ihre Bank hat die Lastschrift zurückgegeben.',
          '',
          'Bitte aktualisieren Sie Ihre Zahlungsdaten innerhalb von 24 Stunden. Andernfalls müssen wir Ihren Anschluss sperren und zusätzlich eine Rücklastschriftgebühr von 15,00 EUR berechnen. Offene Forderungen werden anschließend an ein Inkassobüro übergeben.',
          '',
          'Jetzt Zahlungsdaten aktualisieren',
          '',
          'Zur Bestätigung Ihrer Identität halten Sie bitte Ihre Kreditkarte oder Ihre Online-Banking-Zugangsdaten bereit.',
          '',
          'Mit freundlichen Grüßen',
          'Ihr Vodafone Team',
        ],
      }),
  },
  {
    name: 'de-gewinnbenachrichtigung',
    label: 'scam',
    kind: 'letter',
    language: 'de',
    mimeType: 'application/pdf',
    make: () =>
      pdf({
        producer: WORD,
        created: '2026-11-17T18:22:00Z',
        text: [
          'Europäische Lotterie-Gewinnzentrale',
          'Abteilung Gewinnauszahlung',
          '',
          'Gewinnnummer: EU-DE-4471/2026   Losnummer: 17-55-0290',
          'Datum: 17. November 2026',
          '',
          'GEWINNBENACHRICHTIGUNG',
          '',
          'Sehr geehrte Frau Schneider,',
          'wir freuen uns, Ihnen mitteilen zu können, dass Sie bei unserer Sonderziehung zum Jahresende einen Geldpreis in Höhe von 248.500,00 EUR gewonnen haben. Ihre Teilnahme erfolgte automatisch über Ihre registrierte Telefonnummer.',
          '',
          'Für die Auszahlung ist eine einmalige notarielle Bearbeitungs- und Versicherungsgebühr von 890,00 EUR zu entrichten. Aus rechtlichen Gründen kann diese Gebühr nicht mit dem Gewinn verrechnet werden. Die Zahlung erfolgt bequem mit Paysafecard oder Amazon-Gutscheinen.',
          '',
          'Bitte melden Sie sich innerhalb von 5 Werktagen bei Ihrem persönlichen Sachbearbeiter, Herrn Dr. Martin Keller, unter 020 7946 0877 oder per E-Mail an gewinnauszahlung.eu@gmail.com.',
          '',
          'Bitte behandeln Sie diese Mitteilung vertraulich, um Missbrauch zu vermeiden.',
          '',
          'Mit freundlichen Grüßen',
          'Europäische Lotterie-Gewinnzentrale',
        ],
      }),
  },
  {
    name: 'pl-inpost-doplata-screenshot',
    label: 'scam',
    kind: 'screenshot',
    language: 'pl',
    mimeType: 'image/png',
    make: () =>
      phoneScreenshot({ title: 'Wiadomości', bar: '#e9e9eb', barInk: '#111' }, [
        { text: 'InPost', bold: true, size: 38 },
        { text: 'Dzisiaj 08:03', size: 28, color: '#666', gap: 30 },
        {
          text: 'InPost: Twoja paczka nr 6209 4471 8821 czeka w sortowni. Z powodu niedopłaty za przesyłkę zagraniczną (2,99 GBP) nie możemy jej doręczyć.',
          gap: 30,
          ...BUBBLE,
        },
        {
          text: 'Opłać dopłatę w ciągu 24 godzin, inaczej paczka wróci do nadawcy: https://inpost-doplata.top/uk',
          gap: 30,
          ...BUBBLE,
        },
        {
          text: 'Dziękujemy, zespół InPost.',
          gap: 30,
          ...BUBBLE,
        },
      ]),
  },
  {
    name: 'pl-zmiana-numeru-konta-photo',
    label: 'scam',
    kind: 'invoice',
    language: 'pl',
    mimeType: 'image/jpeg',
    make: () =>
      photoOf(
        paperCanvas([
          { text: 'Kowalczyk Transport Ltd', size: 46, bold: true },
          { text: 'Unit 9, Dock Road, Felixstowe IP11 9ZQ', size: 26 },
          { text: 'FAKTURA nr FV/2026/311', bold: true, gap: 60 },
          'Data: 24.11.2026',
          'Usługa: przeprowadzka Londyn - Wrocław, 12 m3, ubezpieczenie ładunku',
          { text: 'Pozostało do zapłaty: £1 850,00', bold: true, gap: 30 },
          {
            text: 'UWAGA! ZMIANA NUMERU KONTA. Z powodu kontroli podatkowej nasze dotychczasowe konto zostało tymczasowo zablokowane. Prosimy o wpłatę wyłącznie na nowe konto:',
            gap: 40,
            bold: true,
          },
          'Sort code: 23-14-70   Account number: 85434770',
          'Odbiorca: KT Logistics Services',
          {
            text: 'Płatność prosimy zrobić jeszcze dzisiaj, inaczej nie możemy zagwarantować terminu załadunku. Prosimy nie dzwonić do biura w tej sprawie - proszę odpisać na e-mail z potwierdzeniem przelewu.',
            gap: 40,
          },
          { text: 'Z poważaniem, Dział Księgowości', gap: 40 },
        ]),
        'pl-zmiana-numeru-konta-photo',
        1.1,
      ),
  },
  {
    name: 'pl-hmrc-zwrot-podatku-scan',
    label: 'scam',
    kind: 'letter',
    language: 'pl',
    mimeType: 'application/pdf',
    make: () =>
      scannedPdf(
        png(
          paperCanvas(
            [
              { text: 'HM Revenue & Customs', size: 46, bold: true },
              { text: 'Dział Zwrotów Podatku dla Pracowników z UE', size: 28 },
              { text: 'Zwrot podatku za rok 2025/26', size: 40, bold: true, gap: 60 },
              'Numer sprawy: HMRC/PL/55819',
              {
                text: 'Szanowni Państwo, z naszych wyliczeń wynika, że w zeszłym roku podatkowym pobrano od Państwa za dużo podatku. Przysługuje Państwu zwrot w wysokości £1 284,50.',
                gap: 30,
              },
              {
                text: 'Aby otrzymać zwrot, należy wypełnić formularz na stronie https://hmrc-zwrot-podatku.store/pl i podać numer karty płatniczej, na którą ma zostać przelana kwota. Przed wypłatą pobierana jest opłata administracyjna w wysokości £49,00.',
                gap: 30,
              },
              {
                text: 'Termin złożenia wniosku mija za 3 dni. Po tym terminie zwrot przepada.',
                gap: 30,
                bold: true,
              },
              {
                text: 'W razie pytań prosimy o kontakt z naszym polskojęzycznym konsultantem: 07700 900915 (również WhatsApp).',
                gap: 30,
              },
            ],
            { width: 1240, size: 26 },
          ),
        ),
        'Canon iR-ADV C3530 PDF',
        '2026-11-22T13:40:00Z',
      ),
  },
  {
    name: 'ro-anaf-rambursare-screenshot',
    label: 'scam',
    kind: 'screenshot',
    language: 'ro',
    mimeType: 'image/png',
    make: () =>
      phoneScreenshot(
        {
          title: 'ANAF - Spațiul Privat Virtual',
          bar: '#003d7a',
          address: 'anaf-rambursare.store/spv',
        },
        [
          { text: 'Notificare de rambursare', size: 44, bold: true },
          {
            text: 'Stimate contribuabil, în urma verificării declarației unice pentru anul 2025, s-a constatat că aveți dreptul la o rambursare de 1.248,00 lei.',
            gap: 30,
          },
          {
            text: 'Deoarece locuiți în străinătate, suma poate fi virată doar pe card. Completați datele cardului în cel mult 48 de ore, altfel rambursarea se anulează.',
            gap: 30,
          },
          { text: 'Nume și prenume', field: true, gap: 40 },
          { text: 'CNP', field: true },
          { text: 'Numărul cardului', field: true },
          { text: 'Data expirării și CVV', field: true },
          { text: 'Primește rambursarea', button: '#003d7a', align: 'center', gap: 40 },
        ],
      ),
  },
  {
    name: 'ro-investitie-bitcoin-photo',
    label: 'scam',
    kind: 'letter',
    language: 'ro',
    mimeType: 'image/jpeg',
    make: () =>
      photoOf(
        paperCanvas([
          { text: 'BitProfit Capital România', size: 46, bold: true },
          { text: 'Departamentul Clienți Premium', size: 28 },
          {
            text: 'Felicitări, contul dumneavoastră a fost activat!',
            size: 38,
            bold: true,
            gap: 60,
          },
          {
            text: 'Stimată doamnă Popescu, investiția dumneavoastră de 250 £ a crescut în doar 14 zile la 6.480 £ datorită platformei noastre de tranzacționare automată cu inteligență artificială. Câștig garantat, fără niciun risc.',
            gap: 30,
          },
          {
            text: 'Pentru a retrage profitul trebuie să achitați taxa de deblocare a portofelului de 590 £. Plata se face prin transfer bancar sau în Bitcoin, iar suma se returnează împreună cu profitul.',
            gap: 30,
          },
          'Beneficiar: BPC Settlements, sort code 51-61-01, account number 26851075',
          {
            text: 'Oferta este valabilă doar 24 de ore. Nu discutați cu banca despre această tranzacție, deoarece băncile încearcă să blocheze câștigurile din cripto.',
            gap: 30,
          },
          {
            text: 'Consultantul dumneavoastră personal: domnul Andrei Ionescu, WhatsApp 07700 900127',
            gap: 30,
          },
        ]),
        'ro-investitie-bitcoin-photo',
        -1.7,
      ),
  },
]

const signInPages: Entry[] = [
  {
    name: 'sign-in-microsoft',
    label: 'scam',
    kind: 'sign-in-page',
    language: 'en',
    mimeType: 'image/png',
    make: () =>
      signInScreenshot({
        address: 'https://login.microsoftonline.secure-docview.store/common/oauth2',
        tab: 'Sign in to your account',
        brand: 'Microsoft',
        brandColor: '#0067b8',
        title: 'Sign in',
        subtitle: 'to continue to Outlook. A shared document is waiting for you.',
        fields: ['Email, phone, or Skype', 'Password'],
        button: 'Sign in',
        footer: ['No account? Create one!', "Can't access your account?", 'Sign-in options'],
      }),
  },
  {
    name: 'sign-in-google',
    label: 'scam',
    kind: 'sign-in-page',
    language: 'en',
    mimeType: 'image/png',
    make: () =>
      signInScreenshot({
        address: 'https://accounts.google.com.signin-verify.top/v3/signin/identifier',
        tab: 'Sign in - Google Accounts',
        brand: 'Google',
        brandColor: '#1a73e8',
        title: 'Sign in',
        subtitle: 'Use your Google Account. Your storage is full - verify to keep your files.',
        fields: ['Email or phone', 'Enter your password'],
        button: 'Next',
        footer: ['Forgot email?', 'Create account'],
      }),
  },
  {
    name: 'sign-in-paypal',
    label: 'scam',
    kind: 'sign-in-page',
    language: 'en',
    mimeType: 'image/png',
    make: () =>
      signInScreenshot({
        address: 'https://paypal-resolution-centre.store/uk/webapps/signin',
        tab: 'Log in to your PayPal account',
        brand: 'PayPal',
        brandColor: '#003087',
        title: 'Confirm your account',
        subtitle: 'Your account access has been limited. Confirm your card to restore full access.',
        fields: ['Email or mobile number', 'Password', 'Card number', 'Expiry MM/YY   CSC'],
        button: 'Confirm and continue',
        footer: ['Having trouble logging in?', 'Sign Up'],
      }),
  },
  {
    name: 'sign-in-hsbc',
    label: 'scam',
    kind: 'sign-in-page',
    language: 'en',
    mimeType: 'image/png',
    make: () =>
      signInScreenshot({
        address: 'https://hsbc-uk-online.security-check.store/login',
        tab: 'HSBC UK - Log on to Online Banking',
        brand: 'HSBC UK',
        brandColor: '#db0011',
        title: 'Log on to Online Banking',
        subtitle:
          'A new payee was added to your account. If this was not you, log on to cancel it.',
        fields: ['Username', 'Password', 'Card number', 'Security code from your Secure Key'],
        button: 'Continue',
        footer: ['Forgotten your username?', 'Register for Online Banking'],
      }),
  },
  {
    name: 'sign-in-royal-mail',
    label: 'scam',
    kind: 'sign-in-page',
    language: 'en',
    mimeType: 'image/png',
    make: () =>
      signInScreenshot({
        address: 'https://royalmail.redelivery-uk.top/reschedule/payment',
        tab: 'Royal Mail - Reschedule delivery',
        brand: 'Royal Mail',
        brandColor: '#da202a',
        title: 'Sign in to rebook',
        subtitle: 'A £1.45 redelivery fee is due. Sign in and pay to choose a new delivery date.',
        fields: ['Email or phone', 'Password', 'Card number', 'Expiry date   Security code'],
        button: 'Pay £1.45',
        footer: ['Track a parcel', 'Help and support'],
      }),
  },
]

const lockedAndDamaged: Entry[] = [
  {
    name: 'locked-invoice-password-in-email',
    label: 'scam',
    kind: 'locked',
    language: 'en',
    mimeType: 'application/pdf',
    make: () =>
      lockedPdf('locked-invoice', 'Microsoft Word - Invoice_88213.docx', [
        'INVOICE 88213',
        'Remittance details enclosed',
      ]),
  },
  {
    name: 'locked-hmrc-refund-form',
    label: 'scam',
    kind: 'locked',
    language: 'en',
    mimeType: 'application/pdf',
    make: () => lockedPdf('locked-hmrc', 'iLovePDF', ['HMRC refund claim form', 'Secure document']),
  },
  {
    name: 'locked-shared-contract',
    label: 'scam',
    kind: 'locked',
    language: 'en',
    mimeType: 'application/pdf',
    make: () =>
      lockedPdf('locked-contract', 'Adobe Acrobat Pro 24', [
        'Signed contract and payment schedule',
        'Protected document',
      ]),
  },
  {
    name: 'damaged-invoice-cut-in-half',
    label: 'scam',
    kind: 'damaged',
    language: 'en',
    mimeType: 'application/pdf',
    make: async () => {
      const whole = await byName('kitchen-fitter-new-bank-details')
      return whole.subarray(0, Math.floor(whole.length / 2))
    },
  },
  {
    name: 'damaged-parcel-screenshot',
    label: 'scam',
    kind: 'damaged',
    language: 'en',
    mimeType: 'image/png',
    make: async () =>
      corruptedPng(await byName('royal-mail-customs-fee-screenshot'), 'damaged-parcel-screenshot'),
  },
]

const ENTRIES = [...genuine, ...scams, ...signInPages, ...lockedAndDamaged]

async function byName(name: string): Promise<Uint8Array> {
  const entry = ENTRIES.find((candidate) => candidate.name === name)
  if (!entry) throw new Error(`No document ${name}`)
  return entry.make()
}

/**
 * The moment the set is to be checked as of (the app's `now`): its letters are dated in the
 * weeks before, so "made in the last few days" reads the same on every run.
 */
export const SET_CHECKED_AT = new Date('2026-11-27T12:00:00Z')

/** Seed for Math.random while pdf-lib names font resources. */
const SEED = 20261127

/** Every document of the set, made the same way on each call. */
export async function documentSet(): Promise<LabelledDocument[]> {
  const original = Math.random
  Math.random = seededRandom(SEED)
  try {
    const documents: LabelledDocument[] = []
    for (const { make, ...entry } of ENTRIES) {
      documents.push({ ...entry, bytes: await make() })
    }
    return documents
  } finally {
    Math.random = original
  }
}
