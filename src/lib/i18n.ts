/**
 * Interface language: catalogs are loaded on demand, the choice is kept as
 * `preferred_language`, and <html lang dir> follow it so Arabic and Urdu mirror the layout.
 */
import { i18n } from '@lingui/core'

import { pickLocale, textDirection, type Locale } from '../domain/locales.ts'

export const PREFERRED_LANGUAGE_KEY = 'preferred_language'

function storedLocale(): string | null {
  try {
    return localStorage.getItem(PREFERRED_LANGUAGE_KEY)
  } catch {
    return null
  }
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
  try {
    localStorage.setItem(PREFERRED_LANGUAGE_KEY, locale)
  } catch {
    // Private browsing can refuse storage: the choice still holds for this visit.
  }
}
