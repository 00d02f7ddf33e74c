import { describe, expect, it } from 'vitest'

import { packWeights, predict, loadModel, type LinearModelFile } from './linear-model.ts'
import { idfOf, ngramCounts, tfidf } from './ngram.ts'

describe('ngramCounts and tfidf', () => {
  it('count words, word pairs and characters inside words, as typed', () => {
    const counts = ngramCounts('Call 09061 NOW now', 24)
    // call, 09061, now (twice), and three pairs.
    expect([...counts.words.values()].reduce((a, b) => a + b, 0)).toBe(7)
    expect(counts.chars.size).toBeGreaterThan(10)
  })

  it('scale each block to unit length, rare n-grams weighing more', () => {
    const documents = ['win a prize now', 'see you at noon', 'win win'].map((t) =>
      ngramCounts(t, 24),
    )
    const idf = idfOf(documents)
    const values = tfidf(documents[0]!, idf, 99)
    let words = 0
    for (const [key, value] of values) if (documents[0]!.words.has(key)) words += value * value
    expect(words).toBeCloseTo(1, 5)
  })
})

describe('a model with an n-gram half', () => {
  const file: LinearModelFile = {
    version: 2,
    kind: 'text',
    hashBits: 8,
    bias: 0,
    named: {},
    hashed: packWeights(new Map(), 1 / 1024),
    ngram: {
      hashBits: 24,
      bias: -1,
      idf: packWeights(new Map(), 1 / 1024),
      unknownIdf: 2,
      weights: packWeights(
        new Map([...ngramCounts('prize', 24).words.keys()].map((k) => [k, 3])),
        1 / 1024,
      ),
    },
    calibration: { a: 1, b: 0, ngram: 1 },
    thresholds: { flag: 0.6, high: 0.9 },
  }
  const model = loadModel(file)

  it('adds the n-gram half’s log-odds, weighed by the calibration, to the first half’s', () => {
    const withPrize = predict(model, {
      named: [],
      hashed: new Map(),
      ngram: ngramCounts('prize', 24),
    })
    const without = predict(model, {
      named: [],
      hashed: new Map(),
      ngram: ngramCounts('hello', 24),
    })
    expect(withPrize.probability).toBeGreaterThan(without.probability)
    expect(withPrize.wording).toBeGreaterThan(0)
  })
})
