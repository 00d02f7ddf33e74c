/**
 * The QR scan answer, read leniently field by field, so an odd field shows as "Not known"
 * rather than failing the whole answer. A module of its own so that zod loads with the first
 * answer, not with the page.
 */
import { websiteResultSchema } from '../../../lib/website-result.ts'
import { z } from '../../../lib/zod.ts'

const text = z.string().trim().min(1).nullable().catch(null)
const count = z.number().finite().nullable().catch(null)
const flag = z.boolean().nullable().catch(null)

const locationSchema = z
  .object({ city: text, region: text, country: text, as: text, is_proxy: flag })
  .nullable()
  .catch(null)

export const qrResultSchema = z.object({
  reference_code: z.string().min(1).nullable(),
  content: z.string().catch(''),
  payload_type: z.string().catch('text'),
  decoded: z.array(z.object({ text: z.string(), format: z.string().catch('') })).catch([]),
  is_malicious: z.boolean().catch(false),
  threat_score: count,
  analysis: z.string().catch(''),
  threats: z.array(z.string()).catch([]),
  ip_address: text,
  is_proxy: flag,
  location: locationSchema,
  final_url: text,
  /** For a link: the whole website check, shown with the website screener's blocks. */
  website: websiteResultSchema.nullable().catch(null),
  domain_info: z
    .object({
      threat_score: count,
      virustotal: z
        .object({
          status: z.string().catch('not_configured'),
          positives: count,
          total: count,
          scan_date: text,
        })
        .nullable()
        .catch(null),
      safe_browsing: z
        .object({
          status: z.string().catch('not_configured'),
          safe: flag,
          matches: z.array(z.string()).catch([]),
        })
        .nullable()
        .catch(null),
      domain_age_days: count,
      whois: z.object({ registrar: text }).nullable().catch(null),
      ssl_info: z.object({ valid: flag }).nullable().catch(null),
      ip_address: text,
      location: locationSchema,
    })
    .nullable()
    .catch(null),
})

export type QrResult = z.infer<typeof qrResultSchema>
