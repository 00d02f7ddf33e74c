/** Risk levels and the score thresholds each tool uses (spec part 1 §9, part 2 §9). */
export type RiskLevel = 'High' | 'Medium' | 'Low'

/** Website screening and message screening: 30 or less Low, up to 70 Medium, above High. */
export function websiteRiskLevel(score: number): RiskLevel {
  if (score > 70) return 'High'
  if (score > 30) return 'Medium'
  return 'Low'
}

/** The QR checker's badge: above 60 High, above 30 Medium, otherwise Low. */
export function qrRiskLevel(score: number): RiskLevel {
  if (score > 60) return 'High'
  if (score > 30) return 'Medium'
  return 'Low'
}

export type DocumentRiskLevel = 'HIGH_RISK' | 'NEEDS_VERIFICATION' | 'LOW_RISK'

/** The document screen's level from a fraud score between 0 and 1. */
export function documentRiskLevel(fraudScore: number): DocumentRiskLevel {
  if (fraudScore > 0.6) return 'HIGH_RISK'
  if (fraudScore > 0.3) return 'NEEDS_VERIFICATION'
  return 'LOW_RISK'
}
