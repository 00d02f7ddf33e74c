/**
 * Screening results for tests: a full answer as the contract describes it, with overrides.
 * Read through the same schema as the real answer, so missing fields get the same defaults.
 */
import { websiteResultSchema, type WebsiteResult } from '../lib/website-result.ts'

/** The raw JSON a server might send for a lookalike parcel site. */
export const LOOKALIKE_ANSWER = {
  url: 'https://royalmail-redelivery.top/pay',
  reference_code: 'WEB-7K4Q-X2MD',
  meta_description: 'Pay your redelivery fee',
  threat_score: 88,
  risk_level: 'High',
  risks: ['The address imitates Royal Mail.', 'The domain was registered 12 days ago.'],
  recommendations: ['Do not enter card details.', 'Forward the text to **7726**.'],
  custom_analysis: null,
  is_suspicious: true,
  website_age_days: 12,
  website_age_years: 0,
  domain_age_days: 12,
  age: '12 days',
  first_seen_year: 2026,
  whois: {
    registrar: 'Example Registrar Ltd',
    privacy_protected: true,
    creation_date: '2026-03-02T10:00:00Z',
    expiration_date: '2027-03-02T10:00:00Z',
  },
  registrar: 'Example Registrar Ltd',
  ssl_info: {
    valid: true,
    issuer: { O: "Let's Encrypt", CN: 'R11' },
    valid_from: '2026-03-03T00:00:00Z',
    valid_to: '2026-06-01T00:00:00Z',
    days_until_expiration: 80,
    certificate_age_days: 3,
  },
  has_ssl: true,
  ssl_valid: true,
  ssl_days_until_expiration: 80,
  ip: '203.0.113.7',
  location: {
    city: 'Amsterdam',
    region: 'North Holland',
    country: 'Netherlands',
    as: 'AS64500 Example Hosting',
    is_proxy: false,
    is_hosting: true,
  },
  ip_location: null,
  legal_name: null,
  trading_name: null,
  trading_address: null,
  contact_email: null,
  contact_phone: null,
  contact_page: null,
  sector: null,
  language: null,
  description: null,
  company_number: null,
  vat_number: null,
  brand_mentioned: 'Royal Mail',
  google_safe_browsing: { status: 'not_configured', safe: null, matches: [] },
  virustotal: { status: 'not_configured', positives: 0, total: 0, scan_date: null },
  url_flags: ['brand_lookalike', 'risky_tld'],
  lookalike: { brand: 'Royal Mail', technique: 'added_word' },
  community_reports: 0,
  threat_feeds: [],
  checks: {
    dns: 'failed',
    tls: 'failed',
    rdap: 'no_data',
    ip_info: 'failed',
    page: 'failed',
    threat_feeds: 'checked',
    safe_browsing: 'not_configured',
    virustotal: 'not_configured',
    community_reports: 'checked',
  },
  signals: [],
}

/** A parsed result: the lookalike answer with some fields replaced. */
export function websiteResult(overrides: Record<string, unknown> = {}): WebsiteResult {
  return websiteResultSchema.parse({ ...LOOKALIKE_ANSWER, ...overrides })
}
