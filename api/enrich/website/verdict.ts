/**
 * The website check's verdict: the URL model's score for the address and the shared scorer's
 * for what the lookups found, combined as independent evidence into a 0–100 score, the spec's
 * risk level (≤30 Low, ≤70 Medium, above High), and "suspicious" when the score is above 30 or
 * any one lookup's finding is strong on its own. Pure.
 */
import {
  categoriesOf,
  combineScores,
  rank,
  scoreSignals,
} from '../../../src/domain/engine/analyse.ts'
import type { FraudCategory } from '../../../src/domain/engine/fraud-taxonomy.ts'
import { websiteRiskLevel, type RiskLevel } from '../../../src/domain/engine/risk.ts'
import type { Signal } from '../../../src/domain/engine/signals.ts'

/** A signal this strong (a threat list, a lookalike, a days-old domain) is a warning alone. */
export const STRONG_SIGNAL_WEIGHT = 0.45
/** Above this score a website is flagged suspicious (the Low band's upper limit, spec §9). */
export const SUSPICIOUS_SCORE = 30

export interface WebsiteVerdict {
  score: number
  riskLevel: RiskLevel
  isSuspicious: boolean
  categories: FraudCategory[]
  /** One per id, strongest first. */
  signals: Signal[]
}

/** Scores a website's signals, with the URL model's score for the address alone. */
export function judgeWebsite(signals: Signal[], lexicalScore: number): WebsiteVerdict {
  const ranked = rank(signals)
  const score = combineScores([lexicalScore, scoreSignals(ranked)])
  const strong = ranked.some(
    (signal) =>
      signal.kind === 'entity' && !signal.learned && signal.weight >= STRONG_SIGNAL_WEIGHT,
  )
  return {
    score,
    riskLevel: websiteRiskLevel(score),
    isSuspicious: score > SUSPICIOUS_SCORE || strong,
    categories: categoriesOf(ranked),
    signals: ranked,
  }
}
