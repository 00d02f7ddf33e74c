/**
 * What a URL alone says about itself, with no network: the checks the browser runs offline and
 * the server runs before any lookup. Each finding has a weight between 0 and 1.
 * Runs on every screening, so it stays cheap: one URL parse, one suffix lookup, and the
 * lookalike check (well over 20,000 URLs a second: npx tsx bench/url-heuristics.ts).
 */
import { canonicaliseUrl, type CanonicalUrl } from './canonical.ts'
import { freeHostingDomainOf, RISKY_TLDS, URL_SHORTENERS } from './lists.ts'
import { lookalikeOf, officialBrandOf, type LookalikeTechnique } from './lookalike.ts'

export { FREE_HOSTING_SUFFIXES, URL_SHORTENERS } from './lists.ts'

export type UrlFindingId =
  | 'ip_address_host'
  | 'numeric_ip_trick'
  | 'brand_lookalike'
  | 'url_shortener'
  | 'free_hosting'
  | 'risky_tld'
  | 'many_subdomains'
  | 'userinfo_in_url'
  | 'punycode_host'
  | 'credential_words'
  | 'no_https'
  | 'very_long_url'

export interface UrlFinding {
  id: UrlFindingId
  weight: number
  evidence: string
  /** The imitated organisation, for brand lookalikes. */
  brand?: string
  /** How a lookalike imitates it (lookalike.ts). */
  technique?: LookalikeTechnique
}

export interface UrlAnalysis {
  /** The canonical URL, or null when the input cannot be read as a web address. */
  href: string | null
  hostname: string | null
  /** The host name as people read it (international names decoded). */
  unicodeHostname: string | null
  registrableDomain: string | null
  findings: UrlFinding[]
  /** The organisation whose own domain this is, when it is one we know. */
  officialBrand?: string
}

const CREDENTIAL_WORDS =
  /(?:^|[^a-z])(log-?in|sign-?in|verify|verification|secure|account|update|unlock|suspend|confirm|billing|refund|redeliver|redelivery|reschedule|wallet|claim)(?:[^a-z]|$)/

const NOTHING: UrlAnalysis = {
  href: null,
  hostname: null,
  unicodeHostname: null,
  registrableDomain: null,
  findings: [],
}

/** Reads a web address as a person pasted it: adds https:// when no scheme is given. */
export function parseWebAddress(input: string): URL | null {
  const canonical = canonicaliseUrl(input)
  return canonical ? new URL(canonical.href) : null
}

/** Runs every lexical check on a URL. Pure: no network, no clock. */
export function analyseUrl(input: string): UrlAnalysis {
  const url = canonicaliseUrl(input)
  return url ? analyseCanonicalUrl(url) : NOTHING
}

/** The lexical checks on an address already canonicalised. */
export function analyseCanonicalUrl(url: CanonicalUrl): UrlAnalysis {
  const { hostname, registrableDomain } = url
  const findings: UrlFinding[] = []
  const add = (id: UrlFindingId, weight: number, evidence: string) => {
    findings.push({ id, weight, evidence })
  }

  if (url.isIp) add('ip_address_host', 0.45, hostname)
  // 2130706433 or 0x7f.1 for an address: nobody writes that except to hide where it goes.
  if (url.usedNumericTrick) add('numeric_ip_trick', 0.35, `${url.typedHost} → ${hostname}`)
  if (url.hasUserinfo) add('userinfo_in_url', 0.5, `${url.username}@${hostname}`)
  if (hostname.split('.').some((label) => label.startsWith('xn--'))) {
    add('punycode_host', 0.35, hostname)
  }
  if (URL_SHORTENERS.has(registrableDomain) || URL_SHORTENERS.has(hostname)) {
    add('url_shortener', 0.25, hostname)
  }
  const freeHost = freeHostingDomainOf(hostname)
  if (freeHost) add('free_hosting', 0.25, freeHost)
  if (url.publicSuffix && RISKY_TLDS.has(url.publicSuffix)) {
    add('risky_tld', 0.2, `.${url.publicSuffix}`)
  }
  const subdomainLabels = url.subdomain ? url.subdomain.split('.').length : 0
  if (subdomainLabels >= 3) add('many_subdomains', 0.2, hostname)
  if (url.protocol === 'http:' && !url.isIp) add('no_https', 0.1, new URL(url.href).origin)
  if (url.href.length > 150) add('very_long_url', 0.1, `${url.href.length}`)

  const officialBrand = officialBrandOf(hostname)
  const lookalike = officialBrand ? null : lookalikeOf(url)
  if (lookalike) {
    findings.push({
      id: 'brand_lookalike',
      // Dressing up as gov.uk weighs a little more: people trust it most.
      weight: lookalike.technique === 'gov_uk_dressing' ? 0.55 : 0.5,
      evidence: hostname,
      brand: lookalike.brand,
      technique: lookalike.technique,
    })
  }
  if (!officialBrand && CREDENTIAL_WORDS.test(`${hostname} ${url.path}`)) {
    add('credential_words', 0.15, hostname)
  }
  return {
    href: url.href,
    hostname,
    unicodeHostname: url.unicodeHostname,
    registrableDomain,
    findings,
    ...(officialBrand && { officialBrand: officialBrand.name }),
  }
}
