/** The 15 interface languages (spec part 1 §9), shared by the app, the API and the catalogs. */
export const LOCALES = [
  'en',
  'bn',
  'pa',
  'pl',
  'ro',
  'gu',
  'ur',
  'ar',
  'cy',
  'sw',
  'pt',
  'zh',
  'ru',
  'uk',
  'tl',
] as const

export type Locale = (typeof LOCALES)[number]

export const DEFAULT_LOCALE: Locale = 'en'

const RTL_LOCALES: ReadonlySet<Locale> = new Set(['ar', 'ur'])

/** Each language named in itself, so a person can find their own in the picker. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  bn: 'বাংলা',
  pa: 'ਪੰਜਾਬੀ',
  pl: 'Polski',
  ro: 'Română',
  gu: 'ગુજરાતી',
  ur: 'اردو',
  ar: 'العربية',
  cy: 'Cymraeg',
  sw: 'Kiswahili',
  pt: 'Português',
  zh: '中文',
  ru: 'Русский',
  uk: 'Українська',
  tl: 'Tagalog',
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

export function textDirection(locale: Locale): 'rtl' | 'ltr' {
  return RTL_LOCALES.has(locale) ? 'rtl' : 'ltr'
}

/**
 * Picks the interface language: a stored choice wins if it is supported, then the first
 * supported browser language (by its primary subtag), then English.
 */
export function pickLocale(stored: string | null, browserLanguages: readonly string[]): Locale {
  if (isLocale(stored)) return stored
  for (const tag of browserLanguages) {
    const primary = tag.toLowerCase().split('-')[0]
    if (isLocale(primary)) return primary
  }
  return DEFAULT_LOCALE
}
