import { describe, expect, it } from 'vitest'

import { foldedSkeleton, skeleton } from './confusables.ts'

describe('skeleton', () => {
  it.each([
    ['paypal', 'paypal'],
    ['pаypal', 'paypal'], // Cyrillic а
    ['раураl', 'paypal'], // Cyrillic р а у а
    ['paypa1', 'paypal'],
    ['g00gle', 'google'],
    ['hsbс', 'hsbc'], // Cyrillic с
    ['nh5', 'nhs'],
    ['rnicrosoft', 'microsoft'],
    ['natvvest', 'natwest'],
    ['amazοn', 'amazon'], // Greek ο
    ['bardays', 'bardays'],
    ['barclays', 'bardays'], // cl reads as d, on both sides
    ['münchen', 'munchen'],
    ['ｐａｙｐａｌ', 'paypal'],
    ['coinbasе', 'coinbase'], // Cyrillic е
    ['аррӏе', 'apple'],
  ])('%s looks like %s', (word, expected) => {
    expect(skeleton(word)).toBe(expected)
  })

  it('keeps words that only share letters apart', () => {
    expect(skeleton('pineapple')).not.toBe(skeleton('apple'))
    expect(skeleton('dhi')).not.toBe(skeleton('dhl'))
  })
})

describe('foldedSkeleton', () => {
  it('makes i and l one letter in words of four letters or more', () => {
    expect(foldedSkeleton(skeleton('barciays'))).toBe(foldedSkeleton(skeleton('barclays')))
    expect(foldedSkeleton(skeleton('lcloud'))).toBe(foldedSkeleton(skeleton('icloud')))
    expect(foldedSkeleton('dhi')).toBe('dhi')
  })
})
