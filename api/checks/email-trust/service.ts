/**
 * The email trust check from an address to its score: what the address says by itself
 * (src/domain/email), then the lookups, all at once, each behind its own timeout and cache and
 * all behind one deadline, so the whole check answers within 5 seconds even when every server
 * hangs; a lookup that has not finished by then is "could not check". Nothing here probes the
 * mailbox itself (no SMTP): that is unreliable and abusive.
 */
import { addressEvidence, withoutLookups } from '../../../src/domain/email/address-evidence.ts'
import type { EmailAddress } from '../../../src/domain/email/address.ts'
import { loadMailboxLists, type MailboxLists } from '../../../src/domain/email/mailbox-lists.ts'
import {
  assessEmailTrust,
  type Checked,
  type EmailTrustAssessment,
  type EmailTrustEvidence,
} from '../../../src/domain/email/trust-score.ts'
import type { Config } from '../../config.ts'
import { cached, cacheKey } from '../../enrich/cache.ts'
import { communitySignals, mostReports } from '../../enrich/community.ts'
import {
  beforeDeadline,
  failureReason,
  isCacheable,
  type Lookup,
} from '../../enrich/lookup-status.ts'
import { lookupDmarc, lookupMailServers, lookupSpf } from '../../enrich/mail-dns.ts'
import type { RdapBootstrap } from '../../enrich/rdap-bootstrap.ts'
import { lookupRdap } from '../../enrich/rdap.ts'
import type { DnsClient } from '../../enrich/ssrf/dns-client.ts'
import {
  UnreachableTargetError,
  UnsafeTargetError,
  type SsrfGuard,
} from '../../enrich/ssrf/ssrf-guard.ts'
import { lookupThreatFeeds } from '../../enrich/threat-feeds.ts'
import { readCertificate } from '../../enrich/tls-certificate.ts'
import { CACHE_TTL } from '../../enrich/website/evidence.ts'
import {
  createWebsiteDeps,
  type WebsiteTestOverrides,
} from '../../enrich/website/screen-website.ts'
import { daysSince } from '../../enrich/website/signals.ts'
import type { Database } from '../../platform/db/client.ts'

/** The lookups' share of the 5 seconds; the rest is for the reference code and storage. */
export const LOOKUP_DEADLINE_MS = 4000

export interface EmailTrustDeps {
  db: Database
  indicatorKey: Buffer
  dns: DnsClient
  guard: SsrfGuard
  rdapBootstrap: RdapBootstrap
  /** Extra CAs and the port for the certificate check (tests run HTTPS on a random port). */
  tls?: { ca?: readonly string[]; port?: number }
  mailboxLists: () => Promise<MailboxLists>
  now: () => Date
  deadlineMs: number
}

export interface EmailTrustCheck {
  evidence: EmailTrustEvidence
  assessment: EmailTrustAssessment
  /** When the lookups started. */
  checkedAt: Date
}

/**
 * The lookups' dependencies: the website check's DNS client, SSRF guard and RDAP bootstrap,
 * built from the same configuration (and, in tests, the same loopback servers).
 */
export function createEmailTrustDeps(
  config: Config,
  db: Database,
  indicatorKey: Buffer,
  overrides: WebsiteTestOverrides = {},
): EmailTrustDeps {
  const website = createWebsiteDeps(config, db, indicatorKey, overrides)
  return {
    db,
    indicatorKey,
    dns: website.dns,
    guard: website.guard,
    rdapBootstrap: website.rdapBootstrap,
    tls: website.tls,
    mailboxLists: loadMailboxLists,
    now: overrides.now ?? (() => new Date()),
    deadlineMs: LOOKUP_DEADLINE_MS,
  }
}

/** A lookup's outcome as the score reads it: only an answer counts as checked. */
function asChecked<T, U>(lookup: Lookup<T>, read: (data: T) => U, onNoData?: () => U): Checked<U> {
  switch (lookup.status) {
    case 'checked':
      return { status: 'checked', value: read(lookup.data) }
    case 'no_data':
      return onNoData
        ? { status: 'checked', value: onNoData() }
        : { status: 'not_checked', reason: 'failed' }
    case 'not_configured':
      return { status: 'not_checked', reason: 'not_configured' }
    default:
      return { status: 'not_checked', reason: 'failed' }
  }
}

interface WebsiteFound {
  reachable: boolean
  validCertificate: boolean
}

/**
 * Whether the domain (or its www.) answers over HTTPS, and with a certificate a browser would
 * accept. The address is vetted by the SSRF guard before anything connects to it; a domain
 * that points into a private network has no website we will look at.
 */
async function lookupWebsite(
  domain: string,
  deps: EmailTrustDeps,
  deadline: number,
): Promise<Lookup<WebsiteFound>> {
  for (const host of [domain, `www.${domain}`]) {
    let address: string
    try {
      address = (await deps.guard.vet(new URL(`https://${host}/`))).address.address
    } catch (error) {
      if (error instanceof UnsafeTargetError) break
      if (error instanceof UnreachableTargetError && error.reason === 'no_address') continue
      return { status: 'failed', reason: failureReason(error) }
    }
    const port = deps.tls?.port ?? 443
    const certificate = await cached(
      deps.db,
      cacheKey('tls', `${host}:${port}`),
      CACHE_TTL.tls,
      () =>
        readCertificate(
          {
            hostname: host,
            address,
            port,
            ca: deps.tls?.ca,
            timeoutMs: Math.max(1, deadline - Date.now()),
          },
          deps.now,
        ),
      { shouldCache: isCacheable, now: deps.now },
    )
    if (certificate.status === 'checked') {
      return {
        status: 'checked',
        data: { reachable: true, validCertificate: certificate.data.valid },
      }
    }
    if (certificate.status !== 'no_data') return { status: 'failed', reason: 'TLS check failed' }
  }
  return { status: 'checked', data: { reachable: false, validCertificate: false } }
}

/** The network lookups, cached, each before the deadline. */
async function networkEvidence(
  email: EmailAddress,
  deps: EmailTrustDeps,
  deadline: number,
): Promise<Pick<EmailTrustEvidence, 'mail' | 'spf' | 'dmarc' | 'registration' | 'website'>> {
  const { db, dns } = deps
  const keep = { shouldCache: isCacheable, now: deps.now }
  const { domain, registrableDomain } = email
  const [mail, spf, dmarc, rdap, website] = await Promise.all([
    beforeDeadline(
      () =>
        cached(
          db,
          cacheKey('mx', domain),
          CACHE_TTL.dns,
          () => lookupMailServers(dns, domain),
          keep,
        ),
      deadline,
      'MX',
    ),
    beforeDeadline(
      () => cached(db, cacheKey('spf', domain), CACHE_TTL.dns, () => lookupSpf(dns, domain), keep),
      deadline,
      'SPF',
    ),
    beforeDeadline(
      () =>
        cached(
          db,
          cacheKey('dmarc', domain),
          CACHE_TTL.dns,
          () => lookupDmarc(dns, domain, registrableDomain),
          keep,
        ),
      deadline,
      'DMARC',
    ),
    // The same cache entry as the website check's: one registration per registrable domain.
    beforeDeadline(
      () =>
        cached(
          db,
          cacheKey('rdap', registrableDomain),
          CACHE_TTL.rdap,
          () =>
            lookupRdap(registrableDomain, {
              bootstrap: deps.rdapBootstrap,
              guard: deps.guard,
              timeoutMs: Math.max(1, deadline - Date.now()),
            }),
          keep,
        ),
      deadline,
      'RDAP',
    ),
    beforeDeadline(() => lookupWebsite(registrableDomain, deps, deadline), deadline, 'website'),
  ])
  const now = deps.now()
  return {
    mail: asChecked(mail, (data) => data),
    spf: asChecked(spf, (data) => data),
    dmarc: asChecked(dmarc, ({ records, policy }) => ({ records, policy })),
    // No record in the registry: the age is not known, which earns nothing either way.
    registration: asChecked(
      rdap,
      (data) => ({ ageDays: daysSince(data.creationDate, now) }),
      () => ({ ageDays: null }),
    ),
    website: asChecked(website, (data) => data),
  }
}

/** Community reports of the address or its domain; only an indicator past the threshold counts. */
async function communityEvidence(
  email: EmailAddress,
  deps: EmailTrustDeps,
  deadline: number,
): Promise<EmailTrustEvidence['community']> {
  const lookup = await beforeDeadline(
    async () => {
      const signals = await communitySignals(
        deps.db,
        deps.indicatorKey,
        { counterparty: email.address },
        deps.now(),
      )
      const reports = mostReports(signals)
      return { status: 'checked', data: { reported: signals.length > 0, reports } } as const
    },
    deadline,
    'community reports',
  )
  return asChecked(lookup, (data) => data)
}

async function threatFeedEvidence(
  email: EmailAddress,
  deps: EmailTrustDeps,
  deadline: number,
): Promise<EmailTrustEvidence['threatFeeds']> {
  const lookup = await beforeDeadline(
    () => lookupThreatFeeds(deps.db, `https://${email.domain}/`),
    deadline,
    'threat feeds',
  )
  return asChecked(lookup, ({ sources }) => ({ sources }))
}

/**
 * Checks an address: its own evidence, then (unless `offline`) the network lookups, then the
 * score. Community reports and threat feeds are local data and run offline too.
 */
export async function checkEmailTrust(
  email: EmailAddress,
  deps: EmailTrustDeps,
  { offline = false, displayName }: { offline?: boolean; displayName?: string } = {},
): Promise<EmailTrustCheck> {
  const checkedAt = deps.now()
  const deadline = Date.now() + deps.deadlineMs
  const own = addressEvidence(email, await deps.mailboxLists(), { displayName })
  const [network, community, threatFeeds] = await Promise.all([
    offline ? null : networkEvidence(email, deps, deadline),
    communityEvidence(email, deps, deadline),
    threatFeedEvidence(email, deps, deadline),
  ])
  const evidence: EmailTrustEvidence = {
    ...withoutLookups(own, { community, threatFeeds }),
    ...network,
  }
  return { evidence, assessment: assessEmailTrust(evidence), checkedAt }
}
