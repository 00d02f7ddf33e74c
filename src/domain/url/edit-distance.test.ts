import { describe, expect, it } from 'vitest'

import { damerauLevenshtein } from './edit-distance.ts'

describe('damerauLevenshtein', () => {
  it.each([
    ['paypal', 'paypal', 0],
    ['paypal', 'paypall', 1], // insertion
    ['paypal', 'paypl', 1], // deletion
    ['paypal', 'paypel', 1], // substitution
    ['royalmail', 'royalmial', 1], // swap of neighbours
    ['natwest', 'nwatset', 3],
    ['', 'abc', 3],
    ['abc', '', 3],
    ['ca', 'abc', 3], // optimal string alignment, not the unrestricted distance (2)
    ['kitten', 'sitting', 3],
  ])('%s ↔ %s = %i', (a, b, distance) => {
    expect(damerauLevenshtein(a, b)).toBe(distance)
    expect(damerauLevenshtein(b, a)).toBe(distance)
  })

  it('stops early and answers max + 1 once the distance is known to be larger', () => {
    expect(damerauLevenshtein('paypal', 'microsoft', 2)).toBe(3)
    expect(damerauLevenshtein('a', 'abcdef', 1)).toBe(2)
    expect(damerauLevenshtein('royalmail', 'royalmial', 1)).toBe(1)
  })
})
