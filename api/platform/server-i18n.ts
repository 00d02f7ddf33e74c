/**
 * The server's translations: locales/<locale>/server.po, read once at start. Messages are
 * compiled on first use; a message missing in a language falls back to English.
 */
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'

import { setupI18n, type I18n, type Messages } from '@lingui/core'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import PO from 'pofile'

import { DEFAULT_LOCALE, LOCALES, pickLocale, type Locale } from '../../src/domain/locales.ts'

const LOCALES_DIR = fileURLToPath(new URL('../../locales', import.meta.url))

export interface ServerTranslations {
  forLocale(locale: Locale): I18n
}

async function readCatalog(locale: Locale): Promise<Messages> {
  const catalog = PO.parse(await readFile(`${LOCALES_DIR}/${locale}/server.po`, 'utf8'))
  const messages: Messages = {}
  for (const item of catalog.items) {
    const translation = item.msgstr[0]
    if (!item.obsolete && translation) messages[item.msgid] = translation
  }
  return messages
}

/** Reads every server catalog and prepares one i18n instance per language. */
export async function loadServerTranslations(): Promise<ServerTranslations> {
  const english = await readCatalog(DEFAULT_LOCALE)
  const entries = await Promise.all(
    LOCALES.map(async (locale) => {
      const own = locale === DEFAULT_LOCALE ? english : await readCatalog(locale)
      const i18n = setupI18n({ locale, messages: { [locale]: { ...english, ...own } } })
      i18n.setMessagesCompiler(compileMessage)
      return [locale, i18n] as const
    }),
  )
  const instances = Object.fromEntries(entries) as Record<Locale, I18n>
  return { forLocale: (locale) => instances[locale] }
}

/** The best supported language for an Accept-Language header (q-values respected). */
export function localeFromAcceptLanguage(header: string | undefined): Locale {
  if (!header) return DEFAULT_LOCALE
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) || 0 : 1, index }
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
  return pickLocale(
    null,
    ranked.map((entry) => entry.tag),
  )
}
