/**
 * Hostile JSON bodies against every JSON route (issue 17, item 6): POST /api/website-screening,
 * /api/email-headers, /api/reactions, /api/analytics/event and /api/email-trust. Deep nesting, prototype keys,
 * invalid UTF-8, NUL bytes, bodies over the limit, lying Content-Lengths, wrong types and wrong
 * content types: each refused with a readable JSON 4xx, the server alive after each, the heap
 * bounded and Object.prototype untouched.
 *
 * The app runs on the fake website world (api/test/fake-website-world.ts), so a body that does
 * get as far as a lookup asks the world's DNS on loopback, never the internet.
 */
import { existsSync } from 'node:fs'

import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'

import { analyticsEvents } from '../../platform/db/schema.ts'
import { useFakeWorldApp } from '../fake-world-app.ts'
import { DRIVERS } from '../helper.ts'

import {
  expectHandled,
  expectPrototypeClean,
  expectRefused,
  hit,
  useMemoryBound,
} from './harness.ts'

const KB = 1024
const MB = 1024 * KB

interface JsonRoute {
  url: string
  /** A body the route would take, to be spoiled one way at a time. */
  valid: Record<string, unknown>
  /** The field the route checks: where a bad value must be refused. */
  keyField: string
  bodyLimit: number
  headers?: () => Record<string, string>
}

let keys = 0
/** A fresh Idempotency-Key, so no answer is a stored repeat. */
const idempotencyKey = () => ({ 'idempotency-key': `hostile-${Date.now()}-${keys++}` })

const ROUTES: JsonRoute[] = [
  {
    url: '/api/website-screening',
    valid: { url: 'https://acme-kettles.test/' },
    keyField: 'url',
    bodyLimit: MB,
  },
  {
    url: '/api/email-headers',
    valid: {
      headers:
        'Received: from a.example.org (a.example.org [192.0.2.1]) by mx.example.net with ESMTP; Wed, 25 Nov 2026 10:00:00 +0000\nFrom: a@example.org\nMessage-ID: <1@example.org>',
    },
    keyField: 'headers',
    bodyLimit: 2 * MB,
  },
  {
    url: '/api/reactions',
    valid: { reference_code: 'SCR-ZZZZ-ZZZZ', reaction: '👍' },
    keyField: 'reference_code',
    bodyLimit: MB,
  },
  {
    url: '/api/analytics/event',
    valid: { event: 'page_view', distinct_id: 'hostile-device-1', properties: { url: '/' } },
    keyField: 'event',
    bodyLimit: 16 * KB,
    headers: idempotencyKey,
  },
]
// The email trust check is being built beside this suite: covered whenever it is there.
if (existsSync(new URL('../../checks/email-trust/route.ts', import.meta.url))) {
  ROUTES.push({
    url: '/api/email-trust',
    valid: { email: 'hello@acme-kettles.test' },
    keyField: 'email',
    bodyLimit: MB,
  })
}

/** JSON text with `raw` spliced in, as bytes, in place of the placeholder string value. */
function jsonWithRawBytes(body: Record<string, unknown>, fieldName: string, raw: Buffer): Buffer {
  const marker = 'RAW-BYTES-HERE'
  const [before, after] = JSON.stringify({ ...body, [fieldName]: marker }).split(marker)
  return Buffer.concat([Buffer.from(before ?? ''), raw, Buffer.from(after ?? '')])
}

/** Bytes that are not UTF-8: a lone continuation byte, an overlong NUL, a cut sequence. */
const INVALID_UTF8 = Buffer.from([0x61, 0xff, 0xfe, 0x80, 0xc0, 0x80, 0xed, 0xa0, 0x80, 0xe2])

const nested = (depth: number, open: string, close: string, middle = '') =>
  open.repeat(depth) + middle + close.repeat(depth)

describe.each(DRIVERS)('hostile JSON on %s', (driver) => {
  const t = useFakeWorldApp(driver)
  const memory = useMemoryBound(`JSON on ${driver}`)

  const send = (
    app: FastifyInstance,
    route: JsonRoute,
    payload: string | Buffer,
    headers: Record<string, string> = {},
  ) =>
    hit(app, {
      method: 'POST',
      url: route.url,
      payload,
      headers: { 'content-type': 'application/json', ...route.headers?.(), ...headers },
    })

  describe.each(ROUTES)('$url', (route) => {
    const { valid, keyField, bodyLimit } = route
    const post = (payload: string | Buffer, headers?: Record<string, string>) =>
      send(t.app, route, payload, headers)

    it('refuses JSON nested 10,000 and 100,000 levels deep', async () => {
      for (const depth of [10_000, 100_000]) {
        expectRefused(await post(nested(depth, '[', ']')), [400, 413])
        expectRefused(await post(nested(depth, '{"a":', '}', '1')), [400, 413])
        expectRefused(
          await post(nested(depth, `{"${keyField}":`, '}', JSON.stringify(valid[keyField]))),
          [400, 413],
        )
      }
    })

    it('refuses __proto__ and constructor.prototype keys, and nothing is polluted', async () => {
      const bodies = [
        `{"__proto__":{"polluted":"yes"},${JSON.stringify(valid).slice(1)}`,
        `{"constructor":{"prototype":{"polluted":"yes"}},${JSON.stringify(valid).slice(1)}`,
        JSON.stringify({ ...valid, nested: { deeper: 1 } }).replace(
          '"deeper":1',
          '"__proto__":{"polluted":"yes"}',
        ),
        nested(1000, '{"a":', '}', '{"__proto__":{"polluted":"yes"}}'),
      ]
      for (const body of bodies) expectRefused(await post(body), [400, 413])
      expectPrototypeClean()
    })

    it(`refuses invalid UTF-8 in ${keyField}`, async () => {
      expectRefused(await post(jsonWithRawBytes(valid, keyField, INVALID_UTF8)))
    })

    it(`refuses NUL bytes in ${keyField}`, async () => {
      for (const value of ['\u0000', 'a\u0000b', `\u0000${String(valid[keyField])}`]) {
        expectRefused(await post(JSON.stringify({ ...valid, [keyField]: value })))
      }
    })

    it(`refuses ${keyField} of the wrong type`, async () => {
      for (const value of [null, [], ['a', 'b'], {}, { toString: 'x' }]) {
        expectRefused(await post(JSON.stringify({ ...valid, [keyField]: value })), 400)
      }
    })

    it(`refuses a body just over its ${bodyLimit / KB} KB limit with a 413`, async () => {
      const padding = 'a'.repeat(bodyLimit)
      const response = await post(JSON.stringify({ ...valid, padding }))
      expectRefused(response, 413)
    })

    it('refuses a body shorter than its Content-Length says', async () => {
      const body = JSON.stringify(valid)
      expectRefused(await post(body.slice(0, -5), { 'content-length': String(body.length) }), 400)
    })

    it('refuses broken, empty and wrongly typed bodies', async () => {
      expectRefused(await post('{"url": '), 400)
      expectRefused(await post(''), 400)
      expectRefused(await post('null'), 400)
      expectRefused(await post('"just a string"'), 400)
      expectRefused(await post(JSON.stringify(valid), { 'content-type': 'text/plain' }), 400)
      expectRefused(await post('<a/>', { 'content-type': 'application/xml' }), 415)
      expectRefused(
        await post('--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n', {
          'content-type': 'multipart/form-data; boundary=x',
        }),
        400,
      )
    })
  })

  describe('free-text fields', () => {
    it('website screening: a NUL in the path is percent-encoded, never passed on raw', async () => {
      const route = ROUTES[0]!
      const url = t.world.url('acme-kettles.test', '/a\u0000b')
      const response = await send(t.app, route, JSON.stringify({ url }))
      expectHandled(response)
      expect(response.json().url).toBe(t.world.url('acme-kettles.test', '/a%00b'))
    })

    const analytics = ROUTES.find((route) => route.url === '/api/analytics/event')!
    const event = analytics.valid
    const postEvent = (body: string | Buffer, key = idempotencyKey()) =>
      send(t.app, analytics, body, key)
    const storedProperties = async (key: string) =>
      (
        await t.database.db
          .select()
          .from(analyticsEvents)
          .where(eq(analyticsEvents.idempotencyKey, key))
      )[0]?.properties

    it('analytics: deep nesting inside the 16 KB limit is accepted and not stored', async () => {
      const key = idempotencyKey()
      const body = JSON.stringify({ ...event, properties: { url: '/', deep: 'x' } }).replace(
        '"x"',
        nested(3000, '[', ']'),
      )
      expect((await postEvent(body, key)).statusCode).toBe(202)
      expect(await storedProperties(key['idempotency-key'])).toEqual({ url: '/' })
    })

    it('analytics: invalid UTF-8 in a property is stored as U+FFFD, never as raw bytes', async () => {
      const key = idempotencyKey()
      const payload = Buffer.concat([
        Buffer.from(JSON.stringify({ ...event, properties: {} }).replace(/\{\}\}$/, '{"path":"')),
        INVALID_UTF8,
        Buffer.from('"}}'),
      ])
      expect((await postEvent(payload, key)).statusCode).toBe(202)
      const stored = await storedProperties(key['idempotency-key'])
      expect(String(stored?.path)).toContain('\ufffd')
    })

    // Bug: PostgreSQL's jsonb cannot hold \u0000 ("unsupported Unicode escape sequence"): the
    // insert fails and the route answers 500 (keepScalarProperties keeps the NUL).
    it('analytics: a NUL in a property value is refused or dropped, not a 500', async () => {
      const body = JSON.stringify({ ...event, properties: { url: '/\u0000' } })
      expectHandled(await postEvent(body))
    })

    it('analytics: a NUL in a property name is refused or dropped, not a 500', async () => {
      const body = JSON.stringify({ ...event, properties: { 'u\u0000rl': '/' } })
      expectHandled(await postEvent(body))
    })

    it('analytics: __proto__ inside properties is refused', async () => {
      const body = JSON.stringify({ ...event, properties: { a: 1 } }).replace(
        '"a":1',
        '"__proto__":{"polluted":"yes"}',
      )
      expectRefused(await postEvent(body), 400)
      expectPrototypeClean()
    })

    it('analytics: a hostile Idempotency-Key is refused', async () => {
      for (const key of ['../../etc/passwd', 'short', 'k'.repeat(129), 'a\u0000bcdefghi']) {
        const response = await postEvent(JSON.stringify(event), { 'idempotency-key': key })
        expectRefused(response, 400)
      }
    })

    const emailTrust = ROUTES.find((route) => route.url === '/api/email-trust')
    it.runIf(emailTrust)(
      'email trust: NUL and invalid UTF-8 in the display name are handled, never a 500',
      async () => {
        if (!emailTrust) return
        const { valid } = emailTrust
        expectHandled(
          await send(t.app, emailTrust, JSON.stringify({ ...valid, display_name: 'Royal\u0000' })),
        )
        expectHandled(
          await send(t.app, emailTrust, jsonWithRawBytes(valid, 'display_name', INVALID_UTF8)),
        )
      },
    )
  })

  it('kept the heap bounded', () => {
    memory.expectBounded()
  })
})
