import type { FraudCategory } from './fraud-taxonomy.ts'

/**
 * What a detector found. `kind` drives the scoring: a theme (what the message is about) or a
 * tactic (how it pushes) raises suspicion, but only a request (for money, codes, details,
 * access) or a risky entity (a lookalike link, a crypto address) can make a message high risk.
 * A context signal changes the advice, never the score.
 */
export type SignalKind = 'theme' | 'tactic' | 'request' | 'entity' | 'context'

export interface Signal {
  id: string
  kind: SignalKind
  /** 0 to 1: how strongly this alone points to a scam. */
  weight: number
  /** The fraud-taxonomy category, or null for tactics common to every kind of fraud. */
  category: FraudCategory | null
  /** The words or the entity that raised it, as found. */
  evidence: string
  /** Extra values for the explanation, such as the imitated brand. */
  params?: Record<string, string>
  /**
   * The weight is the learned model's (its contribution as a 0–1 strength), shown to explain
   * the verdict; the model's score counts, so the scorer does not count this signal again.
   */
  learned?: boolean
  /**
   * A request no genuine organisation makes (./never-events.ts): the verdict is High whatever
   * the model says, and this reason comes first.
   */
  neverEvent?: boolean
}
