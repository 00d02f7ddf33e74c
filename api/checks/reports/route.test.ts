import { randomUUID } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { and, count, eq, inArray, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

import { MAX_UPLOAD_BYTES } from '../../app.ts'
import {
  alerts,
  communityReports,
  referenceCodes,
  reportIndicators,
} from '../../platform/db/schema.ts'
import { DRIVERS, useTestApp } from '../../test/helper.ts'

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n')
// The first bytes of a Windows program: "MZ", then a DOS header full of zero bytes.
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0')])

function reportForm(
  fields: Record<string, string>,
  file?: { bytes: Uint8Array; name: string; type?: string },
): FormData {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.append(name, value)
  if (file) {
    data.append(
      'supporting_document',
      new Blob([file.bytes], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    )
  }
  return data
}

/** A unique scam site per test, so the tests in one database do not count each other's. */
const site = () => `scam-${randomUUID().slice(0, 8)}.com`

describe.each(DRIVERS)('POST /api/community-reports on %s', (driver) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'scamscreen-reports-'))
  const t = useTestApp(driver, {
    DATA_DIR: dataDir,
    RATE_LIMIT_PER_MINUTE: '100000',
    CHECK_RATE_LIMIT_PER_MINUTE: '100000',
  })
  const send = (payload: FormData, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/community-reports', payload, headers })
  const report = (fields: Record<string, string>) =>
    send(reportForm({ description: 'They texted me a link to pay a fee.', ...fields }))
  const rowsWithKey = async (key: string) =>
    (
      await t.database.db
        .select({ n: count() })
        .from(communityReports)
        .where(eq(communityReports.idempotencyKey, key))
    )[0]?.n

  it('stores a report, normalised, and answers with a reference code', async () => {
    const domain = site()
    const response = await send(
      reportForm(
        {
          website_url: `https://pay.${domain}/fee`,
          email_address: `Billing@${domain}`,
          phone_number: '07700 900123',
          incident_date: '2026-01-15',
          scammer_name: 'Dave',
          organisation_name: 'Royal Mail (fake)',
          location: 'Leeds',
          sort_code: '200000',
          account_number: '5577 9911',
          description: '  A text said my parcel was held and asked for £1.99.  ',
        },
        { bytes: PDF, name: 'letter.pdf', type: 'application/pdf' },
      ),
    )
    expect(response.statusCode).toBe(200)
    const code: string = response.json().reference_code
    expect(code).toMatch(/^REP-[0-9A-Z]{4}-[0-9A-Z]{4}$/)
    const [row] = await t.database.db
      .select()
      .from(communityReports)
      .where(eq(communityReports.referenceCode, code))
    expect(row).toMatchObject({
      websiteUrl: `https://pay.${domain}/fee`,
      phoneNumber: '+447700900123',
      sortCode: '20-00-00',
      accountNumber: '55779911',
      description: 'A text said my parcel was held and asked for £1.99.',
      fileType: 'application/pdf',
      category: expect.any(String),
    })
    const indicators = await t.database.db
      .select()
      .from(reportIndicators)
      .where(eq(reportIndicators.reportId, row?.id ?? ''))
    expect(indicators.map((i) => i.kind).sort()).toEqual([
      'bank_account',
      'domain',
      'email',
      'phone',
    ])
    // Only keyed hashes: no indicator is stored in a form anyone could read back.
    for (const indicator of indicators) expect(indicator.hash).toMatch(/^[0-9a-f]{64}$/)
  })

  it('needs only a description', async () => {
    const response = await send(reportForm({ description: 'Someone rang about my pension.' }))
    expect(response.statusCode).toBe(200)
  })

  describe('exactly once', () => {
    it('answers the same key sent 10 times one after another with the first code', async () => {
      const key = randomUUID()
      const codes: string[] = []
      for (let i = 0; i < 10; i++) {
        const response = await send(reportForm({ description: 'Sent again and again.' }), {
          'idempotency-key': key,
        })
        expect(response.statusCode).toBe(200)
        codes.push(response.json().reference_code)
      }
      expect(new Set(codes).size).toBe(1)
      expect(await rowsWithKey(key)).toBe(1)
    })

    it('answers the same key sent 10 times at once with one code and one report', async () => {
      const key = randomUUID()
      const before = (
        await t.database.db
          .select({ n: count() })
          .from(referenceCodes)
          .where(eq(referenceCodes.tool, 'report'))
      )[0]?.n
      const responses = await Promise.all(
        Array.from({ length: 10 }, () =>
          send(reportForm({ description: 'Sent ten times at once.', website_url: site() }), {
            'idempotency-key': key,
          }),
        ),
      )
      expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(200))
      expect(new Set(responses.map((r) => r.json().reference_code)).size).toBe(1)
      expect(await rowsWithKey(key)).toBe(1)
      // The codes the losing copies reserved were given back: one new code in all.
      const after = (
        await t.database.db
          .select({ n: count() })
          .from(referenceCodes)
          .where(eq(referenceCodes.tool, 'report'))
      )[0]?.n
      expect(Number(after) - Number(before)).toBe(1)
      // And one set of indicators.
      const [row] = await t.database.db
        .select({ id: communityReports.id })
        .from(communityReports)
        .where(eq(communityReports.idempotencyKey, key))
      const indicators = await t.database.db
        .select({ n: count() })
        .from(reportIndicators)
        .where(eq(reportIndicators.reportId, row?.id ?? ''))
      expect(indicators[0]?.n).toBe(1)
    })

    it('stores every report sent without a key', async () => {
      const first = await report({})
      const second = await report({})
      expect(first.json().reference_code).not.toBe(second.json().reference_code)
    })

    it.each(['short', 'has spaces in it', 'ümlaut-key-1234', 'x'.repeat(129)])(
      'refuses bad key %#',
      async (key) => {
        const response = await send(reportForm({ description: 'Bad key.' }), {
          'idempotency-key': key,
        })
        expect(response.statusCode).toBe(400)
      },
    )
  })

  describe('hostile input', () => {
    it.each([
      [{ description: '' }, 'Please provide a description of what happened'],
      [{ description: '   ' }, 'Please provide a description of what happened'],
      [{ description: 'x'.repeat(10_001) }, 'The description must be 10,000 characters or less'],
      [
        { phone_number: '0121 496 0000' },
        'UK mobile numbers must be exactly 11 digits (starting with 07) or 12 digits (starting with +44)',
      ],
      [{ phone_number: '+123456' }, 'International numbers must be between 7 and 15 digits long'],
      [{ phone_number: '+1-415-555-2671' }, 'Invalid international number format'],
      [
        { phone_number: '7700 900123' },
        'Phone number must start with +44, 07 (UK) or + (international)',
      ],
      [{ account_number: '1234' }, 'Please enter either an 8 digit UK account number or IBAN.'],
      [{ sort_code: '12-34' }, 'Enter a sort code of 6 digits, like 20-00-00'],
      [
        { email_address: 'not-an-email' },
        'Enter an email address in the correct format, like name@example.com',
      ],
      [
        { website_url: 'javascript:alert(1)' },
        'Enter a website address in the correct format, like www.example.com',
      ],
      [{ incident_date: '2999-01-01' }, 'The date of the incident must be today or in the past'],
      [
        { incident_date: "'; drop table alerts; --" },
        'Enter the date of the incident as a real date',
      ],
      [{ scammer_name: 'n'.repeat(201) }, "The scammer's name must be 200 characters or less"],
    ])('case %# → 400 %j', async (fields, message) => {
      const response = await report(fields)
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ error: message, code: 'INVALID_INPUT' })
    })

    it('refuses a program renamed .pdf (415)', async () => {
      const response = await send(
        reportForm(
          { description: 'See the attached letter.' },
          { bytes: EXE, name: 'letter.pdf', type: 'application/pdf' },
        ),
      )
      expect(response.statusCode).toBe(415)
      expect(response.json().error).toBe(
        'The selected file must be a PDF, Word document, text file, JPG or PNG',
      )
    })

    it('takes a file of exactly 10 MB and refuses one byte more (413)', async () => {
      const exact = Buffer.alloc(MAX_UPLOAD_BYTES, 0x20)
      PDF.copy(exact)
      const ok = await send(
        reportForm({ description: 'A big letter.' }, { bytes: exact, name: 'big.pdf' }),
      )
      expect(ok.statusCode).toBe(200)

      const tooBig = Buffer.concat([exact, Buffer.from(' ')])
      const response = await send(
        reportForm({ description: 'A bigger letter.' }, { bytes: tooBig, name: 'big.pdf' }),
      )
      expect(response.statusCode).toBe(413)
      expect(response.json().error).toBe('The selected file must be smaller than 10 MB')
    })

    it('refuses a file in another field', async () => {
      const data = reportForm({ description: 'Wrong field.' })
      data.append('document', new Blob([PDF]), 'a.pdf')
      expect((await send(data)).statusCode).toBe(400)
    })

    it('stores nothing for a bot that fills the honeypot', async () => {
      const key = randomUUID()
      const response = await send(
        reportForm({ description: 'Buy cheap watches', url_confirmation: 'http://spam.example' }),
        { 'idempotency-key': key },
      )
      expect(response.statusCode).toBe(200)
      expect(response.json().reference_code).toMatch(/^REP-/)
      expect(await rowsWithKey(key)).toBe(0)
    })
  })

  describe('community intelligence', () => {
    const screen = (description: string, emailOrWebsite?: string) => {
      const data = new FormData()
      data.append('description', description)
      if (emailOrWebsite) data.append('email_or_website', emailOrWebsite)
      return t.app.inject({ method: 'POST', url: '/api/screen', payload: data })
    }
    const screenFor = (domain: string) =>
      screen(`I got a text from my bank asking me to log in at https://${domain}/login today.`)
    const communitySignal = (body: { signals: Array<{ id: string }> }) =>
      body.signals.find((signal) => signal.id === 'community_reported')
    const currentAlerts = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/alerts' })).json().alerts as Array<{
        description: string
      }>

    it('makes an indicator reported 3 times in 30 days a signal and an alert, once', async () => {
      const domain = site()
      for (let i = 0; i < 2; i++) {
        expect((await report({ website_url: `https://www.${domain}/pay` })).statusCode).toBe(200)
      }
      const afterTwo = (await screenFor(domain)).json()
      expect(communitySignal(afterTwo)).toBeUndefined()
      expect((await currentAlerts()).some((a) => a.description.includes(domain))).toBe(false)

      await report({ website_url: domain })
      const afterThree = (await screenFor(domain)).json()
      expect(communitySignal(afterThree)).toMatchObject({
        id: 'community_reported',
        weight: 0.6,
        evidence: domain,
      })
      expect(afterThree.analysis).toContain(
        'Reported by 3 people to ScamScreen in the last 30 days.',
      )
      const defanged = domain.replace('.', '[.]')
      expect(await currentAlerts()).toContainEqual(
        expect.objectContaining({
          description: expect.stringMatching(
            new RegExp(
              `^Website reported by several people: ${defanged.replace(/[[\].]/g, '\\$&')} \\(`,
            ),
          ),
        }),
      )

      // A fourth report raises no second alert; the count goes on.
      await report({ email_address: `help@${domain}` })
      const rows = await t.database.db
        .select({ description: alerts.description })
        .from(alerts)
        .where(sql`${alerts.description} like ${`%${defanged}%`}`)
      expect(rows).toHaveLength(1)
      expect(rows[0]?.description).not.toContain('They texted me')
      const afterFour = (await screenFor(domain)).json()
      expect(communitySignal(afterFour)).toMatchObject({ evidence: domain })
      expect(afterFour.analysis).toContain('Reported by 4 people')
    })

    it('finds the counterparty and phone numbers too', async () => {
      const phone = `+4477009${String(Math.floor(Math.random() * 1e5)).padStart(5, '0')}`
      for (let i = 0; i < 3; i++) await report({ phone_number: phone })
      const national = `0${phone.slice(3)}`
      const body = (
        await screen(
          `Someone called from ${national} saying they were from my bank and I must act now.`,
        )
      ).json()
      expect(communitySignal(body)).toMatchObject({ evidence: phone })
      expect(await currentAlerts()).toContainEqual(
        expect.objectContaining({
          description: expect.stringContaining(
            `${national.slice(0, 5)} ${national.slice(5, 8)}xxx`,
          ),
        }),
      )
    })

    it('does not count reports older than 30 days', async () => {
      const domain = site()
      const codes: string[] = []
      for (let i = 0; i < 3; i++)
        codes.push((await report({ website_url: domain })).json().reference_code)
      const ids = await t.database.db
        .select({ id: communityReports.id })
        .from(communityReports)
        .where(inArray(communityReports.referenceCode, codes))
      // The first report is now 31 days old.
      await t.database.db
        .update(reportIndicators)
        .set({ createdAt: new Date(Date.now() - 31 * 24 * 60 * 60 * 1000) })
        .where(eq(reportIndicators.reportId, ids[0]?.id ?? ''))
      expect(communitySignal((await screenFor(domain)).json())).toBeUndefined()
    })

    it('never turns a safelisted indicator into a signal or an alert', async () => {
      for (let i = 0; i < 3; i++) {
        await report({
          website_url: 'https://www.gov.uk/pay-tax',
          email_address: 'noreply@hmrc.gov.uk',
        })
      }
      const body = (
        await screen(
          'HMRC says I owe tax and must pay at https://www.gov.uk/pay-tax today or be arrested.',
          'noreply@hmrc.gov.uk',
        )
      ).json()
      expect(communitySignal(body)).toBeUndefined()
      expect((await currentAlerts()).some((a) => a.description.includes('gov[.]uk'))).toBe(false)
      const safelisted = await t.database.db
        .select({ n: count() })
        .from(reportIndicators)
        .where(and(eq(reportIndicators.counted, false), eq(reportIndicators.kind, 'domain')))
      // Stored with the report, never counted.
      expect(Number(safelisted[0]?.n)).toBeGreaterThanOrEqual(3)
    })
  })
})

describe.each(DRIVERS)('GET /api/config on %s', (driver) => {
  describe('without a Places key', () => {
    const t = useTestApp(driver)
    it('answers no key, and the policy allows no Google script', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/config' })
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({ googlePlacesApiKey: null })
      expect(response.headers['content-security-policy']).not.toContain('googleapis')
    })
  })

  describe('with a Places key', () => {
    const t = useTestApp(driver, { GOOGLE_PLACES_API_KEY: 'test-places-key' })
    it('answers the key, and the policy allows the places script', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/config' })
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({ googlePlacesApiKey: 'test-places-key' })
      const policy = String(response.headers['content-security-policy'])
      expect(policy).toMatch(/script-src [^;]*https:\/\/maps\.googleapis\.com/)
      expect(policy).toMatch(/connect-src [^;]*https:\/\/maps\.googleapis\.com/)
      expect(policy).toMatch(/img-src [^;]*https:\/\/maps\.gstatic\.com/)
    })
  })
})
