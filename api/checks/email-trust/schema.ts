/**
 * JSON schemas of POST /api/email-trust: the body, and the answer (spec part 2 §3; the
 * contract with the page). The address itself is checked by the handler, so that a missing or
 * malformed one is answered in the person's language with the spec's words.
 */
import { FACTOR_IDS } from '../../../src/domain/email/trust-scale.ts'

export const emailTrustBody = {
  type: 'object',
  properties: {
    // Only bounds the body: the handler explains what is wrong with an address.
    email: { type: 'string', maxLength: 1024 },
    /** The sender's name as the email showed it, if the person has it: it may claim a brand. */
    display_name: { type: 'string', maxLength: 200 },
  },
} as const

const factorStatus = { type: 'string', enum: ['earned', 'partial', 'none', 'not_checked'] } as const

export const emailTrustResponse = {
  type: 'object',
  properties: {
    reference_code: { type: ['string', 'null'] },
    email: { type: 'string' },
    provider_type: { type: 'string', enum: ['corporate', 'free', 'disposable', 'other'] },
    provider_name: { type: ['string', 'null'] },
    trust_score: { type: 'integer', minimum: 0, maximum: 16 },
    trust_rating: {
      type: 'string',
      enum: ['Very High Trust', 'High Trust', 'Medium Trust', 'Low Trust', 'Very Low Trust'],
    },
    score_breakdown: {
      type: 'object',
      properties: Object.fromEntries(FACTOR_IDS.map((id) => [id, { type: 'integer' }])),
    },
    recommendations: { type: 'array', items: { type: 'string' } },
    analysis_timestamp: { type: 'string' },
    factors: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'string', enum: [...FACTOR_IDS] },
          points: { type: 'integer' },
          max_points: { type: 'integer' },
          status: factorStatus,
          finding: { type: 'string' },
        },
      },
    },
    domain: { type: 'string' },
    is_relay: { type: 'boolean' },
  },
} as const
