/**
 * Interface language: catalogs are loaded on demand, the choice is kept as
 * `preferred_language` (in localStorage, and in a cookie of that name so the server sends the
 * first screen in that language), and <html lang dir> follow it so Arabic and Urdu mirror the
 * layout.
 *
 * The text is split (lingui.config.ts): `messages` (the shell, shared components, every route's
 * title) is loaded at start, and each feature's own catalog by the loader of the routes that
 * show it, so a page downloads and parses only its own text. A language is made active only
 * once every catalog loaded so far is there in it: no page ever shows a message id or English.
 */
import { i18n, type Messages } from '@lingui/core'

import { isLocale, pickLocale, textDirection, type Locale } from '../domain/locales.ts'

export const PREFERRED_LANGUAGE_KEY = 'preferred_language'

function storedLocale(): string | null {
  try {
    return localStorage.getItem(PREFERRED_LANGUAGE_KEY)
  } catch {
    return null
  }
}

/** A year: the choice outlasts the visit, as the stored one does. */
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60

function writeCookie(locale: Locale): void {
  try {
    document.cookie = `${PREFERRED_LANGUAGE_KEY}=${locale}; path=/; max-age=${COOKIE_MAX_AGE_S}; samesite=lax`
  } catch {
    // A sandboxed page can refuse cookies: the server then goes by Accept-Language.
  }
}

/**
 * Copies a choice made before the cookie existed into it, so the server's next first screen
 * is in that language too.
 */
export function rememberLocaleChoice(): void {
  const stored = storedLocale()
  if (!isLocale(stored)) return
  const cookie = `${PREFERRED_LANGUAGE_KEY}=${stored}`
  if (!document.cookie.split('; ').includes(cookie)) writeCookie(stored)
}

export function initialLocale(): Locale {
  return pickLocale(storedLocale(), navigator.languages)
}

/**
 * The features' catalogs, locales/<locale>/features/<name>.po: one per folder of src/features,
 * but the home page's folders (home, screening, alerts) share `home` (lingui.config.ts).
 */
export const FEATURE_CATALOGS = [
  'community-reports',
  'documents',
  'email-checker',
  'email-headers',
  'fraud-taxonomy',
  'home',
  'qr-checker',
  'redaction',
  'resources',
  'video-guide',
  'website-screening',
] as const

export type FeatureCatalog = (typeof FEATURE_CATALOGS)[number]

/** The language being loaded or shown: features' catalogs are fetched in it. */
let targetLocale: Locale = 'en'
/** The language being loaded or shown, for a loader that fetches data in it. */
export function localeBeingShown(): Locale {
  return targetLocale
}

/** Every feature whose text has been asked for: a change of language loads them all again. */
const features = new Set<FeatureCatalog>()
/** One load per catalog and language (`en`, `en/home`); a failed one may be tried again. */
const loads = new Map<string, Promise<void>>()

function loadCatalog(locale: Locale, feature?: FeatureCatalog): Promise<void> {
  const key = feature ? `${locale}/${feature}` : locale
  let load = loads.get(key)
  if (!load) {
    const module: Promise<{ messages: Messages }> = feature
      ? import(`../../locales/${locale}/features/${feature}.po`)
      : import(`../../locales/${locale}/messages.po`)
    load = module.then(({ messages }) => i18n.load(locale, messages))
    load.catch(() => loads.delete(key))
    loads.set(key, load)
  }
  return load
}

/**
 * For a route's loader: the catalogs of the features its page shows, in the language being
 * shown (and in any language chosen later).
 */
export async function loadFeatureMessages(...names: FeatureCatalog[]): Promise<void> {
  for (const name of names) features.add(name)
  // Both the language on screen and one still loading, should a person have just chosen it.
  const locales = new Set([targetLocale, ...(isLocale(i18n.locale) ? [i18n.locale] : [])])
  await Promise.all(
    [...locales].flatMap((locale) => names.map((name) => loadCatalog(locale, name))),
  )
}

/** Loads the language's catalogs (the shared one and every feature's asked for) and makes it active. */
export async function activateLocale(locale: Locale): Promise<void> {
  targetLocale = locale
  await Promise.all([
    loadCatalog(locale),
    ...[...features].map((feature) => loadCatalog(locale, feature)),
  ])
  // A later choice, made while this one was loading, wins.
  if (targetLocale !== locale) return
  i18n.activate(locale)
  document.documentElement.lang = locale
  document.documentElement.dir = textDirection(locale)
}

/** A person's choice from the picker: applied now and remembered for the next visit. */
export async function chooseLocale(locale: Locale): Promise<void> {
  await activateLocale(locale)
  writeCookie(locale)
  try {
    localStorage.setItem(PREFERRED_LANGUAGE_KEY, locale)
  } catch {
    // Private browsing can refuse storage: the choice still holds for this visit.
  }
}
