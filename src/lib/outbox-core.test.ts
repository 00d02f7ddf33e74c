import 'fake-indexeddb/auto'

import type { AddressInfo } from 'node:net'

import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { buildTestApp, openTestDatabase } from '../../api/test/helper.ts'

import {
  MAX_WAITING_ANALYTICS,
  enqueue,
  flushOutbox,
  listOutbox,
  removeFromOutbox,
  retryAfterMs,
} from './outbox-core.ts'

// The outbox is tested against the real API on loopback: delivery, idempotency and refusals
// are the server's real answers.
let app: FastifyInstance
let origin: string

beforeAll(async () => {
  app = await buildTestApp(await openTestDatabase('pglite'), { RATE_LIMIT_PER_MINUTE: '10000' })
  await app.listen({ port: 0, host: '127.0.0.1' })
  origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
})
afterAll(() => app.close())

beforeEach(async () => {
  for (const item of await listOutbox()) await removeFromOutbox(item.id)
})

const analyticsBody = (n: number) => ({
  type: 'json' as const,
  value: { event: 'page_view', distinct_id: 'device-0001', properties: { n } },
})

describe('outbox', () => {
  it('keeps items while there is no connection, then delivers them', async () => {
    await enqueue({
      kind: 'analytics',
      url: `${origin}/api/analytics/event`,
      body: analyticsBody(1),
    })
    const offline: typeof fetch = async () => {
      throw new TypeError('Failed to fetch')
    }
    expect(await flushOutbox(offline)).toEqual({ sent: 0, rejected: 0, waiting: 1 })
    expect((await listOutbox())[0]).toMatchObject({ status: 'waiting', attempts: 1 })

    expect(await flushOutbox()).toEqual({ sent: 1, rejected: 0, waiting: 0 })
    expect(await listOutbox()).toEqual([])
  })

  it('sends the item id as the idempotency key, so a repeat creates nothing', async () => {
    const item = await enqueue({
      kind: 'report',
      url: `${origin}/api/analytics/event`,
      body: analyticsBody(2),
    })
    await flushOutbox()
    const [delivered] = await listOutbox()
    expect(delivered).toMatchObject({ id: item.id, status: 'sent', response: { duplicate: false } })

    // The answer was lost, say, and the same item is sent again.
    await enqueue({ id: item.id, kind: 'report', url: item.url, body: item.body })
    await flushOutbox()
    expect((await listOutbox())[0]).toMatchObject({ status: 'sent', response: { duplicate: true } })
  })

  it('marks an item the server refuses, instead of retrying it for ever', async () => {
    await enqueue({
      kind: 'report',
      url: `${origin}/api/analytics/event`,
      body: { type: 'json', value: { event: 'x' } },
    })
    expect(await flushOutbox()).toEqual({ sent: 0, rejected: 1, waiting: 0 })
    expect((await listOutbox())[0]).toMatchObject({
      status: 'rejected',
      response: { code: 'INVALID_INPUT' },
    })
  })

  it('waits after a server failure and keeps the order', async () => {
    await enqueue(
      { kind: 'analytics', url: `${origin}/api/analytics/event`, body: analyticsBody(3) },
      1,
    )
    await enqueue(
      { kind: 'analytics', url: `${origin}/api/analytics/event`, body: analyticsBody(4) },
      2,
    )
    const failing: typeof fetch = async () => new Response('down', { status: 503 })
    expect(await flushOutbox(failing)).toEqual({
      sent: 0,
      rejected: 0,
      waiting: 2,
      retryAfterMs: 30_000,
    })
    expect((await listOutbox()).map((i) => i.attempts)).toEqual([1, 0])
  })

  it("retries after the server's Retry-After, in seconds or as a date", async () => {
    await enqueue({ kind: 'report', url: `${origin}/api/analytics/event`, body: analyticsBody(5) })
    const busy: typeof fetch = async () =>
      new Response('{"code":"DATABASE_UNAVAILABLE"}', {
        status: 503,
        headers: { 'retry-after': '15' },
      })
    expect((await flushOutbox(busy)).retryAfterMs).toBe(15_000)
    expect(retryAfterMs('Fri, 27 Nov 2026 10:00:20 GMT', Date.parse('2026-11-27T10:00:00Z'))).toBe(
      20_000,
    )
    expect(retryAfterMs('soon')).toBe(30_000)
    // Offline is not busy: the connection's return, not a timer, sends it.
    const offline: typeof fetch = async () => {
      throw new TypeError('Failed to fetch')
    }
    expect((await flushOutbox(offline)).retryAfterMs).toBeUndefined()
  })

  it('keeps only the last 100 undelivered analytics events, and every report', async () => {
    for (let n = 0; n < MAX_WAITING_ANALYTICS + 5; n++) {
      await enqueue({ kind: 'analytics', url: '/api/analytics/event', body: analyticsBody(n) }, n)
    }
    await enqueue({ kind: 'report', url: '/api/community-reports', body: analyticsBody(0) }, 0)
    const items = await listOutbox()
    const analytics = items.filter((i) => i.kind === 'analytics')
    expect(analytics).toHaveLength(MAX_WAITING_ANALYTICS)
    expect(analytics[0]?.createdAt).toBe(5)
    expect(items.filter((i) => i.kind === 'report')).toHaveLength(1)
  })

  it('delivers a multipart form with its file', async () => {
    const file = new Blob(['hello'], { type: 'text/plain' })
    let seen: FormData | undefined
    const capture: typeof fetch = async (_url, init) => {
      seen = init?.body as FormData
      return Response.json({ reference_code: 'REP-0000-0001' })
    }
    await enqueue({
      kind: 'report',
      url: '/api/community-reports',
      body: {
        type: 'form',
        fields: [
          ['description', 'A caller said…'],
          ['supporting_document', file],
        ],
      },
    })
    await flushOutbox(capture)
    expect(seen?.get('description')).toBe('A caller said…')
    expect(await (seen?.get('supporting_document') as Blob).text()).toBe('hello')
    expect((await listOutbox())[0]?.response).toEqual({ reference_code: 'REP-0000-0001' })
  })
})
