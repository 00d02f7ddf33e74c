/**
 * Requests per second of GET /api/health on the real app (PGlite, every plugin on) against a
 * bare Fastify server answering the same JSON, both started here on loopback; and, to separate
 * plugin cost from database cost, the app's GET /api/site-config; and GET /api/alerts, which
 * every home page asks for. Prints JSON.
 * Usage: npm run bench:api [-- seconds]
 */
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import autocannon from 'autocannon'
import Fastify from 'fastify'

import { buildApp } from '../api/app.ts'
import { loadConfig } from '../api/config.ts'
import { openDatabase } from '../api/platform/db/client.ts'

const seconds = Number(process.argv[2] ?? 10)
const connections = 50

async function measure(url: string) {
  const result = await autocannon({ url, connections, duration: seconds })
  return {
    requests_per_second: Math.round(result.requests.average),
    latency_p50_ms: result.latency.p50,
    latency_p99_ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  }
}

const database = await openDatabase({ inMemory: true })
const app = await buildApp({
  config: loadConfig({ RATE_LIMIT_PER_MINUTE: String(10 ** 9), STATIC_DIR: './dist' }),
  database,
})
await app.listen({ port: 0, host: '127.0.0.1' })

const bare = Fastify()
bare.get('/api/health', async () => ({ status: 'ok', database: { driver: 'none', ok: true } }))
await bare.listen({ port: 0, host: '127.0.0.1' })

const url = (instance: { server: Server }, path: string) =>
  `http://127.0.0.1:${(instance.server.address() as AddressInfo).port}${path}`
const bareResult = await measure(url(bare, '/api/health'))
const appResult = await measure(url(app, '/api/health'))
// The same app on a route that touches no database: the cost of the plugins alone.
const appNoDatabase = await measure(url(app, '/api/site-config'))
const appAlerts = await measure(url(app, '/api/alerts'))
await Promise.all([app.close(), bare.close()])

console.log(
  JSON.stringify(
    {
      benchmark: 'api-baseline',
      endpoint: 'GET /api/health',
      seconds,
      connections,
      scamscreen: appResult,
      bare_fastify: bareResult,
      scamscreen_site_config_no_database: appNoDatabase,
      scamscreen_alerts: appAlerts,
      ratio: Number((appResult.requests_per_second / bareResult.requests_per_second).toFixed(3)),
      site_config_ratio: Number(
        (appNoDatabase.requests_per_second / bareResult.requests_per_second).toFixed(3),
      ),
      alerts_ratio: Number(
        (appAlerts.requests_per_second / bareResult.requests_per_second).toFixed(3),
      ),
    },
    null,
    2,
  ),
)
