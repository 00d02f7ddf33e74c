/**
 * The email trust check's answer, in the shape of POST /api/email-trust (spec part 2 §3: the
 * reference code, the address, provider type, score out of 16, rating, breakdown,
 * recommendations and time), plus each factor with its status and finding in words.
 */
import type { I18n } from '@lingui/core'

import type { EmailAddress } from '../../../src/domain/email/address.ts'
import type { ProviderType } from '../../../src/domain/email/provider-type.ts'
import type { FactorId, TrustRating } from '../../../src/domain/email/trust-scale.ts'
import type { EmailTrustEvidence, FactorStatus } from '../../../src/domain/email/trust-score.ts'
import type { WriterOptions } from '../../../src/domain/engine/writer.ts'

import type { EmailTrustCheck } from './service.ts'
import { findingText, recommendations } from './writer.ts'

export interface EmailTrustFactorResult {
  id: FactorId
  points: number
  max_points: number
  status: FactorStatus
  finding: string
}

export interface EmailTrustResult {
  /** Null from the CLI, which issues no codes. */
  reference_code: string | null
  email: string
  provider_type: ProviderType
  /** The provider's name for a free mailbox or relay ("Gmail"), or the brand's own domain's. */
  provider_name: string | null
  trust_score: number
  trust_rating: TrustRating
  /** Factor id → points; a positive number counts as good, a negative one is a warning sign. */
  score_breakdown: Record<FactorId, number>
  recommendations: string[]
  analysis_timestamp: string
  factors: EmailTrustFactorResult[]
  domain: string
  is_relay: boolean
}

function providerName(provider: EmailTrustEvidence['provider']): string | null {
  return 'name' in provider ? provider.name : null
}

/** Builds the answer in the person's language. */
export function buildEmailTrustResult(
  email: EmailAddress,
  { evidence, assessment, checkedAt }: EmailTrustCheck,
  { referenceCode, i18n, site }: { referenceCode: string | null; i18n: I18n; site: WriterOptions },
): EmailTrustResult {
  const factors = assessment.factors.map((factor) => ({
    id: factor.id,
    points: factor.points,
    max_points: factor.maxPoints,
    status: factor.status,
    finding: findingText(factor.finding, i18n),
  }))
  return {
    reference_code: referenceCode,
    email: email.address,
    provider_type: assessment.providerType,
    provider_name: providerName(evidence.provider),
    trust_score: assessment.score,
    trust_rating: assessment.rating,
    score_breakdown: Object.fromEntries(
      assessment.factors.map((factor) => [factor.id, factor.points]),
    ) as Record<FactorId, number>,
    recommendations: recommendations(assessment, i18n, site),
    analysis_timestamp: checkedAt.toISOString(),
    factors,
    domain: email.domain,
    is_relay: assessment.isRelay,
  }
}
