/**
 * Exactly-once delivery under a hostile network and a crash. Sends N community reports (1,000
 * by default) to the real server through a loopback TCP proxy that resets a share of the
 * connections, some before the request reaches the server and some after (the report is
 * stored but the answer is lost); halfway, the server is killed with SIGKILL and restarted on
 * the same DATA_DIR. Like the device's outbox, the sender retries each report with the same
 * Idempotency-Key until it is acknowledged. At the end the database is counted: every
 * acknowledged report must be stored, under the code it was acknowledged with, and none twice.
 * Only 127.0.0.1; bounded in time. Prints JSON.
 * Usage: npm run bench:outbox [-- reports [faultRate]]
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import http from 'node:http'
import net, { type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'

import { openDatabase } from '../api/platform/db/client.ts'
import { communityReports } from '../api/platform/db/schema.ts'

const REPORTS = Number(process.argv[2] ?? 1000)
const FAULT_RATE = Number(process.argv[3] ?? 0.1)
const CONCURRENCY = 16
const REQUEST_TIMEOUT_MS = 15_000
const DEADLINE_MS = 8 * 60_000
const HOST = '127.0.0.1'
const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)))

const dataDir = mkdtempSync(path.join(tmpdir(), 'scamscreen-bench-outbox-'))
const started = performance.now()
const deadline = Date.now() + DEADLINE_MS

async function freePort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, HOST, resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

const serverPort = await freePort()

// ---- the server, as `npm start` runs it, in a process of its own --------------------------

let server: ChildProcess | undefined

async function waitForHealth(): Promise<void> {
  while (Date.now() < deadline) {
    const ok = await new Promise<boolean>((resolve) => {
      const request = http.get({ host: HOST, port: serverPort, path: '/api/health' }, (res) => {
        res.resume()
        resolve(res.statusCode === 200)
      })
      request.on('error', () => resolve(false))
      request.setTimeout(1000, () => request.destroy())
    })
    if (ok) return
    await sleep(200)
  }
  throw new Error('The server did not start in time')
}

async function startServer(): Promise<void> {
  server = spawn(process.execPath, ['--import', 'tsx', 'api/server.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(serverPort),
      HOST,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'fatal',
      RATE_LIMIT_PER_MINUTE: String(10 ** 9),
      CHECK_RATE_LIMIT_PER_MINUTE: String(10 ** 9),
      STATIC_DIR: path.join(dataDir, 'no-web-app'),
    },
  })
  await waitForHealth()
}

async function stopServer(signal: NodeJS.Signals): Promise<void> {
  const child = server
  if (!child || child.exitCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill(signal)
  await exited
}

// ---- a loopback proxy that resets a share of the connections ------------------------------

const faults = { resetBeforeRequest: 0, resetAfterServerAnswered: 0 }

const proxy = net.createServer((client) => {
  const roll = Math.random()
  if (roll < FAULT_RATE / 2) {
    // The request never reaches the server.
    faults.resetBeforeRequest++
    client.resetAndDestroy()
    return
  }
  const loseAnswer = roll < FAULT_RATE
  const upstream = net.connect(serverPort, HOST)
  client.on('error', () => upstream.destroy())
  upstream.on('error', () => client.destroy())
  client.pipe(upstream)
  if (loseAnswer) {
    // The server has read the request and answers: the answer is cut off and lost.
    upstream.once('data', () => {
      faults.resetAfterServerAnswered++
      client.resetAndDestroy()
      upstream.destroy()
    })
  } else {
    upstream.pipe(client)
  }
})
await new Promise<void>((resolve) => proxy.listen(0, HOST, resolve))
const proxyPort = (proxy.address() as AddressInfo).port

// ---- the sender: the outbox's behaviour, at scale ------------------------------------------

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

function multipart(fields: Record<string, string>, file?: { name: string; text: string }) {
  const boundary = `----bench${randomUUID()}`
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  )
  if (file) {
    parts.push(
      `--${boundary}\r\nContent-Disposition: form-data; name="supporting_document"; filename="${file.name}"\r\nContent-Type: text/plain\r\n\r\n${file.text}\r\n`,
    )
  }
  return { body: Buffer.from(`${parts.join('')}--${boundary}--\r\n`), boundary }
}

/** One attempt: the answer's status and body, or null when the connection failed. */
function post(
  key: string,
  payload: ReturnType<typeof multipart>,
): Promise<{ status: number; body: string } | null> {
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: HOST,
        port: proxyPort,
        path: '/api/community-reports',
        method: 'POST',
        // A new connection per attempt, as a phone coming back online would make.
        agent: false,
        headers: {
          'content-type': `multipart/form-data; boundary=${payload.boundary}`,
          'content-length': payload.body.length,
          'idempotency-key': key,
        },
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        )
        response.on('error', () => resolve(null))
      },
    )
    request.on('error', () => resolve(null))
    request.setTimeout(REQUEST_TIMEOUT_MS, () => request.destroy())
    request.end(payload.body)
  })
}

interface Report {
  key: string
  marker: string
  payload: ReturnType<typeof multipart>
}

const reports: Report[] = Array.from({ length: REPORTS }, (_, index) => {
  const key = randomUUID()
  const marker = `bench-report-${index}-${key}`
  const fields: Record<string, string> = {
    description: `${marker}: a caller said they were from my bank and asked me to move money.`,
  }
  if (index % 3 === 0) fields.phone_number = `+4477009${String(index % 100_000).padStart(5, '0')}`
  if (index % 5 === 0) fields.website_url = `https://bench-scam-${index % 7}.example/pay`
  const file = index % 10 === 0 ? { name: 'note.txt', text: `Bench note ${index}` } : undefined
  return { key, marker, payload: multipart(fields, file) }
})

const acknowledged = new Map<string, string>()
let attempts = 0
let refused = 0
let restarted = false
const crashAt = Math.floor(REPORTS / 2)

async function crashAndRestart(): Promise<void> {
  restarted = true
  await stopServer('SIGKILL')
  await startServer()
}
let crash: Promise<void> | undefined

async function deliver(report: Report): Promise<void> {
  for (let attempt = 1; Date.now() < deadline; attempt++) {
    attempts++
    const answer = await post(report.key, report.payload)
    if (answer?.status === 200) {
      const code = (JSON.parse(answer.body) as { reference_code?: string }).reference_code
      if (code) {
        acknowledged.set(report.key, code)
        if (acknowledged.size === crashAt && !restarted) crash = crashAndRestart()
        return
      }
    }
    if (answer && answer.status >= 400 && answer.status < 500 && answer.status !== 429) {
      refused++ // a refusal retrying cannot fix; the outbox would give up too
      return
    }
    await sleep(Math.min(1000, 25 * attempt))
  }
}

await startServer()
let next = 0
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    while (next < reports.length) {
      const report = reports[next++]
      if (report) await deliver(report)
    }
  }),
)
await crash
const sendSeconds = (performance.now() - started) / 1000
await stopServer('SIGTERM')
proxy.close()

// ---- count from the database -----------------------------------------------------------------

const database = await openDatabase({ dataDir })
const rows = await database.db
  .select({
    key: communityReports.idempotencyKey,
    code: communityReports.referenceCode,
    description: communityReports.description,
  })
  .from(communityReports)
await database.close()

const byKey = new Map(rows.map((row) => [row.key, row.code]))
const markers = new Map<string, number>()
for (const row of rows) {
  const marker = row.description.split(':')[0] ?? ''
  markers.set(marker, (markers.get(marker) ?? 0) + 1)
}
let storedAcknowledged = 0
let codeMismatches = 0
for (const [key, code] of acknowledged) {
  const stored = byKey.get(key)
  if (stored) storedAcknowledged++
  if (stored && stored !== code) codeMismatches++
}
const duplicates = [...markers.values()].reduce((sum, count) => sum + Math.max(0, count - 1), 0)

console.log(
  JSON.stringify(
    {
      benchmark: 'outbox',
      sent: REPORTS,
      acknowledged: acknowledged.size,
      stored: rows.length,
      duplicates,
      acknowledged_but_missing: acknowledged.size - storedAcknowledged,
      code_mismatches: codeMismatches,
      refused,
      attempts,
      faults: { rate: FAULT_RATE, ...faults },
      server_killed_and_restarted: restarted,
      seconds: Number(sendSeconds.toFixed(1)),
    },
    null,
    2,
  ),
)
rmSync(dataDir, { recursive: true, force: true })
process.exit(
  acknowledged.size === storedAcknowledged && duplicates === 0 && !codeMismatches ? 0 : 1,
)
