/**
 * Hostile requests to the GET routes (issue 17, item 6): GET /api/reactions/:code, /api/alerts,
 * /api/config, /api/site-config and /api/health. They take no body, so what an attacker controls
 * is the path, the query string and the headers (and a body sent anyway). A hostile reference
 * code is refused with a readable 4xx; everywhere else the hostile parts must be ignored: the
 * answer is the one a plain request gets (200), JSON, the server alive and Object.prototype
 * untouched.
 */
import type { LightMyRequestResponse } from 'fastify'
import { describe, expect, it } from 'vitest'

import { DRIVERS, useTestApp } from '../helper.ts'

import {
  expectPrototypeClean,
  expectReadableError,
  expectRefused,
  hit,
  useMemoryBound,
} from './harness.ts'
import { XSS_PAYLOADS } from './payloads.ts'

/** Query strings that try prototype pollution, broken encodings, NUL and sheer size. */
const HOSTILE_QUERIES = [
  '?__proto__[polluted]=yes&constructor[prototype][polluted]=yes',
  '?__proto__.polluted=yes&a[__proto__][polluted]=yes',
  '?a=%E0%A4%A&b=%FF%FE&c=%',
  '?x=%00&y=\u0000',
  `?${'a=1&'.repeat(5000)}`,
  `?q=${encodeURIComponent(XSS_PAYLOADS[1])}`,
]

/** Headers a client chooses: languages, content types and lengths that lie, forwarded-for. */
const HOSTILE_HEADERS: Array<Record<string, string>> = [
  { 'accept-language': `__proto__;q=1,${'x'.repeat(8000)}` },
  { 'accept-language': '../../etc/passwd,*;q=NaN' },
  { 'content-type': 'application/json', 'x-forwarded-for': '127.0.0.1, ::1, <script>' },
  { accept: 'text/html' },
  { 'if-none-match': '*'.repeat(4000) },
]

const GET_ROUTES = [
  { url: '/api/health', status: 200 },
  { url: '/api/site-config', status: 200 },
  { url: '/api/alerts', status: 200 },
  // No Places key in the tests: a JSON 404 is this route's plain answer.
  { url: '/api/config', status: 200 },
]

/**
 * Fastify's own refusals of a path it cannot route (a broken %-escape, a parameter over
 * maxParamLength) go through the app's `frameworkErrors`: the README's `{error, code}`, in
 * words, with the path never echoed back.
 */
function expectFrameworkRefusal(response: LightMyRequestResponse, status: number) {
  expect(response.statusCode).toBe(status)
  expect(response.headers['content-type']).toMatch(/^application\/json/)
  const body = response.json()
  expect(body).toEqual({ error: expect.any(String), code: expect.stringMatching(/^FST_/) })
  expect(body.error).not.toMatch(/reactions|%E0|AAAA/)
}

describe.each(DRIVERS)('hostile GET requests on %s', (driver) => {
  const t = useTestApp(driver, { RATE_LIMIT_PER_MINUTE: '100000' })
  const memory = useMemoryBound(`GET routes on ${driver}`)
  const get = (url: string, headers: Record<string, string> = {}, payload?: string) =>
    hit(t.app, { method: 'GET', url, headers, ...(payload === undefined ? {} : { payload }) })

  describe.each(GET_ROUTES)('$url', ({ url, status }) => {
    const expectPlainAnswer = (response: LightMyRequestResponse) => {
      expect(response.statusCode).toBe(status)
      expect(response.headers['content-type']).toMatch(/^application\/json/)
      if (status >= 400) expectReadableError(response)
      else expect(() => response.json()).not.toThrow()
    }

    it('ignores hostile query strings', async () => {
      for (const query of HOSTILE_QUERIES) expectPlainAnswer(await get(`${url}${query}`))
      expectPrototypeClean()
    })

    it('ignores hostile headers', async () => {
      for (const headers of HOSTILE_HEADERS) expectPlainAnswer(await get(url, headers))
    })

    it('ignores a body sent with the GET, even a polluting or broken one', async () => {
      const json = { 'content-type': 'application/json' }
      expectPlainAnswer(await get(url, json, '{"__proto__":{"polluted":"yes"}}'))
      expectPlainAnswer(await get(url, json, '{"broken": '))
      expectPlainAnswer(await get(url, json, '['.repeat(100_000)))
      expectPrototypeClean()
    })

    it('answers other methods with a JSON 404', async () => {
      for (const method of ['POST', 'PUT', 'DELETE', 'PATCH'] as const) {
        const response = await hit(t.app, { method, url, payload: { polluted: 'yes' } })
        expectRefused(response, 404)
      }
    })
  })

  describe('/api/reactions/:reference_code', () => {
    it('refuses hostile codes with a readable 4xx', async () => {
      const codes = [
        '..%2F..%2Fetc%2Fpasswd',
        '..%5C..%5Cwin.ini',
        '%2e%2e%2f%2e%2e%2f',
        "SCR-'%20OR%201=1--",
        'SCR-%00',
        '__proto__',
        'constructor',
        encodeURIComponent(XSS_PAYLOADS[0]),
        encodeURIComponent(XSS_PAYLOADS[1]),
        encodeURIComponent(XSS_PAYLOADS[2]),
        '%F0%9F%91%8D',
      ]
      for (const code of codes) {
        expectRefused(await get(`/api/reactions/${code}`), [400, 404])
      }
      // Over the schema's 40 characters.
      expectRefused(await get(`/api/reactions/${'A'.repeat(41)}`), 400)
      expectPrototypeClean()
    })

    it('refuses paths Fastify cannot route, in JSON', async () => {
      expectFrameworkRefusal(await get('/api/reactions/%E0%A4%A'), 400)
      expectFrameworkRefusal(await get(`/api/reactions/${'A'.repeat(5000)}`), 414)
    })

    it('answers an unrouted traversal with the JSON 404', async () => {
      expectRefused(await get('/api/reactions/../../etc/passwd'), 404)
      expectRefused(await get('/api/../../etc/passwd'), 404)
    })
  })

  it('kept the heap bounded', () => {
    memory.expectBounded()
  })
})
