/**
 * A small, transparent linear model (logistic regression), as SpamAssassin learns its rule
 * scores: named features (the detectors' signals, a link's findings) keep a readable weight
 * each; word and character n-grams are hashed into buckets and only the buckets that matter are
 * kept. The raw log-odds are calibrated (Platt scaling, fitted on held-out folds) into a
 * probability, and the probability is mapped onto the 0–100 score so that the thresholds chosen
 * on labelled data fall on the spec's bands (above 30 Medium, above 70 High).
 * The server's text model has a second half, a plain TF-IDF n-gram model of the text as typed
 * (./ngram.ts); the calibration weighs both halves' log-odds together (stacking).
 * Trained by `npm run train` (training/train.ts); pure, so the browser runs it too.
 */
import { tfidf, type NgramCounts } from './ngram.ts'

/** A feature: its name (named features) or its hash bucket (n-grams), and its value. */
export interface FeatureValue {
  name: string
  value: number
}

export interface FeatureSet {
  /** Features with a readable name and weight: signals, findings, structure. */
  named: FeatureValue[]
  /** Hashed n-gram buckets and their values. */
  hashed: Map<number, number>
  /** The text's plain n-gram counts, for a model with an n-gram half. */
  ngram?: NgramCounts
}

/** The plain n-gram half of a model: TF-IDF weights and IDF per bucket, packed. */
export interface NgramModelFile {
  hashBits: number
  bias: number
  /** The IDF of every n-gram seen more than once in training. */
  idf: PackedWeights
  /** The IDF of an n-gram not in `idf`: one seen once, or never. */
  unknownIdf: number
  weights: PackedWeights
}

export interface LinearModelFile {
  version: number
  kind: 'text' | 'url'
  /** Buckets of the n-gram hash: 2 ** hashBits. */
  hashBits: number
  bias: number
  named: Record<string, number>
  /** The buckets kept after training and their weights, packed (see packWeights). */
  hashed: PackedWeights
  /** The plain n-gram half, when there is one. */
  ngram?: NgramModelFile
  /** p = sigmoid(a × logit + ngram × ngramLogit + b). */
  calibration: { a: number; b: number; ngram?: number }
  /** Calibrated probabilities at which the score reaches 30 (flagged) and 70 (high). */
  thresholds: { flag: number; high: number }
}

export interface Prediction {
  /** The model's raw log-odds. */
  logit: number
  /** Calibrated probability that the item is a scam. */
  probability: number
  /** 0–100, on the spec's bands. */
  score: number
  /** Each named feature's share of the log-odds, largest first (positive means riskier). */
  contributions: Array<{ name: string; contribution: number }>
  /** The n-grams' share of the log-odds, together (both halves', in the first half's units). */
  wording: number
}

export function sigmoid(x: number): number {
  return x >= 0 ? 1 / (1 + Math.exp(-x)) : Math.exp(x) / (1 + Math.exp(x))
}

/**
 * Maps a calibrated probability onto 0–100, piecewise linear through (flag, 30) and
 * (high, 70): the score rises with the probability and its bands mean what was measured.
 */
export function scoreOf(probability: number, thresholds: LinearModelFile['thresholds']): number {
  const { flag, high } = thresholds
  const p = Math.min(1, Math.max(0, probability))
  let score: number
  if (p <= flag) score = (p / flag) * 30
  else if (p <= high) score = 30 + ((p - flag) / (high - flag)) * 40
  else score = 70 + ((p - high) / (1 - high)) * 30
  // Rounding must not move an item across a band's edge.
  const rounded = Math.round(score)
  if (p > flag && rounded <= 30) return 31
  if (p <= flag && rounded > 30) return 30
  if (p > high && rounded <= 70) return 71
  if (p <= high && rounded > 70) return 70
  return rounded
}

/**
 * Hashed weights as few bytes as a phone should download: buckets in rising order, each as the
 * gap from the one before, and weights as whole multiples of `step`, both as variable-length
 * integers (7 bits a byte; weights zigzag-signed), then base64.
 */
export interface PackedWeights {
  count: number
  step: number
  base64: string
}

function pushVarint(bytes: number[], value: number) {
  let rest = value
  while (rest >= 0x80) {
    bytes.push((rest % 0x80) | 0x80)
    rest = Math.floor(rest / 0x80)
  }
  bytes.push(rest)
}

/** Packs bucket → weight pairs (weights rounded to multiples of `step`; zeros dropped). */
export function packWeights(weights: ReadonlyMap<number, number>, step: number): PackedWeights {
  const bytes: number[] = []
  let previous = 0
  let count = 0
  for (const [bucket, weight] of [...weights].sort((a, b) => a[0] - b[0])) {
    const units = Math.round(weight / step)
    if (units === 0) continue
    pushVarint(bytes, bucket - previous)
    pushVarint(bytes, units < 0 ? -2 * units - 1 : 2 * units)
    previous = bucket
    count++
  }
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return { count, step, base64: btoa(binary) }
}

/** The bucket → weight pairs of packed weights. */
export function unpackWeights(packed: PackedWeights): Map<number, number> {
  const binary = atob(packed.base64)
  const weights = new Map<number, number>()
  let at = 0
  const read = () => {
    let value = 0
    let scale = 1
    for (;;) {
      const byte = binary.charCodeAt(at++)
      value += (byte & 0x7f) * scale
      if (byte < 0x80) return value
      scale *= 0x80
    }
  }
  let bucket = 0
  for (let i = 0; i < packed.count; i++) {
    bucket += read()
    const zigzag = read()
    const units = zigzag % 2 ? -(zigzag + 1) / 2 : zigzag / 2
    weights.set(bucket, units * packed.step)
  }
  return weights
}

/** The weights of a model file, ready for fast lookups. */
export interface LinearModel {
  file: LinearModelFile
  named: Map<string, number>
  hashed: Map<number, number>
  ngram: { idf: Map<number, number>; weights: Map<number, number> } | null
}

export function loadModel(file: LinearModelFile): LinearModel {
  return {
    file,
    named: new Map(Object.entries(file.named)),
    hashed: unpackWeights(file.hashed),
    ngram: file.ngram
      ? { idf: unpackWeights(file.ngram.idf), weights: unpackWeights(file.ngram.weights) }
      : null,
  }
}

/** The n-gram half's log-odds for counted n-grams (without its bias). */
function ngramLogitOf(model: LinearModel, counts: NgramCounts): number {
  const half = model.ngram
  const file = model.file.ngram
  if (!half || !file) return 0
  let logit = 0
  for (const [bucket, value] of tfidf(counts, half.idf, file.unknownIdf)) {
    logit += (half.weights.get(bucket) ?? 0) * value
  }
  return logit
}

/** The model's verdict on one item's features. */
export function predict(model: LinearModel, features: FeatureSet, wordingScale = 1): Prediction {
  let logit = model.file.bias
  const contributions: Prediction['contributions'] = []
  for (const { name, value } of features.named) {
    const weight = model.named.get(name)
    if (weight === undefined || value === 0) continue
    logit += weight * value
    contributions.push({ name, contribution: weight * value })
  }
  let wording = 0
  for (const [bucket, value] of features.hashed) {
    wording += (model.hashed.get(bucket) ?? 0) * value
  }
  wording *= wordingScale
  logit += wording
  contributions.sort((a, b) => b.contribution - a.contribution)
  const { a, b, ngram: weight = 0 } = model.file.calibration
  const ngram =
    features.ngram && model.file.ngram ? ngramLogitOf(model, features.ngram) * wordingScale : 0
  const ngramBias = model.file.ngram?.bias ?? 0
  const probability = sigmoid(a * logit + weight * (ngram + ngramBias) + b)
  return {
    logit,
    probability,
    score: scoreOf(probability, model.file.thresholds),
    contributions,
    wording: wording + (a ? (weight * ngram) / a : 0),
  }
}
