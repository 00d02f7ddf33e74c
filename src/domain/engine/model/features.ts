/**
 * Turns a message or a web address into the model's features: named ones (signals, findings,
 * structure) and hashed word and character n-grams. Training and prediction call the same
 * functions, so what the model learned is exactly what it sees. A message's words come from
 * the tokeniser every language shares (../language/matcher.ts): Chinese characters are words of
 * their own and give character bigrams and trigrams, other scripts give word bigrams and
 * character n-grams inside each word. Numbers become shapes ("#5" for a five-digit short code)
 * so the model learns the kind of number, not the number. Pure and fast.
 */
import type { Token } from '../language/matcher.ts'

import type { FeatureSet, FeatureValue } from './linear-model.ts'

/** 32-bit FNV-1a of a string, as an unsigned integer. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

/**
 * Hashes bags of n-grams into buckets; each bag is scaled to unit length, so a long message
 * does not outweigh a short one and each kind of n-gram counts the same.
 */
function hashBags(bags: Array<[string, Set<string>]>, hashBits: number): Map<number, number> {
  const mask = hashBits >= 32 ? 0xffffffff : (1 << hashBits) - 1
  const hashed = new Map<number, number>()
  for (const [namespace, bag] of bags) {
    if (bag.size === 0) continue
    const value = 1 / Math.sqrt(bag.size)
    for (const gram of bag) {
      const bucket = (fnv1a(`${namespace}:${gram}`) & mask) >>> 0
      hashed.set(bucket, (hashed.get(bucket) ?? 0) + value)
    }
  }
  return hashed
}

const DIGITS = /^[0-9]+$/
const HAN = /^\p{Script=Han}$/u
/** Signs that say something about a message: money, shouting, odd characters. */
const SIGNS = /[£$€%!?@*#&+]/g

/** A word as the model reads it: runs of three digits or more become their shape. */
export function wordShape(word: string): string {
  if (word.length <= 2 || !DIGITS.test(word)) return word
  // The first two digits say a lot about a UK number (07 mobile, 09 premium, 08 service).
  return word.length >= 10 ? `#${word.slice(0, 2)}_${word.length}` : `#${word.length}`
}

/** Character n-grams (2 to 5) inside each padded word, as scikit-learn's char_wb. */
function addCharGrams(bag: Set<string>, word: string) {
  const padded = ` ${word} `
  for (let n = 2; n <= 5; n++) {
    for (let i = 0; i + n <= padded.length; i++) bag.add(padded.slice(i, i + n))
  }
}

/** Words read per message, at most: a pasted letter is judged on its opening. */
const MAX_WORDS = 600

/**
 * A message's features: the detectors' signals (named `s:<id>`) and the message's shape, word
 * unigrams and bigrams, character n-grams, Chinese character n-grams and signs.
 */
export function messageFeatures(
  normalisedText: string,
  tokens: readonly Token[],
  named: FeatureValue[],
  hashBits: number,
  negated: readonly boolean[] = [],
): FeatureSet {
  const words = new Set<string>()
  // Words in a warning or a negation, apart: "never share your code" is not "share your code".
  const warned = new Set<string>()
  const pairs = new Set<string>()
  const chars = new Set<string>()
  const han = new Set<string>()
  let previous = ''
  let hanRun: string[] = []
  const flushHan = () => {
    for (let i = 0; i < hanRun.length; i++) {
      han.add(hanRun[i] ?? '')
      if (i + 1 < hanRun.length) han.add(`${hanRun[i]}${hanRun[i + 1]}`)
      if (i + 2 < hanRun.length) han.add(`${hanRun[i]}${hanRun[i + 1]}${hanRun[i + 2]}`)
    }
    hanRun = []
  }
  tokens.slice(0, MAX_WORDS).forEach((token, index) => {
    if (negated[index]) warned.add(wordShape(token.text))
    if (HAN.test(token.text)) {
      hanRun.push(token.text)
      previous = ''
      return
    }
    flushHan()
    const word = wordShape(token.text)
    words.add(word)
    if (previous) pairs.add(`${previous} ${word}`)
    previous = word
    if (word === token.text && word.length <= 20) addCharGrams(chars, word)
  })
  flushHan()
  for (const sign of normalisedText.matchAll(SIGNS)) words.add(sign[0])
  return {
    named,
    hashed: hashBags(
      [
        ['w', words],
        ['b', pairs],
        ['c', chars],
        ['h', han],
        ['n', warned],
      ],
      hashBits,
    ),
  }
}

/** The words of a web address's parts: letters, digit runs as shapes, and a few signs. */
export function urlWordsOf(text: string): string[] {
  return [...text.matchAll(/[a-z\u00c0-\u024f]+|[0-9]+|[£$€%@!?]/g)].map((match) =>
    wordShape(match[0]),
  )
}

/** The parts of a web address the URL model reads. */
export interface UrlParts {
  hostname: string
  registrableDomain: string
  /** Path and query, lower-cased. */
  rest: string
}

/**
 * A web address's features: its findings and structure (named, e.g. `f:risky_tld`,
 * `labels:3`), character n-grams of the host and of the registrable name, and the words of
 * the path and query.
 */
export function urlFeatures(parts: UrlParts, named: FeatureValue[], hashBits: number): FeatureSet {
  const host = new Set<string>()
  const domain = new Set<string>()
  const path = new Set<string>()
  const { hostname, registrableDomain } = parts
  const padded = ` ${hostname} `
  for (let n = 3; n <= 5; n++) {
    for (let i = 0; i + n <= padded.length; i++) host.add(padded.slice(i, i + n))
  }
  const label = registrableDomain.split('.')[0] ?? ''
  addCharGramsOfLabel(domain, label)
  const subdomain = hostname.endsWith(registrableDomain)
    ? hostname.slice(0, -registrableDomain.length)
    : ''
  for (const word of urlWordsOf(subdomain)) host.add(`sub=${word}`)
  for (const word of urlWordsOf(parts.rest).slice(0, 60)) path.add(word)
  return {
    named,
    hashed: hashBags(
      [
        ['h', host],
        ['d', domain],
        ['p', path],
      ],
      hashBits,
    ),
  }
}

function addCharGramsOfLabel(bag: Set<string>, label: string) {
  const padded = `^${label}$`
  for (let n = 2; n <= 4; n++) {
    for (let i = 0; i + n <= padded.length; i++) bag.add(padded.slice(i, i + n))
  }
}

/** A count as a small band, so the model learns "many", not each number. */
export function band(value: number, edges: readonly number[]): string {
  let index = 0
  while (index < edges.length && value > (edges[index] ?? 0)) index++
  return index === 0
    ? `<=${edges[0]}`
    : index === edges.length
      ? `>${edges.at(-1)}`
      : `<=${edges[index]}`
}
