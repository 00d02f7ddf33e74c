/**
 * The language the browser's speech recognition listens for, per interface language
 * (spec part 1 §7, §9): 14 of the 15 languages are mapped; Tagalog is not, and anything
 * unmapped falls back to US English, as the spec says.
 */
import { isLocale, type Locale } from './locales.ts'

export const DEFAULT_SPEECH_LOCALE = 'en-US'

export const SPEECH_LOCALES: Readonly<Partial<Record<Locale, string>>> = {
  en: 'en-GB',
  bn: 'bn-BD',
  pa: 'pa-IN',
  pl: 'pl-PL',
  ro: 'ro-RO',
  gu: 'gu-IN',
  ur: 'ur-PK',
  ar: 'ar-SA',
  cy: 'cy-GB',
  sw: 'sw-KE',
  pt: 'pt-PT',
  zh: 'zh-CN',
  ru: 'ru-RU',
  uk: 'uk-UA',
}

/** The BCP 47 tag to give speech recognition for an interface language. */
export function speechLocaleFor(locale: string): string {
  return (isLocale(locale) && SPEECH_LOCALES[locale]) || DEFAULT_SPEECH_LOCALE
}
