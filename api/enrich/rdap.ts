/**
 * Domain registration evidence over RDAP (the successor of WHOIS): when the domain was
 * registered and when it expires, by which registrar, and whether the owner hides behind a
 * privacy service. Requests go through the SSRF guard like every other fetch.
 */

import { failureReason, type Lookup } from './lookup-status.ts'
import { rdapServersFor, type RdapBootstrap } from './rdap-bootstrap.ts'
import type { SsrfGuard } from './ssrf/ssrf-guard.ts'

export interface RdapEvidence {
  domain: string
  registrar: string | null
  /** ISO dates. */
  creationDate: string | null
  expirationDate: string | null
  /** True when the registrant is redacted or a privacy service; null when RDAP does not say. */
  privacyProtected: boolean | null
  statuses: string[]
}

export const RDAP_TIMEOUT_MS = 5000
const RDAP_ACCEPT = 'application/rdap+json, application/json;q=0.9'

const PRIVACY_WORDS =
  /redacted|privacy|private|withheld|proxy|protected|protection|not disclosed|data protect|gdpr|masked|statutory|whoisguard|domains by proxy|identity shield|anonymi[sz]ed/i

type JsonRecord = Record<string, unknown>

function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function records(value: unknown): JsonRecord[] {
  return Array.isArray(value) ? value.filter(isRecord) : []
}

function strings(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : []
}

/** The values of one vCard property (fn, org...) of an entity, as text. */
function vcardValues(entity: JsonRecord, property: string): string[] {
  const card = entity.vcardArray
  if (!Array.isArray(card) || !Array.isArray(card[1])) return []
  return (card[1] as unknown[])
    .filter((entry): entry is unknown[] => Array.isArray(entry) && entry[0] === property)
    .map((entry) => entry[3])
    .flatMap((value) => (Array.isArray(value) ? value : [value]))
    .filter((value): value is string => typeof value === 'string' && value.trim() !== '')
    .map((value) => value.trim())
}

function rolesOf(entity: JsonRecord): string[] {
  return strings(entity.roles).map((role) => role.toLowerCase())
}

/** Every entity, nested ones included (registrars nest their abuse contacts). */
function allEntities(document: JsonRecord): JsonRecord[] {
  const found: JsonRecord[] = []
  const visit = (list: unknown) => {
    for (const entity of records(list)) {
      found.push(entity)
      visit(entity.entities)
    }
  }
  visit(document.entities)
  return found
}

function isoOrNull(text: unknown): string | null {
  if (typeof text !== 'string') return null
  const date = new Date(text)
  return Number.isNaN(date.getTime()) ? null : date.toISOString()
}

function eventDate(document: JsonRecord, action: string): string | null {
  const event = records(document.events).find(
    (candidate) => String(candidate.eventAction).toLowerCase() === action,
  )
  return event ? isoOrNull(event.eventDate) : null
}

function remarkText(value: unknown): string {
  return records(value)
    .flatMap((remark) => [String(remark.title ?? ''), ...strings(remark.description)])
    .join(' ')
}

/** Whether the registrant is hidden: a privacy service's name, redaction, or RFC 9537 marks. */
function privacyOf(document: JsonRecord, entities: JsonRecord[]): boolean | null {
  const registrants = entities.filter((entity) => rolesOf(entity).includes('registrant'))
  for (const registrant of registrants) {
    const names = [...vcardValues(registrant, 'fn'), ...vcardValues(registrant, 'org')]
    const text = `${names.join(' ')} ${remarkText(registrant.remarks)}`
    if (names.length === 0 || PRIVACY_WORDS.test(text)) return true
  }
  if (registrants.length > 0) return false
  // RFC 9537 lists what was redacted at the top level.
  const redacted = records(document.redacted).some((entry) =>
    /registrant/i.test(JSON.stringify(entry.name ?? entry)),
  )
  if (redacted) return true
  if (/redacted for privacy/i.test(remarkText(document.remarks))) return true
  return null
}

/** Reads an RDAP domain answer. Pure; tolerant of every registry's variations. */
export function parseRdapDomain(domain: string, document: unknown): RdapEvidence {
  const root = isRecord(document) ? document : {}
  const entities = allEntities(root)
  const registrar = entities.find((entity) => rolesOf(entity).includes('registrar'))
  return {
    domain,
    registrar: registrar
      ? (vcardValues(registrar, 'fn')[0] ?? vcardValues(registrar, 'org')[0] ?? null)
      : null,
    creationDate: eventDate(root, 'registration'),
    expirationDate: eventDate(root, 'expiration'),
    privacyProtected: privacyOf(root, entities),
    statuses: strings(root.status),
  }
}

/** The registrar's own RDAP record for the domain, which thin registries (.com) link to. */
function relatedLink(document: unknown): string | null {
  if (!isRecord(document)) return null
  const link = records(document.links).find(
    (candidate) =>
      candidate.rel === 'related' &&
      typeof candidate.href === 'string' &&
      /rdap\+json/.test(String(candidate.type ?? 'application/rdap+json')),
  )
  return link ? String(link.href) : null
}

export interface RdapLookupOptions {
  bootstrap: RdapBootstrap
  guard: SsrfGuard
  timeoutMs?: number
}

async function fetchJson(
  guard: SsrfGuard,
  url: string,
  timeoutMs: number,
): Promise<{ status: number; document: unknown }> {
  const response = await guard.fetch(url, { accept: RDAP_ACCEPT, timeoutMs })
  if (response.status !== 200) return { status: response.status, document: null }
  return { status: 200, document: JSON.parse(response.body.toString('utf8')) }
}

/**
 * Looks a registrable domain up over RDAP. 'not_configured' when no RDAP server is known for
 * its ending; 'no_data' when the registry has no record (404).
 */
export async function lookupRdap(
  domain: string,
  { bootstrap, guard, timeoutMs = RDAP_TIMEOUT_MS }: RdapLookupOptions,
): Promise<Lookup<RdapEvidence>> {
  const [base] = rdapServersFor(domain, bootstrap)
  if (!base) return { status: 'not_configured' }
  const started = Date.now()
  try {
    const registry = await fetchJson(
      guard,
      `${base}domain/${encodeURIComponent(domain)}`,
      timeoutMs,
    )
    if (registry.status === 404) return { status: 'no_data', reason: 'not found in the registry' }
    if (registry.status !== 200) {
      return { status: 'failed', reason: `the registry answered ${registry.status}` }
    }
    const evidence = parseRdapDomain(domain, registry.document)
    const related = relatedLink(registry.document)
    const remaining = timeoutMs - (Date.now() - started)
    if (related && remaining > 500 && (evidence.privacyProtected === null || !evidence.registrar)) {
      // The registrar's record adds the registrant (privacy); the registry's dates stay.
      try {
        const registrarAnswer = await fetchJson(guard, related, remaining)
        if (registrarAnswer.status === 200) {
          const extra = parseRdapDomain(domain, registrarAnswer.document)
          evidence.privacyProtected ??= extra.privacyProtected
          evidence.registrar ??= extra.registrar
          evidence.creationDate ??= extra.creationDate
          evidence.expirationDate ??= extra.expirationDate
        }
      } catch {
        // The registry's answer is enough; the registrar's only adds detail.
      }
    }
    return { status: 'checked', data: evidence }
  } catch (error) {
    return { status: 'failed', reason: failureReason(error) }
  }
}
