/**
 * Website screening from a pasted address to a verdict: canonicalise it, gather the evidence
 * (api/enrich, through the SSRF guard), turn it into signals and score them with the shared
 * engine (src/domain/engine). Used by POST /api/website-screening and `npm run screen -- url`.
 */
import { canonicaliseUrl, type CanonicalUrl } from '../../../src/domain/url/canonical.ts'
import { unwrapRedirect } from '../../../src/domain/url/redirects.ts'
import type { Config } from '../../config.ts'
import type { Database } from '../../platform/db/client.ts'
import { createTokenBucket } from '../../platform/token-bucket.ts'
import { communitySignals } from '../community.ts'
import { ipDatabase } from '../ip-info.ts'
import { parseRdapBootstrap, shippedRdapBootstrap, type RdapBootstrap } from '../rdap-bootstrap.ts'
import { createDnsClient } from '../ssrf/dns-client.ts'
import { createSsrfGuard, InvalidUrlError } from '../ssrf/ssrf-guard.ts'

import {
  gatherWebsiteEvidence,
  type WebsiteEvidence,
  type WebsiteEvidenceDeps,
  type WebsiteTarget,
} from './evidence.ts'
import { lexicalFindings, websiteSignals, type LexicalFindings } from './signals.ts'
import { judgeWebsite, type WebsiteVerdict } from './verdict.ts'

/** The longest address accepted (the contract's limit). */
export const MAX_URL_LENGTH = 2048

/**
 * What tests inject to run the whole check against servers on loopback. Never read from the
 * environment: server.ts does not set it, so production has no way to allow loopback.
 */
export interface WebsiteTestOverrides {
  dnsServers?: string[]
  allowLoopbackForTests?: boolean
  /** Extra trusted CAs (PEM) for the certificate check and the page fetch. */
  extraCa?: string[]
  /** An RDAP bootstrap document (IANA format); http base URLs are allowed. */
  rdapBootstrap?: unknown
  /** The port the certificate check connects to (tests' HTTPS servers use random ports). */
  tlsPort?: number
  safeBrowsingBaseUrl?: string
  virusTotalBaseUrl?: string
  now?: () => Date
}

export interface WebsiteScreening {
  canonical: CanonicalUrl
  target: WebsiteTarget
  evidence: WebsiteEvidence
  lexical: LexicalFindings
  verdict: WebsiteVerdict
}

/**
 * Reads the pasted address, or where a redirector in it leads (google.com/url?q=…); throws
 * InvalidUrlError (400) when it is not one we accept.
 */
export function websiteTarget(input: string): { canonical: CanonicalUrl; target: WebsiteTarget } {
  if (input.length > MAX_URL_LENGTH) throw new InvalidUrlError()
  const canonical = canonicaliseUrl(unwrapRedirect(input) ?? input)
  // A user name before the host (https://paypal.com@evil.example) disguises the real site.
  if (!canonical || canonical.hasUserinfo) throw new InvalidUrlError()
  return {
    canonical,
    target: {
      href: canonical.href,
      hostname: canonical.hostname.replace(/^\[|\]$/g, ''),
      registrableDomain: canonical.registrableDomain.replace(/^\[|\]$/g, ''),
      isIp: canonical.isIp,
    },
  }
}

/** Builds the lookups' dependencies from the configuration (and, in tests, the overrides). */
export function createWebsiteDeps(
  config: Config,
  db: Database,
  indicatorKey: Buffer,
  overrides: WebsiteTestOverrides = {},
): WebsiteEvidenceDeps {
  const dns = createDnsClient({ servers: overrides.dnsServers ?? config.lookups.dnsServers })
  const guard = createSsrfGuard({
    dns,
    allowLoopbackForTests: overrides.allowLoopbackForTests === true,
    ca: overrides.extraCa,
  })
  const rdapBootstrap: RdapBootstrap =
    overrides.rdapBootstrap !== undefined
      ? parseRdapBootstrap(overrides.rdapBootstrap, { allowHttp: true })
      : shippedRdapBootstrap()
  const perMinute = config.providers.virusTotalRequestsPerMinute
  return {
    db,
    dns,
    guard,
    rdapBootstrap,
    ipData: () => ipDatabase(config.lookups.ipDataDir),
    tls: { ca: overrides.extraCa, port: overrides.tlsPort },
    safeBrowsing: {
      apiKey: config.providers.safeBrowsingApiKey,
      baseUrl: overrides.safeBrowsingBaseUrl,
    },
    virusTotal: {
      apiKey: config.providers.virusTotalApiKey,
      baseUrl: overrides.virusTotalBaseUrl,
      bucket: createTokenBucket(perMinute, 60_000),
    },
    community: (target) =>
      communitySignals(
        db,
        indicatorKey,
        { counterparty: target.href },
        (overrides.now ?? (() => new Date()))(),
      ),
    now: overrides.now,
  }
}

/** Screens a website: evidence, lexical findings, signals and verdict. */
export async function screenWebsite(
  input: string,
  deps: WebsiteEvidenceDeps,
  { offline = false }: { offline?: boolean } = {},
): Promise<WebsiteScreening> {
  const { canonical, target } = websiteTarget(input)
  const evidence = await gatherWebsiteEvidence(target, deps, { offline })
  const lexical = lexicalFindings(canonical)
  const now = (deps.now ?? (() => new Date()))()
  const verdict = judgeWebsite(websiteSignals(evidence, lexical, now), lexical.score)
  return { canonical, target, evidence, lexical, verdict }
}
