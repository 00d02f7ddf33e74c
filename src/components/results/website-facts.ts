/**
 * What the result card shows, worked out from the server's answer: the age warnings of spec
 * part 2 §9, the certificate and scanner states, the business details, and the lookups that
 * could not be done. Pure, so each rule has a table test.
 */
import type { ServerLocation, WebsiteResult } from '../../lib/website-result.ts'

/** Website age under 90 days: 'Very new domain'; under 365: highlighted (spec §9). */
export type WebsiteAgeWarning = 'very_new' | 'young'

/** Domain age under 30 days: the warning; under 90: amber (spec §9). */
export type DomainAgeLevel = 'warning' | 'amber'

const BARE_YEAR = /^\d{4}$/

/** The website age warning, if any. `now` gives "last year" for an age given as a year. */
export function websiteAgeWarning(result: WebsiteResult, now: Date): WebsiteAgeWarning | null {
  const days = result.website_age_days
  if (days !== null) {
    if (days < 90) return 'very_new'
    if (days < 365) return 'young'
    return null
  }
  // A bare age given as a year at or above last year gets the same warning as under 90 days.
  const age = typeof result.age === 'number' ? String(result.age) : result.age?.trim()
  if (age && BARE_YEAR.test(age) && Number(age) >= now.getFullYear() - 1) return 'very_new'
  return null
}

/** How the domain's own age is highlighted, if at all. */
export function domainAgeLevel(days: number | null): DomainAgeLevel | null {
  if (days === null) return null
  if (days < 30) return 'warning'
  if (days < 90) return 'amber'
  return null
}

/** The certificate issuer as one line: the organisation, with its certificate name if different. */
export function issuerText(
  issuer: NonNullable<WebsiteResult['ssl_info']>['issuer'],
): string | null {
  if (issuer === null) return null
  if (typeof issuer === 'string') return issuer.trim() || null
  const { O: organisation, CN: commonName } = issuer
  if (organisation && commonName && organisation !== commonName) {
    return `${organisation} (${commonName})`
  }
  return organisation ?? commonName
}

export type CertificateState = 'valid' | 'invalid' | 'missing' | 'unknown'

/** Whether the site's certificate is valid, from whichever fields the server filled. */
export function certificateState(result: WebsiteResult): CertificateState {
  const valid = result.ssl_info?.valid ?? result.ssl_valid
  if (valid === true) return 'valid'
  if (valid === false) return result.has_ssl === false ? 'missing' : 'invalid'
  if (result.has_ssl === false) return 'missing'
  return 'unknown'
}

/** Days until the certificate expires, from whichever field the server filled. */
export function certificateDaysLeft(result: WebsiteResult): number | null {
  return result.ssl_info?.days_until_expiration ?? result.ssl_days_until_expiration
}

/** The registrar, from the registration record or the bare field (spec §3). */
export function registrarOf(result: WebsiteResult): string | null {
  return result.whois?.registrar ?? result.registrar
}

/** Where the server is: `location`, else `ip_location` (spec §3). */
export function serverLocationOf(result: WebsiteResult): ServerLocation | null {
  return result.location ?? result.ip_location
}

/** City, region and country, in that order, without gaps or repeats. */
export function placeParts(location: ServerLocation | null): string[] {
  if (!location) return []
  const parts = [location.city, location.region, location.country].filter((part): part is string =>
    Boolean(part),
  )
  return parts.filter((part, index) => parts.indexOf(part) === index)
}

export const BUSINESS_FIELDS = [
  'legal_name',
  'trading_name',
  'trading_address',
  'contact_email',
  'contact_phone',
  'contact_page',
  'sector',
  'language',
  'description',
  'company_number',
  'vat_number',
] as const

export type BusinessField = (typeof BUSINESS_FIELDS)[number]

/**
 * The business details the site gives about itself, in a fixed order. The 'Business
 * Information' block shows only when this is not empty (spec §2).
 */
export function businessDetails(result: WebsiteResult): Array<[BusinessField, string]> {
  return BUSINESS_FIELDS.flatMap((field) => {
    const value = result[field]
    return value ? [[field, value] as [BusinessField, string]] : []
  })
}

export type ScannerState = 'clear' | 'flagged' | 'failed' | 'busy' | 'not_checked'

/**
 * Google Safe Browsing's state. "Not checked" when it is not set up or did not say: a scanner
 * that did not run is never shown as safe.
 */
export function safeBrowsingState(result: WebsiteResult): ScannerState {
  const scanner = result.google_safe_browsing
  const status = scanner?.status ?? result.checks.safe_browsing
  if (status === 'checked') {
    if (scanner?.safe === true) return 'clear'
    if (scanner?.safe === false) return 'flagged'
    return 'not_checked'
  }
  return stateOfStatus(status)
}

/** VirusTotal's state, read the same way; `flagged` when any engine lists the site. */
export function virusTotalState(result: WebsiteResult): ScannerState {
  const scanner = result.virustotal
  const status = scanner?.status ?? result.checks.virustotal
  if (status === 'checked') {
    if (scanner?.positives === null || scanner?.positives === undefined) return 'not_checked'
    return scanner.positives > 0 ? 'flagged' : 'clear'
  }
  return stateOfStatus(status)
}

function stateOfStatus(status: string | undefined): ScannerState {
  if (status === 'failed') return 'failed'
  if (status === 'rate_limited') return 'busy'
  return 'not_checked'
}

/** The lookups the card can name, in the order it lists them. */
export const LOOKUPS = [
  'dns',
  'tls',
  'rdap',
  'ip_info',
  'page',
  'threat_feeds',
  'safe_browsing',
  'virustotal',
  'community_reports',
] as const

export type Lookup = (typeof LOOKUPS)[number]

export interface LookupGap {
  lookup: Lookup
  /** `failed`: it could not be done; `no_data`: it was done and found nothing. */
  gap: 'failed' | 'no_data'
}

/**
 * The lookups that could not be done or found nothing, for "What we could not check". Not
 * set up is left out: the scanner status already says "Not checked".
 */
export function lookupGaps(checks: WebsiteResult['checks']): LookupGap[] {
  return LOOKUPS.flatMap((lookup): LookupGap[] => {
    const status = checks[lookup]
    if (status === 'failed' || status === 'rate_limited') return [{ lookup, gap: 'failed' }]
    if (status === 'no_data') return [{ lookup, gap: 'no_data' }]
    return []
  })
}
