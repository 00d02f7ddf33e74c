import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

import { encodeGreyPng, qrPng } from '../../../tests/support/qr-image.ts'
import { lookupCache } from '../../platform/db/schema.ts'
import { useFakeWorldApp } from '../../test/fake-world-app.ts'
import { DRIVERS } from '../../test/helper.ts'

function upload(
  bytes: Uint8Array,
  { name = 'code.png', type = 'image/png', field = 'qrImage' } = {},
) {
  const data = new FormData()
  data.append(field, new Blob([bytes], { type }), name)
  return data
}

/** A PNG header claiming a huge picture (a decompression bomb), followed by a real code's data. */
function pngClaiming(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(qrPng('https://example.com'))
  const view = new DataView(bytes.buffer)
  view.setUint32(16, width)
  view.setUint32(20, height)
  return bytes
}

describe.each(DRIVERS)('POST /api/qr-scan on %s', (driver) => {
  const t = useFakeWorldApp(driver)

  const scan = (payload: FormData, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/qr-scan', payload, headers })

  it('decodes a link and checks the website behind it, with every field of the response', async () => {
    const link = t.world.url('royalmail-redelivery.test', '/pay')
    const response = await scan(upload(qrPng(link)))
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body).toMatchObject({
      reference_code: expect.stringMatching(/^QR-[0-9A-Z]{4}-[0-9A-Z]{4}$/),
      content: link,
      payload_type: 'url',
      decoded: [{ text: link, format: 'QRCode' }],
      is_malicious: true,
      risk_level: 'High',
      ip_address: '127.0.0.1',
      is_proxy: false,
      domain_info: {
        virustotal: { status: 'checked', positives: 6, total: 90 },
        safe_browsing: { status: 'checked', safe: false, matches: ['SOCIAL_ENGINEERING'] },
        domain_age_days: 5,
        whois: { registrar: 'NameSilo, LLC' },
        ssl_info: { valid: true },
        ip_address: '127.0.0.1',
      },
      final_url: null,
      redirects: [],
    })
    expect(body.threat_score).toBeGreaterThan(60)
    expect(body.domain_info.threat_score).toBe(body.threat_score)
    expect(body.website).toMatchObject({ url: link, registrar: 'NameSilo, LLC' })
    expect(body.threats.length).toBeGreaterThan(0)
    expect(body.analysis).toEqual(expect.any(String))
    for (const key of ['city', 'country', 'location']) expect(body).toHaveProperty(key)

    // The code's record keeps what the code held and the verdict, nothing about the person.
    const [row] = await t.database.db
      .select()
      .from(lookupCache)
      .where(eq(lookupCache.key, `qr-verdict:${body.reference_code}`))
    expect(row?.value).toMatchObject({ content: link, payload_type: 'url', is_malicious: true })
  })

  it('follows a shortener on the server and judges where it lands', async () => {
    const response = await scan(upload(qrPng(t.world.url('short.test', '/x'))))
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body.final_url).toBe(t.world.url('royalmail-redelivery.test', '/pay'))
    expect(body.redirects).toHaveLength(1)
    expect(body.risk_level).toBe('High')
    expect(body.threats.join(' ')).toContain('1 redirects')
  })

  it('judges a genuine website Low, and says so in the person’s language', async () => {
    const response = await scan(upload(qrPng(t.world.url('acme-kettles.test'))), {
      'accept-language': 'cy',
    })
    const body = response.json()
    expect(body).toMatchObject({ is_malicious: false, risk_level: 'Low' })
    expect(body.domain_info).toMatchObject({ domain_age_days: 3650, ssl_info: { valid: true } })
  })

  it('checks other payloads with the engine: a premium-rate call is dangerous', async () => {
    const response = await scan(upload(qrPng('tel:09011234567')))
    const body = response.json()
    expect(body).toMatchObject({
      payload_type: 'phone',
      is_malicious: true,
      risk_level: 'High',
      domain_info: null,
      ip_address: null,
    })
    expect(body.threats[0]).toBe('It calls or texts a premium-rate or costly number.')
    expect(body.analysis).toContain('**High risk')
    expect(body.analysis).toContain('premium-rate')
  })

  it('calls a plain note safe, and notices a second code stuck beside the first', async () => {
    const plain = (await scan(upload(qrPng('Table 12')))).json()
    expect(plain).toMatchObject({ payload_type: 'text', is_malicious: false, risk_level: 'Low' })

    const two = (await scan(upload(qrPng(['Table 12', 'bitcoin:bc1qxyz?amount=0.1'])))).json()
    expect(two.decoded).toHaveLength(2)
    expect(two.threats.join(' ')).toContain('more than one QR code')
    expect(two.is_malicious).toBe(true)
  })

  it('reads light-on-dark codes', async () => {
    const response = await scan(upload(qrPng('WIFI:S:Free;T:nopass;;', { inverted: true })))
    expect(response.json()).toMatchObject({
      payload_type: 'wifi',
      content: 'WIFI:S:Free;T:nopass;;',
    })
  })

  it('treats a link into a private network as a finding, and never fetches it', async () => {
    const response = await scan(upload(qrPng('http://192.168.1.1/login')))
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body.is_malicious).toBe(true)
    expect(body.threats.join(' ')).toContain('private network')
  })

  it('answers hostile uploads with a readable 4xx', async () => {
    const damaged = await scan(upload(qrPng('x').fill(0x55, 41)))
    expect(damaged.statusCode).toBe(422)
    expect(damaged.json()).toMatchObject({ code: 'UNREADABLE_FILE' })

    const blank = await scan(upload(new Uint8Array(Buffer.from('just text, not a picture'))))
    expect(blank.statusCode).toBe(415)
    expect(blank.json()).toMatchObject({ code: 'UNSUPPORTED_FILE' })

    const big = new Uint8Array(5 * 1024 * 1024 + 1)
    big.set(qrPng('x'))
    const tooLarge = await scan(upload(big))
    expect(tooLarge.statusCode).toBe(413)
    expect(tooLarge.json()).toEqual({
      error: 'File Too Large: Please upload an image under 5MB.',
      code: 'FILE_TOO_LARGE',
    })

    const bomb = await scan(upload(pngClaiming(30_000, 30_000)))
    expect(bomb.statusCode).toBe(413)
    expect(bomb.json()).toMatchObject({ code: 'FILE_TOO_COMPLEX' })

    const none = await scan(upload(qrPng('x'), { field: 'other' }))
    expect(none.statusCode).toBe(400)

    const notMultipart = await t.app.inject({ method: 'POST', url: '/api/qr-scan', payload: {} })
    expect(notMultipart.statusCode).toBe(400)
  })

  it('says when the picture has no QR code', async () => {
    const white = { width: 200, height: 200, pixels: new Uint8Array(200 * 200).fill(255) }
    const response = await scan(upload(encodeGreyPng(white)))
    expect(response.statusCode).toBe(422)
    expect(response.json()).toMatchObject({ code: 'NO_QR_CODE' })
  })
})
