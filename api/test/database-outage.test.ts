/**
 * The database goes away while the app runs (issue 26): PostgreSQL is reached through a relay
 * the test cuts and restores, never restarting the app or touching the server. Every check
 * still gives its verdict, without a reference code; what cannot be done without the database
 * answers a readable 503 with Retry-After; nothing answers 500; the app recovers by itself.
 * Skipped where PostgreSQL is not running.
 */
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { qrPng } from '../../tests/support/qr-image.ts'
import { openDatabase, type DatabaseHandle } from '../platform/db/client.ts'
import { communityReports } from '../platform/db/schema.ts'

import { cleanLetterPdf } from './document-fixtures.ts'
import { startFakeWorld, type FakeWorld } from './fake-website-world.ts'
import { buildTestApp, createTestPostgresDatabase, DRIVERS } from './helper.ts'
import { POSTGRES_ADMIN_URL } from './postgres.ts'
import { startTcpRelay, type TcpRelay } from './tcp-relay.ts'

const POSTGRES = new URL(POSTGRES_ADMIN_URL)

const SCAM_TEXT =
  'Royal Mail: your parcel is held. Pay the £2.99 redelivery fee today at https://royalmail-redelivery.test/pay or it will be returned.'

function form(
  fields: Record<string, string>,
  file?: { field: string; bytes: Uint8Array; name: string; type: string },
) {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.append(name, value)
  if (file) data.append(file.field, new Blob([file.bytes], { type: file.type }), file.name)
  return data
}

describe.skipIf(!DRIVERS.includes('postgres'))('the database goes away and comes back', () => {
  let world: FakeWorld
  let relay: TcpRelay
  let database: DatabaseHandle
  let app: FastifyInstance
  let dropDatabase: () => Promise<void>

  beforeAll(async () => {
    world = await startFakeWorld()
    const created = await createTestPostgresDatabase()
    dropDatabase = created.drop
    relay = await startTcpRelay({ host: POSTGRES.hostname, port: Number(POSTGRES.port || 5432) })
    const relayed = new URL(created.url)
    relayed.host = `127.0.0.1:${relay.port}`
    database = await openDatabase({ databaseUrl: relayed.toString() })
    app = await buildTestApp(
      database,
      { ...world.env, RATE_LIMIT_PER_MINUTE: '1000', CHECK_RATE_LIMIT_PER_MINUTE: '1000' },
      { website: world.overrides },
    )
  })
  afterAll(async () => {
    relay.restore()
    await app.close()
    await relay.close()
    await world.close()
    await dropDatabase()
  })

  const checks = () => ({
    screen: () =>
      app.inject({ method: 'POST', url: '/api/screen', payload: form({ description: SCAM_TEXT }) }),
    website: () =>
      app.inject({
        method: 'POST',
        url: '/api/website-screening',
        payload: { url: world.url('royalmail-redelivery.test', '/pay') },
      }),
    emailTrust: () =>
      app.inject({
        method: 'POST',
        url: '/api/email-trust',
        payload: { email: 'accounts@acme-kettles.test' },
      }),
    headers: () =>
      app.inject({
        method: 'POST',
        url: '/api/email-headers',
        payload: {
          headers:
            'From: "Royal Mail" <support@royalmail-redelivery.test>\r\nTo: you@example.com\r\nSubject: Parcel held\r\nDate: Fri, 27 Nov 2026 10:00:00 +0000\r\nMessage-ID: <1@royalmail-redelivery.test>\r\n',
        },
      }),
    qr: () =>
      app.inject({
        method: 'POST',
        url: '/api/qr-scan',
        payload: form(
          {},
          {
            field: 'qrImage',
            bytes: qrPng(world.url('royalmail-redelivery.test', '/pay')),
            name: 'code.png',
            type: 'image/png',
          },
        ),
      }),
    document: async () =>
      app.inject({
        method: 'POST',
        url: '/api/analyze-document',
        payload: form(
          {},
          {
            field: 'document',
            bytes: await cleanLetterPdf(),
            name: 'letter.pdf',
            type: 'application/pdf',
          },
        ),
      }),
  })

  const report = (key: string, locale = 'en') =>
    app.inject({
      method: 'POST',
      url: '/api/community-reports',
      payload: form({ description: 'A text said my parcel was held and asked for £2.99.' }),
      headers: { 'idempotency-key': key, 'accept-language': locale },
    })

  async function untilRecovered(limitMs: number): Promise<number> {
    const started = performance.now()
    while (performance.now() - started < limitMs) {
      const health = await app.inject({ method: 'GET', url: '/api/health' })
      if (health.statusCode === 200) return performance.now() - started
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    throw new Error(`Not recovered within ${limitMs} ms`)
  }

  it('gives every check its verdict, with a reference code while the database answers', async () => {
    for (const [name, check] of Object.entries(checks())) {
      const response = await check()
      expect(response.statusCode, name).toBe(200)
      expect(response.json().reference_code, name).toMatch(/^[A-Z]+-[0-9A-Z]{4}-[0-9A-Z]{4}$/)
    }
    expect((await app.inject({ method: 'GET', url: '/api/alerts' })).statusCode).toBe(200)
  })

  it('while the database is away: verdicts without a code, readable 503s, never a 500', async () => {
    relay.cut()
    try {
      for (const [name, check] of Object.entries(checks())) {
        const response = await check()
        expect(response.statusCode, name).toBe(200)
        const body = response.json()
        expect(body.reference_code, name).toBeNull()
      }
      const screened = (await checks().screen()).json()
      expect(screened.risk_level).toMatch(/Medium|High/)

      const refused = await report('outage-report-0001', 'pl')
      expect(refused.statusCode).toBe(503)
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
      expect(refused.json()).toEqual({ error: expect.any(String), code: 'DATABASE_UNAVAILABLE' })
      // In the person's language: the Polish catalog's words, not the English ones.
      const english = (await report('outage-report-0002')).json().error
      expect(refused.json().error).not.toBe(english)

      const health = await app.inject({ method: 'GET', url: '/api/health' })
      expect(health.statusCode).toBe(503)
      expect(health.json()).toMatchObject({ status: 'down', database: { ok: false } })

      for (const [method, url, payload] of [
        ['POST', '/api/reactions', { reference_code: 'SCR-AAAA-AAAA', reaction: '👍' }],
        ['GET', '/api/reactions/SCR-AAAA-AAAA', undefined],
        [
          'POST',
          '/api/analytics/event',
          { event: 'page_view', distinct_id: 'd1b2c3d4e5f6', properties: {} },
        ],
      ] as const) {
        const response = await app.inject({ method, url, payload })
        expect(response.statusCode, url).toBe(503)
        expect(response.json().code, url).toBe('DATABASE_UNAVAILABLE')
      }
      // The alerts shown on the home page stay, as last read before the outage.
      expect((await app.inject({ method: 'GET', url: '/api/alerts' })).statusCode).toBe(200)
      expect((await app.inject({ method: 'GET', url: '/api/site-config' })).statusCode).toBe(200)
    } finally {
      relay.restore()
    }
  })

  it('recovers by itself within 5 s, and a report retried with its key is stored once', async () => {
    relay.cut()
    expect((await report('outage-report-0003')).statusCode).toBe(503)
    relay.restore()
    expect(await untilRecovered(5000)).toBeLessThan(5000)

    const stored = await report('outage-report-0003')
    expect(stored.statusCode).toBe(200)
    expect((await report('outage-report-0003')).json()).toEqual(stored.json())
    const rows = await database.db
      .select()
      .from(communityReports)
      .where(eq(communityReports.idempotencyKey, 'outage-report-0003'))
    expect(rows).toHaveLength(1)
    expect((await checks().screen()).json().reference_code).toMatch(/^SCR-/)
  })
})
