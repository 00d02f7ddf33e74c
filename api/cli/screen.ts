/**
 * `npm run --silent screen -- text|url|qr|email|headers|document [--offline]`: screens JSON Lines from stdin and writes
 * one JSON line per item: {"id", "score", "risk_level", "categories", "signals":
 * [{"id","category","weight"}]}, or {"id", "error"}. For analysts, and for measuring detection
 * on labelled sets.
 * - text: {"id", "text", "email_or_website"?}. The text engine makes no network lookup.
 * - url: {"id", "url"}: the website check, with its lookups (DNS_SERVERS etc. apply). With
 *   --offline it uses only the address and local data: the lexical and lookalike checks, the
 *   threat feeds in the database and community reports; nothing goes on the network. It reads
 *   the database the server uses (DATABASE_URL or DATA_DIR; the embedded one allows one
 *   process at a time).
 * - qr: {"id", "path"} (an image file): every QR code in it, decoded as the server does, and the
 *   first one checked as POST /api/qr-scan checks it (a link with the website check, the rest
 *   with the engine); the answer adds "decoded": [{"text","format"}] and "payload_type".
 * - email: {"id", "email", "display_name"?}: the email trust check, answered as POST
 *   /api/email-trust answers (in English, with no reference code) plus "id". With --offline
 *   only what needs no network: the lists, the look-alike and posing checks, threat feeds and
 *   community reports; the DNS, registration and website checks say "not checked".
 * - headers: {"id", "path"} (a saved .eml or a headers file) or {"id", "headers"}: the email
 *   header check, answered as POST /api/email-headers answers (with no reference code) plus
 *   "id", or {"id", "error"} in English. With --offline the sender domain's age, feeds and
 *   reports are not looked up; the origin address's network comes from the offline IP data.
 * - document: {"id", "path"} (a PDF or an image): POST /api/analyze-document's answer (in
 *   English, no reference code) plus "id"; links are checked offline (api/cli/screen-document.ts).
 */
import { createReadStream } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { createInterface } from 'node:readline'

import type { I18n } from '@lingui/core'

import { readEmailAddress } from '../../src/domain/email/address.ts'
import { decodeMessageBytes, readEmailHeaders } from '../../src/domain/email-headers/parse.ts'
import type { Signal } from '../../src/domain/engine/signals.ts'
import type { WriterOptions } from '../../src/domain/engine/writer.ts'
import { readHeaderBlock } from '../checks/email-headers/header-block.ts'
import {
  checkEmailHeaders,
  createEmailHeaderDeps,
  type EmailHeaderDeps,
} from '../checks/email-headers/service.ts'
import { headersProblemText } from '../checks/email-headers/writer.ts'
import { buildEmailTrustResult } from '../checks/email-trust/result.ts'
import {
  checkEmailTrust,
  createEmailTrustDeps,
  type EmailTrustDeps,
} from '../checks/email-trust/service.ts'
import { addressProblemText } from '../checks/email-trust/writer.ts'
import { buildQrScanResult, checkQrContent, decodeQrImage } from '../checks/qr/service.ts'
import { loadConfig } from '../config.ts'
import { InvalidUrlError, UnsafeTargetError } from '../enrich/ssrf/ssrf-guard.ts'
import type { WebsiteEvidenceDeps } from '../enrich/website/evidence.ts'
import { createWebsiteDeps, screenWebsite } from '../enrich/website/screen-website.ts'
import { ExtractionError } from '../extract/errors.ts'
import { closeExtractors } from '../extract/extract.ts'
import { openDatabase, type DatabaseHandle } from '../platform/db/client.ts'
import { resolveIndicatorKey } from '../platform/indicator-secret.ts'
import { loadServerTranslations } from '../platform/server-i18n.ts'
import { analyseText } from '../platform/text-engine.ts'

import { screenDocument, type DocumentContext } from './screen-document.ts'

const KINDS = ['text', 'url', 'qr', 'email', 'headers', 'document'] as const
type Kind = (typeof KINDS)[number]

interface Output {
  id: unknown
  decoded?: Array<{ text: string; format: string }>
  payload_type?: string
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

interface QrContext {
  database: DatabaseHandle
  key: Buffer
  deps: WebsiteEvidenceDeps
  site: WriterOptions
  i18n: I18n
}

async function screenQr(
  item: Record<string, unknown>,
  context: QrContext,
  offline: boolean,
): Promise<Output> {
  const { id = null, path } = item
  if (typeof path !== 'string' || !path.trim()) return { id, error: 'Missing "path"' }
  try {
    const { decoded } = await decodeQrImage(await readFile(path))
    const [first] = decoded
    if (!first) return { id, decoded, error: 'No QR code found' }
    const check = await checkQrContent(
      first.text,
      { db: context.database.db, indicatorKey: context.key, website: context.deps },
      { severalCodes: decoded.length > 1, offline },
    )
    const result = buildQrScanResult(check, {
      referenceCode: '',
      decoded,
      i18n: context.i18n,
      site: context.site,
      now: new Date(),
    })
    const verdict = check.kind === 'website' ? check.screening.verdict : check.verdict
    return {
      ...summary(id, verdict),
      score: result.threat_score,
      risk_level: result.risk_level,
      decoded,
      payload_type: result.payload_type,
    }
  } catch (error) {
    if (error instanceof ExtractionError) return { id, error: error.message }
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') {
      return { id, error: 'No such file' }
    }
    throw error
  }
}

interface EmailContext {
  deps: EmailTrustDeps
  site: WriterOptions
  i18n: I18n
}

async function screenEmail(
  item: Record<string, unknown>,
  context: EmailContext,
  offline: boolean,
): Promise<Record<string, unknown>> {
  const { id = null, email, display_name: displayName } = item
  const reading = readEmailAddress(typeof email === 'string' ? email : '')
  if (!reading.ok) return { id, error: addressProblemText(reading.problem, context.i18n) }
  const check = await checkEmailTrust(reading.email, context.deps, {
    offline,
    displayName: typeof displayName === 'string' ? displayName : undefined,
  })
  const result = buildEmailTrustResult(reading.email, check, {
    referenceCode: null,
    i18n: context.i18n,
    site: context.site,
  })
  return { id, ...result }
}

interface HeadersContext {
  deps: EmailHeaderDeps
  i18n: I18n
}

async function screenHeaders(
  item: Record<string, unknown>,
  context: HeadersContext,
  offline: boolean,
): Promise<Record<string, unknown>> {
  const { id = null, path, headers } = item
  let text: string
  if (typeof headers === 'string') text = headers
  else if (typeof path === 'string') {
    // A saved message of any size: its header block alone is read, then the file is closed.
    const stream = createReadStream(path)
    try {
      const block = await readHeaderBlock(stream)
      if (!block.ok) return { id, error: headersProblemText(block.problem, context.i18n) }
      text = decodeMessageBytes(block.bytes)
    } catch {
      return { id, error: 'Could not read the file' }
    } finally {
      stream.destroy()
    }
  } else return { id, error: 'Give "headers" or "path"' }
  const reading = await readEmailHeaders(text)
  if (!reading.ok) return { id, error: headersProblemText(reading.problem, context.i18n) }
  return { id, ...(await checkEmailHeaders(reading.parsed, context.deps, { offline })) }
}

const [kind, ...flags] = process.argv.slice(2)
if (!KINDS.includes(kind as Kind) || flags.some((flag) => flag !== '--offline')) {
  console.error(`Usage: npm run --silent screen -- <${KINDS.join('|')}> [--offline] < items.jsonl`)
  process.exit(2)
}
const offline = flags.includes('--offline')

// Only the website, QR, email and header checks need the database (threat feeds, community reports,
// the cache).
let database: DatabaseHandle | undefined
let deps: WebsiteEvidenceDeps | undefined
let qr: QrContext | undefined
let email: EmailContext | undefined
let headers: HeadersContext | undefined
let documents: DocumentContext | undefined
if (
  kind === 'url' ||
  kind === 'qr' ||
  kind === 'email' ||
  kind === 'headers' ||
  kind === 'document'
) {
  const config = loadConfig()
  database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
  )
  const key = await resolveIndicatorKey({
    secret: config.indicatorHashSecret,
    dataDir: config.dataDir,
  })
  deps = createWebsiteDeps(config, database.db, key)
  if (kind === 'qr') {
    const i18n = (await loadServerTranslations()).forLocale('en')
    qr = { database, key, deps, site: config.site, i18n }
  }
  if (kind === 'email') {
    const i18n = (await loadServerTranslations()).forLocale('en')
    email = { deps: createEmailTrustDeps(config, database.db, key), site: config.site, i18n }
  }
  if (kind === 'headers') {
    const i18n = (await loadServerTranslations()).forLocale('en')
    headers = { deps: createEmailHeaderDeps(config, database.db, key), i18n }
  }
  if (kind === 'document') {
    const i18n = (await loadServerTranslations()).forLocale('en')
    documents = { deps: { db: database.db, indicatorKey: key, website: deps }, i18n }
  }
}

try {
  for await (const line of createInterface({ input: process.stdin, crlfDelay: Infinity })) {
    if (!line.trim()) continue
    const item = readItem(line)
    const output = !item
      ? { id: null, error: 'Not a JSON object' }
      : qr
        ? await screenQr(item, qr, offline)
        : email
          ? await screenEmail(item, email, offline)
          : headers
            ? await screenHeaders(item, headers, offline)
            : documents
              ? await screenDocument(item, documents)
              : kind === 'url' && deps
                ? await screenUrl(item, deps, offline)
                : screenText(item)
    process.stdout.write(`${JSON.stringify(output)}\n`)
  }
} finally {
  await database?.close()
  await closeExtractors()
}
