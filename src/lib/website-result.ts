/**
 * The website check's answer (spec part 2 §3), read leniently field by field: a missing or odd
 * field shows as "Not known" rather than failing the whole answer. Shared by the website and
 * QR checkers, whose results both carry it. Loaded with the first answer, not with the page
 * (its types are free to import anywhere).
 */
import { z } from './zod.ts'

const text = z.string().trim().min(1).nullable().catch(null)
const count = z.number().finite().nullable().catch(null)
const flag = z.boolean().nullable().catch(null)
const strings = z.array(z.string()).catch([])

const locationSchema = z
  .object({
    city: text,
    region: text,
    country: text,
    as: text,
    is_proxy: flag,
    is_hosting: flag,
  })
  .nullable()
  .catch(null)

const issuerSchema = z
  .union([z.string(), z.object({ O: text, CN: text })])
  .nullable()
  .catch(null)

/** The screening result of spec part 2 §3, read leniently field by field. */
export const websiteResultSchema = z.object({
  url: z.string().catch(''),
  // Null when the check could not be stored: the verdict is still given.
  reference_code: z.string().min(1).nullable(),
  meta_description: text,
  threat_score: count,
  risk_level: z.enum(['High', 'Medium', 'Low']).nullable().catch(null),
  risks: strings,
  recommendations: strings,
  custom_analysis: text,
  llm_recommendation: text,
  is_suspicious: z.boolean().catch(false),
  website_age_days: count,
  website_age_years: count,
  domain_age_days: count,
  /** A text like "12 days", or a bare year (spec §9). */
  age: z.union([z.string(), z.number()]).nullable().catch(null),
  first_seen_year: count,
  whois: z
    .object({
      registrar: text,
      privacy_protected: flag,
      creation_date: text,
      expiration_date: text,
    })
    .nullable()
    .catch(null),
  registrar: text,
  ssl_info: z
    .object({
      valid: flag,
      issuer: issuerSchema,
      valid_from: text,
      valid_to: text,
      days_until_expiration: count,
      certificate_age_days: count,
    })
    .nullable()
    .catch(null),
  has_ssl: flag,
  ssl_valid: flag,
  ssl_days_until_expiration: count,
  ip: text,
  location: locationSchema,
  ip_location: locationSchema,
  legal_name: text,
  trading_name: text,
  trading_address: text,
  contact_email: text,
  contact_phone: text,
  contact_page: text,
  sector: text,
  language: text,
  description: text,
  company_number: text,
  vat_number: text,
  google_safe_browsing: z
    .object({ status: z.string().catch('not_configured'), safe: flag })
    .nullable()
    .catch(null),
  virustotal: z
    .object({ status: z.string().catch('not_configured'), positives: count, total: count })
    .nullable()
    .catch(null),
  lookalike: z.object({ brand: z.string(), technique: z.string() }).nullable().catch(null),
  /** Each lookup's own status: checked, no_data, failed, not_configured, rate_limited. */
  checks: z.record(z.string(), z.string()).catch({}),
})

export type WebsiteResult = z.infer<typeof websiteResultSchema>
export type ServerLocation = NonNullable<WebsiteResult['location']>
