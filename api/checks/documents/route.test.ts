import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'

import { documentChecks } from '../../platform/db/schema.ts'
import { readUpload } from '../../platform/uploads.ts'
import {
  SCANNED_LETTER_PNG,
  changedBankInvoicePdf,
  cleanLetterPdf,
  encryptedPdf,
  fakeHmrcLetterPdf,
  hiddenJavascriptPdf,
  hugePagePdf,
  javascriptPdf,
  manyPagesPdf,
  qrPhishingPdf,
  scannedLetterPdf,
  signInPagePng,
  truncatedPdf,
} from '../../test/document-fixtures.ts'
import { DRIVERS, useTestApp } from '../../test/helper.ts'

function upload(
  bytes: Uint8Array,
  { name = 'letter.pdf', type = 'application/pdf', consent = false } = {},
) {
  const data = new FormData()
  data.append('document', new Blob([bytes], { type }), name)
  if (consent) data.append('consent_to_store', 'true')
  return data
}

interface Marker {
  id: string
  text: string
  page: number | null
  evidence: string
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'scamscreen-documents-'))
afterAll(() => rm(dataDir, { recursive: true, force: true }))

describe.each(DRIVERS)('POST /api/analyze-document on %s', (driver) => {
  const t = useTestApp(driver, { DATA_DIR: dataDir })

  const analyse = (payload: FormData, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/analyze-document', payload, headers })
  const ids = (body: { markers: Marker[] }) => body.markers.map((marker) => marker.id)

  it('answers a clean letter with the spec fields, a DOC- code and a low risk', async () => {
    const response = await analyse(upload(await cleanLetterPdf()))
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body).toMatchObject({
      reference_code: expect.stringMatching(/^DOC-[0-9A-Z]{4}-[0-9A-Z]{4}$/),
      fraudIndicators: expect.any(Array),
      recommendation: expect.stringContaining('no strong signs'),
      documentType: expect.any(String),
      risk_level: 'LOW_RISK',
      pages: 1,
      pages_read: 1,
      truncated: false,
      links: [],
      metadata: { producer: expect.stringContaining('Word') },
      structure: { version: '1.7', keywords: { JavaScript: 0 } },
    })
    expect(body.fraudScore).toBeLessThanOrEqual(0.3)
    const [row] = await t.database.db
      .select()
      .from(documentChecks)
      .where(eq(documentChecks.referenceCode, body.reference_code))
    expect(row).toMatchObject({ pages: 1, riskLevel: 'LOW_RISK', fileStored: false })
  })

  it('flags an invoice whose bank details changed, with the page and words', async () => {
    const body = (await analyse(upload(await changedBankInvoicePdf()))).json()
    expect(body.documentType).toBe('invoice')
    const changed = body.markers.find((m: Marker) => m.id === 'bank_details_changed')
    expect(changed).toMatchObject({
      page: 1,
      evidence: expect.stringContaining('bank details have changed'),
    })
    expect(ids(body)).toEqual(
      expect.arrayContaining(['vat_number_fails_check', 'company_number_wrong_format']),
    )
    expect(body.fraudIndicators).toContain(changed.text)
    expect(body.fraudScore).toBeGreaterThan(0.3)
  })

  it('calls a "letter from HMRC" made last night in an online editor high risk', async () => {
    const body = (await analyse(upload(await fakeHmrcLetterPdf()))).json()
    expect(body).toMatchObject({ documentType: 'tax_letter', risk_level: 'HIGH_RISK' })
    expect(ids(body)).toEqual(
      expect.arrayContaining([
        'online_editor',
        'made_recently_at_night',
        'webmail_on_official_letter',
        'mobile_on_official_letter',
        'bailiff_threat',
        'official_bank_transfer',
        'reference_wrong_format',
      ]),
    )
    expect(body.recommendation).toContain('HMRC')
  })

  it('finds JavaScript run on opening, also when its name is hidden as /J#61vaScript', async () => {
    const plain = (await analyse(upload(javascriptPdf()))).json()
    expect(ids(plain)).toEqual(expect.arrayContaining(['javascript', 'auto_action']))
    expect(plain.structure.keywords).toMatchObject({ JavaScript: 1, OpenAction: 1 })
    const hidden = (await analyse(upload(hiddenJavascriptPdf()))).json()
    expect(hidden.structure.hiddenNames).toEqual(['JavaScript'])
    expect(ids(hidden)).toEqual(expect.arrayContaining(['hidden_names', 'javascript']))
    expect(hidden.risk_level).toBe('HIGH_RISK')
  })

  it('decodes a QR code on a page and checks where it leads', async () => {
    const body = (await analyse(upload(await qrPhishingPdf()))).json()
    expect(body.qr_codes).toEqual([
      { text: 'http://hmrc-tax-refund.claim-now.xyz/login', page: 1, score: expect.any(Number) },
    ])
    expect(body.markers.find((m: Marker) => m.id === 'risky_qr_code')).toMatchObject({ page: 1 })
  })

  it('reads a scanned letter and a photo by OCR', async () => {
    const scanned = (await analyse(upload(await scannedLetterPdf()))).json()
    expect(scanned.pages_read).toBe(1)
    expect(scanned.signals.length).toBeGreaterThan(0)
    const photo = await analyse(
      upload(SCANNED_LETTER_PNG, { name: 'letter.png', type: 'image/png' }),
    )
    expect(photo.statusCode).toBe(200)
    expect(photo.json()).toMatchObject({ pages: 1, pages_read: 1, structure: null })
  })

  it('reads only the first 50 pages of a 2,000-page PDF', async () => {
    const body = (await analyse(upload(await manyPagesPdf()))).json()
    expect(body).toMatchObject({ pages: 2000, pages_read: 50, truncated: true })
  })

  it('stores the file only with consent', async () => {
    const bytes = await changedBankInvoicePdf()
    const body = (await analyse(upload(bytes, { consent: true }))).json()
    const [row] = await t.database.db
      .select()
      .from(documentChecks)
      .where(eq(documentChecks.referenceCode, body.reference_code))
    expect(row?.fileStored).toBe(true)
    const stored = await readUpload(t.database.db, row?.fileSha256 ?? '')
    expect(stored).toMatchObject({ mediaType: 'application/pdf', extension: 'pdf' })
    expect(Buffer.from(stored?.bytes ?? []).equals(Buffer.from(bytes))).toBe(true)
  })

  it('warns about a picture of a sign-in page, and judges the address it shows', async () => {
    const body = (
      await analyse(upload(signInPagePng(), { name: 'login.png', type: 'image/png' }))
    ).json()
    const ids = body.markers.map((marker: Marker) => marker.id)
    expect(ids).toEqual(expect.arrayContaining(['sign_in_page', 'risky_link']))
    expect(body.fraudIndicators.join(' ')).toContain('sign in or enter card details for Microsoft')
    expect(body.fraudScore).toBeGreaterThan(0.3)
  })

  it('does not call a picture of the real sign-in page a scam', async () => {
    const genuine = signInPagePng('https://login.microsoftonline.com/common/oauth2')
    const body = (await analyse(upload(genuine, { name: 'login.png', type: 'image/png' }))).json()
    expect(body.markers.map((marker: Marker) => marker.id)).not.toContain('sign_in_page')
    expect(body.fraudScore).toBeLessThanOrEqual(0.3)
  })

  it.each([
    ['an encrypted PDF', () => encryptedPdf(), 'locked', 'locked with a password'],
    ['a truncated PDF', () => truncatedPdf(), 'damaged', 'damaged'],
  ])(
    'gives %s a verdict, not an error: be careful, and what to do',
    async (_n, make, why, words) => {
      const response = await analyse(upload(await make()))
      expect(response.statusCode).toBe(200)
      const body = response.json()
      expect(body).toMatchObject({ unreadable: why, risk_level: 'NEEDS_VERIFICATION' })
      expect(body.fraudScore).toBeGreaterThan(0.3)
      expect(body.fraudIndicators.join(' ')).toContain(words)
      expect(body.recommendation).toContain('Ask the sender to confirm')
    },
  )

  it.each([
    ['a page a million points wide', () => hugePagePdf(), 413, 'too large or complex'],
    [
      'a text file',
      () => new TextEncoder().encode('hello, this is not a PDF'),
      415,
      'Please upload a PDF or image file',
    ],
  ])('refuses %s with a clear 4xx', async (_name, make, status, words) => {
    const response = await analyse(upload(await make()))
    expect(response.statusCode).toBe(status)
    expect(response.json().error).toContain(words)
  })

  it('refuses a file over 10 MB with the spec’s words, in the person’s language', async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 1)
    big.set(new TextEncoder().encode('%PDF-1.7\n'))
    const response = await analyse(upload(big))
    expect(response.statusCode).toBe(413)
    expect(response.json()).toMatchObject({
      error: 'File size must be less than 10MB',
      code: 'FILE_TOO_LARGE',
    })
    const welsh = await analyse(new FormData(), { 'accept-language': 'cy' })
    expect(welsh.statusCode).toBe(400)
  })

  it('asks for a file when none is sent', async () => {
    const response = await analyse(new FormData())
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toBe('Choose a document to analyse.')
    expect(existsSync(path.join(dataDir, 'nothing'))).toBe(false)
  })
})
