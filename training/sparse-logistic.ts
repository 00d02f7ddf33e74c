/**
 * L2-regularised logistic regression fitted by L-BFGS over sparse features, the way
 * scikit-learn's LogisticRegression does, but weighted per example and deterministic (no random
 * order). Every feature the training data has gets a weight ("the full vocabulary"); a caller
 * keeps what it wants afterwards. Node-only tooling: nothing here ships.
 */
import type { FeatureSet } from '../src/domain/engine/model/linear-model.ts'

import type { FittedWeights } from './logistic.ts'

export interface WeightedFeatures {
  features: FeatureSet
  label: 0 | 1
  weight: number
}

export interface SparseOptions {
  /** The penalty on the squared weights, per unit of example weight. */
  l2: number
  /** Iterations of L-BFGS at most. */
  iterations: number
  /** Stop when the gradient's largest entry falls below this. */
  tolerance?: number
}

/** Examples as compressed rows over a dense index of the features they use. */
interface Matrix {
  offsets: Int32Array
  columns: Int32Array
  values: Float64Array
  labels: Float64Array
  weights: Float64Array
  named: string[]
  hashed: number[]
}

/** Puts the examples' features into one index (named first, then hashed buckets). */
function matrixOf(examples: readonly WeightedFeatures[], allowed?: FeatureFilter): Matrix {
  const namedIndex = new Map<string, number>()
  const hashedIndex = new Map<number, number>()
  const named: string[] = []
  const hashed: number[] = []
  let size = 0
  for (const { features } of examples) size += features.named.length + features.hashed.size
  const offsets = new Int32Array(examples.length + 1)
  const columns = new Int32Array(size)
  const values = new Float64Array(size)
  const labels = new Float64Array(examples.length)
  const weights = new Float64Array(examples.length)
  let at = 0
  examples.forEach((example, row) => {
    offsets[row] = at
    labels[row] = example.label
    weights[row] = example.weight
    for (const { name, value } of example.features.named) {
      if (allowed && !allowed.named.has(name)) continue
      let column = namedIndex.get(name)
      if (column === undefined) {
        column = named.length + hashed.length
        namedIndex.set(name, column)
        named.push(name)
      }
      columns[at] = column
      values[at++] = value
    }
    for (const [bucket, value] of example.features.hashed) {
      if (allowed && !allowed.hashed.has(bucket)) continue
      let column = hashedIndex.get(bucket)
      if (column === undefined) {
        column = named.length + hashed.length
        hashedIndex.set(bucket, column)
        hashed.push(bucket)
      }
      columns[at] = column
      values[at++] = value
    }
  })
  offsets[examples.length] = at
  // Columns were numbered in order of first use, named and hashed interleaved: record which.
  const kinds: Array<string | number> = new Array(named.length + hashed.length)
  for (const [name, column] of namedIndex) kinds[column] = name
  for (const [bucket, column] of hashedIndex) kinds[column] = bucket
  return {
    offsets,
    columns: columns.subarray(0, at),
    values: values.subarray(0, at),
    labels,
    weights,
    named: kinds.map((kind) => (typeof kind === 'string' ? kind : '')),
    hashed: kinds.map((kind) => (typeof kind === 'number' ? kind : -1)),
  }
}

/** Which features a fit may use (the rest are left out, as if absent). */
export interface FeatureFilter {
  named: ReadonlySet<string>
  hashed: ReadonlySet<number>
}

/** Loss and gradient of the weighted, regularised log-loss; parameters[last] is the bias. */
function evaluate(matrix: Matrix, parameters: Float64Array, l2: number, gradient: Float64Array) {
  const { offsets, columns, values, labels, weights } = matrix
  const dimensions = parameters.length - 1
  const bias = parameters[dimensions] ?? 0
  gradient.fill(0)
  let loss = 0
  let total = 0
  for (let row = 0; row + 1 < offsets.length; row++) total += weights[row] ?? 0
  for (let row = 0; row + 1 < offsets.length; row++) {
    let z = bias
    const end = offsets[row + 1] ?? 0
    for (let at = offsets[row] ?? 0; at < end; at++) {
      z += (parameters[columns[at] ?? 0] ?? 0) * (values[at] ?? 0)
    }
    const y = labels[row] ?? 0
    const weight = (weights[row] ?? 0) / total
    // log(1 + e^-m) with m the signed margin, computed without overflow.
    const margin = y ? z : -z
    loss +=
      weight * (margin > 0 ? Math.log1p(Math.exp(-margin)) : -margin + Math.log1p(Math.exp(margin)))
    const p = z >= 0 ? 1 / (1 + Math.exp(-z)) : Math.exp(z) / (1 + Math.exp(z))
    const g = weight * (p - y)
    gradient[dimensions] = (gradient[dimensions] ?? 0) + g
    for (let at = offsets[row] ?? 0; at < end; at++) {
      const column = columns[at] ?? 0
      gradient[column] = (gradient[column] ?? 0) + g * (values[at] ?? 0)
    }
  }
  for (let i = 0; i < dimensions; i++) {
    const w = parameters[i] ?? 0
    loss += 0.5 * l2 * w * w
    gradient[i] = (gradient[i] ?? 0) + l2 * w
  }
  return loss
}

function dot(a: Float64Array, b: Float64Array): number {
  let sum = 0
  for (let i = 0; i < a.length; i++) sum += (a[i] ?? 0) * (b[i] ?? 0)
  return sum
}

/** L-BFGS with a backtracking (Armijo) line search: enough for a smooth convex loss. */
function minimise(matrix: Matrix, dimensions: number, options: SparseOptions): Float64Array {
  const memory = 10
  const x = new Float64Array(dimensions + 1)
  const gradient = new Float64Array(dimensions + 1)
  let loss = evaluate(matrix, x, options.l2, gradient)
  const steps: Float64Array[] = []
  const changes: Float64Array[] = []
  const rhos: number[] = []
  const direction = new Float64Array(dimensions + 1)
  const candidate = new Float64Array(dimensions + 1)
  const candidateGradient = new Float64Array(dimensions + 1)
  const alphas = new Array<number>(memory).fill(0)
  const tolerance = options.tolerance ?? 1e-6
  for (let iteration = 0; iteration < options.iterations; iteration++) {
    let largest = 0
    for (const g of gradient) largest = Math.max(largest, Math.abs(g))
    if (largest < tolerance) break
    // Two-loop recursion: direction = -H·gradient.
    direction.set(gradient)
    for (let i = steps.length - 1; i >= 0; i--) {
      const alpha = (rhos[i] ?? 0) * dot(steps[i] as Float64Array, direction)
      alphas[i] = alpha
      const change = changes[i] as Float64Array
      for (let j = 0; j < direction.length; j++)
        direction[j] = (direction[j] ?? 0) - alpha * (change[j] ?? 0)
    }
    if (steps.length) {
      const last = steps.length - 1
      const change = changes[last] as Float64Array
      const scale = dot(steps[last] as Float64Array, change) / dot(change, change)
      for (let j = 0; j < direction.length; j++) direction[j] = (direction[j] ?? 0) * scale
    } else {
      // The first step is a plain gradient step, scaled to a sensible length.
      const norm = Math.sqrt(dot(gradient, gradient))
      for (let j = 0; j < direction.length; j++)
        direction[j] = (direction[j] ?? 0) / Math.max(1, norm)
    }
    for (let i = 0; i < steps.length; i++) {
      const beta = (rhos[i] ?? 0) * dot(changes[i] as Float64Array, direction)
      const step = steps[i] as Float64Array
      for (let j = 0; j < direction.length; j++) {
        direction[j] = (direction[j] ?? 0) + step[j]! * ((alphas[i] ?? 0) - beta)
      }
    }
    for (let j = 0; j < direction.length; j++) direction[j] = -(direction[j] ?? 0)
    let slope = dot(gradient, direction)
    if (slope >= 0) {
      // Not a descent direction: start again from the gradient.
      steps.length = 0
      changes.length = 0
      rhos.length = 0
      for (let j = 0; j < direction.length; j++) direction[j] = -(gradient[j] ?? 0)
      slope = dot(gradient, direction)
    }
    let length = 1
    let nextLoss = Infinity
    for (let tries = 0; tries < 40; tries++) {
      for (let j = 0; j < x.length; j++) candidate[j] = (x[j] ?? 0) + length * (direction[j] ?? 0)
      nextLoss = evaluate(matrix, candidate, options.l2, candidateGradient)
      if (nextLoss <= loss + 1e-4 * length * slope) break
      length *= 0.5
    }
    if (!(nextLoss < loss)) break
    const step = new Float64Array(x.length)
    const change = new Float64Array(x.length)
    for (let j = 0; j < x.length; j++) {
      step[j] = (candidate[j] ?? 0) - (x[j] ?? 0)
      change[j] = (candidateGradient[j] ?? 0) - (gradient[j] ?? 0)
    }
    const curvature = dot(step, change)
    if (curvature > 1e-12) {
      steps.push(step)
      changes.push(change)
      rhos.push(1 / curvature)
      if (steps.length > memory) {
        steps.shift()
        changes.shift()
        rhos.shift()
      }
    }
    const improvement = loss - nextLoss
    x.set(candidate)
    gradient.set(candidateGradient)
    loss = nextLoss
    if (improvement < 1e-10 * Math.max(1, Math.abs(loss))) break
  }
  return x
}

/** Fits the weights; features outside `allowed` (when given) are ignored. */
export function fitSparseLogistic(
  examples: readonly WeightedFeatures[],
  options: SparseOptions,
  allowed?: FeatureFilter,
): FittedWeights {
  const matrix = matrixOf(examples, allowed)
  const dimensions = matrix.named.length
  const x = minimise(matrix, dimensions, options)
  const named = new Map<string, number>()
  const hashed = new Map<number, number>()
  for (let column = 0; column < dimensions; column++) {
    const weight = x[column] ?? 0
    if (weight === 0) continue
    const name = matrix.named[column]
    if (name) named.set(name, weight)
    else hashed.set(matrix.hashed[column] ?? 0, weight)
  }
  return { bias: x[dimensions] ?? 0, named, hashed }
}
