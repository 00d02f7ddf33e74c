/**
 * What fitting the engine's linear models shares: examples and fitted weights, a seeded order,
 * stratified and template-grouped folds, calibration on held-out log-odds (Platt scaling, and
 * stacking two models), and quantiles for the thresholds. The fitting itself is
 * ./sparse-logistic.ts. Node-only tooling: nothing here ships.
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

/** A message's template: lower case, digits taken out, one space between words. */
export function templateOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/[0-9]+/g, '')
    .replace(/\s+/g, ' ')
    .trim()
}

/**
 * Folds that keep every group together, by default a template (many smishing rows are one
 * message with other numbers, and the UCI and smishing files share rows): each fold holds about
 * the same share of every set's scams and genuine items, counted in groups.
 */
export function groupedFoldsOf(
  examples: readonly Example[],
  k: number,
  seed: number,
  groupOf: (item: string) => string = templateOf,
): number[] {
  const groups = new Map<string, number[]>()
  examples.forEach((example, index) => {
    const key = groupOf(example.item)
    const group = groups.get(key)
    if (group) group.push(index)
    else groups.set(key, [index])
  })
  const strata = new Map<string, string[]>()
  for (const [key, members] of groups) {
    const first = examples[members[0] ?? 0] as Example
    const stratum = `${first.set}:${first.label}`
    strata.set(stratum, [...(strata.get(stratum) ?? []), key])
  }
  const fold = new Array<number>(examples.length).fill(0)
  const random = seededRandom(seed)
  for (const stratum of [...strata.keys()].sort()) {
    shuffled((strata.get(stratum) ?? []).sort(), random).forEach((key, position) => {
      for (const index of groups.get(key) ?? []) fold[index] = position % k
    })
  }
  return fold
}

/** Solves the small linear system m · x = v (Gaussian elimination with pivoting). */
function solve(m: number[][], v: number[]): number[] {
  const n = v.length
  const a = m.map((row, i) => [...row, v[i] ?? 0])
  for (let col = 0; col < n; col++) {
    let pivot = col
    for (let row = col + 1; row < n; row++) {
      if (Math.abs(a[row]?.[col] ?? 0) > Math.abs(a[pivot]?.[col] ?? 0)) pivot = row
    }
    ;[a[col], a[pivot]] = [a[pivot] as number[], a[col] as number[]]
    const top = a[col] as number[]
    for (let row = col + 1; row < n; row++) {
      const current = a[row] as number[]
      const factor = (current[col] ?? 0) / (top[col] ?? 1)
      for (let k = col; k <= n; k++) current[k] = (current[k] ?? 0) - factor * (top[k] ?? 0)
    }
  }
  const x = new Array<number>(n).fill(0)
  for (let row = n - 1; row >= 0; row--) {
    const current = a[row] as number[]
    let sum = current[n] ?? 0
    for (let k = row + 1; k < n; k++) sum -= (current[k] ?? 0) * (x[k] ?? 0)
    x[row] = sum / (current[row] ?? 1)
  }
  return x
}

/**
 * Calibration by logistic regression on held-out log-odds: p = sigmoid(Σ wᵢ × xᵢ + b), fitted
 * by Newton's method, each class weighted equally so the probability does not depend on the
 * sets' mix. With one input it is Platt scaling; with two it weighs two models' log-odds
 * together (stacking).
 */
export function fitCalibration(
  inputs: readonly (readonly number[])[],
  labels: readonly (0 | 1)[],
): { weights: number[]; bias: number } {
  const positives = labels.filter((l) => l === 1).length
  const negatives = labels.length - positives
  const weightOfLabel = (label: 0 | 1) =>
    label === 1 ? labels.length / (2 * positives) : labels.length / (2 * negatives)
  const size = (inputs[0]?.length ?? 0) + 1
  // Parameters: the weights, then the bias (its input is 1).
  const theta = new Array<number>(size).fill(0)
  theta[0] = 1
  for (let iteration = 0; iteration < 100; iteration++) {
    const gradient = new Array<number>(size).fill(0)
    const hessian = Array.from({ length: size }, (_, i) =>
      Array.from({ length: size }, (_, j) => (i === j ? 1e-9 : 0)),
    )
    inputs.forEach((input, i) => {
      const x = [...input, 1]
      const y = labels[i] ?? 0
      const w = weightOfLabel(y)
      const p = sigmoid(x.reduce((sum, value, k) => sum + value * (theta[k] ?? 0), 0))
      const d = (p - y) * w
      const h = p * (1 - p) * w
      for (let r = 0; r < size; r++) {
        gradient[r] = (gradient[r] ?? 0) + d * (x[r] ?? 0)
        const row = hessian[r] as number[]
        for (let c = 0; c < size; c++) row[c] = (row[c] ?? 0) + h * (x[r] ?? 0) * (x[c] ?? 0)
      }
    })
    const step = solve(hessian, gradient)
    step.forEach((delta, k) => (theta[k] = (theta[k] ?? 0) - delta))
    if (step.every((delta) => Math.abs(delta) < 1e-10)) break
  }
  return { weights: theta.slice(0, -1), bias: theta.at(-1) ?? 0 }
}

/** Platt scaling: p = sigmoid(a × logit + b), on held-out log-odds (see fitCalibration). */
export function fitPlatt(
  logits: readonly number[],
  labels: readonly (0 | 1)[],
): { a: number; b: number } {
  const { weights, bias } = fitCalibration(
    logits.map((logit) => [logit]),
    labels,
  )
  return { a: weights[0] ?? 1, b: bias }
}

/** The value below which `share` of the sorted values fall (nearest rank). */
export function quantile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((x, y) => x - y)
  if (!sorted.length) return 0
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))
  return sorted[index] ?? 0
}
