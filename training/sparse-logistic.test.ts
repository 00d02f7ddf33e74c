import { describe, expect, it } from 'vitest'

import { logitOf } from './logistic.ts'
import { fitSparseLogistic } from './sparse-logistic.ts'

const example = (named: string[], hashed: number[], label: 0 | 1) => ({
  features: {
    named: named.map((name) => ({ name, value: 1 })),
    hashed: new Map(hashed.map((bucket) => [bucket, 1])),
  },
  label,
  weight: 1,
})

describe('fitSparseLogistic', () => {
  const data = [
    ...Array.from({ length: 50 }, () => example(['asks', 'story'], [7], 1)),
    ...Array.from({ length: 50 }, () => example(['story'], [9], 0)),
  ]

  it('learns that what only scams have points to a scam, and is deterministic', () => {
    const weights = fitSparseLogistic(data, { l2: 1e-3, iterations: 200 })
    expect(weights.named.get('asks')).toBeGreaterThan(1)
    expect(weights.hashed.get(7)).toBeGreaterThan(0)
    expect(weights.hashed.get(9)).toBeLessThan(0)
    expect(logitOf(weights, data[0]!.features)).toBeGreaterThan(3)
    expect(logitOf(weights, data[99]!.features)).toBeLessThan(-3)
    expect(fitSparseLogistic(data, { l2: 1e-3, iterations: 200 })).toEqual(weights)
  })

  it('leaves out the features it is not allowed, as if absent', () => {
    const weights = fitSparseLogistic(
      data,
      { l2: 1e-3, iterations: 200 },
      {
        named: new Set(['story']),
        hashed: new Set([9]),
      },
    )
    expect(weights.named.has('asks')).toBe(false)
    expect(weights.hashed.has(7)).toBe(false)
  })

  it('a stronger penalty gives smaller weights', () => {
    const loose = fitSparseLogistic(data, { l2: 1e-4, iterations: 200 })
    const tight = fitSparseLogistic(data, { l2: 1e-1, iterations: 200 })
    expect(Math.abs(tight.named.get('asks') ?? 0)).toBeLessThan(
      Math.abs(loose.named.get('asks') ?? 0),
    )
  })
})
