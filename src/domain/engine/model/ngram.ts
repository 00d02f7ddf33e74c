/**
 * The plain n-gram half of the server's text model: the message as typed (lower case, nothing
 * undone), its words and word pairs and the character 2–5-grams inside each word, weighed by
 * TF-IDF as scikit-learn's TfidfVectorizer does (smooth IDF, each block scaled to unit length).
 * It sees what the detectors' reading of a message smooths away (the exact digits of a premium
 * number, spacing and punctuation inside words), and the two halves together judge better than
 * either alone. Pure; the same code trains it and runs it.
 */
import { fnv1a } from './features.ts'

const TOKEN = /[\p{L}\p{N}_]{2,}/gu

/** Raw n-gram counts of a text, hashed: words and word pairs, and characters inside words. */
export interface NgramCounts {
  words: Map<number, number>
  chars: Map<number, number>
}

function count(counts: Map<number, number>, gram: string, namespace: string, mask: number) {
  const key = (fnv1a(`${namespace}:${gram}`) & mask) >>> 0
  counts.set(key, (counts.get(key) ?? 0) + 1)
}

/** Words at most, and characters at most, read from a message. */
const MAX_WORDS = 600
const MAX_CHARS = 20_000

/** The n-gram counts of a text, hashed into 2 ** hashBits buckets. */
export function ngramCounts(text: string, hashBits: number): NgramCounts {
  const mask = hashBits >= 32 ? 0xffffffff : (1 << hashBits) - 1
  const lower = text.slice(0, MAX_CHARS).toLowerCase()
  const words = new Map<number, number>()
  const chars = new Map<number, number>()
  const tokens = (lower.match(TOKEN) ?? []).slice(0, MAX_WORDS)
  tokens.forEach((token, i) => {
    count(words, token, 'w', mask)
    if (i > 0) count(words, `${tokens[i - 1]} ${token}`, 'w', mask)
  })
  for (const word of lower.split(/\s+/).filter(Boolean).slice(0, MAX_WORDS)) {
    const padded = ` ${word} `
    for (let n = 2; n <= 5; n++) {
      for (let i = 0; i + n <= padded.length; i++) count(chars, padded.slice(i, i + n), 'c', mask)
      if (n >= padded.length) break
    }
  }
  return { words, chars }
}

/**
 * TF-IDF values of one block, scaled to unit length. An n-gram without a known IDF counts as
 * the rarest (`unknownIdf`), as one never seen in training would.
 */
function weighBlock(
  counts: Map<number, number>,
  idf: ReadonlyMap<number, number>,
  unknownIdf: number,
  into: Map<number, number>,
) {
  let norm = 0
  const values: Array<[number, number]> = []
  for (const [key, n] of counts) {
    const value = n * (idf.get(key) ?? unknownIdf)
    values.push([key, value])
    norm += value * value
  }
  norm = Math.sqrt(norm) || 1
  for (const [key, value] of values) into.set(key, (into.get(key) ?? 0) + value / norm)
}

/** Both blocks' TF-IDF values side by side (each block of unit length). */
export function tfidf(
  counts: NgramCounts,
  idf: ReadonlyMap<number, number>,
  unknownIdf: number,
): Map<number, number> {
  const values = new Map<number, number>()
  weighBlock(counts.words, idf, unknownIdf, values)
  weighBlock(counts.chars, idf, unknownIdf, values)
  return values
}

/** Smooth IDF over documents' counts: ln((1 + n) / (1 + df)) + 1. */
export function idfOf(documents: readonly NgramCounts[]): Map<number, number> {
  const frequency = new Map<number, number>()
  for (const { words, chars } of documents) {
    for (const key of words.keys()) frequency.set(key, (frequency.get(key) ?? 0) + 1)
    for (const key of chars.keys()) frequency.set(key, (frequency.get(key) ?? 0) + 1)
  }
  const n = documents.length
  const idf = new Map<number, number>()
  for (const [key, df] of frequency) idf.set(key, Math.log((1 + n) / (1 + df)) + 1)
  return idf
}
