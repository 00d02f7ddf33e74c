import { websiteRiskLevel } from '../domain/engine/risk.ts'

import type { WebsiteResult } from './website-result.ts'

/** The badge's level: the server's, or worked out from the score (spec §9). */
export function riskLevelOf(result: WebsiteResult) {
  if (result.risk_level) return result.risk_level
  return result.threat_score === null ? null : websiteRiskLevel(result.threat_score)
}
