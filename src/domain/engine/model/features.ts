/**
 * Turns a message or a web address into the model's features: named ones (signals, findings,
 * structure) and hashed word and character n-grams. Training and prediction call the same
 * functions, so what the model learned is exactly what it sees. Pure and fast: no regular
 * expression runs per n-gram, and numbers become shapes ("#5" for a five-digit short code) so
 * the model learns the kind of number, not the number.
 */
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

/** Adds one n-gram to a namespace's bag (presence, not count). */
function addGram(bag: Set<string>, gram: string) {
  bag.add(gram)
}

/**
 * Hashes bags of n-grams into buckets; each bag is scaled to unit length, so a long message
 * does not outweigh a short one and each kind of n-gram counts the same.
 */
function hashBags(bags: Array<[string, Set<string>]>, hashBits: number): Map<number, number> {
  const mask = (1 << hashBits) - 1
  const hashed = new Map<number, number>()
  for (const [namespace, bag] of bags) {
    if (bag.size === 0) continue
    const value = 1 / Math.sqrt(bag.size)
    for (const gram of bag) {
      const bucket = fnv1a(`${namespace}:${gram}`) & mask
      hashed.set(bucket, (hashed.get(bucket) ?? 0) + value)
    }
  }
  return hashed
}

const WORD = /[a-z\u00c0-\u024f]+|[0-9]+|[£$€%@!?]/g

/** Words of lower-cased text; digit runs become their shape ("#5") past two digits. */
export function wordsOf(text: string): string[] {
  const words: string[] = []
  for (const match of text.matchAll(WORD)) {
    const word = match[0]
    const first = word.charCodeAt(0)
    if (first >= 48 && first <= 57 && word.length > 2) {
      // The first two digits say a lot about a UK number (07 mobile, 09 premium, 08 service).
      words.push(word.length >= 10 ? `#${word.slice(0, 2)}_${word.length}` : `#${word.length}`)
    } else words.push(word)
  }
  return words
}

/** Character n-grams (3 to 5) inside each padded word, as scikit-learn's char_wb. */
function addCharGrams(bag: Set<string>, word: string) {
  const padded = ` ${word} `
  for (let n = 3; n <= 5; n++) {
    for (let i = 0; i + n <= padded.length; i++) addGram(bag, padded.slice(i, i + n))
  }
}

/**
 * A message's features: the detectors' signals (named `s:<id>`), the riskiest link's score
 * band (`link:<band>`), word unigrams and bigrams, and character n-grams.
 */
export function messageFeatures(
  normalisedText: string,
  named: FeatureValue[],
  hashBits: number,
): FeatureSet {
  const words = wordsOf(normalisedText).slice(0, 600)
  const unigrams = new Set<string>()
  const bigrams = new Set<string>()
  const chars = new Set<string>()
  for (let i = 0; i < words.length; i++) {
    const word = words[i] ?? ''
    addGram(unigrams, word)
    if (i > 0) addGram(bigrams, `${words[i - 1]} ${word}`)
    if (word.length <= 20) addCharGrams(chars, word)
  }
  return {
    named,
    hashed: hashBags(
      [
        ['w', unigrams],
        ['b', bigrams],
        ['c', chars],
      ],
      hashBits,
    ),
  }
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
    for (let i = 0; i + n <= padded.length; i++) addGram(host, padded.slice(i, i + n))
  }
  const label = registrableDomain.split('.')[0] ?? ''
  addCharGramsOfLabel(domain, label)
  const subdomain = hostname.endsWith(registrableDomain)
    ? hostname.slice(0, -registrableDomain.length)
    : ''
  for (const word of wordsOf(subdomain)) addGram(host, `sub=${word}`)
  for (const word of wordsOf(parts.rest).slice(0, 60)) addGram(path, word)
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
    for (let i = 0; i + n <= padded.length; i++) addGram(bag, padded.slice(i, i + n))
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
