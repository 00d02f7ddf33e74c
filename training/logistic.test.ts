import { describe, expect, it } from 'vitest'

import { sigmoid } from '../src/domain/engine/model/linear-model.ts'

import {
  fitLogistic,
  fitPlatt,
  foldsOf,
  logitOf,
  quantile,
  seededRandom,
  type Example,
} from './logistic.ts'

const example = (named: string[], label: 0 | 1, set = 'a'): Example => ({
  features: { named: named.map((name) => ({ name, value: 1 })), hashed: new Map() },
  label,
  weight: 1,
  set,
  category: set,
  item: named.join(' '),
})

describe('fitPlatt', () => {
  it('recovers the slope and offset that made the labels', () => {
    const random = seededRandom(1)
    const logits: number[] = []
    const labels: (0 | 1)[] = []
    for (let i = 0; i < 20_000; i++) {
      const x = random() * 8 - 4
      logits.push(x)
      labels.push(random() < sigmoid(1.5 * x - 0.5) ? 1 : 0)
    }
    const { a, b } = fitPlatt(logits, labels)
    // Both classes weigh the same, which shifts the offset by the log of the classes' ratio.
    const positives = labels.filter((l) => l === 1).length
    expect(a).toBeCloseTo(1.5, 1)
    expect(b).toBeCloseTo(-0.5 + Math.log((labels.length - positives) / positives), 1)
  })
})

describe('fitLogistic', () => {
  const options = { hashBits: 4, epochs: 20, alpha: 0.2, beta: 1, l1: 0, l2: 1, seed: 7 }
  const data = [
    ...Array.from({ length: 50 }, () => example(['asks', 'story'], 1)),
    ...Array.from({ length: 50 }, () => example(['story'], 0)),
  ]

  it('learns that a feature seen only in scams points to a scam, and is deterministic', () => {
    const weights = fitLogistic(data, options)
    expect(weights.named.get('asks')).toBeGreaterThan(1)
    expect(logitOf(weights, data[0]!.features)).toBeGreaterThan(
      logitOf(weights, data[99]!.features),
    )
    expect(fitLogistic(data, options)).toEqual(weights)
  })
})

describe('folds and quantiles', () => {
  it('spreads every set and label evenly over the folds', () => {
    const data = [
      ...Array.from({ length: 10 }, () => example([], 1)),
      ...Array.from({ length: 20 }, () => example([], 0, 'b')),
    ]
    const folds = foldsOf(data, 5, 3)
    for (let f = 0; f < 5; f++) {
      expect(data.filter((e, i) => folds[i] === f && e.label === 1)).toHaveLength(2)
      expect(data.filter((e, i) => folds[i] === f && e.label === 0)).toHaveLength(4)
    }
  })

  it('takes the nearest-rank quantile', () => {
    expect(quantile([5, 1, 4, 2, 3], 0.6)).toBe(3)
    expect(quantile([5, 1, 4, 2, 3], 1)).toBe(5)
  })
})
