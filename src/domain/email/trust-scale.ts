/**
 * The email trust score's scale: its factors, their points and the ratings. A module of its
 * own, free of the scoring (which reads the brand and mailbox lists), so the page's
 * explanation of the score loads none of that.
 */
export const FACTOR_IDS = [
  'provider_type',
  'receives_mail',
  'spf',
  'dmarc',
  'dmarc_policy',
  'domain_age',
  'website',
  'not_lookalike',
  'community_reports',
  'threat_feeds',
  'not_posing',
] as const

export type FactorId = (typeof FACTOR_IDS)[number]

/** Most points each factor earns; they add up to MAX_TRUST_SCORE. */
export const FACTOR_MAX_POINTS: Readonly<Record<FactorId, number>> = {
  provider_type: 2,
  receives_mail: 2,
  spf: 1,
  dmarc: 1,
  dmarc_policy: 1,
  domain_age: 2,
  website: 1,
  not_lookalike: 2,
  community_reports: 2,
  threat_feeds: 1,
  not_posing: 1,
}

export const MAX_TRUST_SCORE = 16

/** What a warning sign scores: a look-alike, a disposable mailbox, a reported address… */
export const WARNING_POINTS = -10

export type TrustRating =
  'Very High Trust' | 'High Trust' | 'Medium Trust' | 'Low Trust' | 'Very Low Trust'

/** The lowest score of each rating, best first; below the last is Very Low Trust. */
export const RATING_THRESHOLDS: ReadonlyArray<{ rating: TrustRating; minimum: number }> = [
  { rating: 'Very High Trust', minimum: 15 },
  { rating: 'High Trust', minimum: 12 },
  { rating: 'Medium Trust', minimum: 8 },
  { rating: 'Low Trust', minimum: 4 },
]
