/**
 * How each of the engine's two models is built from labelled items: the features (the same
 * functions the engine runs), the weight of each set, the training settings, the calibration
 * and the thresholds. Shared by `npm run train` and `npm run bench:detection`, so the bench
 * measures exactly what the trainer makes.
 */
import { messageEvidence, messageFeatureSet } from '../src/domain/engine/analyse.ts'
import { linkFeatureSet } from '../src/domain/engine/link.ts'
import type { LinearModel, LinearModelFile } from '../src/domain/engine/model/linear-model.ts'

import type { LabelledItem } from './datasets.ts'
import {
  crossValidatedLogits,
  fitLogistic,
  fitPlatt,
  quantile,
  type Example,
  type FittedWeights,
  type TrainOptions,
} from './logistic.ts'

export const MODEL_VERSION = 1

export interface ModelSpec {
  kind: 'text' | 'url'
  options: TrainOptions
  /** How many hashed weights the shipped model keeps (the largest). */
  keep: number
  /** Each (set, label) group's share of its class's total weight. */
  groupShares: Record<string, number>
  /** The most of each genuine set that may score above 30 (the flag threshold). */
  flagTargets: Record<string, number>
  /** The share of all genuine items that may score above 70. */
  highGenuineShare: number
}

export const TEXT_SPEC: ModelSpec = {
  kind: 'text',
  options: {
    hashBits: 18,
    epochs: 20,
    alpha: 0.2,
    beta: 1,
    l1: 0,
    l2: 1,
    seed: 20261125,
  },
  keep: 6000,
  groupShares: {
    'uci-sms:1': 0.5,
    'uk-messages:1': 0.5,
    'uci-sms:0': 0.5,
    'uk-messages:0': 0.5,
  },
  flagTargets: { 'uci-sms': 0.004, 'uk-messages': 0.012 },
  highGenuineShare: 0.001,
}

export const URL_SPEC: ModelSpec = {
  kind: 'url',
  options: { hashBits: 18, epochs: 5, alpha: 0.1, beta: 1, l1: 1, l2: 1, seed: 20261125 },
  keep: 6000,
  groupShares: {
    'phishing-links:1': 0.4,
    'phishing-domains:1': 0.4,
    'uk-links-phishing:1': 0.2,
    'popular-domains:0': 0.6,
    'uk-links-genuine:0': 0.4,
  },
  flagTargets: { 'popular-domains': 0.008, 'uk-links-genuine': 0.015 },
  highGenuineShare: 0.002,
}

/** Gives each example its weight: every class counts the same, each set its stated share. */
function weighted(examples: Example[], spec: ModelSpec): Example[] {
  const counts = new Map<string, number>()
  for (const e of examples) {
    const key = `${e.set}:${e.label}`
    counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  const total = examples.length
  return examples.map((e) => {
    const key = `${e.set}:${e.label}`
    const share = spec.groupShares[key] ?? 0.5
    return { ...e, weight: (share * total) / (2 * (counts.get(key) ?? 1)) }
  })
}

/** The URL model's examples: every address that parses. */
export function urlExamples(items: readonly LabelledItem[], spec = URL_SPEC): Example[] {
  const examples: Example[] = []
  for (const item of items) {
    const set = linkFeatureSet(item.item, spec.options.hashBits)
    if (set) examples.push({ ...item, features: set.features, weight: 1 })
  }
  return weighted(examples, spec)
}

/** The text model's examples, read with the given URL model for their links. */
export function textExamples(
  items: readonly LabelledItem[],
  linkModel: LinearModel,
  spec = TEXT_SPEC,
): Example[] {
  return weighted(
    items.map((item) => ({
      ...item,
      features: messageFeatureSet(messageEvidence(item.item, linkModel), spec.options.hashBits),
      weight: 1,
    })),
    spec,
  )
}

const round = (value: number) => Math.round(value * 10_000) / 10_000

/** Keeps the largest hashed weights and rounds every weight, so the file is small and stable. */
function pruned(weights: FittedWeights, keep: number): FittedWeights {
  const hashed = [...weights.hashed]
    .sort((a, b) => Math.abs(b[1]) - Math.abs(a[1]) || a[0] - b[0])
    .slice(0, keep)
    .map(([bucket, w]) => [bucket, round(w)] as const)
    .filter(([, w]) => w !== 0)
  return {
    bias: round(weights.bias),
    named: new Map(
      [...weights.named].map(([n, w]) => [n, round(w)] as const).filter(([, w]) => w !== 0),
    ),
    hashed: new Map(hashed),
  }
}

/** A fitted and pruned model, as the engine will use it. */
function fitPruned(examples: readonly Example[], spec: ModelSpec): FittedWeights {
  return pruned(fitLogistic(examples, spec.options), spec.keep)
}

export interface TrainedModel {
  file: LinearModelFile
  /** Held-out calibrated probability of each training example (5-fold cross-validation). */
  heldOut: number[]
}

/**
 * Trains a model file: held-out scores by 5-fold cross-validation give the calibration and
 * the thresholds; the shipped weights are then fitted on every example.
 */
export function trainModel(examples: readonly Example[], spec: ModelSpec): TrainedModel {
  const folds = 5
  const prunedSpec = { ...spec }
  const logits = crossValidatedLogitsPruned(examples, prunedSpec, folds)
  const calibration = fitPlatt(
    logits,
    examples.map((e) => e.label),
  )
  const heldOut = logits.map((x) => 1 / (1 + Math.exp(-(calibration.a * x + calibration.b))))
  const genuineOf = (set: string) =>
    heldOut.filter((_, i) => examples[i]?.label === 0 && examples[i]?.set === set)
  let flag = 0.2
  for (const [set, share] of Object.entries(spec.flagTargets)) {
    const values = genuineOf(set)
    if (values.length) flag = Math.max(flag, quantile(values, 1 - share))
  }
  const allGenuine = heldOut.filter((_, i) => examples[i]?.label === 0)
  const high = Math.min(
    0.99,
    Math.max(flag + 0.05, quantile(allGenuine, 1 - spec.highGenuineShare)),
  )
  const weights = fitPruned(examples, spec)
  const file: LinearModelFile = {
    version: MODEL_VERSION,
    kind: spec.kind,
    hashBits: spec.options.hashBits,
    bias: weights.bias,
    named: Object.fromEntries([...weights.named].sort((a, b) => a[0].localeCompare(b[0]))),
    hashed: Object.fromEntries([...weights.hashed].sort((a, b) => a[0] - b[0])),
    calibration: { a: round(calibration.a), b: round(calibration.b) },
    thresholds: { flag: round(flag), high: round(high) },
  }
  return { file, heldOut }
}

function crossValidatedLogitsPruned(
  examples: readonly Example[],
  spec: ModelSpec,
  folds: number,
): number[] {
  // The held-out models are pruned exactly as the shipped one is.
  return crossValidatedLogits(examples, spec.options, folds, (weights) =>
    pruned(weights, spec.keep),
  )
}
