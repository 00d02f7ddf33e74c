/**
 * Soak: two instances on one PostgreSQL and one Redis under a steady mixed load (every kind of
 * check, reports with idempotency keys, reactions, alerts), while the database is cut and
 * restored through a relay this script controls, a Redis it started itself is stopped and
 * started, and one instance is killed (SIGKILL) and restarted. Never touches the machine's own
 * services. Like a load balancer, a request that cannot connect goes to the other instance;
 * like the device's outbox, a report is sent again with its key until it is acknowledged.
 * At the end the database is counted. Prints JSON; with --check, exits 1 when a target fails.
 *
 * Usage: npm run bench:soak [-- --short] [--duration=SECONDS] [--rate=PER_SECOND] [--check]
 *   --short: 90 s with 10 s outages (CI); default 600 s with a 30 s database cut.
 * Needs PostgreSQL (TEST_POSTGRES_URL, default 127.0.0.1:5432) and redis-server on the PATH.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'

import { inArray } from 'drizzle-orm'
import { Redis } from 'ioredis'

import { openDatabase } from '../api/platform/db/client.ts'
import { communityReports } from '../api/platform/db/schema.ts'
import { cleanLetterPdf } from '../api/test/document-fixtures.ts'
import { startFakeDns } from '../api/test/fake-dns-server.ts'
import { freePort, startInstance, type Instance } from '../api/test/instance.ts'
import {
  createTestPostgresDatabase,
  POSTGRES_ADMIN_URL,
  postgresUnavailableReason,
} from '../api/test/postgres.ts'
import { startTcpRelay } from '../api/test/tcp-relay.ts'
import { qrPng } from '../tests/support/qr-image.ts'

const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)))
const args = process.argv.slice(2)
const option = (name: string) =>
  args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? undefined
const SHORT = args.includes('--short')
const CHECK = args.includes('--check')
const DURATION_MS = Number(option('duration') ?? (SHORT ? 90 : 600)) * 1000
const RATE = Number(option('rate') ?? 12)
const DATABASE_CUT_MS = SHORT ? 10_000 : 30_000
const REDIS_STOP_MS = SHORT ? 8_000 : 20_000
const REQUEST_TIMEOUT_MS = 20_000
const MAX_IN_FLIGHT = 32
/** How long after the run the senders keep retrying unacknowledged reports. */
const DRAIN_MS = 30_000

// ---- what the load sends ---------------------------------------------------------------------

const MESSAGES = [
  'Royal Mail: your parcel is held. Pay the £2.99 redelivery fee today at https://royalmail-redelivery.test/pay or it will be returned.',
  'HMRC: you are due a tax refund of £326.40. Claim it within 24 hours at https://hmrc-refund-claim.test/login with your bank details.',
  'Hi, it is Sam from the running club. Training moves to 7pm on Thursday because of the football. See you there, bring a torch.',
  'Your Barclays card has been blocked. Reply with the full card number, the expiry date and the three digits on the back to unblock it.',
  'Reminder: your dentist appointment is on Monday 3 March at 10:15. Reply C to cancel or call the surgery if you need to change it.',
]
const HEADERS_EML = readFileSync(
  path.join(ROOT, 'src/domain/email-headers/fixtures/outlook-royalmail.eml'),
  'utf8',
)
const QR_PNG = qrPng('https://royalmail-redelivery.test/pay')
const LETTER_PDF = await cleanLetterPdf()

type Kind =
  | 'screen'
  | 'website'
  | 'email_trust'
  | 'headers'
  | 'qr'
  | 'document'
  | 'report'
  | 'reaction'
  | 'alerts'
const WEIGHTS: Array<[Kind, number]> = [
  ['screen', 30],
  ['alerts', 14],
  ['report', 14],
  ['reaction', 10],
  ['website', 9],
  ['email_trust', 9],
  ['headers', 7],
  ['qr', 4],
  ['document', 3],
]
const TOTAL_WEIGHT = WEIGHTS.reduce((sum, [, weight]) => sum + weight, 0)
const ROUTE: Record<Kind, string> = {
  screen: '/api/screen',
  website: '/api/website-screening',
  email_trust: '/api/email-trust',
  headers: '/api/email-headers',
  qr: '/api/qr-scan',
  document: '/api/analyze-document',
  report: '/api/community-reports',
  reaction: '/api/reactions',
  alerts: '/api/alerts',
}
const CHECKS: Kind[] = ['screen', 'website', 'email_trust', 'headers', 'qr', 'document']

function pickKind(n: number): Kind {
  let point = (n * 7919) % TOTAL_WEIGHT
  for (const [kind, weight] of WEIGHTS) {
    if (point < weight) return kind
    point -= weight
  }
  return 'screen'
}

function multipart(field: string, bytes: Uint8Array, name: string, type: string): FormData {
  const form = new FormData()
  form.append(field, new Blob([bytes], { type }), name)
  return form
}

const recentCodes: string[] = []

function requestFor(kind: Kind, n: number, key?: string): RequestInit | undefined {
  const json = (value: unknown): RequestInit => ({
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(value),
  })
  switch (kind) {
    case 'screen': {
      const form = new FormData()
      form.append('description', `${MESSAGES[n % MESSAGES.length]} (${n})`)
      return { method: 'POST', body: form }
    }
    case 'website':
      // A name that does not exist: checked end to end without leaving the machine.
      return json({ url: `https://parcel-fee-${n % 40}.example/pay` })
    case 'email_trust':
      return json({ email: `accounts@shop-${n % 40}.test` })
    case 'headers':
      return json({ headers: HEADERS_EML })
    case 'qr':
      return { method: 'POST', body: multipart('qrImage', QR_PNG, 'code.png', 'image/png') }
    case 'document':
      return {
        method: 'POST',
        body: multipart('document', LETTER_PDF, 'letter.pdf', 'application/pdf'),
      }
    case 'report': {
      const form = new FormData()
      form.append('description', `Soak report ${key}: a text asked me to pay a parcel fee.`)
      return { method: 'POST', body: form, headers: { 'idempotency-key': key ?? '' } }
    }
    case 'reaction': {
      const code = recentCodes[n % Math.max(1, recentCodes.length)]
      return code ? json({ reference_code: code, reaction: '👍' }) : undefined
    }
    case 'alerts':
      return { method: 'GET' }
  }
}

// ---- what is measured --------------------------------------------------------------------------

type Phase = 'steady' | 'database_away' | 'redis_away' | 'instance_down'
let phase: Phase = 'steady'
const latencies = new Map<string, number[]>()
const byStatus: Record<string, Record<string, number>> = {}
let requests = 0
let unreadable503 = 0
let fiveHundreds = 0
const checksWhileDatabaseAway: Record<string, { answered: number; verdicts: number }> = {}

/** One answer, counted in the phase the request started in. */
function record(kind: Kind, status: string, ms: number, startPhase: Phase) {
  requests++
  const statuses = (byStatus[ROUTE[kind]] ??= {})
  statuses[status] = (statuses[status] ?? 0) + 1
  if (process.env.SOAK_SLOW_LOG && ms > 300)
    console.error(
      `slow ${((Date.now() - runStarted) / 1000).toFixed(1)}s ${ROUTE[kind]} ${Math.round(ms)}ms ${status}`,
    )
  const key = `${ROUTE[kind]} ${startPhase}`
  const list = latencies.get(key) ?? []
  list.push(ms)
  latencies.set(key, list)
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? 0
}

function hasVerdict(kind: Kind, body: Record<string, unknown>): boolean {
  const fields: Partial<Record<Kind, string>> = {
    screen: 'risk_level',
    website: 'risk_level',
    email_trust: 'trust_rating',
    headers: 'summary',
    qr: 'threat_score',
    document: 'fraudScore',
  }
  const field = fields[kind]
  return field !== undefined && body[field] !== undefined && body[field] !== null
}

// ---- the parts: PostgreSQL through a relay, a Redis of our own, two instances ----------------

const reason = await postgresUnavailableReason()
if (reason) {
  console.log(JSON.stringify({ skipped: `no PostgreSQL at ${POSTGRES_ADMIN_URL}: ${reason}` }))
  process.exit(0)
}

const database = await createTestPostgresDatabase()
const direct = new URL(database.url)
const relay = await startTcpRelay({ host: direct.hostname, port: Number(direct.port || 5432) })
const relayed = new URL(database.url)
relayed.host = `127.0.0.1:${relay.port}`

const redisPort = await freePort()
let redisServer: ChildProcess | undefined
async function startRedis(): Promise<void> {
  redisServer = spawn(
    'redis-server',
    ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  )
  const probe = new Redis({ port: redisPort, host: '127.0.0.1', lazyConnect: true })
  probe.on('error', () => {})
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      await probe.connect()
      await probe.ping()
      probe.disconnect()
      return
    } catch {
      probe.disconnect()
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  throw new Error('redis-server did not start (is it installed?)')
}
async function stopRedis(): Promise<void> {
  const server = redisServer
  if (!server || server.exitCode !== null) return
  const exited = new Promise((resolve) => server.once('exit', resolve))
  server.kill('SIGTERM')
  await exited
}
await startRedis()

const dns = await startFakeDns((name) =>
  name.endsWith('.test')
    ? {
        A: ['192.0.2.10'],
        MX: [{ exchange: `mail.${name}`, preference: 10 }],
        TXT: name.startsWith('_dmarc.') ? ['v=DMARC1; p=reject'] : ['v=spf1 -all'],
      }
    : 'NXDOMAIN',
)
const instanceEnv = {
  DATABASE_URL: relayed.toString(),
  REDIS_URL: `redis://127.0.0.1:${redisPort}`,
  DNS_SERVERS: dns.server,
  INDICATOR_HASH_SECRET: 'soak-indicator-secret-0123456789abcdef',
  RATE_LIMIT_PER_MINUTE: '1000000',
  CHECK_RATE_LIMIT_PER_MINUTE: '1000000',
}
const instances: Instance[] = await Promise.all([
  startInstance(instanceEnv),
  startInstance(instanceEnv),
])

function rssMb(instance: Instance): number {
  const status = readFileSync(`/proc/${instance.process.pid}/status`, 'utf8')
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
  return Math.round(kb / 102.4) / 10
}

/** Milliseconds until every instance's health says "ok" (database and Redis), or -1. */
async function untilHealthy(origins: string[], limitMs = 60_000): Promise<number> {
  const started = performance.now()
  while (performance.now() - started < limitMs) {
    const statuses = await Promise.all(
      origins.map((origin) =>
        fetch(`${origin}/api/health`)
          .then((response) => response.json() as Promise<{ status?: string }>)
          .then((body) => body.status)
          .catch(() => undefined),
      ),
    )
    if (statuses.every((status) => status === 'ok')) return Math.round(performance.now() - started)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return -1
}

/**
 * The first checks of each kind load models, workers and catalogs: an instance gets a few of
 * each before it takes load (a readiness check would do the same), so the figures are not
 * start-up costs. Not counted.
 */
async function warmUp(instance: Instance): Promise<void> {
  for (let round = 0; round < 3; round++) {
    for (const kind of [...CHECKS, 'alerts'] as Kind[]) {
      const init = requestFor(kind, round)
      if (init) await fetch(`${instance.origin}${ROUTE[kind]}`, init).then((r) => r.arrayBuffer())
    }
  }
}
await Promise.all(instances.map(warmUp))

// ---- the load --------------------------------------------------------------------------------

let inFlight = 0
let dropped = 0

/** One request, to one instance and then the other if it cannot connect (a load balancer). */
async function send(
  kind: Kind,
  n: number,
  key?: string,
): Promise<{ status: number; body?: Record<string, unknown> }> {
  const init = requestFor(kind, n, key)
  if (!init) return { status: 0 }
  for (const offset of [0, 1]) {
    const instance = instances[(n + offset) % instances.length]
    if (!instance) continue
    const started = performance.now()
    const startPhase = phase
    try {
      const response = await fetch(`${instance.origin}${ROUTE[kind]}`, {
        ...init,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      })
      const body = (await response.json().catch(() => undefined)) as
        Record<string, unknown> | undefined
      record(kind, String(response.status), performance.now() - started, startPhase)
      if (response.status === 503) {
        if (typeof body?.error !== 'string' || typeof body.code !== 'string') unreadable503++
      } else if (response.status >= 500) fiveHundreds++
      return { status: response.status, body }
    } catch {
      record(kind, 'no_connection', performance.now() - started, startPhase)
    }
  }
  return { status: 0 }
}

interface PendingReport {
  key: string
  acknowledged?: string
}
const reports: PendingReport[] = []

async function deliverReport(report: PendingReport, n: number, until: number): Promise<void> {
  while (Date.now() < until) {
    const { status, body } = await send('report', n, report.key)
    if (status === 200 && typeof body?.reference_code === 'string') {
      if (report.acknowledged && report.acknowledged !== body.reference_code) codeMismatches++
      report.acknowledged = body.reference_code
      return
    }
    // The outbox waits for Retry-After; the soak keeps it short to stay within its minutes.
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
}
let codeMismatches = 0
const deliveries: Array<Promise<void>> = []

async function one(n: number): Promise<void> {
  const kind = pickKind(n)
  if (kind === 'report') {
    const report: PendingReport = { key: `soak-${randomUUID()}` }
    reports.push(report)
    const delivery = deliverReport(report, n, runEnds + DRAIN_MS).then(async () => {
      // Now and then the answer is "lost" and the same report is sent again.
      if (report.acknowledged && n % 5 === 0) await deliverReport(report, n, runEnds + DRAIN_MS)
    })
    // Awaited at the end: a report retried through an outage must not hold a place in flight,
    // or it would crowd out the steady load it is part of.
    deliveries.push(delivery)
    return
  }
  const phaseAtStart = phase
  const { status, body } = await send(kind, n)
  if (status === 200 && body && CHECKS.includes(kind)) {
    if (typeof body.reference_code === 'string') {
      recentCodes.push(body.reference_code)
      if (recentCodes.length > 50) recentCodes.shift()
    }
    if (phaseAtStart === 'database_away') {
      const tally = (checksWhileDatabaseAway[kind] ??= { answered: 0, verdicts: 0 })
      tally.answered++
      if (hasVerdict(kind, body)) tally.verdicts++
    }
  }
}

const runStarted = Date.now()
const runEnds = runStarted + DURATION_MS
const memoryAtStart = instances.map(rssMb)
const events: Array<{ at_s: number; event: string; recovery_ms?: number }> = []
const note = (event: string, recoveryMs?: number) =>
  events.push({
    at_s: Math.round((Date.now() - runStarted) / 100) / 10,
    event,
    ...(recoveryMs === undefined ? {} : { recovery_ms: recoveryMs }),
  })

async function faults(): Promise<void> {
  const at = (fraction: number) =>
    new Promise((resolve) => setTimeout(resolve, runStarted + DURATION_MS * fraction - Date.now()))
  const origins = () => instances.map((instance) => instance.origin)

  await at(0.15)
  phase = 'database_away'
  relay.cut()
  note('database cut')
  await new Promise((resolve) => setTimeout(resolve, DATABASE_CUT_MS))
  relay.restore()
  phase = 'steady'
  note('database restored', await untilHealthy(origins()))

  await at(0.45)
  phase = 'redis_away'
  await stopRedis()
  note('redis stopped')
  await new Promise((resolve) => setTimeout(resolve, REDIS_STOP_MS))
  await startRedis()
  phase = 'steady'
  note('redis started', await untilHealthy(origins()))

  await at(0.7)
  phase = 'instance_down'
  const victim = instances[1]
  if (victim) {
    await victim.stop('SIGKILL')
    note('instance killed')
    const restarted = performance.now()
    const replacement = await startInstance(instanceEnv, { port: victim.port })
    await warmUp(replacement)
    instances[1] = replacement
    memoryAtStart[1] = rssMb(replacement)
    note(
      'instance restarted and warmed up (start-up time, not an outage recovery)',
      Math.round(performance.now() - restarted),
    )
  }
  phase = 'steady'
}

const faultsDone = faults()
let n = 0
const all: Array<Promise<void>> = []
while (Date.now() < runEnds) {
  const due = runStarted + (n * 1000) / RATE
  if (due > Date.now()) await new Promise((resolve) => setTimeout(resolve, due - Date.now()))
  if (inFlight >= MAX_IN_FLIGHT) {
    dropped++
  } else {
    inFlight++
    all.push(one(n).finally(() => inFlight--))
  }
  n++
}
await faultsDone
await Promise.all(all)
await Promise.all(deliveries)
const memoryAtEnd = instances.map(rssMb)

// ---- counting what was stored ------------------------------------------------------------------

const counter = await openDatabase({ databaseUrl: database.url })
const keys = reports.map((report) => report.key)
const rows: Array<{ key: string | null; code: string }> = []
for (let start = 0; start < keys.length; start += 500) {
  rows.push(
    ...(await counter.db
      .select({ key: communityReports.idempotencyKey, code: communityReports.referenceCode })
      .from(communityReports)
      .where(inArray(communityReports.idempotencyKey, keys.slice(start, start + 500)))),
  )
}
await counter.close()
const storedByKey = new Map<string, string[]>()
for (const row of rows) {
  if (row.key) storedByKey.set(row.key, [...(storedByKey.get(row.key) ?? []), row.code])
}
const acknowledged = reports.filter((report) => report.acknowledged)
const acknowledgedStoredOnce = acknowledged.filter(
  (report) => storedByKey.get(report.key)?.length === 1,
).length
const storedUnderOtherCode = acknowledged.filter(
  (report) => (storedByKey.get(report.key)?.[0] ?? report.acknowledged) !== report.acknowledged,
).length
const duplicates = [...storedByKey.values()].filter((codes) => codes.length > 1).length

const routes: Record<string, Record<string, { count: number; p50_ms: number; p99_ms: number }>> = {}
for (const [key, list] of latencies) {
  const [route = '', listPhase = ''] = key.split(' ')
  const sorted = [...list].sort((a, b) => a - b)
  ;(routes[route] ??= {})[listPhase] = {
    count: sorted.length,
    p50_ms: Math.round(percentile(sorted, 0.5) * 10) / 10,
    p99_ms: Math.round(percentile(sorted, 0.99) * 10) / 10,
  }
}

const recoveries = events.filter((event) => event.recovery_ms !== undefined)
const databaseRecovery = events.find((event) => event.event === 'database restored')?.recovery_ms
const screenSteadyP99 = routes['/api/screen']?.steady?.p99_ms ?? Number.NaN
const growth = memoryAtEnd.map(
  (end, index) => Math.round((end - (memoryAtStart[index] ?? 0)) * 10) / 10,
)
const result = {
  duration_s: DURATION_MS / 1000,
  rate_per_s: RATE,
  short: SHORT,
  machine: {
    cores: cpus().length,
    load_at_end: loadavg().map((value) => Math.round(value * 100) / 100),
  },
  requests,
  not_sent_too_many_in_flight: dropped,
  answers_by_status: byStatus,
  five_xx_other_than_readable_503: fiveHundreds + unreadable503,
  checks_while_database_away: checksWhileDatabaseAway,
  events,
  routes,
  reports: {
    sent: reports.length,
    acknowledged: acknowledged.length,
    acknowledged_stored_once: acknowledgedStoredOnce,
    stored_under_another_code: storedUnderOtherCode,
    answered_with_another_code_on_resend: codeMismatches,
    keys_stored_twice: duplicates,
  },
  memory_mb: {
    start: memoryAtStart,
    end: memoryAtEnd,
    note: 'instance 2 was killed and restarted: its start is read just after the restart',
    growth: growth,
  },
}
console.log(JSON.stringify(result, null, 2))

const failures = [
  result.five_xx_other_than_readable_503 > 0 && '5xx other than a readable 503',
  CHECKS.some(
    (kind) =>
      kind !== 'document' && kind !== 'qr' && (checksWhileDatabaseAway[kind]?.verdicts ?? 0) === 0,
  ) && 'a check gave no verdict while the database was away',
  acknowledgedStoredOnce !== acknowledged.length && 'an acknowledged report not stored once',
  storedUnderOtherCode + codeMismatches + duplicates > 0 && 'a report stored twice or re-coded',
  (databaseRecovery === undefined || databaseRecovery < 0 || databaseRecovery > 5000) &&
    'no recovery within 5 s of the database',
  recoveries.some((event) => (event.recovery_ms ?? 0) < 0) && 'an outage without recovery',
  growth.some((mb) => mb > 100) && 'memory grew more than 100 MB',
  !(screenSteadyP99 <= 150) && 'p99 of /api/screen outside outages above 150 ms',
].filter(Boolean)

await Promise.all(instances.map((instance) => instance.stop()))
await stopRedis()
await relay.close()
await dns.close()
await database.drop()
if (CHECK && failures.length > 0) {
  console.error(`Soak targets not met: ${failures.join('; ')}`)
  process.exit(1)
}
process.exit(0)
