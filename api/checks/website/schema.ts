/**
 * JSON schemas of POST /api/website-screening: the body, and the answer (spec part 2 §3; the
 * contract with the page). The answer's schema also makes Fastify serialise it quickly.
 */

const nullableString = { type: ['string', 'null'] } as const
const nullableInteger = { type: ['integer', 'null'] } as const
const nullableBoolean = { type: ['boolean', 'null'] } as const
const status = {
  type: 'string',
  enum: ['checked', 'no_data', 'failed', 'not_configured', 'rate_limited'],
} as const

const location = {
  type: ['object', 'null'],
  properties: {
    city: nullableString,
    region: nullableString,
    country: nullableString,
    country_code: nullableString,
    as: nullableString,
    asn: nullableInteger,
    is_proxy: { type: 'boolean' },
    is_hosting: { type: 'boolean' },
    is_residential: { type: 'boolean' },
  },
} as const

export const websiteScreeningBody = {
  type: 'object',
  required: ['url'],
  properties: {
    // The handler explains a too-long address in plain words; this only bounds the body.
    url: { type: 'string', maxLength: 8192 },
  },
} as const

export const websiteScreeningResponse = {
  type: 'object',
  properties: {
    url: { type: 'string' },
    reference_code: { type: ['string', 'null'] },
    meta_description: nullableString,
    threat_score: { type: 'integer' },
    risk_level: { type: 'string', enum: ['High', 'Medium', 'Low'] },
    risks: { type: 'array', items: { type: 'string' } },
    recommendations: { type: 'array', items: { type: 'string' } },
    custom_analysis: { type: 'string' },
    is_suspicious: { type: 'boolean' },
    website_age_days: nullableInteger,
    website_age_years: nullableInteger,
    domain_age_days: nullableInteger,
    age: nullableString,
    first_seen_year: nullableInteger,
    whois: {
      type: 'object',
      properties: {
        registrar: nullableString,
        privacy_protected: nullableBoolean,
        creation_date: nullableString,
        expiration_date: nullableString,
      },
    },
    registrar: nullableString,
    ssl_info: {
      type: ['object', 'null'],
      properties: {
        valid: { type: 'boolean' },
        issuer: {
          type: 'object',
          properties: { O: nullableString, CN: nullableString },
        },
        valid_from: { type: 'string' },
        valid_to: { type: 'string' },
        days_until_expiration: nullableInteger,
        certificate_age_days: nullableInteger,
      },
    },
    has_ssl: nullableBoolean,
    ssl_valid: nullableBoolean,
    ssl_days_until_expiration: nullableInteger,
    ip: nullableString,
    location,
    ip_location: location,
    legal_name: nullableString,
    trading_name: nullableString,
    trading_address: nullableString,
    contact_email: nullableString,
    contact_phone: nullableString,
    contact_page: nullableString,
    sector: nullableString,
    language: nullableString,
    description: nullableString,
    company_number: nullableString,
    vat_number: nullableString,
    brand_mentioned: nullableString,
    google_safe_browsing: {
      type: 'object',
      properties: {
        status,
        safe: nullableBoolean,
        matches: { type: 'array', items: { type: 'string' } },
      },
    },
    virustotal: {
      type: 'object',
      properties: {
        status,
        positives: nullableInteger,
        total: nullableInteger,
        scan_date: nullableString,
      },
    },
    url_flags: { type: 'array', items: { type: 'string' } },
    lookalike: {
      type: ['object', 'null'],
      properties: { brand: { type: 'string' }, technique: { type: 'string' } },
    },
    community_reports: { type: 'integer' },
    threat_feeds: { type: 'array', items: { type: 'string' } },
    checks: {
      type: 'object',
      properties: {
        dns: status,
        tls: status,
        rdap: status,
        ip_info: status,
        page: status,
        threat_feeds: status,
        safe_browsing: status,
        virustotal: status,
        community_reports: status,
      },
    },
    signals: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'string' },
          category: nullableString,
          weight: { type: 'number' },
          evidence: { type: 'string' },
        },
      },
    },
    checked_at: { type: 'string' },
  },
} as const
