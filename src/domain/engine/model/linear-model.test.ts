import { describe, expect, it } from 'vitest'

import { fnv1a, urlWordsOf } from './features.ts'
import {
  loadModel,
  packWeights,
  predict,
  scoreOf,
  sigmoid,
  unpackWeights,
  type LinearModelFile,
} from './linear-model.ts'

const THRESHOLDS = { flag: 0.6, high: 0.9 }

describe('scoreOf maps a calibrated probability onto the spec bands', () => {
  it.each([
    [0, 0],
    [0.3, 15],
    [0.6, 30], // exactly at the flag threshold: still Low
    [0.6000001, 31], // just above: Medium, never rounded back to 30
    [0.75, 50],
    [0.9, 70], // at the high threshold: still Medium
    [0.9000001, 71],
    [0.95, 85],
    [1, 100],
  ])('%f → %i', (probability, score) => {
    expect(scoreOf(probability, THRESHOLDS)).toBe(score)
  })

  it('rises with the probability', () => {
    let previous = -1
    for (let p = 0; p <= 1; p += 0.001) {
      const score = scoreOf(p, THRESHOLDS)
      expect(score).toBeGreaterThanOrEqual(previous)
      previous = score
    }
  })
})

describe('predict', () => {
  const file: LinearModelFile = {
    version: 1,
    kind: 'text',
    hashBits: 8,
    bias: -1,
    named: { 's:asks_for_code': 2, 'link:none': -0.5 },
    hashed: packWeights(new Map([[7, 0.25]]), 1 / 1024),
    calibration: { a: 2, b: 0.5 },
    thresholds: THRESHOLDS,
  }
  const model = loadModel(file)

  it('adds up the weights, calibrates and explains the named contributions, largest first', () => {
    const prediction = predict(model, {
      named: [
        { name: 'link:none', value: 1 },
        { name: 's:asks_for_code', value: 1 },
        { name: 'unknown', value: 1 },
      ],
      hashed: new Map([
        [7, 2],
        [8, 1],
      ]),
    })
    expect(prediction.logit).toBeCloseTo(-1 + 2 - 0.5 + 0.5)
    expect(prediction.wording).toBeCloseTo(0.5)
    expect(prediction.probability).toBeCloseTo(sigmoid(2 * 1 + 0.5))
    expect(prediction.contributions).toEqual([
      { name: 's:asks_for_code', contribution: 2 },
      { name: 'link:none', contribution: -0.5 },
    ])
    expect(prediction.score).toBe(scoreOf(prediction.probability, THRESHOLDS))
  })
})

describe('features', () => {
  it('hashes with 32-bit FNV-1a', () => {
    expect(fnv1a('')).toBe(0x811c9dc5)
    expect(fnv1a('a')).toBe(0xe40c292c)
  })

  it('turns numbers into their shape, keeping a long number’s first two digits', () => {
    expect(urlWordsOf('text win to 80082 or call 09061701461, £1.50 pmsg')).toEqual([
      'text',
      'win',
      'to',
      '#5',
      'or',
      'call',
      '#09_11',
      '£',
      '1',
      '50',
      'pmsg',
    ])
  })
})

describe('packed weights', () => {
  it('round-trip every bucket, to the nearest step, in far fewer bytes than JSON', () => {
    const weights = new Map<number, number>()
    for (let bucket = 0; bucket < 5000; bucket++) {
      weights.set(
        bucket * 837 + 11,
        (bucket % 2 ? -1 : 1) * (0.01 + Math.abs(Math.sin(bucket)) * 3),
      )
    }
    const packed = packWeights(weights, 1 / 1024)
    const unpacked = unpackWeights(packed)
    expect(unpacked.size).toBe(weights.size)
    for (const [bucket, weight] of weights) {
      expect(Math.abs((unpacked.get(bucket) ?? NaN) - weight)).toBeLessThanOrEqual(1 / 2048)
    }
    expect(packed.base64.length).toBeLessThan(
      JSON.stringify(Object.fromEntries(weights)).length / 3,
    )
  })

  it('drop weights that round to zero', () => {
    expect(
      unpackWeights(
        packWeights(
          new Map([
            [1, 0.0001],
            [2, -0.5],
          ]),
          1 / 1024,
        ),
      ),
    ).toEqual(new Map([[2, -0.5]]))
  })
})
