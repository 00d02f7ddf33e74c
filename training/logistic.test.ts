import { describe, expect, it } from 'vitest'

import { sigmoid } from '../src/domain/engine/model/linear-model.ts'

import {
  fitCalibration,
  fitPlatt,
  foldsOf,
  groupedFoldsOf,
  quantile,
  seededRandom,
  templateOf,
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

describe('groupedFoldsOf', () => {
  it('keeps every template (the same text with other numbers) in one fold', () => {
    const data = Array.from({ length: 60 }, (_, i) => ({
      ...example([], (i % 2) as 0 | 1),
      item: `You have won £${i % 3}00, call 0906${i}`,
    }))
    const folds = groupedFoldsOf(data, 5, 9)
    const byTemplate = new Map<string, Set<number>>()
    data.forEach((d, i) => {
      const key = templateOf(d.item)
      byTemplate.set(key, new Set([...(byTemplate.get(key) ?? []), folds[i] ?? -1]))
    })
    expect(byTemplate.size).toBe(1)
    for (const foldsOfTemplate of byTemplate.values()) expect(foldsOfTemplate.size).toBe(1)
  })
})

describe('fitCalibration', () => {
  it('weighs two models’ log-odds by how much each tells', () => {
    const random = seededRandom(3)
    const inputs: number[][] = []
    const labels: (0 | 1)[] = []
    for (let i = 0; i < 20_000; i++) {
      const useful = random() * 8 - 4
      const noise = random() * 8 - 4
      inputs.push([useful, noise])
      labels.push(random() < sigmoid(1.2 * useful) ? 1 : 0)
    }
    const { weights } = fitCalibration(inputs, labels)
    expect(weights[0]).toBeCloseTo(1.2, 1)
    expect(Math.abs(weights[1] ?? 1)).toBeLessThan(0.05)
  })
})
