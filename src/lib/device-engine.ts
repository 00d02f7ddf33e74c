/**
 * The analysis engine run in the browser, for an instant verdict that needs no network. The
 * engine, its model and the analysis text's catalog (locales/<locale>/server.po) are loaded on
 * first use, as chunks of their own that the service worker precaches, so the home page's first
 * load does not grow and the check works offline after the first visit.
 */
import { setupI18n, type I18n, type Messages } from '@lingui/core'
import type { compileMessage } from '@lingui/message-utils/compileMessage'

import type { analyseText } from '../domain/engine/analyse.ts'
import type { RiskLevel } from '../domain/engine/risk.ts'
import type { writeAnalysis } from '../domain/engine/writer.ts'
import { DEFAULT_LOCALE, isLocale, type Locale } from '../domain/locales.ts'

export interface DeviceCheckInput {
  text: string
  /** The email address or website the person named as the other party. */
  emailOrWebsite?: string
  /** The interface language; one without a catalog gets English. */
  locale: string
  forwardSmsNumber: string
  forwardEmail: string
}

export interface DeviceCheckResult {
  score: number
  riskLevel: RiskLevel
  /** The analysis text, with **bold** markers and "- " list lines. */
  analysis: string
}

/** Loaded on first use; only their types are imported here. */
interface Engine {
  analyseText: typeof analyseText
  writeAnalysis: typeof writeAnalysis
  compileMessage: typeof compileMessage
}

let engine: Promise<Engine> | null = null
const translations = new Map<Locale, Promise<I18n>>()

/** Forgets a failed load, so that a later check (back online, say) tries again. */
function remembered<T>(load: () => Promise<T>, forget: () => void): Promise<T> {
  const promise = load()
  promise.catch(forget)
  return promise
}

function loadEngine(): Promise<Engine> {
  engine ??= remembered(
    async () => {
      const [analyse, writer, compiler] = await Promise.all([
        import('../domain/engine/analyse.ts'),
        import('../domain/engine/writer.ts'),
        import('@lingui/message-utils/compileMessage'),
      ])
      return {
        analyseText: analyse.analyseText,
        writeAnalysis: writer.writeAnalysis,
        compileMessage: compiler.compileMessage,
      }
    },
    () => (engine = null),
  )
  return engine
}

async function loadCatalog(locale: Locale): Promise<Messages> {
  const { messages } = await import(`../../locales/${locale}/server.po`)
  return messages
}

/** The analysis text's messages in a language; one missing there falls back to English. */
function loadTranslations(locale: Locale, compile: Engine['compileMessage']): Promise<I18n> {
  let loading = translations.get(locale)
  if (!loading) {
    loading = remembered(
      async () => {
        const [english, own] = await Promise.all([
          loadCatalog(DEFAULT_LOCALE),
          locale === DEFAULT_LOCALE ? null : loadCatalog(locale),
        ])
        const i18n = setupI18n({ locale, messages: { [locale]: { ...english, ...own } } })
        // As on the server: a message the catalog lacks still shows, in English.
        i18n.setMessagesCompiler(compile)
        return i18n
      },
      () => translations.delete(locale),
    )
    translations.set(locale, loading)
  }
  return loading
}

/**
 * The engine's verdict on a message, worked out on this device, with its analysis text in the
 * given language. Rejects when the engine or the catalog cannot be loaded (offline before they
 * were ever cached).
 */
export async function checkOnDevice(input: DeviceCheckInput): Promise<DeviceCheckResult> {
  const { analyseText, writeAnalysis, compileMessage } = await loadEngine()
  const locale = isLocale(input.locale) ? input.locale : DEFAULT_LOCALE
  const i18n = await loadTranslations(locale, compileMessage)
  const emailOrWebsite = input.emailOrWebsite?.trim()
  const verdict = analyseText({ text: input.text, emailOrWebsite: emailOrWebsite || undefined })
  const analysis = writeAnalysis(verdict, i18n, {
    forwardSmsNumber: input.forwardSmsNumber,
    forwardEmail: input.forwardEmail,
  })
  return { score: verdict.score, riskLevel: verdict.riskLevel, analysis }
}
