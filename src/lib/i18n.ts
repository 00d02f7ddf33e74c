/**
 * Interface language: catalogs are loaded on demand, the choice is kept as
 * `preferred_language` (in localStorage, and in a cookie of that name so the server sends the
 * first screen in that language), and <html lang dir> follow it so Arabic and Urdu mirror the
 * layout.
 */
import { i18n } from '@lingui/core'

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

/** Loads a catalog and makes it the active language. */
export async function activateLocale(locale: Locale): Promise<void> {
  const { messages } = await import(`../../locales/${locale}/messages.po`)
  i18n.loadAndActivate({ locale, messages })
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
