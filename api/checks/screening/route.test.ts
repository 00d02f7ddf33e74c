import { once } from 'node:events'
import { mkdtempSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { count, eq } from 'drizzle-orm'
import QRCode from 'qrcode'
import { describe, expect, it } from 'vitest'

import { screenings, uploads as uploadsTable } from '../../platform/db/schema.ts'
import { DRIVERS, buildTestApp, openTestDatabase, useTestApp } from '../../test/helper.ts'

const SCAM =
  'Royal Mail: Your parcel is being held due to an unpaid shipping fee of £1.45. Pay within 24 hours: https://royalmail-redelivery-uk.com/pay'
const GENUINE =
  'DPD: Your parcel from Argos will be delivered today between 10:15 and 11:15. Track it at https://www.dpd.co.uk'
// The smallest valid PNG: one transparent pixel.
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)

function form(
  fields: Record<string, string>,
  file?: { bytes: Uint8Array; name: string; type: string },
) {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.append(name, value)
  if (file) data.append('document', new Blob([file.bytes], { type: file.type }), file.name)
  return data
}

describe.each(DRIVERS)('POST /api/screen on %s', (driver) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'scamscreen-screen-'))
  const t = useTestApp(driver, {
    DATA_DIR: dataDir,
    RATE_LIMIT_PER_MINUTE: '1000',
    CHECK_RATE_LIMIT_PER_MINUTE: '1000',
  })
  const screen = (payload: FormData, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/screen', payload, headers })

  it('answers a scam with a reference code, a High verdict and its reasons, and stores it', async () => {
    const response = await screen(form({ description: SCAM }))
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body.reference_code).toMatch(/^SCR-[0-9A-Z]{4}-[0-9A-Z]{4}$/)
    expect(body).toMatchObject({
      risk_level: 'High',
      categories: expect.arrayContaining(['impersonation']),
    })
    expect(body.analysis).toContain('**High risk: this looks like a scam.**')
    expect(body.analysis).toContain('7726')
    expect(body.signals.map((s: { id: string }) => s.id)).toContain('url_brand_lookalike')
    const [row] = await t.database.db
      .select()
      .from(screenings)
      .where(eq(screenings.referenceCode, body.reference_code))
    expect(row).toMatchObject({
      id: body.report_id,
      riskLevel: 'High',
      description: SCAM,
      locale: 'en',
    })
  })

  it('does not call a genuine delivery text a scam, nor call it safe', async () => {
    const body = (await screen(form({ description: GENUINE }))).json()
    expect(body.risk_level).toBe('Low')
    expect(body.analysis).toContain('That is not proof that it is safe.')
  })

  it.each([
    [
      'en',
      'The caller said my card was blocked and asked me to read out the long number on my card and the three digits on the back.',
    ],
    ['pl', 'Konsultant z banku kazał mi przelać wszystkie oszczędności na bezpieczne konto.'],
    ['ur', 'اپنا کارڈ نمبر، ایکسپائری اور پیچھے والے تین ہندسے بھیجیں تاکہ اکاؤنٹ بحال ہو سکے'],
    [
      'zh',
      '您好，我是工商银行客服中心，您的账户存在异常交易风险。请把手机刚收到的短信验证码告诉我，我帮您冻结账户，避免资金损失。',
    ],
  ])(
    'makes a request no bank ever makes High (%s), the reason first, saying to call 159',
    async (_language, text) => {
      const body = (await screen(form({ description: text }))).json()
      expect(body.risk_level).toBe('High')
      expect(body.signals[0].id).toMatch(/^never_/)
      expect(body.analysis).toContain('**High risk: this is a scam.**')
      expect(body.analysis).toContain('**159**')
    },
  )

  it.each([
    'Barclays will never ask for your PIN or a code we sent you, or ask you to move money to a safe account.',
    'PKO BP: nigdy nie prosimy o podanie kodu BLIK ani hasła przez telefon.',
    '【工商银行】银行工作人员绝不会以任何理由向您索要短信验证码或银行卡密码，请勿向任何人泄露。如有疑问请拨打官方客服热线95588。',
  ])('does not make a warning that names the same things a request: %s', async (text) => {
    const body = (await screen(form({ description: text }))).json()
    expect(body.signals.some((s: { id: string }) => s.id.startsWith('never_'))).toBe(false)
    expect(body.risk_level).toBe('Low')
  })

  it('writes the analysis in the language the browser asks for', async () => {
    const welsh = (
      await screen(form({ description: SCAM }), { 'accept-language': 'cy-GB,cy;q=0.9,en;q=0.5' })
    ).json()
    const english = (await screen(form({ description: SCAM }))).json()
    expect(welsh.analysis).not.toBe(english.analysis)
    expect(welsh.analysis).toContain('7726')
  })

  it('weighs the email or website the person named', async () => {
    const text =
      'They sent me a message saying my parcel is waiting and I should pay the customs charge.'
    const without = (await screen(form({ description: text }))).json()
    const withSite = (
      await screen(form({ description: text, email_or_website: 'royalmail-customs.co' }))
    ).json()
    expect(withSite.score).toBeGreaterThan(without.score)
  })

  it('reads the link in a QR code inside an attached image', async () => {
    const qr = await QRCode.toBuffer('https://evri-redelivery.top/pay', { width: 300 })
    const description =
      'I found this QR code on a card through my door about a missed delivery from a courier.'
    const body = (
      await screen(form({ description }, { bytes: qr, name: 'card.png', type: 'image/png' }))
    ).json()
    expect(body.signals.map((s: { id: string }) => s.id)).toEqual(
      expect.arrayContaining(['url_brand_lookalike', 'url_risky_tld']),
    )
  })

  it('keeps an upload only with consent', async () => {
    const uploads = async () =>
      (await t.database.db.select({ n: count() }).from(uploadsTable))[0]?.n ?? 0
    const description = `${GENUINE} I attached a screenshot of the message as well.`
    await screen(form({ description }, { bytes: PNG_1X1, name: 'a.png', type: 'image/png' }))
    expect(await uploads()).toBe(0)
    await screen(
      form(
        { description, consent_to_store: 'true' },
        { bytes: PNG_1X1, name: 'a.png', type: 'image/png' },
      ),
    )
    expect(await uploads()).toBe(1)
  })

  it('answers a filled honeypot like a success, and analyses and stores nothing', async () => {
    const before = (await t.database.db.select({ n: count() }).from(screenings))[0]?.n
    const response = await screen(
      form({ description: SCAM, url_confirmation: 'http://spam.example' }),
    )
    expect(response.statusCode).toBe(200)
    expect(response.json().reference_code).toMatch(/^SCR-/)
    expect(response.json()).not.toHaveProperty('risk_level')
    expect((await t.database.db.select({ n: count() }).from(screenings))[0]?.n).toBe(before)
  })

  it.each<{ name: string; fields: Record<string, string>; status: number; error: RegExp }>([
    {
      name: 'a short description',
      fields: { description: 'Too short' },
      status: 400,
      error: /minimum 50 characters/,
    },
    { name: 'a missing description', fields: {}, status: 400, error: /minimum 50 characters/ },
    {
      name: 'a description over 10,000 characters',
      fields: { description: 'x'.repeat(10_001) },
      status: 400,
      error: /10,000/,
    },
  ])('refuses $name', async ({ fields, status, error }) => {
    const response = await screen(form(fields))
    expect(response.statusCode).toBe(status)
    expect(response.json()).toMatchObject({ error: expect.stringMatching(error) })
  })

  it('accepts a description of exactly 10,000 characters', async () => {
    const response = await screen(
      form({ description: `${SCAM} ${'a'.repeat(10_000 - SCAM.length - 1)}` }),
    )
    expect(response.statusCode).toBe(200)
  })

  it('refuses a file that only claims to be an image', async () => {
    const fake = new TextEncoder().encode('<?php echo "hello"; ?>')
    const response = await screen(
      form({ description: SCAM }, { bytes: fake, name: 'photo.png', type: 'image/png' }),
    )
    expect(response.statusCode).toBe(415)
    expect(response.json()).toMatchObject({ code: 'UNSUPPORTED_FILE' })
  })

  it('refuses a file over 10 MB with a 413', async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 1)
    big.set(PNG_1X1)
    const response = await screen(
      form({ description: SCAM }, { bytes: big, name: 'big.png', type: 'image/png' }),
    )
    expect(response.statusCode).toBe(413)
    expect(response.json()).toHaveProperty('error')
  })

  it('refuses a body that is not a form', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/screen',
      payload: { description: SCAM },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ error: expect.stringMatching(/multipart/) })
  })
})

describe('POST /api/screen with a language model configured', () => {
  it("lets the model reword the reasons, while the verdict and next steps stay the engine's", async () => {
    const model = createServer((_request, response) => {
      response.setHeader('content-type', 'application/json')
      response.end(
        JSON.stringify({ choices: [{ message: { content: '- The **fee** is the trick.' } }] }),
      )
    })
    model.listen(0, '127.0.0.1')
    await once(model, 'listening')
    const baseUrl = `http://127.0.0.1:${(model.address() as AddressInfo).port}/v1`
    const app = await buildTestApp(await openTestDatabase('pglite'), {
      LLM_BASE_URL: baseUrl,
      LLM_MODEL: 'test',
    })
    try {
      const form = new FormData()
      form.append('description', SCAM)
      const body = (await app.inject({ method: 'POST', url: '/api/screen', payload: form })).json()
      expect(body.risk_level).toBe('High')
      expect(body.analysis).toContain('**What we noticed**\n- The **fee** is the trick.')
      expect(body.analysis).toContain('**High risk: this looks like a scam.**')
      expect(body.analysis).toContain('7726')
    } finally {
      await app.close()
      model.closeAllConnections()
      model.close()
    }
  })
})
