/**
 * Reading a message before it is weighed: the text normalised and cut into words in any
 * script, the languages it seems to be in, the never-events and the detectors' signals in every
 * language of the lexicons given, the entities in it (numbers, wallets, accounts, links), each
 * link weighed by the URL model, and the named features the text model reads. Pure.
 */
import { TEXT_RULES } from './detectors.ts'
import { extractEntities, refang, type Entities } from './entities.ts'
import { identifyLanguages } from './language/identify.ts'
import type { Lexicon } from './language/lexicon.ts'
import { tokenise, type Token } from './language/matcher.ts'
import { normaliseText } from './language/normalise.ts'
import { createThemeFinder, type ThemeFinder } from './language/themes.ts'
import { assessLink, type LinkAssessment } from './link.ts'
import { band, messageFeatures } from './model/features.ts'
import type { FeatureSet, FeatureValue, LinearModel } from './model/linear-model.ts'
import { ngramCounts } from './model/ngram.ts'
import {
  createNeverEventReader,
  NEVER_EVENT_CATEGORY,
  type NeverEventReader,
  type NeverEventReading,
  type ReaderOptions,
} from './never-events.ts'
import type { Signal } from './signals.ts'

function normalise(text: string): string {
  return normaliseText(refang(text))
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
function findEvidence(
  text: string,
  patterns: RegExp[],
  negatedAt: NeverEventReading['negatedAt'] | null,
): string | null {
  for (const pattern of patterns) {
    for (const match of text.matchAll(globalVersion(pattern))) {
      if (negatedAt?.(match.index, match.index + match[0].length)) continue
      return snippet(text, match.index, match[0].length)
    }
  }
  return null
}

const RULES_BY_ID = new Map(TEXT_RULES.map((rule) => [rule.id, rule]))

/**
 * The detectors' signals: English patterns, the commonest scams' phrases in the other languages
 * (the same signal ids), and the never-events in every language, first.
 */
function textSignals(
  text: string,
  tokens: readonly Token[],
  reading: NeverEventReading,
  findThemes: ThemeFinder,
): Signal[] {
  const signals: Signal[] = reading.events.map((event) => ({
    id: event.id,
    kind: 'request',
    weight: NEVER_EVENT_WEIGHT,
    category: NEVER_EVENT_CATEGORY[event.id],
    evidence: event.evidence,
    neverEvent: true,
  }))
  for (const rule of TEXT_RULES) {
    const evidence = findEvidence(text, rule.patterns, rule.negatable ? reading.negatedAt : null)
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
  for (const theme of findThemes(tokens)) {
    const rule = RULES_BY_ID.get(theme.id)
    if (!rule || signals.some((signal) => signal.id === theme.id)) continue
    if (rule.negatable && reading.negatedAt(theme.start, theme.end)) continue
    signals.push({
      id: rule.id,
      kind: rule.kind,
      weight: rule.weight,
      category: rule.category,
      evidence: snippet(text, theme.start, theme.end - theme.start),
    })
  }
  return signals
}

/** How strongly a never-event alone points to a scam, shown with the reason. */
const NEVER_EVENT_WEIGHT = 0.95

function entitySignals(entities: Entities): Signal[] {
  const signals: Signal[] = []
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

/** What a message holds before it is weighed: its signals, links and the model's features. */
export interface MessageEvidence {
  /** As the person gave it. */
  raw: string
  /** Refanged and normalised (./language/normalise.ts). */
  text: string
  /** Its words, in any script. */
  tokens: Token[]
  /** The languages it seems to be in, likeliest first. */
  languages: string[]
  entities: Entities
  /** The detectors' signals and the entities' (numbers, wallets, accounts). */
  signals: Signal[]
  /** Every web address in it, with the URL model's verdict, riskiest first. */
  links: LinkAssessment[]
  /** The named features of the text model. */
  named: FeatureValue[]
  /** For each token, whether it lies in a negation or a warning's frame ("we will never ask…"). */
  negated: boolean[]
}

/** The band of the riskiest link's score, as the text model reads it. */
export function linkBand(links: readonly LinkAssessment[]): string {
  const riskiest = links[0]
  if (!riskiest) return 'link:none'
  if (riskiest.analysis.officialBrand) return 'link:official'
  const score = riskiest.prediction.score
  return score > 70 ? 'link:high' : score > 30 ? 'link:medium' : 'link:low'
}

/** Reads messages in the languages of its lexicons. */
export interface MessageReader {
  /** The languages read (the lexicons' locales). */
  languages: ReadonlySet<string>
  /** Reads a message: detectors, entities, links (with this URL model) and named features. */
  read(rawText: string, linkModel?: LinearModel): MessageEvidence
}

/** A reader of messages in the lexicons' languages (English must be among them). */
export function createMessageReader(
  lexicons: readonly Lexicon[],
  options?: ReaderOptions,
): MessageReader {
  const readNeverEvents = createNeverEventReader(lexicons, options)
  const findThemes = createThemeFinder(lexicons)
  return {
    languages: new Set(lexicons.map((lexicon) => lexicon.locale)),
    read: (rawText, linkModel) => readMessage(rawText, linkModel, readNeverEvents, findThemes),
  }
}

function readMessage(
  rawText: string,
  linkModel: LinearModel | undefined,
  readNeverEvents: NeverEventReader,
  findThemes: ThemeFinder,
): MessageEvidence {
  const text = normalise(rawText)
  const tokens = tokenise(text)
  const languages = identifyLanguages(rawText, text, tokens)
  const entities = extractEntities(rawText)
  const reading = readNeverEvents(text, tokens, languages)
  const signals = [...textSignals(text, tokens, reading, findThemes), ...entitySignals(entities)]
  const links = entities.urls
    .slice(0, 10)
    .map((url) => assessLink(url, linkModel))
    .filter((link): link is LinkAssessment => link !== null)
    .sort((a, b) => b.prediction.score - a.prediction.score)
  const named: FeatureValue[] = [
    ...new Set([
      ...signals.map((signal) => `s:${signal.id}`),
      // A warning about what no genuine body asks for, in any language: a sign of the genuine.
      ...reading.warnings.map((id) => `w:${id}`),
      ...(reading.warnings.length && !reading.events.length ? ['w:only_warnings'] : []),
      linkBand(links),
      ...shapeOf(rawText, entities),
    ]),
  ].map((name) => ({ name, value: 1 }))
  const negated = tokens.map((token) => reading.negatedAt(token.start, token.end))
  return { raw: rawText, text, tokens, languages, entities, signals, links, named, negated }
}

/**
 * The message's shape, as the model reads it: how much is in capitals, how many exclamation
 * marks, how long it is, and which kinds of number and amount it holds. Never a reason shown.
 */
function shapeOf(rawText: string, entities: Entities): string[] {
  const letters = rawText.replace(/[^A-Za-z]/g, '')
  const capitals = letters.replace(/[^A-Z]/g, '').length
  const words = rawText.split(/\s+/).filter(Boolean).length
  return [
    `caps:${band(letters.length ? capitals / letters.length : 0, [0.1, 0.3, 0.6])}`,
    `excl:${band(rawText.replace(/[^!]/g, '').length, [0, 1, 3])}`,
    `words:${band(words, [6, 12, 25, 50])}`,
    ...entities.phones.map((phone) => `phone:${phone.range}`),
    ...(entities.money.length
      ? [`money:${band(Math.max(...entities.money.map((m) => m.amount)), [10, 100, 1000])}`]
      : []),
    ...(entities.emails.length ? ['email'] : []),
  ]
}

/**
 * The text model's features for a message's evidence, and its plain n-gram counts when the
 * model has an n-gram half (`ngramBits`).
 */
export function messageFeatureSet(
  evidence: MessageEvidence,
  hashBits: number,
  ngramBits?: number,
): FeatureSet {
  const features = messageFeatures(
    evidence.text,
    evidence.tokens,
    evidence.named,
    hashBits,
    evidence.negated,
  )
  return ngramBits === undefined
    ? features
    : { ...features, ngram: ngramCounts(evidence.raw, ngramBits) }
}
