import { once } from 'node:events'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

import { count, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

import { analyticsEvents } from '../../platform/db/schema.ts'
import { DRIVERS, buildTestApp, openTestDatabase, useTestApp } from '../../test/helper.ts'

const event = {
  event: 'page_view',
  distinct_id: 'd1b2c3d4e5f6',
  properties: { timestamp: '2026-11-22T10:00:00.000Z', source: 'web', url: '/', nested: { a: 1 } },
}

function post(app: ReturnType<typeof useTestApp>['app'], body: unknown, key?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/analytics/event',
    headers: key ? { 'idempotency-key': key } : {},
    payload: body as object,
  })
}

describe.each(DRIVERS)('POST /api/analytics/event on %s', (driver) => {
  const t = useTestApp(driver)
  const stored = async () =>
    (await t.database.db.select({ n: count() }).from(analyticsEvents))[0]?.n ?? 0

  it('stores an event once, however often it is delivered', async () => {
    const before = await stored()
    const first = await post(t.app, event, 'key-once-0001')
    const again = await post(t.app, event, 'key-once-0001')
    expect(first.statusCode).toBe(202)
    expect(first.json()).toEqual({ accepted: true, duplicate: false })
    expect(again.json()).toEqual({ accepted: true, duplicate: true })
    expect(await stored()).toBe(before + 1)
  })

  it('stores one row when ten copies race', async () => {
    const before = await stored()
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post(t.app, event, 'key-racing-0001')),
    )
    expect(answers.every((a) => a.statusCode === 202)).toBe(true)
    expect(answers.filter((a) => !a.json<{ duplicate: boolean }>().duplicate)).toHaveLength(1)
    expect(await stored()).toBe(before + 1)
  })

  it('keeps short scalar properties only', async () => {
    await post(
      t.app,
      { ...event, properties: { ...event.properties, note: 'x'.repeat(1000) } },
      'key-scalar-01',
    )
    const [row] = await t.database.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.idempotencyKey, 'key-scalar-01'))
    expect(row?.properties).not.toHaveProperty('nested')
    expect(row?.properties).toMatchObject({ source: 'web', url: '/' })
    expect(String(row?.properties.note)).toHaveLength(300)
  })

  it.each([
    { name: 'a missing distinct_id', body: { event: 'x', properties: {} }, pattern: /distinct_id/ },
    { name: 'an event name with spaces', body: { ...event, event: 'page view' }, pattern: /event/ },
    {
      name: 'properties that are not an object',
      body: { ...event, properties: 'x' },
      pattern: /properties/,
    },
  ])('refuses $name with a readable 400', async ({ body, pattern }) => {
    const response = await post(t.app, body, 'key-bad-00001')
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      code: 'INVALID_INPUT',
      error: expect.stringMatching(pattern),
    })
  })

  it('refuses a malformed idempotency key', async () => {
    const response = await post(t.app, event, 'not a key!')
    expect(response.statusCode).toBe(400)
  })

  it('refuses broken JSON and oversized bodies without a 5xx', async () => {
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/event',
      headers: { 'content-type': 'application/json' },
      payload: '{"event":',
    })
    expect(broken.statusCode).toBe(400)
    expect(broken.json()).toHaveProperty('error')
    const huge = await post(
      t.app,
      { ...event, properties: { big: 'x'.repeat(20_000) } },
      'key-huge-0001',
    )
    expect(huge.statusCode).toBe(413)
    expect(huge.json()).toHaveProperty('error')
  })
})

describe('analytics forwarding', () => {
  it('forwards a new event to the configured service, and a repeat not at all', async () => {
    const received: unknown[] = []
    const server = createServer((request, response) => {
      let body = ''
      request.on('data', (chunk: Buffer) => (body += chunk))
      request.on('end', () => {
        received.push(JSON.parse(body))
        response.end('{}')
      })
    })
    server.listen(0, '127.0.0.1')
    await once(server, 'listening')
    const { port } = server.address() as AddressInfo
    const database = await openTestDatabase('pglite')
    const app = await buildTestApp(database, {
      ANALYTICS_FORWARD_URL: `http://127.0.0.1:${port}/capture`,
    })
    try {
      await post(app, event, 'key-forward-01')
      await post(app, event, 'key-forward-01')
      await expect.poll(() => received.length).toBe(1)
      await new Promise((resolve) => setTimeout(resolve, 100))
      expect(received).toEqual([event])
    } finally {
      await app.close()
      server.close()
    }
  })
})
