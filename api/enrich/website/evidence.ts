/**
 * Gathers everything known about a website, each lookup with its own time limit, cache entry
 * and status, so one that fails only leaves a gap ("could not check") in the answer. Order
 * matters for safety: the name is resolved first and its addresses vetted by the SSRF guard
 * before anything connects to the site; the certificate check and the page fetch then use the
 * vetted address. An unsafe target throws UnsafeTargetError and nothing connects to it.
 */
import type { Signal } from '../../../src/domain/engine/signals.ts'
import type { Database } from '../../platform/db/client.ts'
import { cached, cacheKey, readCached, writeCached } from '../cache.ts'
import { lookupDns, type DnsEvidence } from '../dns.ts'
import type { IpData } from '../ip-data.ts'
import { lookupIpInfo, type IpInfoEvidence } from '../ip-info.ts'
import { failureReason, isCacheable, type Lookup } from '../lookup-status.ts'
import { fetchPage, type PageEvidence } from '../page.ts'
import type { RdapBootstrap } from '../rdap-bootstrap.ts'
import { lookupRdap, type RdapEvidence } from '../rdap.ts'
import {
  checkSafeBrowsing,
  type SafeBrowsingConfig,
  type SafeBrowsingEvidence,
} from '../safe-browsing.ts'
import type { DnsClient } from '../ssrf/dns-client.ts'
import type { SsrfGuard, VettedTarget } from '../ssrf/ssrf-guard.ts'
import { lookupThreatFeeds, type ThreatFeedEvidence } from '../threat-feeds.ts'
import { readCertificate, type CertificateEvidence } from '../tls-certificate.ts'
import { checkVirusTotal, type VirusTotalConfig, type VirusTotalEvidence } from '../virustotal.ts'

/** The site being checked, already canonicalised. */
export interface WebsiteTarget {
  /** The canonical URL. */
  href: string
  /** ASCII host name, IPv6 without brackets. */
  hostname: string
  registrableDomain: string
  isIp: boolean
}

export interface CommunityEvidence {
  signals: Signal[]
}

/** What the lookups found about the site and its server (cached together per URL). */
export interface NetworkEvidence {
  dns: Lookup<DnsEvidence>
  tls: Lookup<CertificateEvidence>
  rdap: Lookup<RdapEvidence>
  ipInfo: Lookup<IpInfoEvidence>
  page: Lookup<PageEvidence>
  safeBrowsing: Lookup<SafeBrowsingEvidence>
  virusTotal: Lookup<VirusTotalEvidence>
  /** The vetted address the checks connected to, or null. */
  ip: string | null
  /** When these lookups ran (ISO). */
  checkedAt: string
}

export interface WebsiteEvidence extends NetworkEvidence {
  /** Our own data, read fresh for every check. */
  threatFeeds: Lookup<ThreatFeedEvidence>
  community: Lookup<CommunityEvidence>
  /** The network evidence came from the cache. */
  fromCache: boolean
}

export interface WebsiteEvidenceDeps {
  db: Database
  dns: DnsClient
  guard: SsrfGuard
  rdapBootstrap: RdapBootstrap
  ipData: () => Promise<IpData>
  /** Extra CAs for the certificate check, and its port (tests run HTTPS on a random port). */
  tls?: { ca?: readonly string[]; port?: number }
  safeBrowsing: SafeBrowsingConfig
  virusTotal: VirusTotalConfig
  /** Community reports about the site; absent means the check is not available. */
  community?: (target: WebsiteTarget) => Promise<Signal[]>
  now?: () => Date
}

/** How long each kind of answer is kept, in seconds. */
export const CACHE_TTL = {
  website: 10 * 60,
  dns: 10 * 60,
  tls: 60 * 60,
  rdap: 12 * 60 * 60,
  page: 15 * 60,
  safeBrowsing: 30 * 60,
  virusTotal: 60 * 60,
} as const

const NOT_CHECKED = { status: 'not_configured' } as const

function skipped<T>(status: 'failed' | 'no_data', reason: string): Lookup<T> {
  return status === 'failed' ? { status: 'failed', reason } : { status: 'no_data', reason }
}

function dnsForIp(target: WebsiteTarget): Lookup<DnsEvidence> {
  const v6 = target.hostname.includes(':')
  return {
    status: 'checked',
    data: {
      hostname: target.hostname,
      a: v6 ? [] : [target.hostname],
      aaaa: v6 ? [target.hostname] : [],
      mx: null,
      ns: null,
    },
  }
}

function tlsPort(target: WebsiteTarget, override: number | undefined): number {
  if (override) return override
  const url = new URL(target.href)
  return url.protocol === 'https:' && url.port ? Number(url.port) : 443
}

async function gatherNetwork(
  target: WebsiteTarget,
  deps: WebsiteEvidenceDeps,
): Promise<NetworkEvidence> {
  const { db, guard } = deps
  const now = deps.now ?? (() => new Date())
  const keep = { shouldCache: isCacheable, now }
  const startedAt = now().toISOString()

  const dns = target.isIp
    ? Promise.resolve(dnsForIp(target))
    : cached(
        db,
        cacheKey('dns', target.hostname),
        CACHE_TTL.dns,
        () => lookupDns(deps.dns, target.hostname, target.registrableDomain),
        keep,
      )
  const rdap: Promise<Lookup<RdapEvidence>> = target.isIp
    ? Promise.resolve({ status: 'no_data', reason: 'an IP address has no registration' })
    : cached(
        db,
        cacheKey('rdap', target.registrableDomain),
        CACHE_TTL.rdap,
        () => lookupRdap(target.registrableDomain, { bootstrap: deps.rdapBootstrap, guard }),
        keep,
      )
  const dnsResult = await dns
  // Throws UnsafeTargetError for a private address: nothing below connects to it.
  const vetted: VettedTarget | null =
    dnsResult.status === 'checked'
      ? await guard.vet(new URL(target.href), [...dnsResult.data.a, ...dnsResult.data.aaaa])
      : null
  const unreachable = dnsResult.status === 'no_data' ? 'no_data' : 'failed'
  const why = dnsResult.status === 'no_data' ? 'the name has no address' : 'DNS did not answer'
  // The providers only see addresses that passed the guard: nothing internal leaves.
  const safeBrowsing = deps.safeBrowsing.apiKey
    ? cached(
        db,
        cacheKey('gsb', target.href),
        CACHE_TTL.safeBrowsing,
        () => checkSafeBrowsing(target.href, deps.safeBrowsing),
        keep,
      )
    : Promise.resolve(NOT_CHECKED)
  const virusTotal = deps.virusTotal.apiKey
    ? cached(
        db,
        cacheKey('vt', target.href),
        CACHE_TTL.virusTotal,
        () => checkVirusTotal(target.href, deps.virusTotal),
        keep,
      )
    : Promise.resolve(NOT_CHECKED)

  const address = vetted?.address.address ?? null
  const [tls, page, ipInfo] = await Promise.all([
    vetted
      ? cached(
          db,
          cacheKey('tls', `${target.hostname}:${tlsPort(target, deps.tls?.port)}`),
          CACHE_TTL.tls,
          () =>
            readCertificate({
              hostname: target.hostname,
              address: vetted.address.address,
              port: tlsPort(target, deps.tls?.port),
              ca: deps.tls?.ca,
            }),
          keep,
        )
      : Promise.resolve(skipped<CertificateEvidence>(unreachable, why)),
    vetted
      ? cached(
          db,
          cacheKey('page', target.href),
          CACHE_TTL.page,
          () =>
            fetchPage({
              url: new URL(target.href),
              guard,
              addresses: vetted.addresses.map((a) => a.address),
            }),
          keep,
        )
      : Promise.resolve(skipped<PageEvidence>(unreachable, why)),
    address
      ? lookupIpInfo(address, deps.ipData())
      : Promise.resolve(skipped<IpInfoEvidence>(unreachable, why)),
  ])
  return {
    dns: dnsResult,
    tls,
    rdap: await rdap,
    ipInfo,
    page,
    safeBrowsing: await safeBrowsing,
    virusTotal: await virusTotal,
    ip: address,
    checkedAt: startedAt,
  }
}

async function gatherCommunity(
  target: WebsiteTarget,
  community: WebsiteEvidenceDeps['community'],
): Promise<Lookup<CommunityEvidence>> {
  if (!community) return NOT_CHECKED
  try {
    return { status: 'checked', data: { signals: await community(target) } }
  } catch (error) {
    return { status: 'failed', reason: failureReason(error) }
  }
}

/** The evidence a check made with no network would have: every network lookup skipped. */
export function offlineNetworkEvidence(now: Date = new Date()): NetworkEvidence {
  return {
    dns: NOT_CHECKED,
    tls: NOT_CHECKED,
    rdap: NOT_CHECKED,
    ipInfo: NOT_CHECKED,
    page: NOT_CHECKED,
    safeBrowsing: NOT_CHECKED,
    virusTotal: NOT_CHECKED,
    ip: null,
    checkedAt: now.toISOString(),
  }
}

/**
 * Everything known about a site. The network part is reused for CACHE_TTL.website seconds per
 * canonical URL; threat feeds and community reports are read fresh. `offline` makes no
 * network lookup at all (the CLI's --offline).
 */
export async function gatherWebsiteEvidence(
  target: WebsiteTarget,
  deps: WebsiteEvidenceDeps,
  { offline = false }: { offline?: boolean } = {},
): Promise<WebsiteEvidence> {
  const now = deps.now ?? (() => new Date())
  const key = cacheKey('website:v1', target.href)
  const local = Promise.all([
    lookupThreatFeeds(deps.db, target.href),
    gatherCommunity(target, deps.community),
  ])
  let network: NetworkEvidence | undefined
  let fromCache = false
  if (offline) {
    network = offlineNetworkEvidence(now())
  } else {
    network = await readCached<NetworkEvidence>(deps.db, key, now())
    fromCache = network !== undefined
    if (!network) {
      network = await gatherNetwork(target, deps).catch(async (error: unknown) => {
        await local.catch(() => undefined)
        throw error
      })
      // A DNS failure may pass in a minute: only a settled answer is kept for everyone.
      if (isCacheable(network.dns))
        await writeCached(deps.db, key, network, CACHE_TTL.website, now())
    }
  }
  const [threatFeeds, community] = await local
  return { ...network, threatFeeds, community, fromCache }
}
