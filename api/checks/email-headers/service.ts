/**
 * The email header check on the server: the device's reading of the headers (src/domain),
 * then what needs data or the network, all at once under one deadline: the origin address's
 * network and place (offline IP data), threat feeds and community reports on the origin and
 * the sender, and the age of the sender's domain (RDAP). A lookup that does not answer in time
 * adds nothing: "could not check" is never a good or a bad sign.
 */
import {
  analyseHeaders,
  organisationalDomain,
  type HeaderFindings,
} from '../../../src/domain/email-headers/analysis.ts'
import type { ParsedHeaders } from '../../../src/domain/email-headers/parse.ts'
import {
  buildHeaderResult,
  type EmailHeaderResult,
  type OriginNetwork,
} from '../../../src/domain/email-headers/result.ts'
import type { Signal } from '../../../src/domain/engine/signals.ts'
import type { Config } from '../../config.ts'
import { cached, cacheKey } from '../../enrich/cache.ts'
import { communitySignals, mostReports } from '../../enrich/community.ts'
import { verifyDkimSignatures } from '../../enrich/dkim.ts'
import type { IpData } from '../../enrich/ip-data.ts'
import { lookupIpInfo, type IpInfoEvidence } from '../../enrich/ip-info.ts'
import { beforeDeadline, isCacheable } from '../../enrich/lookup-status.ts'
import type { RdapBootstrap } from '../../enrich/rdap-bootstrap.ts'
import { lookupRdap } from '../../enrich/rdap.ts'
import type { DnsClient } from '../../enrich/ssrf/dns-client.ts'
import type { SsrfGuard } from '../../enrich/ssrf/ssrf-guard.ts'
import { lookupThreatFeeds } from '../../enrich/threat-feeds.ts'
import { CACHE_TTL } from '../../enrich/website/evidence.ts'
import {
  createWebsiteDeps,
  type WebsiteTestOverrides,
} from '../../enrich/website/screen-website.ts'
import { daysSince } from '../../enrich/website/signals.ts'
import type { Database } from '../../platform/db/client.ts'

/** The lookups' share of the answer time; the rest is for the reference code and storage. */
export const LOOKUP_DEADLINE_MS = 4000

/** A sender domain younger than these is a warning sign (days). */
export const NEW_DOMAIN_DAYS = { veryNew: 30, young: 90 } as const

export interface EmailHeaderDeps {
  db: Database
  indicatorKey: Buffer
  dns: DnsClient
  guard: SsrfGuard
  rdapBootstrap: RdapBootstrap
  ipData: () => Promise<IpData>
  now: () => Date
  deadlineMs: number
}

export function createEmailHeaderDeps(
  config: Config,
  db: Database,
  indicatorKey: Buffer,
  overrides: WebsiteTestOverrides = {},
): EmailHeaderDeps {
  const website = createWebsiteDeps(config, db, indicatorKey, overrides)
  return {
    db,
    indicatorKey,
    dns: website.dns,
    guard: website.guard,
    rdapBootstrap: website.rdapBootstrap,
    ipData: website.ipData,
    now: overrides.now ?? (() => new Date()),
    deadlineMs: LOOKUP_DEADLINE_MS,
  }
}

function serverSignal(
  id: string,
  weight: number,
  evidence: string,
  params: Record<string, string>,
): Signal {
  return { id, kind: 'entity', weight, category: 'impersonation', evidence, params }
}

function originNetwork(info: IpInfoEvidence): OriginNetwork {
  const place = [info.city, info.region, info.countryCode].filter(Boolean).join(', ')
  return {
    location: place || null,
    network: info.asName,
    kind: info.isProxy
      ? 'proxy'
      : info.isResidential
        ? 'residential'
        : info.isHosting
          ? 'hosting'
          : 'other',
  }
}

/** The origin address: where it is, whose network, and whether anyone has listed it. */
async function originEvidence(
  findings: HeaderFindings,
  deps: EmailHeaderDeps,
  deadline: number,
): Promise<{ origin: OriginNetwork | null; signals: Signal[] }> {
  const origin = findings.origin
  if (!origin) return { origin: null, signals: [] }
  const host = origin.ip.includes(':') ? `[${origin.ip}]` : origin.ip
  const [info, feeds, community] = await Promise.all([
    lookupIpInfo(origin.ip, deps.ipData()),
    beforeDeadline(() => lookupThreatFeeds(deps.db, `http://${host}/`), deadline, 'threat feeds'),
    beforeDeadline(
      async () => ({
        status: 'checked' as const,
        data: await communitySignals(
          deps.db,
          deps.indicatorKey,
          { counterparty: `http://${host}/` },
          deps.now(),
        ),
      }),
      deadline,
      'community reports',
    ),
  ])
  const signals: Signal[] = []
  const network = info.status === 'checked' ? originNetwork(info.data) : null
  if (feeds.status === 'checked' && feeds.data.sources.length > 0) {
    signals.push(
      serverSignal('origin_listed', 0.4, origin.ip, {
        ip: origin.ip,
        sources: feeds.data.sources.join(', '),
      }),
    )
  }
  if (community.status === 'checked' && community.data.length > 0) {
    const reports = mostReports(community.data)
    signals.push(
      serverSignal('origin_reported', 0.3, origin.ip, { ip: origin.ip, count: `${reports}` }),
    )
  }
  // A home connection handing mail straight to the recipient's provider is how hijacked home
  // computers send spam; a person logged in to their own provider to send is not, nor one whose
  // mail service sent it on for a From domain that vouched for it.
  if (network?.kind === 'proxy') {
    signals.push(
      serverSignal('origin_proxy', 0.1, origin.ip, {
        ip: origin.ip,
        network: network.network ?? '',
      }),
    )
  } else if (
    network?.kind === 'residential' &&
    !origin.authenticatedSubmission &&
    !origin.viaSenderProvider
  ) {
    signals.push(
      serverSignal('origin_residential', 0.15, origin.ip, {
        ip: origin.ip,
        network: network.network ?? '',
      }),
    )
  }
  return { origin: network, signals }
}

/** The sender's domain: its age, and whether feeds or reports name it. */
async function senderEvidence(
  findings: HeaderFindings,
  deps: EmailHeaderDeps,
  deadline: number,
): Promise<Signal[]> {
  const domain = findings.sender.domain
  if (!domain) return []
  const organisation = organisationalDomain(domain)
  const keep = { shouldCache: isCacheable, now: deps.now }
  const [rdap, feeds, community] = await Promise.all([
    // The same cache entry as the website and email trust checks.
    beforeDeadline(
      () =>
        cached(
          deps.db,
          cacheKey('rdap', organisation),
          CACHE_TTL.rdap,
          () =>
            lookupRdap(organisation, {
              bootstrap: deps.rdapBootstrap,
              guard: deps.guard,
              timeoutMs: Math.max(1, deadline - Date.now()),
            }),
          keep,
        ),
      deadline,
      'RDAP',
    ),
    beforeDeadline(
      () => lookupThreatFeeds(deps.db, `https://${domain}/`),
      deadline,
      'threat feeds',
    ),
    beforeDeadline(
      async () => ({
        status: 'checked' as const,
        data: findings.sender.email
          ? await communitySignals(
              deps.db,
              deps.indicatorKey,
              { counterparty: findings.sender.email },
              deps.now(),
            )
          : [],
      }),
      deadline,
      'community reports',
    ),
  ])
  const signals: Signal[] = []
  const ageDays = rdap.status === 'checked' ? daysSince(rdap.data.creationDate, deps.now()) : null
  if (ageDays !== null && ageDays < NEW_DOMAIN_DAYS.veryNew) {
    signals.push(
      serverSignal('domain_new', 0.3, organisation, { domain: organisation, days: `${ageDays}` }),
    )
  } else if (ageDays !== null && ageDays < NEW_DOMAIN_DAYS.young) {
    signals.push(
      serverSignal('domain_young', 0.15, organisation, {
        domain: organisation,
        days: `${ageDays}`,
      }),
    )
  }
  if (feeds.status === 'checked' && feeds.data.sources.length > 0) {
    signals.push(
      serverSignal('sender_listed', 0.4, domain, {
        domain,
        sources: feeds.data.sources.join(', '),
      }),
    )
  }
  if (community.status === 'checked' && community.data.length > 0) {
    const reports = mostReports(community.data)
    signals.push(serverSignal('sender_reported', 0.3, domain, { domain, count: `${reports}` }))
  }
  return signals
}

/** Reads the headers and adds the server's evidence; `offline` skips the network (the CLI's). */
export async function checkEmailHeaders(
  parsed: ParsedHeaders,
  deps: EmailHeaderDeps,
  { offline = false }: { offline?: boolean } = {},
): Promise<EmailHeaderResult> {
  const findings = analyseHeaders(parsed)
  const deadline = Date.now() + deps.deadlineMs
  const [origin, sender, dkimSignatures] = await Promise.all([
    originEvidence(findings, deps, deadline),
    offline ? [] : senderEvidence(findings, deps, deadline),
    offline ? [] : verifyDkimSignatures(parsed.block, deps.dns, { deadline, now: deps.now() }),
  ])
  return buildHeaderResult(findings, {
    origin: origin.origin,
    signals: [...origin.signals, ...sender],
    dkimSignatures,
  })
}
