/**
 * What every hostile request must get (issue 17, item 6): a 4xx with a readable JSON error
 * (`{error, code}`, no stack, no path, no query), and a server that still answers its health
 * check afterwards, with its memory bounded.
 *
 * The suite: multipart.test.ts (malformed forms, oversize and mislabelled files, NUL bytes, path
 * traversal), files.test.ts (image bombs, a 3,000-page PDF, a ZIP bomb), json.test.ts (deep,
 * polluting, invalid and oversize JSON), get-routes.test.ts (hostile paths, queries, headers)
 * and xss.test.ts (script strings in every text field); tests/e2e/hostile-text.spec.ts checks
 * that none of them runs where the pages show the text. Cases that are 5xx today are
 * `it.fails`, each naming its bug.
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import { beforeAll, expect } from 'vitest'

/** Signs of internals leaking into an answer: stack frames, source or system paths, SQL. */
const INTERNALS =
  /\bat [\w$.<>]+ \(|node_modules|file:\/\/|\/work\/|\/home\/|[\\/]api[\\/]|\.[cm]?[jt]s:\d+|Failed query|params:|"stack"|\binsert into\b|\bselect .* from\b/i

/** How much the heap may grow over one describe block of hostile requests. */
export const HEAP_GROWTH_BOUND_BYTES = 300 * 1024 * 1024

/**
 * The answer is JSON with only `error` (readable words), `code` and, where the spec has one
 * (the email header check), `details`, and nothing internal.
 */
export function expectReadableError(response: LightMyRequestResponse): { error: string } {
  expect(response.headers['content-type']).toMatch(/^application\/json/)
  const body = response.json<Record<string, unknown>>()
  expect(body).toEqual({
    error: expect.any(String),
    code: expect.any(String),
    ...('details' in body ? { details: expect.any(String) } : {}),
  })
  expect(String(body.error).trim().length).toBeGreaterThan(0)
  expect(response.body).not.toMatch(INTERNALS)
  return body as { error: string }
}

/**
 * A refusal: a 4xx (the given status when one is named) with a readable JSON error.
 * Never a 5xx, never an empty or HTML body.
 */
export function expectRefused(
  response: LightMyRequestResponse,
  status?: number | readonly number[],
): { error: string } {
  const allowed = status === undefined ? undefined : ([] as number[]).concat(status)
  if (allowed) expect(allowed).toContain(response.statusCode)
  expect(response.statusCode).toBeGreaterThanOrEqual(400)
  expect(response.statusCode).toBeLessThan(500)
  return expectReadableError(response)
}

/** Not a server error: a 2xx answer or a readable refusal. */
export function expectHandled(response: LightMyRequestResponse): void {
  expect(response.statusCode).toBeLessThan(500)
  expect(response.headers['content-type']).toMatch(/^application\/json/)
  if (response.statusCode >= 400) expectReadableError(response)
  else expect(() => response.json()).not.toThrow()
}

/** The server still answers: GET /api/health is a 200 with the database up. */
export async function expectAlive(app: FastifyInstance): Promise<void> {
  const health = await app.inject({ method: 'GET', url: '/api/health' })
  expect(health.statusCode).toBe(200)
  expect(health.json()).toMatchObject({ status: 'ok', database: { ok: true } })
}

/** Sends one hostile request, then checks the server is still alive before returning. */
export async function hit(
  app: FastifyInstance,
  options: InjectOptions,
): Promise<LightMyRequestResponse> {
  const response = await app.inject(options)
  await expectAlive(app)
  return response
}

export interface MemoryBound {
  /** Heap in use when the block started, and now. */
  figures(): { startMb: number; nowMb: number; growthMb: number; externalMb: number }
  /** Asserts the heap grew by less than HEAP_GROWTH_BOUND_BYTES since the block started. */
  expectBounded(): void
}

const mb = (bytes: number) => Math.round(bytes / (1024 * 1024))

/**
 * Records the heap at the start of the describe block it is called in; the block's last test
 * calls `expectBounded()`. Set HOSTILE_REPORT=1 to print the figures.
 */
export function useMemoryBound(label: string): MemoryBound {
  let start = 0
  beforeAll(() => {
    start = process.memoryUsage().heapUsed
  })
  const figures = () => {
    const { heapUsed, external } = process.memoryUsage()
    return {
      startMb: mb(start),
      nowMb: mb(heapUsed),
      growthMb: mb(heapUsed - start),
      externalMb: mb(external),
    }
  }
  return {
    figures,
    expectBounded() {
      const now = process.memoryUsage().heapUsed
      if (process.env.HOSTILE_REPORT) console.info(`[memory] ${label}`, figures())
      expect(now - start).toBeLessThan(HEAP_GROWTH_BOUND_BYTES)
    },
  }
}

/** `({}).polluted` and friends: nothing a request sent reached Object.prototype. */
export function expectPrototypeClean(): void {
  const probe = {} as Record<string, unknown>
  expect(probe.polluted).toBeUndefined()
  expect(Object.prototype).not.toHaveProperty('polluted')
  expect(Object.getOwnPropertyNames(Object.prototype)).not.toContain('polluted')
}
