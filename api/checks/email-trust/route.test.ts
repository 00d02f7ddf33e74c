import type { IncomingMessage, ServerResponse } from 'node:http'

import { eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { parseFeed } from '../../enrich/threat-feed-formats.ts'
import { importFeedEntries } from '../../enrich/threat-feeds.ts'
import type { DatabaseHandle } from '../../platform/db/client.ts'
import { emailTrustChecks, referenceCodes } from '../../platform/db/schema.ts'
import { startFakeDns, type FakeDnsServer } from '../../test/fake-dns-server.ts'
import { rdapBootstrapFor, startHttpServer, type TestServer } from '../../test/fake-web.ts'
import { useFakeWorldApp } from '../../test/fake-world-app.ts'
import { DRIVERS, buildTestApp, openTestDatabase } from '../../test/helper.ts'

interface Factor {
  id: string
  points: number
  max_points: number
  status: string
  finding: string
}

const factorOf = (body: { factors: Factor[] }, id: string) =>
  body.factors.find((factor) => factor.id === id)

describe.each(DRIVERS)('POST /api/email-trust on %s', (driver) => {
  const t = useFakeWorldApp(driver)

  beforeAll(async () => {
    await importFeedEntries(
      t.database.db,
      'openphish',
      parseFeed('https://royalmail-redelivery.test/pay').entries,
    )
  })

  const check = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/email-trust', payload: payload as object, headers })

  it('trusts a well set-up organisation: every factor checked and earned, 16 of 16', async () => {
    const response = await check({ email: '  Accounts@Acme-Kettles.test ' })
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body).toMatchObject({
      reference_code: expect.stringMatching(/^ETC-[0-9A-Z]{4}-[0-9A-Z]{4}$/),
      email: 'Accounts@acme-kettles.test',
      provider_type: 'corporate',
      provider_name: null,
      trust_score: 16,
      trust_rating: 'Very High Trust',
      score_breakdown: {
        provider_type: 2,
        receives_mail: 2,
        spf: 1,
        dmarc: 1,
        dmarc_policy: 1,
        domain_age: 2,
        website: 1,
        not_lookalike: 2,
        community_reports: 2,
        threat_feeds: 1,
        not_posing: 1,
      },
      domain: 'acme-kettles.test',
      is_relay: false,
    })
    expect(body.factors).toHaveLength(11)
    expect(body.factors.every((factor: Factor) => factor.status === 'earned')).toBe(true)
    expect(factorOf(body, 'domain_age')?.finding).toBe('The domain was registered 9 years ago.')
    expect(factorOf(body, 'dmarc_policy')?.finding).toContain('p=reject')
    expect(new Date(body.analysis_timestamp).toISOString()).toBe(body.analysis_timestamp)
    expect(body.recommendations.at(-1)).toContain('report@phishing.gov.uk')
  })

  it('distrusts a days-old look-alike on a phishing list: three warning signs', async () => {
    const body = (await check({ email: 'parcels@royalmail-redelivery.test' })).json()
    expect(body).toMatchObject({
      provider_type: 'other',
      trust_score: 0,
      trust_rating: 'Very Low Trust',
      score_breakdown: { not_lookalike: -10, domain_age: -10, threat_feeds: -10 },
    })
    expect(factorOf(body, 'not_lookalike')?.finding).toBe(
      'The domain imitates Royal Mail, but it is not one of Royal Mail’s.',
    )
    expect(factorOf(body, 'receives_mail')).toMatchObject({ points: 0, status: 'none' })
    expect(body.recommendations.join(' ')).toContain('Contact Royal Mail through its official')
  })

  it('catches a free mailbox posing as a bank', async () => {
    const body = (await check({ email: 'barclaysfraudteam@gmail.com' })).json()
    expect(body).toMatchObject({
      provider_type: 'free',
      provider_name: 'Gmail',
      trust_rating: 'Very Low Trust',
      score_breakdown: { provider_type: 0, not_posing: -10 },
    })
    expect(factorOf(body, 'not_posing')?.finding).toContain('claims to be Barclays')
    expect(body.recommendations[0]).toMatch(/^Do not reply\. Barclays does not write from free/)
  })

  it('tells a privacy relay from a throwaway mailbox', async () => {
    const relay = (await check({ email: 'shop.x7@mozmail.com' })).json()
    expect(relay).toMatchObject({ provider_type: 'free', is_relay: true })
    expect(relay.score_breakdown.provider_type).toBe(0)
    const throwaway = (await check({ email: 'someone@mailinator.com' })).json()
    expect(throwaway).toMatchObject({ provider_type: 'disposable', is_relay: false })
    expect(throwaway.score_breakdown.provider_type).toBe(-10)
  })

  it('warns about an address the community reported three times', async () => {
    for (let i = 0; i < 3; i++) {
      const form = new FormData()
      form.append('email_address', 'prize.desk.77@gmail.com')
      form.append('description', 'They said I had won a prize and asked for a fee.')
      const reported = await t.app.inject({
        method: 'POST',
        url: '/api/community-reports',
        payload: form,
      })
      expect(reported.statusCode).toBe(200)
    }
    const body = (await check({ email: 'Prize.Desk.77@gmail.com' })).json()
    expect(factorOf(body, 'community_reports')).toMatchObject({
      points: -10,
      finding: '3 people reported this address or its domain as a scam in the last 30 days.',
    })
  })

  it.each([
    { payload: {}, locale: 'en', error: 'Please enter an email address' },
    { payload: { email: '   ' }, locale: 'en', error: 'Please enter an email address' },
    {
      payload: { email: 'not-an-address' },
      locale: 'en',
      error: 'Please enter a valid email address',
    },
    { payload: { email: 'a@b.c' }, locale: 'en', error: 'Please enter a valid email address' },
  ])('refuses $payload with 400 "$error"', async ({ payload, locale, error }) => {
    const response = await check(payload, { 'accept-language': locale })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ error, code: 'INVALID_EMAIL' })
  })

  it('says what is wrong in the person’s language', async () => {
    const english = await check({ email: 'nope' })
    for (const locale of ['cy', 'pl', 'ar']) {
      const response = await check({ email: 'nope' }, { 'accept-language': `${locale};q=0.9` })
      expect(response.statusCode).toBe(400)
      expect(response.json().error).not.toBe(english.json().error)
    }
  })

  it('answers in the person’s language', async () => {
    const body = (await check({ email: 'a@acme-kettles.test' }, { 'accept-language': 'pl' })).json()
    const english = (await check({ email: 'a@acme-kettles.test' })).json()
    expect(body.trust_score).toBe(english.trust_score)
    expect(factorOf(body, 'spf')?.finding).not.toBe(factorOf(english, 'spf')?.finding)
  })

  it('keeps the verdict with its code, and the address only as a keyed hash', async () => {
    const email = 'Unique.Person.42@acme-kettles.test'
    const body = (await check({ email })).json()
    const [row] = await t.database.db
      .select()
      .from(emailTrustChecks)
      .where(eq(emailTrustChecks.referenceCode, body.reference_code))
    expect(row).toMatchObject({
      domain: 'acme-kettles.test',
      providerType: 'corporate',
      isRelay: false,
      trustScore: 16,
      trustRating: 'Very High Trust',
      addressHash: expect.stringMatching(/^[0-9a-f]{64}$/),
    })
    expect(row?.factors).toContainEqual({ id: 'spf', status: 'earned', points: 1 })
    const [code] = await t.database.db
      .select()
      .from(referenceCodes)
      .where(eq(referenceCodes.code, body.reference_code))
    expect(code?.tool).toBe('emailTrust')
    // Nowhere in the database, in any case: not in the check, the caches or anything else.
    const dump = await t.database.db.execute(
      sql`select string_agg(t::text, ' ') as text from (
        select to_jsonb(c)::text as t from email_trust_checks c
        union all select to_jsonb(l)::text from lookup_cache l
        union all select to_jsonb(r)::text from reference_codes r) rows`,
    )
    const text = JSON.stringify(dump).toLowerCase()
    expect(text).toContain('acme-kettles.test')
    expect(text).not.toContain('unique.person.42')
  })
})

describe('POST /api/email-trust when every lookup hangs', () => {
  let database: DatabaseHandle
  let app: FastifyInstance
  let dns: FakeDnsServer
  let rdap: TestServer
  const stalled: ServerResponse[] = []

  beforeAll(async () => {
    // A DNS server that never answers, and a registry that never finishes its answer.
    dns = await startFakeDns(() => 'NO_ANSWER')
    rdap = await startHttpServer((_request: IncomingMessage, response: ServerResponse) => {
      stalled.push(response)
    })
    database = await openTestDatabase('pglite')
    app = await buildTestApp(
      database,
      {},
      {
        website: {
          dnsServers: [dns.server],
          allowLoopbackForTests: true,
          rdapBootstrap: rdapBootstrapFor(['test', 'com'], rdap.url('/')),
        },
      },
    )
  })
  afterAll(async () => {
    for (const response of stalled) response.destroy()
    await app.close()
    await rdap.close()
    await dns.close()
  })

  it('answers within 5 seconds, every lookup "could not check", and no 5xx', async () => {
    const started = Date.now()
    const response = await app.inject({
      method: 'POST',
      url: '/api/email-trust',
      payload: { email: 'accounts@slow-company.test' },
    })
    const elapsed = Date.now() - started
    expect(response.statusCode).toBe(200)
    expect(elapsed).toBeLessThan(5000)
    const body = response.json()
    const notChecked = body.factors
      .filter((factor: Factor) => factor.status === 'not_checked')
      .map((factor: Factor) => factor.id)
    expect(notChecked).toEqual(
      expect.arrayContaining([
        'provider_type',
        'receives_mail',
        'spf',
        'dmarc',
        'dmarc_policy',
        'domain_age',
        'website',
      ]),
    )
    expect(factorOf(body, 'spf')).toMatchObject({
      points: 0,
      finding: 'Could not check: the lookup failed or did not answer in time.',
    })
    // Only what needs no lookup: not a look-alike (2), not reported (2), not posing (1).
    expect(body).toMatchObject({ trust_score: 5, trust_rating: 'Low Trust' })
    expect(body.recommendations.join(' ')).toContain('Some checks could not be done')
  }, 15_000)
})
