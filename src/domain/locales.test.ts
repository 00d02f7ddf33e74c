import { describe, expect, it } from 'vitest'

import { isLocale, pickLocale, textDirection } from './locales.ts'

describe('pickLocale', () => {
  it.each([
    { stored: 'cy', browser: ['en-GB'], expected: 'cy' },
    { stored: 'xx', browser: ['pl-PL', 'en'], expected: 'pl' },
    { stored: null, browser: ['fr-FR', 'UR-pk'], expected: 'ur' },
    { stored: null, browser: ['fr-FR'], expected: 'en' },
    { stored: '', browser: [], expected: 'en' },
  ])('stored $stored with browser $browser gives $expected', ({ stored, browser, expected }) => {
    expect(pickLocale(stored, browser)).toBe(expected)
  })
})

describe('textDirection', () => {
  it('is right to left for Arabic and Urdu only', () => {
    expect(textDirection('ar')).toBe('rtl')
    expect(textDirection('ur')).toBe('rtl')
    expect(textDirection('en')).toBe('ltr')
    expect(textDirection('bn')).toBe('ltr')
  })
})

it('isLocale rejects unsupported codes', () => {
  expect(isLocale('tl')).toBe(true)
  expect(isLocale('fr')).toBe(false)
  expect(isLocale(42)).toBe(false)
})
