/**
 * Website screening speed, against a small internet on loopback (DNS, HTTPS with a test CA,
 * RDAP, Safe Browsing and VirusTotal fakes; api/test/fake-website-world.ts): a full check of a
 * site never seen before (every lookup runs), a repeat check answered from the cache, and how
 * many URLs a second the lexical checks alone get through. Prints JSON.
 * Usage: npm run bench:website [-- requests]
 */
import { performance } from 'node:perf_hooks'

import { lexicalFindings } from '../api/enrich/website/signals.ts'
import { judgeWebsite } from '../api/enrich/website/verdict.ts'
import { canonicaliseUrl } from '../src/domain/url/canonical.ts'

import { startBenchApp } from './fake-world-app.ts'
import { percentile } from './percentile.ts'

const REQUESTS = Number(process.argv[2] ?? 100)
const LEXICAL_URLS = [
  'https://royalmail-redelivery.com/pay',
  'http://hmrc-tax-refund.claims-uk.top/login',
  'https://www.bbc.co.uk/news',
  'paypa1-secure-login.xyz/verify',
  'https://bit.ly/3xYz12',
  'http://192.168.0.1/admin',
  'https://secure.natwest.com.account-update.info/',
  'https://www.gov.uk/pay-vehicle-tax',
]

const names = Array.from({ length: REQUESTS + 5 }, (_, i) => `bench-${i}.test`)
const bench = await startBenchApp(names)
const { world } = bench
const screen = (url: string) => bench.timePost('/api/website-screening', { url })

// The first checks load the IP databases and warm the JIT: not part of the steady state.
const warmupStarted = performance.now()
await screen(world.url('bench-warm-0.bench.test'))
const firstCheckMs = performance.now() - warmupStarted
for (let i = 1; i < 5; i++) await screen(world.url(`bench-warm-${i}.bench.test`))

const full: number[] = []
for (let i = 0; i < REQUESTS; i++) full.push(await screen(world.url(names[i] ?? 'x.test', '/shop')))
const cachedUrl = world.url('acme-kettles.test')
await screen(cachedUrl)
const repeat: number[] = []
for (let i = 0; i < REQUESTS; i++) repeat.push(await screen(cachedUrl))
await bench.close()

let items = 0
const lexicalStart = performance.now()
while (performance.now() - lexicalStart < 2000) {
  const canonical = canonicaliseUrl(LEXICAL_URLS[items % LEXICAL_URLS.length] ?? '')
  if (canonical) {
    const lexical = lexicalFindings(canonical)
    judgeWebsite(lexical.signals, lexical.score)
  }
  items++
}
const lexicalSeconds = (performance.now() - lexicalStart) / 1000

full.sort((a, b) => a - b)
repeat.sort((a, b) => a - b)
console.log(
  JSON.stringify(
    {
      benchmark: 'website',
      requests: REQUESTS,
      first_check_ms: Number(firstCheckMs.toFixed(0)),
      full_screening_p50_ms: percentile(full, 50),
      full_screening_p99_ms: percentile(full, 99),
      cached_screening_p50_ms: percentile(repeat, 50),
      cached_screening_p99_ms: percentile(repeat, 99),
      cached_goal_p50_ms: 50,
      lexical_urls_per_second: Math.round(items / lexicalSeconds),
    },
    null,
    2,
  ),
)
