/**
 * The plain n-gram model the engine is measured against (issue "Verdicts v2"): scikit-learn's
 * TfidfVectorizer over word 1–2-grams (token pattern \b\w\w+\b) and over character 2–5-grams
 * inside words (char_wb), each block L2-normalised, side by side, and LogisticRegression with
 * C = 1, no rules and no other features. Fitted on the same folds as the engine's models.
 */
import { fnv1a } from '../src/domain/engine/model/features.ts'

import { logitOf, type FittedWeights } from './logistic.ts'
import { fitSparseLogistic } from './sparse-logistic.ts'

const TOKEN = /[\p{L}\p{N}_]{2,}/gu

function wordGrams(text: string): string[] {
  const words = [...text.toLowerCase().matchAll(TOKEN)].map((match) => match[0])
  const grams = [...words]
  for (let i = 1; i < words.length; i++) grams.push(`${words[i - 1]} ${words[i]}`)
  return grams
}

function charGrams(text: string): string[] {
  const grams: string[] = []
  for (const word of text.toLowerCase().split(/\s+/).filter(Boolean)) {
    const padded = ` ${word} `
    for (let n = 2; n <= 5; n++) {
      for (let i = 0; i + n <= padded.length; i++) grams.push(padded.slice(i, i + n))
      if (n >= padded.length) break
    }
  }
  return grams
}

interface Counts {
  words: Map<number, number>
  chars: Map<number, number>
}

function countsOf(text: string): Counts {
  const count = (grams: string[], namespace: string) => {
    const counts = new Map<number, number>()
    for (const gram of grams) {
      const key = fnv1a(`${namespace}:${gram}`)
      counts.set(key, (counts.get(key) ?? 0) + 1)
    }
    return counts
  }
  return { words: count(wordGrams(text), 'w'), chars: count(charGrams(text), 'c') }
}

/** A fitted reference model: its IDF and weights. */
export interface ReferenceModel {
  idf: { words: Map<number, number>; chars: Map<number, number> }
  weights: FittedWeights
}

function idfOf(documents: readonly Map<number, number>[]): Map<number, number> {
  const frequency = new Map<number, number>()
  for (const document of documents) {
    for (const key of document.keys()) frequency.set(key, (frequency.get(key) ?? 0) + 1)
  }
  const n = documents.length
  const idf = new Map<number, number>()
  for (const [key, df] of frequency) idf.set(key, Math.log((1 + n) / (1 + df)) + 1)
  return idf
}

function tfidf(counts: Map<number, number>, idf: Map<number, number>, into: Map<number, number>) {
  let norm = 0
  const row: Array<[number, number]> = []
  for (const [key, count] of counts) {
    const weight = idf.get(key)
    if (weight === undefined) continue
    const value = count * weight
    row.push([key, value])
    norm += value * value
  }
  norm = Math.sqrt(norm) || 1
  for (const [key, value] of row) into.set(key, value / norm)
}

function vectorise(counts: Counts, model: Pick<ReferenceModel, 'idf'>) {
  const hashed = new Map<number, number>()
  tfidf(counts.words, model.idf.words, hashed)
  tfidf(counts.chars, model.idf.chars, hashed)
  return { named: [], hashed }
}

/** The TF-IDF features of texts with an IDF learned from them (for experiments). */
export function tfidfFeatures(training: readonly string[], texts: readonly string[]) {
  const counts = training.map(countsOf)
  const idf = {
    words: idfOf(counts.map((c) => c.words)),
    chars: idfOf(counts.map((c) => c.chars)),
  }
  return texts.map((text) => vectorise(countsOf(text), { idf }).hashed)
}

/** Fits the reference on texts and labels (every example counts the same, as in sklearn). */
export function fitReference(texts: readonly string[], labels: readonly (0 | 1)[]): ReferenceModel {
  const counts = texts.map(countsOf)
  const idf = {
    words: idfOf(counts.map((c) => c.words)),
    chars: idfOf(counts.map((c) => c.chars)),
  }
  const examples = counts.map((c, i) => ({
    features: vectorise(c, { idf }),
    label: labels[i] ?? 0,
    weight: 1,
  }))
  // sklearn minimises C·Σ loss + ½‖w‖²; per unit of example weight that is l2 = 1 / (C·n).
  const weights = fitSparseLogistic(examples, { l2: 1 / texts.length, iterations: 300 })
  return { idf, weights }
}

/** The reference model's log-odds for a text. */
export function referenceLogit(model: ReferenceModel, text: string): number {
  return logitOf(model.weights, vectorise(countsOf(text), model))
}
