/**
 * The email trust answer, read leniently: an odd factor or field is dropped rather than
 * failing the whole answer. A module of its own so that zod loads with the first answer, not
 * with the page.
 */
import { FACTOR_IDS } from '../../../domain/email/trust-scale.ts'
import { z } from '../../../lib/zod.ts'

const TRUST_RATINGS = [
  'Very High Trust',
  'High Trust',
  'Medium Trust',
  'Low Trust',
  'Very Low Trust',
] as const

const factorSchema = z.object({
  id: z.enum(FACTOR_IDS),
  points: z.number().int(),
  max_points: z.number().int().positive(),
  status: z.enum(['earned', 'partial', 'none', 'not_checked']),
  finding: z.string(),
})

/** The email trust result of spec part 2 §3, with each factor. */
export const emailTrustResultSchema = z.object({
  reference_code: z.string().min(1).nullable(),
  email: z.string(),
  provider_type: z.enum(['corporate', 'free', 'disposable', 'other']),
  provider_name: z.string().nullable().catch(null),
  trust_score: z.number().int().min(0).max(16),
  trust_rating: z.enum(TRUST_RATINGS),
  score_breakdown: z.record(z.string(), z.number()).catch({}),
  recommendations: z.array(z.string()).catch([]),
  analysis_timestamp: z.string().catch(''),
  factors: z
    .array(z.unknown())
    .catch([])
    .transform((items) =>
      items.flatMap((item) => {
        const factor = factorSchema.safeParse(item)
        return factor.success ? [factor.data] : []
      }),
    ),
  domain: z.string().catch(''),
  is_relay: z.boolean().catch(false),
})

export type EmailTrustResult = z.infer<typeof emailTrustResultSchema>
