import { describe, expect, it } from 'vitest'

import { LOCALES } from './locales.ts'
import { DEFAULT_SPEECH_LOCALE, SPEECH_LOCALES, speechLocaleFor } from './speech-locales.ts'

describe('speechLocaleFor', () => {
  it.each([
    { locale: 'en', expected: 'en-GB' },
    { locale: 'bn', expected: 'bn-BD' },
    { locale: 'pa', expected: 'pa-IN' },
    { locale: 'pl', expected: 'pl-PL' },
    { locale: 'ro', expected: 'ro-RO' },
    { locale: 'gu', expected: 'gu-IN' },
    { locale: 'ur', expected: 'ur-PK' },
    { locale: 'ar', expected: 'ar-SA' },
    { locale: 'cy', expected: 'cy-GB' },
    { locale: 'sw', expected: 'sw-KE' },
    { locale: 'pt', expected: 'pt-PT' },
    { locale: 'zh', expected: 'zh-CN' },
    { locale: 'ru', expected: 'ru-RU' },
    { locale: 'uk', expected: 'uk-UA' },
  ])('$locale listens for $expected', ({ locale, expected }) => {
    expect(speechLocaleFor(locale)).toBe(expected)
  })

  it('maps 14 of the 15 languages; Tagalog falls back to en-US', () => {
    expect(Object.keys(SPEECH_LOCALES)).toHaveLength(14)
    expect(LOCALES.filter((locale) => !(locale in SPEECH_LOCALES))).toEqual(['tl'])
    expect(speechLocaleFor('tl')).toBe(DEFAULT_SPEECH_LOCALE)
    expect(DEFAULT_SPEECH_LOCALE).toBe('en-US')
  })

  it('falls back to en-US for anything unknown, including inherited names', () => {
    expect(speechLocaleFor('xx')).toBe('en-US')
    expect(speechLocaleFor('')).toBe('en-US')
    expect(speechLocaleFor('toString')).toBe('en-US')
  })
})
