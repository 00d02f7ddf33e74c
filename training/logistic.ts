/**
 * Fitting the engine's linear models: FTRL-proximal logistic regression (McMahan et al.,
 * 2013), which keeps only the weights that matter (L1) and is deterministic for a fixed seed
 * and order; stratified folds; Platt calibration on held-out scores; and the choice of
 * thresholds from the false-alarm rates we accept. Node-only tooling: nothing here ships.
 */
import { sigmoid, type FeatureSet } from '../src/domain/engine/model/linear-model.ts'

export interface Example {
  features: FeatureSet
  /** 1 for a scam, 0 for genuine. */
  label: 0 | 1
  /** How much the example counts in training (balances the classes and the sets). */
  weight: number
  /** Which set it comes from, for the figures. */
  set: string
  /** Its category within the set, when the set has them. */
  category: string
  /** The text or address, for the list of worst misses. */
  item: string
}

export interface TrainOptions {
  hashBits: number
  epochs: number
  alpha: number
  beta: number
  l1: number
  l2: number
  seed: number
}

export interface FittedWeights {
  bias: number
  named: Map<string, number>
  hashed: Map<number, number>
}

/** A small seeded PRNG (mulberry32): the same seed gives the same shuffles everywhere. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items]
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[copy[i], copy[j]] = [copy[j] as T, copy[i] as T]
  }
  return copy
}

interface Coordinate {
  z: number
  n: number
}

function weightOf(c: Coordinate, o: TrainOptions, l1 = o.l1): number {
  if (Math.abs(c.z) <= l1) return 0
  return -(c.z - Math.sign(c.z) * l1) / ((o.beta + Math.sqrt(c.n)) / o.alpha + o.l2)
}

/** Fits a logistic regression with FTRL-proximal. */
export function fitLogistic(examples: readonly Example[], options: TrainOptions): FittedWeights {
  const size = 1 << options.hashBits
  const hz = new Float64Array(size)
  const hn = new Float64Array(size)
  const named = new Map<string, Coordinate>()
  const bias: Coordinate = { z: 0, n: 0 }
  const random = seededRandom(options.seed)
  const hashedWeight = (bucket: number) =>
    weightOf({ z: hz[bucket] ?? 0, n: hn[bucket] ?? 0 }, options)

  for (let epoch = 0; epoch < options.epochs; epoch++) {
    for (const example of shuffled(examples, random)) {
      const { features } = example
      let logit = weightOf(bias, options, 0)
      const namedCoords: Array<[Coordinate, number, number]> = []
      for (const { name, value } of features.named) {
        let c = named.get(name)
        if (!c) named.set(name, (c = { z: 0, n: 0 }))
        const w = weightOf(c, options)
        namedCoords.push([c, value, w])
        logit += w * value
      }
      const hashedCoords: Array<[number, number, number]> = []
      for (const [bucket, value] of features.hashed) {
        const w = hashedWeight(bucket)
        hashedCoords.push([bucket, value, w])
        logit += w * value
      }
      const error = (sigmoid(logit) - example.label) * example.weight
      const update = (c: Coordinate, value: number, w: number) => {
        const g = error * value
        const sigma = (Math.sqrt(c.n + g * g) - Math.sqrt(c.n)) / options.alpha
        c.z += g - sigma * w
        c.n += g * g
      }
      update(bias, 1, weightOf(bias, options, 0))
      for (const [c, value, w] of namedCoords) update(c, value, w)
      for (const [bucket, value, w] of hashedCoords) {
        const c = { z: hz[bucket] ?? 0, n: hn[bucket] ?? 0 }
        update(c, value, w)
        hz[bucket] = c.z
        hn[bucket] = c.n
      }
    }
  }
  const hashed = new Map<number, number>()
  for (let bucket = 0; bucket < size; bucket++) {
    const w = hashedWeight(bucket)
    if (w !== 0) hashed.set(bucket, w)
  }
  return {
    bias: weightOf(bias, options, 0),
    named: new Map(
      [...named].map(([name, c]) => [name, weightOf(c, options)] as const).filter(([, w]) => w),
    ),
    hashed,
  }
}

/** The raw log-odds of fitted weights for one example. */
export function logitOf(weights: FittedWeights, features: FeatureSet): number {
  let logit = weights.bias
  for (const { name, value } of features.named) logit += (weights.named.get(name) ?? 0) * value
  for (const [bucket, value] of features.hashed) logit += (weights.hashed.get(bucket) ?? 0) * value
  return logit
}

/** Stratified folds: each fold holds the same share of every set's scams and genuine items. */
export function foldsOf(examples: readonly Example[], k: number, seed: number): number[] {
  const fold = new Array<number>(examples.length).fill(0)
  const groups = new Map<string, number[]>()
  examples.forEach((example, index) => {
    const key = `${example.set}:${example.label}`
    const group = groups.get(key) ?? []
    group.push(index)
    groups.set(key, group)
  })
  const random = seededRandom(seed)
  for (const key of [...groups.keys()].sort()) {
    shuffled(groups.get(key) ?? [], random).forEach((index, position) => {
      fold[index] = position % k
    })
  }
  return fold
}

/** Held-out log-odds of every example by k-fold cross-validation. */
export function crossValidatedLogits(
  examples: readonly Example[],
  options: TrainOptions,
  k: number,
  finish: (weights: FittedWeights) => FittedWeights = (weights) => weights,
): number[] {
  const fold = foldsOf(examples, k, options.seed)
  const logits = new Array<number>(examples.length).fill(0)
  for (let f = 0; f < k; f++) {
    const weights = finish(
      fitLogistic(
        examples.filter((_, i) => fold[i] !== f),
        options,
      ),
    )
    examples.forEach((example, i) => {
      if (fold[i] === f) logits[i] = logitOf(weights, example.features)
    })
  }
  return logits
}

/**
 * Platt scaling: p = sigmoid(a × logit + b), fitted by Newton's method on held-out log-odds,
 * each class weighted equally so the probability does not depend on the sets' mix.
 */
export function fitPlatt(
  logits: readonly number[],
  labels: readonly (0 | 1)[],
): { a: number; b: number } {
  const positives = labels.filter((l) => l === 1).length
  const negatives = labels.length - positives
  const weightOfLabel = (label: 0 | 1) =>
    label === 1 ? labels.length / (2 * positives) : labels.length / (2 * negatives)
  let a = 1
  let b = 0
  for (let iteration = 0; iteration < 50; iteration++) {
    let ga = 0
    let gb = 0
    let haa = 1e-9
    let hab = 0
    let hbb = 1e-9
    logits.forEach((x, i) => {
      const y = labels[i] ?? 0
      const w = weightOfLabel(y)
      const p = sigmoid(a * x + b)
      const d = (p - y) * w
      const h = p * (1 - p) * w
      ga += d * x
      gb += d
      haa += h * x * x
      hab += h * x
      hbb += h
    })
    const det = haa * hbb - hab * hab
    const da = (hbb * ga - hab * gb) / det
    const db = (haa * gb - hab * ga) / det
    a -= da
    b -= db
    if (Math.abs(da) < 1e-10 && Math.abs(db) < 1e-10) break
  }
  return { a, b }
}

/** The value below which `share` of the sorted values fall (nearest rank). */
export function quantile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((x, y) => x - y)
  if (!sorted.length) return 0
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))
  return sorted[index] ?? 0
}
