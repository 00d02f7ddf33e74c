/**
 * Email trust checker speed: addresses a second through the checks that need no network (the
 * pattern, the lists, the look-alike and posing checks and the score, as the device and
 * `screen -- email --offline` run them), and the full POST /api/email-trust against a small
 * internet on loopback (DNS with mail records, RDAP, HTTPS with a test CA;
 * api/test/fake-website-world.ts): p50 and p99 of a domain never seen before (every lookup
 * runs) and of a repeat (answered from the caches). Prints JSON.
 * Usage: npm run bench:email-trust [-- requests]
 * Or: npm run bench:email-trust -- --typing [--disposable FILE]... [--free FILE]...: how
 * domains are typed (bench/email-typing.ts).
 */
import { performance } from 'node:perf_hooks'

import { addressEvidence, withoutLookups } from '../src/domain/email/address-evidence.ts'
import { readEmailAddress } from '../src/domain/email/address.ts'
import { loadMailboxLists } from '../src/domain/email/mailbox-lists.ts'
import { assessEmailTrust } from '../src/domain/email/trust-score.ts'

import { measureTyping } from './email-typing.ts'
import { startBenchApp } from './fake-world-app.ts'
import { percentile } from './percentile.ts'

if (process.argv[2] === '--typing') {
  console.log(JSON.stringify(await measureTyping(process.argv.slice(3)), null, 2))
  process.exit(0)
}

const REQUESTS = Number(process.argv[2] ?? 100)
const OFFLINE_ADDRESSES = [
  'barclaysfraudteam@gmail.com',
  'accounts@hmrc-refunds.com',
  'john.smith@btinternet.com',
  'someone@mailinator.com',
  'quiet.fox@duck.com',
  'invoices@acme-kettles.co.uk',
  'support@paypa1.com',
  'not an address',
]

// Offline: everything but the network, as the device runs it.
const lists = await loadMailboxLists()
let items = 0
const offlineStart = performance.now()
while (performance.now() - offlineStart < 2000) {
  const reading = readEmailAddress(OFFLINE_ADDRESSES[items % OFFLINE_ADDRESSES.length] ?? '')
  if (reading.ok) assessEmailTrust(withoutLookups(addressEvidence(reading.email, lists)))
  items++
}
const offlineSeconds = (performance.now() - offlineStart) / 1000

// Online: the API on loopback, every lookup against the fake world.
const names = Array.from({ length: REQUESTS + 5 }, (_, i) => `mail-${i}.bench.test`)
const bench = await startBenchApp(names)
const check = (email: string) => bench.timePost('/api/email-trust', { email })

// The first checks load the list and warm the JIT: not part of the steady state.
const warmupStarted = performance.now()
await check('warm-0@acme-kettles.test')
const firstCheckMs = performance.now() - warmupStarted
for (let i = 1; i < 5; i++) await check(`warm@mail-warm-${i}.bench.test`)

const fresh: number[] = []
for (let i = 0; i < REQUESTS; i++) fresh.push(await check(`accounts@${names[i] ?? 'x.test'}`))
const repeat: number[] = []
for (let i = 0; i < REQUESTS; i++) repeat.push(await check('accounts@acme-kettles.test'))
await bench.close()

fresh.sort((a, b) => a - b)
repeat.sort((a, b) => a - b)
console.log(
  JSON.stringify(
    {
      benchmark: 'email-trust',
      requests: REQUESTS,
      offline_addresses_per_second: Math.round(items / offlineSeconds),
      first_check_ms: Number(firstCheckMs.toFixed(0)),
      online_p50_ms: percentile(fresh, 50),
      online_p99_ms: percentile(fresh, 99),
      cached_p50_ms: percentile(repeat, 50),
      cached_p99_ms: percentile(repeat, 99),
      deadline_ms: 5000,
    },
    null,
    2,
  ),
)
