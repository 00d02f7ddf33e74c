/**
 * The website check's answer, in the shape of POST /api/website-screening (spec part 2 §3,
 * contract in the route): every field filled from the evidence, null where a lookup found
 * nothing or could not run, never a made-up value. Pure.
 */
import type { I18n } from '@lingui/core'

import type { RiskLevel } from '../../../src/domain/engine/risk.ts'
import type { WriterOptions } from '../../../src/domain/engine/writer.ts'
import type { Lookalike } from '../../../src/domain/url/lookalike.ts'
import { mostReports } from '../community.ts'
import type { LookupStatus } from '../lookup-status.ts'

import type { WebsiteEvidence } from './evidence.ts'
import { daysSince, domainAgeDays, type LexicalFindings } from './signals.ts'
import type { WebsiteVerdict } from './verdict.ts'
import {
  checkStatuses,
  countryName,
  daysUntil,
  formatAge,
  sectorLabel,
  websiteRecommendations,
  websiteRisks,
  writeWebsiteAnalysis,
  type CheckName,
} from './writer.ts'

export interface IpLocation {
  city: string | null
  region: string | null
  /** The country's name in the person's language. */
  country: string | null
  country_code: string | null
  /** The network (autonomous system) name. */
  as: string | null
  asn: number | null
  is_proxy: boolean
  is_hosting: boolean
  is_residential: boolean
}

export interface SslInfo {
  valid: boolean
  issuer: { O: string | null; CN: string | null }
  valid_from: string
  valid_to: string
  days_until_expiration: number | null
  certificate_age_days: number | null
}

export interface WebsiteScreeningResult {
  url: string
  reference_code: string | null
  meta_description: string | null
  threat_score: number
  risk_level: RiskLevel
  risks: string[]
  recommendations: string[]
  custom_analysis: string
  is_suspicious: boolean
  website_age_days: number | null
  website_age_years: number | null
  domain_age_days: number | null
  age: string | null
  first_seen_year: number | null
  whois: {
    registrar: string | null
    privacy_protected: boolean | null
    creation_date: string | null
    expiration_date: string | null
  }
  registrar: string | null
  ssl_info: SslInfo | null
  /** Null when the certificate could not be checked (unknown is not "no"). */
  has_ssl: boolean | null
  ssl_valid: boolean | null
  ssl_days_until_expiration: number | null
  ip: string | null
  location: IpLocation | null
  ip_location: IpLocation | null
  legal_name: string | null
  trading_name: string | null
  trading_address: string | null
  contact_email: string | null
  contact_phone: string | null
  contact_page: string | null
  sector: string | null
  language: string | null
  description: string | null
  company_number: string | null
  vat_number: string | null
  brand_mentioned: string | null
  google_safe_browsing: { status: LookupStatus; safe: boolean | null; matches: string[] }
  virustotal: {
    status: LookupStatus
    positives: number | null
    total: number | null
    scan_date: string | null
  }
  url_flags: string[]
  lookalike: Lookalike | null
  community_reports: number
  threat_feeds: string[]
  checks: Record<CheckName, LookupStatus>
  signals: Array<{ id: string; category: string | null; weight: number; evidence: string }>
  /** When the network lookups ran (ISO): a cached answer says when it was true. */
  checked_at: string
}

export interface WebsiteResultInput {
  url: string
  referenceCode: string | null
  evidence: WebsiteEvidence
  lexical: LexicalFindings
  verdict: WebsiteVerdict
  i18n: I18n
  writer: WriterOptions
  now: Date
}

function location(evidence: WebsiteEvidence, i18n: I18n): IpLocation | null {
  if (evidence.ipInfo.status !== 'checked') return null
  const info = evidence.ipInfo.data
  return {
    city: info.city,
    region: info.region,
    country: info.countryCode ? countryName(info.countryCode, i18n) : null,
    country_code: info.countryCode,
    as: info.asName,
    asn: info.asn,
    is_proxy: info.isProxy,
    is_hosting: info.isHosting,
    is_residential: info.isResidential,
  }
}

function sslInfo(evidence: WebsiteEvidence, now: Date): SslInfo | null {
  if (evidence.tls.status !== 'checked') return null
  const tls = evidence.tls.data
  return {
    valid: tls.valid,
    issuer: tls.issuer,
    valid_from: tls.validFrom,
    valid_to: tls.validTo,
    days_until_expiration: daysUntil(tls.validTo, now),
    certificate_age_days: daysSince(tls.validFrom, now),
  }
}

/** Whether the site has HTTPS: yes, no (nothing speaks TLS), or null (could not tell). */
function hasSsl(evidence: WebsiteEvidence): boolean | null {
  if (evidence.tls.status === 'checked') return true
  if (evidence.tls.status === 'no_data' && evidence.dns.status === 'checked') return false
  return null
}

function communityCount(evidence: WebsiteEvidence): number {
  if (evidence.community.status !== 'checked') return 0
  return mostReports(evidence.community.data.signals)
}

/** Assembles the answer. */
export function buildWebsiteResult(input: WebsiteResultInput): WebsiteScreeningResult {
  const { evidence, lexical, verdict, i18n, now } = input
  const age = domainAgeDays(evidence, now)
  const knownAge = age !== null && age >= 0 ? age : null
  const rdap = evidence.rdap.status === 'checked' ? evidence.rdap.data : null
  const page = evidence.page.status === 'checked' ? evidence.page.data : null
  const business = page?.business
  const ssl = sslInfo(evidence, now)
  const place = location(evidence, i18n)
  const gsb = evidence.safeBrowsing
  const vt = evidence.virusTotal
  return {
    url: input.url,
    reference_code: input.referenceCode,
    meta_description: page?.metaDescription ?? null,
    threat_score: verdict.score,
    risk_level: verdict.riskLevel,
    risks: websiteRisks(verdict, i18n),
    recommendations: websiteRecommendations(verdict, evidence, lexical, i18n, input.writer),
    custom_analysis: writeWebsiteAnalysis(verdict, evidence, i18n, now),
    is_suspicious: verdict.isSuspicious,
    website_age_days: knownAge,
    website_age_years: knownAge === null ? null : Math.floor(knownAge / 365.25),
    domain_age_days: knownAge,
    age: knownAge === null ? null : formatAge(knownAge, i18n),
    first_seen_year: rdap?.creationDate ? new Date(rdap.creationDate).getUTCFullYear() : null,
    whois: {
      registrar: rdap?.registrar ?? null,
      privacy_protected: rdap?.privacyProtected ?? null,
      creation_date: rdap?.creationDate ?? null,
      expiration_date: rdap?.expirationDate ?? null,
    },
    registrar: rdap?.registrar ?? null,
    ssl_info: ssl,
    has_ssl: hasSsl(evidence),
    ssl_valid: ssl ? ssl.valid : hasSsl(evidence) === false ? false : null,
    ssl_days_until_expiration: ssl?.days_until_expiration ?? null,
    ip: evidence.ip,
    location: place,
    ip_location: place,
    legal_name: business?.legalName ?? null,
    trading_name: business?.tradingName ?? null,
    trading_address: business?.tradingAddress ?? null,
    contact_email: business?.contactEmail ?? null,
    contact_phone: business?.contactPhone ?? null,
    contact_page: business?.contactPage ?? null,
    sector: business?.sector ? sectorLabel(business.sector, i18n) : null,
    language: page?.language ?? null,
    description: business?.description ?? null,
    company_number: business?.companyNumber ?? null,
    vat_number: business?.vatNumber ?? null,
    brand_mentioned: business?.brandMentioned ?? null,
    google_safe_browsing: {
      status: gsb.status,
      safe: gsb.status === 'checked' ? gsb.data.matches.length === 0 : null,
      matches: gsb.status === 'checked' ? gsb.data.matches : [],
    },
    virustotal: {
      status: vt.status,
      positives: vt.status === 'checked' ? vt.data.positives : null,
      total: vt.status === 'checked' ? vt.data.total : null,
      scan_date: vt.status === 'checked' ? vt.data.scanDate : null,
    },
    url_flags: lexical.flags,
    lookalike: lexical.lookalike,
    community_reports: communityCount(evidence),
    threat_feeds:
      evidence.threatFeeds.status === 'checked' ? evidence.threatFeeds.data.sources : [],
    checks: checkStatuses(evidence),
    signals: verdict.signals.map(({ id, category, weight, evidence: found }) => ({
      id,
      category,
      weight,
      evidence: found,
    })),
    checked_at: evidence.checkedAt,
  }
}
