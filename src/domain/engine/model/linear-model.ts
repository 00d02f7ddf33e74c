/**
 * A small, transparent linear model (logistic regression), as SpamAssassin learns its rule
 * scores: named features (the detectors' signals, a link's findings) keep a readable weight
 * each; word and character n-grams are hashed into buckets and only the buckets that matter are
 * kept. The raw log-odds are calibrated (Platt scaling, fitted on held-out folds) into a
 * probability, and the probability is mapped onto the 0–100 score so that the thresholds chosen
 * on labelled data fall on the spec's bands (above 30 Medium, above 70 High).
 * Trained by `npm run train` (training/train.ts); pure, so the browser runs it too.
 */

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
}

export interface LinearModelFile {
  version: number
  kind: 'text' | 'url'
  /** Buckets of the n-gram hash: 2 ** hashBits. */
  hashBits: number
  bias: number
  named: Record<string, number>
  /** Bucket → weight, for the buckets kept after training. */
  hashed: Record<string, number>
  /** p = sigmoid(a × logit + b). */
  calibration: { a: number; b: number }
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
  /** The n-grams' share of the log-odds, together. */
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

/** The weights of a model file, ready for fast lookups. */
export interface LinearModel {
  file: LinearModelFile
  named: Map<string, number>
  hashed: Map<number, number>
}

export function loadModel(file: LinearModelFile): LinearModel {
  return {
    file,
    named: new Map(Object.entries(file.named)),
    hashed: new Map(Object.entries(file.hashed).map(([bucket, w]) => [Number(bucket), w])),
  }
}

/** The model's verdict on one item's features. */
export function predict(model: LinearModel, features: FeatureSet): Prediction {
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
  logit += wording
  contributions.sort((a, b) => b.contribution - a.contribution)
  const { a, b } = model.file.calibration
  const probability = sigmoid(a * logit + b)
  return {
    logit,
    probability,
    score: scoreOf(probability, model.file.thresholds),
    contributions,
    wording,
  }
}
