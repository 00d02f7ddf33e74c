/**
 * The website check's verdict, from its signals, through the shared engine's scorer: a 0–100
 * score, the spec's risk level (≤30 Low, ≤70 Medium, above High), and "suspicious" when the
 * score is above 30 or any one signal is strong on its own. Pure.
 */
import { categoriesOf, rank, scoreSignals } from '../../../src/domain/engine/analyse.ts'
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

/** Scores a website's signals. */
export function judgeWebsite(signals: Signal[]): WebsiteVerdict {
  const ranked = rank(signals)
  const score = scoreSignals(ranked)
  const strong = ranked.some(
    (signal) => signal.kind === 'entity' && signal.weight >= STRONG_SIGNAL_WEIGHT,
  )
  return {
    score,
    riskLevel: websiteRiskLevel(score),
    isSuspicious: score > SUSPICIOUS_SCORE || strong,
    categories: categoriesOf(ranked),
    signals: ranked,
  }
}
