/**
 * The analysis engine run in the browser, for an instant verdict that needs no network. The
 * engine, its (small) model, the English lexicon and the analysis text's catalog
 * (locales/<locale>/server.po) are loaded on first use, as chunks of their own that the service
 * worker precaches, so the home page's first load does not grow and the check works offline
 * after the first visit. Another language's lexicon is loaded when a message seems to be in it.
 */
import { setupI18n, type I18n, type Messages } from '@lingui/core'

import type { TextEngine } from '../domain/engine/analyse.ts'
import type { Lexicon } from '../domain/engine/language/lexicon.ts'
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
  /** The engine for messages in these languages (English always). */
  forLanguages(languages: readonly string[]): Promise<TextEngine>
  writeAnalysis: typeof writeAnalysis
}

/** Every other language's lexicon, as a chunk of its own. */
const LEXICON_CHUNKS = import.meta.glob<Record<string, Lexicon>>([
  '../domain/engine/language/lexicons/*.ts',
  '!**/index.ts',
  '!**/en.ts',
  '!**/*.test.ts',
])

/** Loads a language's lexicon (each file exports one), or undefined when there is none. */
function lexiconChunk(language: string): (() => Promise<Lexicon | undefined>) | undefined {
  const load = LEXICON_CHUNKS[`../domain/engine/language/lexicons/${language}.ts`]
  return load && (() => load().then((module) => Object.values(module)[0]))
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
      const [analyse, english, model, writer] = await Promise.all([
        import('../domain/engine/analyse.ts'),
        import('../domain/engine/language/lexicons/en.ts'),
        import('../domain/engine/model/device-text-model.ts'),
        import('../domain/engine/writer.ts'),
      ])
      const engines = new Map<string, TextEngine>()
      return {
        async forLanguages(languages) {
          const wanted = [...new Set(languages)].filter((language) => lexiconChunk(language)).sort()
          const key = wanted.join(',')
          let made = engines.get(key)
          if (!made) {
            const others = await Promise.all(wanted.map((language) => lexiconChunk(language)?.()))
            const lexicons = [english.en, ...others.filter((l): l is Lexicon => Boolean(l))]
            made = analyse.createTextEngine(model.DEVICE_TEXT_MODEL, lexicons)
            engines.set(key, made)
          }
          return made
        },
        writeAnalysis: writer.writeAnalysis,
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

/**
 * The analysis text's messages in a language; one missing there falls back to English. The
 * catalogs come compiled by the build (Lingui's Vite plugin), so no message compiler is loaded.
 */
function loadTranslations(locale: Locale): Promise<I18n> {
  let loading = translations.get(locale)
  if (!loading) {
    loading = remembered(
      async () => {
        const [english, own] = await Promise.all([
          loadCatalog(DEFAULT_LOCALE),
          locale === DEFAULT_LOCALE ? null : loadCatalog(locale),
        ])
        return setupI18n({ locale, messages: { [locale]: { ...english, ...own } } })
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
  const { forLanguages, writeAnalysis } = await loadEngine()
  const locale = isLocale(input.locale) ? input.locale : DEFAULT_LOCALE
  const { guessLanguages } = await import('../domain/engine/language/identify.ts')
  const [i18n, engine] = await Promise.all([
    loadTranslations(locale),
    // The message's languages, and the person's own: they may describe a call in it.
    forLanguages([...guessLanguages(input.text), locale]),
  ])
  const emailOrWebsite = input.emailOrWebsite?.trim()
  const verdict = engine.analyseText({
    text: input.text,
    emailOrWebsite: emailOrWebsite || undefined,
  })
  const analysis = writeAnalysis(verdict, i18n, {
    forwardSmsNumber: input.forwardSmsNumber,
    forwardEmail: input.forwardEmail,
  })
  return { score: verdict.score, riskLevel: verdict.riskLevel, analysis }
}
