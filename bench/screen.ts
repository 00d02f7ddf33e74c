/**
 * Latency of text-only POST /api/screen on the real app over loopback (PGlite in memory,
 * every plugin on), and the engine's throughput on its own. Prints JSON.
 * Usage: npm run bench:screen [-- requests]
 */
import type { AddressInfo } from 'node:net'
import { performance } from 'node:perf_hooks'

import { buildApp } from '../api/app.ts'
import { loadConfig } from '../api/config.ts'
import { openDatabase } from '../api/platform/db/client.ts'
import { analyseText } from '../api/platform/text-engine.ts'

import { percentile } from './percentile.ts'

const REQUESTS = Number(process.argv[2] ?? 500)
const MESSAGES = [
  'Royal Mail: Your parcel is being held due to an unpaid shipping fee of £1.45. Pay within 24 hours: https://royalmail-redelivery-uk.com/pay',
  "Hi Mum it's me, I dropped my phone so this is my new number. Can you send £480 to this account sort code 04-00-04 account number 12345678, it's urgent",
  'HMRC: You are eligible for a tax refund of £278.40. To claim, verify your details at http://hmrc-refund-claim.info before the deadline today.',
  'DPD: Your parcel from Argos will be delivered today between 10:15 and 11:15. Track it at https://www.dpd.co.uk',
  'A man called saying he was from the Barclays fraud team and I must move my money to a safe account today, and not to tell the branch staff why.',
]

const database = await openDatabase({ inMemory: true })
const app = await buildApp({
  config: loadConfig({
    RATE_LIMIT_PER_MINUTE: String(10 ** 9),
    CHECK_RATE_LIMIT_PER_MINUTE: String(10 ** 9),
    STATIC_DIR: './dist',
  }),
  database,
})
await app.listen({ port: 0, host: '127.0.0.1' })
const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/screen`

const latencies: number[] = []
let failures = 0
for (let i = 0; i < REQUESTS; i++) {
  const form = new FormData()
  form.append('description', MESSAGES[i % MESSAGES.length] ?? '')
  const started = performance.now()
  const response = await fetch(url, { method: 'POST', body: form })
  await response.arrayBuffer()
  latencies.push(performance.now() - started)
  if (!response.ok) failures++
}
await app.close()
// The first requests warm the JIT and the database; measure the steady state.
const steady = latencies.slice(Math.min(50, Math.floor(REQUESTS / 10))).sort((a, b) => a - b)

let items = 0
const engineStart = performance.now()
while (performance.now() - engineStart < 2000) {
  analyseText({ text: MESSAGES[items % MESSAGES.length] ?? '' })
  items++
}
const engineSeconds = (performance.now() - engineStart) / 1000

console.log(
  JSON.stringify(
    {
      benchmark: 'screen',
      requests: REQUESTS,
      failures,
      screen_text_p50_ms: percentile(steady, 50),
      screen_text_p99_ms: percentile(steady, 99),
      goal_p50_ms: 30,
      engine_items_per_second: Math.round(items / engineSeconds),
    },
    null,
    2,
  ),
)
