/**
 * `npm run --silent screen -- text|url [--offline]`: screens JSON Lines from stdin and writes
 * one JSON line per item: {"id", "score", "risk_level", "categories", "signals":
 * [{"id","category","weight"}]}, or {"id", "error"}. For analysts, and for measuring detection
 * on labelled sets.
 * - text: {"id", "text", "email_or_website"?}. The text engine makes no network lookup.
 * - url: {"id", "url"}: the website check, with its lookups (DNS_SERVERS etc. apply). With
 *   --offline it uses only the address and local data: the lexical and lookalike checks, the
 *   threat feeds in the database and community reports; nothing goes on the network. It reads
 *   the database the server uses (DATABASE_URL or DATA_DIR; the embedded one allows one
 *   process at a time).
 */
import { createInterface } from 'node:readline'

import { analyseText } from '../analysis/engine.ts'
import type { Signal } from '../analysis/signals.ts'
import { loadConfig } from '../config.ts'
import { openDatabase, type DatabaseHandle } from '../db/client.ts'
import type { WebsiteEvidenceDeps } from '../enrich/website-evidence.ts'
import { resolveIndicatorKey } from '../lib/indicator-secret.ts'
import { InvalidUrlError, UnsafeTargetError } from '../lib/ssrf-guard.ts'
import { createWebsiteDeps, screenWebsite } from '../lib/website-screening.ts'

const KINDS = ['text', 'url'] as const
type Kind = (typeof KINDS)[number]

interface Output {
  id: unknown
  score?: number
  risk_level?: string
  categories?: string[]
  signals?: Array<{ id: string; category: string | null; weight: number }>
  error?: string
}

function summary(
  id: unknown,
  verdict: { score: number; riskLevel: string; categories: string[]; signals: Signal[] },
): Output {
  return {
    id,
    score: verdict.score,
    risk_level: verdict.riskLevel,
    categories: verdict.categories,
    signals: verdict.signals
      .filter((s) => s.kind !== 'context')
      .map((s) => ({ id: s.id, category: s.category, weight: s.weight })),
  }
}

function readItem(line: string): Record<string, unknown> | null {
  try {
    const item: unknown = JSON.parse(line)
    return typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : null
  } catch {
    return null
  }
}

function screenText(item: Record<string, unknown>): Output {
  const { id = null, text, email_or_website: emailOrWebsite } = item
  if (typeof text !== 'string' || !text.trim()) return { id, error: 'Missing "text"' }
  return summary(
    id,
    analyseText({
      text,
      emailOrWebsite: typeof emailOrWebsite === 'string' ? emailOrWebsite : undefined,
    }),
  )
}

async function screenUrl(
  item: Record<string, unknown>,
  deps: WebsiteEvidenceDeps,
  offline: boolean,
): Promise<Output> {
  const { id = null, url } = item
  if (typeof url !== 'string' || !url.trim()) return { id, error: 'Missing "url"' }
  try {
    const { verdict } = await screenWebsite(url, deps, { offline })
    return summary(id, verdict)
  } catch (error) {
    if (error instanceof InvalidUrlError || error instanceof UnsafeTargetError) {
      return { id, error: error.message }
    }
    throw error
  }
}

const [kind, ...flags] = process.argv.slice(2)
if (!KINDS.includes(kind as Kind) || flags.some((flag) => flag !== '--offline')) {
  console.error(`Usage: npm run --silent screen -- <${KINDS.join('|')}> [--offline] < items.jsonl`)
  process.exit(2)
}
const offline = flags.includes('--offline')

// Only the website check needs the database (threat feeds, community reports, the cache).
let database: DatabaseHandle | undefined
let deps: WebsiteEvidenceDeps | undefined
if (kind === 'url') {
  const config = loadConfig()
  database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
  )
  const key = await resolveIndicatorKey({
    secret: config.indicatorHashSecret,
    dataDir: config.dataDir,
  })
  deps = createWebsiteDeps(config, database.db, key)
}

try {
  for await (const line of createInterface({ input: process.stdin, crlfDelay: Infinity })) {
    if (!line.trim()) continue
    const item = readItem(line)
    const output = !item
      ? { id: null, error: 'Not a JSON object' }
      : kind === 'url' && deps
        ? await screenUrl(item, deps, offline)
        : screenText(item)
    process.stdout.write(`${JSON.stringify(output)}\n`)
  }
} finally {
  await database?.close()
}
