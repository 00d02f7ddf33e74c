/**
 * Optional: lets a language model reword "What we noticed" from the engine's signals, when an
 * OpenAI-compatible endpoint or Gemini is configured. The model never sees the person's own
 * words, only the signals; it never decides the verdict; and any failure or slow answer leaves
 * the engine's own text in place.
 */
import type { Verdict } from '../../src/domain/engine/analyse.ts'
import type { Locale } from '../../src/domain/locales.ts'
import { LOCALE_NAMES } from '../../src/domain/locales.ts'

export interface NarrativeModelConfig {
  llm?: { baseUrl: string; apiKey?: string; model: string }
  gemini?: { apiKey: string; model: string; baseUrl: string }
}

/** How long a check may wait for the model before it answers without it. */
export const NARRATIVE_TIMEOUT_MS = 8000
const MAX_NARRATIVE_LENGTH = 1500

function prompt(verdict: Verdict, reasons: string[], locale: Locale): string {
  return [
    `Write 2 to 4 short bullet points, each starting with "- ", in ${LOCALE_NAMES[locale]} (language code ${locale}),`,
    'for a worried member of the UK public, explaining these warning signs found in a message they received.',
    `The risk level is ${verdict.riskLevel} (${verdict.score}/100); do not change it, do not say the message is safe,`,
    'do not invent facts, give no phone numbers or links, and use **bold** only for the most important words.',
    'Warning signs:',
    ...reasons.map((reason) => `- ${reason}`),
  ].join('\n')
}

async function postJson(
  url: string,
  body: unknown,
  headers: Record<string, string>,
  signal: AbortSignal,
) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal,
  })
  if (!response.ok) throw new Error(`model answered ${response.status}`)
  return (await response.json()) as unknown
}

function textAt(value: unknown, path: Array<string | number>): string | undefined {
  let current: unknown = value
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined
    current = (current as Record<string | number, unknown>)[key]
  }
  return typeof current === 'string' ? current : undefined
}

/** Keeps only well-formed bullet lines, so a chatty answer cannot add anything else. */
function tidy(answer: string | undefined): string | null {
  const lines = (answer ?? '')
    .split('\n')
    .map((line) => line.trim().replace(/^[*•]\s+/, '- '))
    .filter((line) => line.startsWith('- ') && line.length > 3)
  const text = lines.join('\n')
  return text && text.length <= MAX_NARRATIVE_LENGTH ? text : null
}

/**
 * Asks the configured model to reword the reasons. Resolves to null (use the engine's text)
 * when no model is configured, on any error, or after the timeout.
 */
export async function rewordReasons(
  config: NarrativeModelConfig,
  verdict: Verdict,
  reasons: string[],
  locale: Locale,
  timeoutMs = NARRATIVE_TIMEOUT_MS,
): Promise<string | null> {
  if (reasons.length === 0 || (!config.llm && !config.gemini)) return null
  const signal = AbortSignal.timeout(timeoutMs)
  const text = prompt(verdict, reasons, locale)
  try {
    if (config.llm) {
      const answer = await postJson(
        `${config.llm.baseUrl.replace(/\/+$/, '')}/chat/completions`,
        {
          model: config.llm.model,
          temperature: 0.2,
          max_tokens: 500,
          messages: [{ role: 'user', content: text }],
        },
        config.llm.apiKey ? { authorization: `Bearer ${config.llm.apiKey}` } : {},
        signal,
      )
      return tidy(textAt(answer, ['choices', 0, 'message', 'content']))
    }
    if (config.gemini) {
      const { baseUrl, model, apiKey } = config.gemini
      const answer = await postJson(
        `${baseUrl.replace(/\/+$/, '')}/v1beta/models/${encodeURIComponent(model)}:generateContent`,
        {
          contents: [{ parts: [{ text }] }],
          generationConfig: { temperature: 0.2, maxOutputTokens: 500 },
        },
        { 'x-goog-api-key': apiKey },
        signal,
      )
      return tidy(textAt(answer, ['candidates', 0, 'content', 'parts', 0, 'text']))
    }
  } catch {
    return null
  }
  return null
}
