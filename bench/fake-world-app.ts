/**
 * The app on loopback against the fake world (DNS, HTTPS, RDAP servers the tests use), for the
 * benches that time a check end to end over HTTP.
 */
import type { AddressInfo } from 'node:net'
import { performance } from 'node:perf_hooks'

import { buildApp } from '../api/app.ts'
import { loadConfig } from '../api/config.ts'
import { openDatabase } from '../api/platform/db/client.ts'
import { startFakeWorld } from '../api/test/fake-website-world.ts'

/** Starts the fake world with these host names and the app pointed at it. */
export async function startBenchApp(names: string[]) {
  const world = await startFakeWorld({ names })
  const database = await openDatabase({ inMemory: true })
  const app = await buildApp({
    config: loadConfig({
      ...world.env,
      RATE_LIMIT_PER_MINUTE: String(10 ** 9),
      CHECK_RATE_LIMIT_PER_MINUTE: String(10 ** 9),
      STATIC_DIR: './no-web-app',
      INDICATOR_HASH_SECRET: 'bench-indicator-secret-0123456789abcdef',
      LOG_LEVEL: 'silent',
    }),
    database,
    testOverrides: { website: world.overrides },
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
  return {
    world,
    /** POSTs JSON to an API path and answers how long it took (ms); throws on a non-OK status. */
    async timePost(path: string, body: unknown): Promise<number> {
      const started = performance.now()
      const response = await fetch(`${origin}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
      await response.arrayBuffer()
      if (!response.ok) throw new Error(`${JSON.stringify(body)}: HTTP ${response.status}`)
      return performance.now() - started
    },
    async close() {
      await app.close()
      await world.close()
    },
  }
}
