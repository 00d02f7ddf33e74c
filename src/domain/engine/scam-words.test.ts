import { describe, expect, it } from 'vitest'

import { coresOf, hasPathIntent, isAddedWord, splitAddedWords } from './scam-words.ts'

describe('splitAddedWords', () => {
  it.each([
    ['', true, false],
    ['refund', true, true],
    ['taxrefund', true, true],
    ['secureloginuk', true, true],
    ['www', true, false],
    ['mycom', true, false],
    ['login24', true, true],
    ['removals', false, false],
    ['pie', false, false],
    ['royalmail', false, false],
  ])('%s: whole %s, intent %s', (text, whole, intent) => {
    expect(splitAddedWords(text)).toEqual({ whole, intent })
  })
})

describe('coresOf', () => {
  const cores = (word: string) => coresOf(word).map((core) => core.core)

  it('peels added words off either end, in every way', () => {
    expect(cores('securepaypa1login')).toEqual(
      expect.arrayContaining(['securepaypa1login', 'paypa1login', 'paypa1']),
    )
    // "pay" starts PayPal's name: the unpeeled word is always a candidate too.
    expect(cores('paypal')).toEqual(['paypal', 'pal'])
    expect(coresOf('myroyalmail24')).toContainEqual({
      core: 'royalmail',
      before: 'my',
      after: '24',
    })
  })

  it('leaves at least three letters', () => {
    expect(cores('eebilling')).toEqual(['eebilling'])
    expect(cores('ab')).toEqual([])
  })
})

describe('isAddedWord and hasPathIntent', () => {
  it.each([
    ['login', true],
    ['uk', true],
    ['2024', true],
    ['7', true], // a number on its own: royalmail-2.com
    ['mail', false], // would eat royalmail and hotmail
    ['direct', false], // first direct
  ])('%s is an added word: %s', (word, expected) => {
    expect(isAddedWord(word)).toBe(expected)
  })

  it.each([
    ['login', true],
    ['paypallogin', true],
    ['accountupdate', true],
    ['money', false],
    ['news', false],
    ['uk', false],
  ])('%s shows intent in a path: %s', (word, expected) => {
    expect(hasPathIntent(word)).toBe(expected)
  })
})
