/**
 * The analysis engine every tool shares: detectors turn input into signals (./message.ts); a
 * learned model (trained by `npm run train`) weighs the signals and the wording into a
 * calibrated score; a never-event (./never-events.ts) makes the verdict High whatever the
 * model says; signals from elsewhere (community reports, network lookups) add to it as
 * independent evidence. Deterministic and explainable, with no I/O: the reasons shown are the
 * signals that added most to the score, and the writer turns a verdict into text. The device
 * and the server each make an engine with their own model and the languages they load.
 */
import { freeProviderOf } from '../email/providers.ts'

import { BRANDS } from './brands.ts'
import type { Entities } from './entities.ts'
import type { FraudCategory } from './fraud-taxonomy.ts'
import type { Lexicon } from './language/lexicon.ts'
import { assessLink, findingContribution, URL_MODEL, type LinkAssessment } from './link.ts'
import {
  createMessageReader,
  linkBand,
  messageFeatureSet,
  type MessageEvidence,
  type MessageReader,
} from './message.ts'
import { predict, type LinearModel, type Prediction } from './model/linear-model.ts'
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
  /**
   * How much the wording's n-grams count, 0 to 1 (1 by default): less for a letter or invoice,
   * whose formal wording lies outside the short messages the n-gram weights were learnt from.
   */
  wordingScale?: number
}

const ENGLISH_WORDS =
  /\b(?:the|and|you|your|to|is|of|a|in|for|this|it|i|we|my|have|has|on|are|with|me|be|was|please|from|that)\b/g

/** A never-event's score at least: High (above 70) whatever the model says. */
export const NEVER_EVENT_SCORE = 90

/** A log-odds contribution as a 0–1 strength: how strongly this sign alone points to a scam. */
export function strengthOf(contribution: number): number {
  return contribution > 0 ? Math.round((1 - Math.exp(-contribution)) * 100) / 100 : 0
}

/**
 * An address's findings as signals (ids prefixed with `url_`), each as strong as the URL
 * model's weight for it. Learned: the URL model's score counts, not these weights.
 */
export function linkSignals(link: LinkAssessment): Signal[] {
  const signals = link.analysis.findings
    .map((finding): Signal => ({
      id: `url_${finding.id}`,
      kind: 'entity',
      weight: strengthOf(findingContribution(link.prediction, finding)),
      // A lookalike is about the organisation it imitates; other link tricks are phishing.
      category: finding.brand ? brandCategory(finding.brand) : 'digital',
      evidence: finding.evidence,
      learned: true,
      ...(finding.brand && { params: { brand: finding.brand } }),
    }))
    .filter((signal) => signal.weight > 0)
  // What the model weighed besides the named findings: the address's shape and its letters.
  const { prediction } = link
  const shape =
    prediction.wording +
    prediction.contributions
      .filter((c) => !c.name.startsWith('f:') && !c.name.startsWith('t:'))
      .reduce((sum, c) => sum + c.contribution, 0)
  if (shape >= LINK_SHAPE_REASON && prediction.score > 30) {
    signals.push({
      id: 'url_looks_like_scam_sites',
      kind: 'entity',
      weight: strengthOf(shape),
      category: 'digital',
      evidence: link.analysis.hostname ?? '',
      learned: true,
    })
  }
  return signals
}

/** The share of a flagged address's log-odds from its shape above which that is a reason. */
const LINK_SHAPE_REASON = 1

function brandCategory(name: string): FraudCategory {
  return BRANDS.find((brand) => brand.name === name)?.category ?? 'impersonation'
}

/** What the email address or website the person named says: signals and a score of its own. */
function counterpartyEvidence(
  counterparty: string,
  text: string,
  linkModel: LinearModel,
): { signals: Signal[]; score: number } {
  const value = counterparty.trim().toLowerCase()
  const at = value.lastIndexOf('@')
  const domain = at < 0 ? value : value.slice(at + 1)
  if (at >= 0 && freeProviderOf(domain)) {
    // A bank, HMRC or a courier never writes from a free webmail address.
    const claimed = BRANDS.find((brand) =>
      brand.tokens.some((token) => new RegExp(`\\b${token}\\b`).test(text)),
    )
    const signals: Signal[] = claimed
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
    // Not learned: the scorer counts it with the other hand-weighted signals.
    return { signals, score: 0 }
  }
  const link = assessLink(domain, linkModel)
  return link
    ? { signals: linkSignals(link), score: link.prediction.score }
    : { signals: [], score: 0 }
}

/** The wording's share of the log-odds above which it is a reason of its own. */
const WORDING_REASON = 1

/**
 * The message's signals weighed by the model: each detector's signal as strong as its learned
 * contribution (those that pointed away from a scam are not warning signs and are dropped,
 * unless they only change the advice), the riskiest link's findings, and the wording.
 */
function learnedSignals(
  evidence: MessageEvidence,
  prediction: Prediction,
  model: LinearModel,
): Signal[] {
  const contribution = new Map(prediction.contributions.map((c) => [c.name, c.contribution]))
  const signals: Signal[] = evidence.signals
    .map((signal) =>
      // A detector the training data never exercised keeps its hand-set weight, and the
      // scorer counts it as evidence beside the model: the model knows nothing of it.
      signal.kind === 'context' || signal.neverEvent || !model.named.has(`s:${signal.id}`)
        ? signal
        : {
            ...signal,
            weight: strengthOf(contribution.get(`s:${signal.id}`) ?? 0),
            learned: true,
          },
    )
    .filter((signal) => signal.kind === 'context' || signal.weight > 0)
  const riskiest = evidence.links[0]
  const linkShare = contribution.get(linkBand(evidence.links)) ?? 0
  if (riskiest && linkShare > 0) signals.push(...linkSignals(riskiest))
  if (prediction.wording >= WORDING_REASON) {
    signals.push({
      id: 'scam_wording',
      kind: 'theme',
      weight: strengthOf(prediction.wording),
      category: null,
      evidence: '',
      learned: true,
    })
  }
  return signals
}

/**
 * How much a shown signal says about what kind of fraud this is: the detectors' and the link
 * checks' own weights. The learned weight says how strongly it points to a scam, not to which.
 */
function topicWeight(signal: Signal, evidence: MessageEvidence): number {
  // A never-event says how it is done (a PIN, a courier), the story says what kind of fraud.
  if (signal.neverEvent) return NEVER_EVENT_TOPIC_WEIGHT
  if (!signal.learned) return signal.weight
  const detected = evidence.signals.find((s) => s.id === signal.id)
  if (detected) return detected.weight
  const finding = evidence.links[0]?.analysis.findings.find((f) => `url_${f.id}` === signal.id)
  return finding?.weight ?? LEARNED_TOPIC_WEIGHT
}

/** The topic weight of a never-event: below a story's (romance, a job), above the wording's. */
const NEVER_EVENT_TOPIC_WEIGHT = 0.2

/** The topic weight of a learned reason with no rule behind it (the wording, a link's shape). */
const LEARNED_TOPIC_WEIGHT = 0.1

/** Independent scores combined like probabilities: each one can only add to the others. */
export function combineScores(scores: readonly number[]): number {
  const rest = scores.reduce(
    (product, score) => product * (1 - Math.min(100, Math.max(0, score)) / 100),
    1,
  )
  return Math.round((1 - rest) * 100)
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
 * Combines the hand-weighted signals (network lookups, community reports) into a 0–100 score;
 * learned signals are counted by their model instead. Weights combine like independent
 * probabilities, so no single weak sign dominates and many weak signs add up. Without a
 * request or a risky entity the score stays at 30 at most: an alarming finding alone is not a
 * scam. A story together with a request weighs more than its parts.
 */
export function scoreSignals(signals: Signal[]): number {
  const counted = signals.filter((s) => s.kind !== 'context' && !s.learned)
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

/** A message mostly in a language the detectors do not read (none of the lexicons'). */
function limitedLanguage(evidence: MessageEvidence, reader: MessageReader): boolean {
  return (
    looksMostlyNotEnglish(evidence.text) &&
    !evidence.languages.some((language) => reader.languages.has(language))
  )
}

function looksMostlyNotEnglish(text: string): boolean {
  const words = text.split(/\s+/).filter(Boolean).length
  if (words < 6) return false
  const english = text.match(ENGLISH_WORDS)?.length ?? 0
  return english / words < 0.08
}

/** The engine as its models and a set of languages make it. */
export interface TextEngine {
  model: LinearModel
  reader: MessageReader
  /** Analyses a message or description (with the named counterparty, if any). */
  analyseText(input: TextInput): Verdict
}

/**
 * An engine that weighs with this text model, reads links with this URL model (the device's by
 * default) and reads the lexicons' languages.
 */
export function createTextEngine(
  model: LinearModel,
  lexicons: readonly Lexicon[],
  linkModel: LinearModel = URL_MODEL,
): TextEngine {
  const reader = createMessageReader(lexicons)
  return { model, reader, analyseText: (input) => analyse(input, model, linkModel, reader) }
}

function analyse(
  input: TextInput,
  model: LinearModel,
  linkModel: LinearModel,
  reader: MessageReader,
): Verdict {
  const evidence = reader.read(input.text, linkModel)
  const features = messageFeatureSet(evidence, model.file.hashBits, model.file.ngram?.hashBits)
  const prediction = predict(model, features, input.wordingScale)
  const counterparty = input.emailOrWebsite
    ? counterpartyEvidence(input.emailOrWebsite, evidence.text, linkModel)
    : { signals: [], score: 0 }
  const extra = input.extraSignals ?? []
  const signals = rank([
    ...learnedSignals(evidence, prediction, model),
    ...counterparty.signals,
    ...extra,
  ])
  // The model's score, the named site's, and the signals the models did not weigh (community
  // reports, a free mailbox claiming to be a bank, detectors the data never exercised).
  const combined = combineScores([prediction.score, counterparty.score, scoreSignals(signals)])
  const neverEvent = signals.some((s) => s.neverEvent)
  const score = neverEvent ? Math.max(combined, NEVER_EVENT_SCORE) : combined
  return {
    score,
    riskLevel: websiteRiskLevel(score),
    categories: categoriesOf(signals.map((s) => ({ ...s, weight: topicWeight(s, evidence) }))),
    // Never-events first, then the other warning signs, then what only changes the advice.
    signals: [
      ...signals.filter((s) => s.neverEvent),
      ...signals.filter((s) => s.kind !== 'context' && !s.neverEvent),
      ...signals.filter((s) => s.kind === 'context'),
    ],
    entities: evidence.entities,
    channels: CHANNEL_PATTERNS.filter(([, pattern]) => pattern.test(evidence.text)).map(
      ([channel]) => channel,
    ),
    limitedLanguage: limitedLanguage(evidence, reader),
  }
}
