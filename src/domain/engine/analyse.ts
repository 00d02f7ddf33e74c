/**
 * The analysis engine every tool shares: detectors turn input into signals, the scorer turns
 * signals into a score and a risk level. Deterministic and explainable, with no I/O: network
 * evidence arrives as extra signals from api/enrich, and the writer turns a verdict into text.
 */
import { analyseUrl } from '../url/heuristics.ts'

import { BRANDS } from './brands.ts'
import { TEXT_RULES } from './detectors.ts'
import { extractEntities, refang, type Entities } from './entities.ts'
import type { FraudCategory } from './fraud-taxonomy.ts'
import { websiteRiskLevel, type RiskLevel } from './risk.ts'
import type { Signal } from './signals.ts'

export interface Verdict {
  score: number
  riskLevel: RiskLevel
  /** Fraud categories, most strongly indicated first. */
  categories: FraudCategory[]
  /** Every signal, strongest first (context signals last). */
  signals: Signal[]
  entities: Entities
  /** How the message seems to have arrived, for the advice on where to forward it. */
  channels: Channel[]
  /** The message looks mostly not English, so the text checks could say little. */
  limitedLanguage: boolean
}

export type Channel = 'text' | 'email' | 'call'

const CHANNEL_PATTERNS: Array<[Channel, RegExp]> = [
  ['text', /\b(?:text(?:ed)?|sms|whatsapp|imessage|txt)\b/],
  ['email', /\b(?:e-?mail(?:ed)?|inbox|subject line|sender)\b/],
  ['call', /\b(?:call(?:ed|er)?|phoned|rang|voicemail|on the phone)\b/],
]

export interface TextInput {
  text: string
  /** The email address or website the person named as the other party. */
  emailOrWebsite?: string
  /** Signals found elsewhere (a lookup, community reports) to weigh with the text's. */
  extraSignals?: Signal[]
}

const NEGATION =
  /\b(?:never|not|n't|won't|will not|don't|do not|no one|nobody|neither)\b[^.!?]{0,40}$/
const FREE_EMAIL_DOMAINS = new Set([
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'hotmail.co.uk',
  'live.com',
  'live.co.uk',
  'yahoo.com',
  'yahoo.co.uk',
  'icloud.com',
  'me.com',
  'aol.com',
  'gmx.com',
  'gmx.co.uk',
  'mail.com',
  'protonmail.com',
  'proton.me',
  'yandex.com',
  'zoho.com',
])
const ENGLISH_WORDS =
  /\b(?:the|and|you|your|to|is|of|a|in|for|this|it|i|we|my|have|has|on|are|with|me|be|was|please|from|that)\b/g

function normalise(text: string): string {
  return refang(text).toLowerCase().replace(/[‘’]/g, "'").replace(/[“”]/g, '"').replace(/\s+/g, ' ')
}

function snippet(text: string, index: number, length: number): string {
  return text.slice(index, index + Math.min(length, 80)).trim()
}

const globalPatterns = new Map<RegExp, RegExp>()

/** The pattern with the g flag, compiled once: matchAll needs it, and this is the hot path. */
function globalVersion(pattern: RegExp): RegExp {
  let global = globalPatterns.get(pattern)
  if (!global) {
    global = new RegExp(
      pattern.source,
      pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`,
    )
    globalPatterns.set(pattern, global)
  }
  return global
}

/** The first match of any pattern that is not negated ("we will never ask for your PIN"). */
function findEvidence(text: string, patterns: RegExp[], negatable: boolean): string | null {
  for (const pattern of patterns) {
    for (const match of text.matchAll(globalVersion(pattern))) {
      if (negatable && NEGATION.test(text.slice(Math.max(0, match.index - 50), match.index)))
        continue
      return snippet(text, match.index, match[0].length)
    }
  }
  return null
}

function textSignals(text: string): Signal[] {
  const signals: Signal[] = []
  for (const rule of TEXT_RULES) {
    const evidence = findEvidence(text, rule.patterns, rule.negatable ?? false)
    if (evidence !== null) {
      signals.push({
        id: rule.id,
        kind: rule.kind,
        weight: rule.weight,
        category: rule.category,
        evidence,
      })
    }
  }
  return signals
}

/** The lexical findings on a URL (url-heuristics) as signals, ids prefixed with `url_`. */
export function urlSignals(url: string): Signal[] {
  return analyseUrl(url).findings.map((finding) => ({
    id: `url_${finding.id}`,
    kind: 'entity' as const,
    weight: finding.weight,
    // A lookalike is about the organisation it imitates; other link tricks are phishing.
    category: finding.brand ? brandCategory(finding.brand) : ('digital' as const),
    evidence: finding.evidence,
    ...(finding.brand && { params: { brand: finding.brand } }),
  }))
}

function brandCategory(name: string): FraudCategory {
  return BRANDS.find((brand) => brand.name === name)?.category ?? 'impersonation'
}

function entitySignals(entities: Entities): Signal[] {
  const signals = entities.urls.flatMap(urlSignals)
  for (const phone of entities.phones) {
    if (phone.range === 'premium' || phone.range === 'directory' || phone.range === 'service') {
      signals.push({
        id: 'premium_rate_number',
        kind: 'entity',
        weight: 0.3,
        category: 'digital',
        evidence: phone.raw,
      })
    } else if (phone.range === 'personal') {
      signals.push({
        id: 'personal_number_070',
        kind: 'entity',
        weight: 0.35,
        category: 'digital',
        evidence: phone.raw,
      })
    }
  }
  for (const address of entities.cryptoAddresses) {
    signals.push({
      id: 'crypto_address',
      kind: 'entity',
      weight: 0.4,
      category: 'cryptocurrency',
      evidence: address.raw,
    })
  }
  for (const iban of entities.ibans.filter((i) => !i.startsWith('GB'))) {
    signals.push({
      id: 'foreign_bank_account',
      kind: 'entity',
      weight: 0.25,
      category: 'banking',
      evidence: iban,
    })
  }
  return signals
}

/** Signals from the email address or website the person named as the other party. */
function counterpartySignals(counterparty: string, text: string): Signal[] {
  const value = counterparty.trim().toLowerCase()
  const at = value.lastIndexOf('@')
  if (at < 0) return urlSignals(value)
  const domain = value.slice(at + 1)
  if (FREE_EMAIL_DOMAINS.has(domain)) {
    // A bank, HMRC or a courier never writes from a free webmail address.
    const claimed = BRANDS.find((brand) =>
      brand.tokens.some((token) => new RegExp(`\\b${token}\\b`).test(text)),
    )
    return claimed
      ? [
          {
            id: 'official_from_free_email',
            kind: 'entity',
            weight: 0.45,
            category: 'impersonation',
            evidence: value,
            params: { brand: claimed.name },
          },
        ]
      : []
  }
  return urlSignals(domain)
}

/** Keeps one signal per id, the strongest, and ranks them. */
export function rank(signals: Signal[]): Signal[] {
  const strongest = new Map<string, Signal>()
  for (const signal of signals) {
    const known = strongest.get(signal.id)
    if (!known || signal.weight > known.weight) strongest.set(signal.id, signal)
  }
  return [...strongest.values()].sort((a, b) => b.weight - a.weight)
}

/**
 * Combines signals into a 0–100 score. Weights combine like independent probabilities, so no
 * single weak sign dominates and many weak signs add up. Without a request or a risky entity a
 * message stays at 30 at most: an alarming topic alone is not a scam. A scam story together with
 * a request is what scams are made of, so the pair weighs more than its parts.
 */
export function scoreSignals(signals: Signal[]): number {
  const counted = signals.filter((s) => s.kind !== 'context')
  let probability = 1 - counted.reduce((rest, s) => rest * (1 - s.weight), 1)
  const hasRisk = counted.some(
    (s) => (s.kind === 'request' || s.kind === 'entity') && s.weight >= 0.25,
  )
  const hasStory = counted.some((s) => s.kind === 'theme' || s.kind === 'tactic')
  if (!hasRisk) probability = Math.min(probability, 0.3)
  else if (hasStory) probability = 1 - (1 - probability) * 0.7
  return Math.round(probability * 100)
}

/** The signals' fraud categories, the most strongly indicated first. */
export function categoriesOf(signals: Signal[]): FraudCategory[] {
  const totals = new Map<FraudCategory, number>()
  for (const signal of signals) {
    if (signal.category)
      totals.set(signal.category, (totals.get(signal.category) ?? 0) + signal.weight)
  }
  return [...totals.entries()].sort((a, b) => b[1] - a[1]).map(([category]) => category)
}

function looksMostlyNotEnglish(text: string): boolean {
  const words = text.split(/\s+/).filter(Boolean).length
  if (words < 6) return false
  const english = text.match(ENGLISH_WORDS)?.length ?? 0
  return english / words < 0.08
}

/** Analyses a message or description (with the named counterparty, if any). */
export function analyseText(input: TextInput): Verdict {
  const text = normalise(input.text)
  const entities = extractEntities(input.text)
  const signals = rank([
    ...textSignals(text),
    ...entitySignals(entities),
    ...(input.emailOrWebsite ? counterpartySignals(input.emailOrWebsite, text) : []),
    ...(input.extraSignals ?? []),
  ])
  const score = scoreSignals(signals)
  return {
    score,
    riskLevel: websiteRiskLevel(score),
    categories: categoriesOf(signals),
    signals: [
      ...signals.filter((s) => s.kind !== 'context'),
      ...signals.filter((s) => s.kind === 'context'),
    ],
    entities,
    channels: CHANNEL_PATTERNS.filter(([, pattern]) => pattern.test(text)).map(
      ([channel]) => channel,
    ),
    limitedLanguage: looksMostlyNotEnglish(text),
  }
}
