import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { parseFeed } from '../../enrich/threat-feed-formats.ts'
import { importFeedEntries } from '../../enrich/threat-feeds.ts'
import type { DatabaseHandle } from '../../platform/db/client.ts'
import { lookupCache, referenceCodes } from '../../platform/db/schema.ts'
import { useFakeWorldApp } from '../../test/fake-world-app.ts'
import { DRIVERS, buildTestApp, openTestDatabase } from '../../test/helper.ts'

describe.each(DRIVERS)('POST /api/website-screening on %s', (driver) => {
  const t = useFakeWorldApp(driver)

  beforeAll(async () => {
    await importFeedEntries(
      t.database.db,
      'openphish',
      parseFeed('https://royalmail-redelivery.test/pay').entries,
    )
  })

  const screen = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/website-screening', payload: { url }, headers })

  it('checks a genuine shop end to end: registration, certificate, business, Low', async () => {
    const response = await screen(t.world.url('acme-kettles.test'))
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body).toMatchObject({
      url: t.world.url('acme-kettles.test'),
      reference_code: expect.stringMatching(/^WEB-[0-9A-Z]{4}-[0-9A-Z]{4}$/),
      meta_description: 'Kettles and toasters delivered across the UK.',
      risk_level: 'Low',
      is_suspicious: false,
      domain_age_days: 3650,
      website_age_years: 9,
      age: '9 years',
      registrar: 'Acme Registrar Ltd',
      whois: { registrar: 'Acme Registrar Ltd', privacy_protected: false },
      has_ssl: true,
      ssl_valid: true,
      ssl_info: {
        valid: true,
        issuer: { O: 'ScamScreen Testing Ltd', CN: 'ScamScreen Test CA' },
        certificate_age_days: 3,
      },
      ip: '127.0.0.1',
      legal_name: 'Acme Kettles Limited',
      trading_name: 'Acme Kettles',
      trading_address: '4 Kettle Park, Leeds, LS1 4AP',
      contact_email: 'hello@acme-kettles.test',
      contact_page: t.world.url('acme-kettles.test', '/contact'),
      company_number: '01234567',
      vat_number: 'GB123456789',
      sector: 'Online shopping',
      language: 'en-GB',
      brand_mentioned: null,
      google_safe_browsing: { status: 'checked', safe: true, matches: [] },
      virustotal: { status: 'no_data', positives: null },
      lookalike: null,
      threat_feeds: [],
      community_reports: 0,
      checks: {
        dns: 'checked',
        tls: 'checked',
        rdap: 'checked',
        page: 'checked',
        threat_feeds: 'checked',
        safe_browsing: 'checked',
        virustotal: 'no_data',
        community_reports: 'checked',
      },
    })
    expect(body.custom_analysis).toContain('**Low risk: we found no warning signs.**')
    expect(body.recommendations.join(' ')).toContain('Companies House')
  })

  it('checks a phishing page: lookalike, days-old domain, lists, login form, High', async () => {
    const response = await screen(t.world.url('royalmail-redelivery.test', '/pay'))
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body).toMatchObject({
      risk_level: 'High',
      is_suspicious: true,
      domain_age_days: 5,
      first_seen_year: new Date(Date.now() - 5 * 86_400_000).getUTCFullYear(),
      whois: { privacy_protected: true, registrar: 'NameSilo, LLC' },
      lookalike: { brand: 'Royal Mail', technique: 'added_word' },
      google_safe_browsing: { status: 'checked', safe: false, matches: ['SOCIAL_ENGINEERING'] },
      virustotal: { status: 'checked', positives: 6, total: 90 },
      threat_feeds: ['openphish'],
    })
    expect(body.threat_score).toBeGreaterThan(90)
    expect(body.url_flags).toContain('brand_lookalike')
    const ids = body.signals.map((signal: { id: string }) => signal.id)
    expect(ids).toEqual(
      expect.arrayContaining([
        'threat_feed_listed',
        'safe_browsing_match',
        'virustotal_positives',
        'url_brand_lookalike',
        'domain_very_new',
        'login_form_on_lookalike',
      ]),
    )
    expect(body.risks.length).toBe(body.signals.length)
    expect(body.custom_analysis).toContain('**High risk: this website looks like a scam.**')
    expect(body.recommendations.join(' ')).toContain('159')
  })

  it('answers a repeat check from the cache, with a new reference code', async () => {
    const url = t.world.url('repeat.bench.test')
    const first = (await screen(url)).json()
    const questions = t.world.dns.questions.length
    const pageRequests = t.world.https.requests.length
    const second = (await screen(url)).json()
    expect(second.reference_code).not.toBe(first.reference_code)
    expect(second.checked_at).toBe(first.checked_at)
    expect(t.world.dns.questions.length).toBe(questions)
    expect(t.world.https.requests.length).toBe(pageRequests)
  })

  it('keeps only the reference code, the address and the verdict', async () => {
    const body = (await screen(t.world.url('acme-kettles.test'))).json()
    const [code] = await t.database.db
      .select()
      .from(referenceCodes)
      .where(eq(referenceCodes.code, body.reference_code))
    expect(code?.tool).toBe('website')
    const [stored] = await t.database.db
      .select()
      .from(lookupCache)
      .where(eq(lookupCache.key, `website-verdict:${body.reference_code}`))
    expect(stored?.value).toEqual({
      url: body.url,
      threat_score: body.threat_score,
      risk_level: 'Low',
      is_suspicious: false,
      signals: [],
      checked_at: body.checked_at,
    })
  })

  it('says a name that leads nowhere has no DNS, and what it could not check', async () => {
    const body = (await screen('https://gone.test/')).json()
    expect(body).toMatchObject({
      checks: { dns: 'no_data', tls: 'no_data', page: 'no_data' },
      has_ssl: null,
      ip: null,
    })
    expect(body.signals.map((signal: { id: string }) => signal.id)).toContain('no_dns')
  })

  it('answers in the language asked for', async () => {
    const body = (
      await screen(t.world.url('royalmail-redelivery.test', '/pay'), { 'accept-language': 'pl' })
    ).json()
    expect(body.custom_analysis).toContain('**')
    expect(body.custom_analysis).not.toContain('High risk')
  })

  describe('refuses', () => {
    it.each([
      'not a web address',
      'ftp://example.com/file',
      'javascript:alert(1)',
      'http://example.com@127.0.0.1/',
      '',
    ])('%j with 400 INVALID_URL', async (url) => {
      const response = await screen(url)
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({
        error: 'Enter a web address, like example.co.uk',
        code: 'INVALID_URL',
      })
    })

    it('an address over 2,048 characters with 400', async () => {
      const response = await screen(`https://example.test/${'a'.repeat(2048)}`)
      expect(response.statusCode).toBe(400)
      expect(response.json().code).toBe('INVALID_URL')
    })

    it.each([
      'http://10.0.0.1/',
      'http://169.254.169.254/latest/meta-data/',
      'http://[fc00::1]/',
      'https://internal.test/',
    ])('%s with 422 UNSAFE_TARGET, never a 5xx', async (url) => {
      const response = await screen(url)
      expect(response.statusCode).toBe(422)
      expect(response.json()).toEqual({
        error: 'This address points inside a private network, so it cannot be checked.',
        code: 'UNSAFE_TARGET',
      })
    })

    it('a site that redirects into private space with 422', async () => {
      const response = await screen(t.world.url('redirector.test'))
      expect(response.statusCode).toBe(422)
      expect(response.json().code).toBe('UNSAFE_TARGET')
    })
  })
})

describe('POST /api/website-screening without the tests-only loopback policy', () => {
  let database: DatabaseHandle
  let app: FastifyInstance
  beforeAll(async () => {
    database = await openTestDatabase('pglite')
    app = await buildTestApp(database, { CHECK_RATE_LIMIT_PER_MINUTE: '3' })
  })
  afterAll(() => app.close())

  it('refuses loopback in any spelling, then rate-limits like /api/screen', async () => {
    const statuses = []
    for (const url of [
      'http://2130706433/',
      'http://0x7f.1/',
      'http://[::ffff:127.0.0.1]/',
      'http://127.1/',
    ]) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/website-screening',
        payload: { url },
      })
      statuses.push(response.statusCode)
    }
    expect(statuses).toEqual([422, 422, 422, 429])
  })
})
