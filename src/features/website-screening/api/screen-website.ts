/**
 * POST /api/website-screening (spec part 2 §3, §7; contract in the API's route): the URL in,
 * a threat assessment out. Every field is read leniently: a missing or odd field shows as
 * "Not known" rather than failing the whole answer. Any non-OK status, or an answer carrying
 * an `error`, is a failure (spec §4, §8).
 */
import { useLingui } from '@lingui/react'
import { useMutation } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { z } from 'zod'

import { websiteRiskLevel } from '../../../domain/risk.ts'
import { track } from '../../../lib/analytics.ts'

/** The server checks for up to 60 seconds (spec §9); past this we stop waiting. */
export const WEBSITE_SCREENING_TIMEOUT_MS = 90_000

const text = z.string().trim().min(1).nullable().catch(null)
const count = z.number().finite().nullable().catch(null)
const flag = z.boolean().nullable().catch(null)
const strings = z.array(z.string()).catch([])

const locationSchema = z
  .object({
    city: text,
    region: text,
    country: text,
    as: text,
    is_proxy: flag,
    is_hosting: flag,
  })
  .nullable()
  .catch(null)

const issuerSchema = z
  .union([z.string(), z.object({ O: text, CN: text })])
  .nullable()
  .catch(null)

/** The screening result of spec part 2 §3, read leniently field by field. */
export const websiteResultSchema = z.object({
  url: z.string().catch(''),
  reference_code: z.string().min(1),
  meta_description: text,
  threat_score: count,
  risk_level: z.enum(['High', 'Medium', 'Low']).nullable().catch(null),
  risks: strings,
  recommendations: strings,
  custom_analysis: text,
  llm_recommendation: text,
  is_suspicious: z.boolean().catch(false),
  website_age_days: count,
  website_age_years: count,
  domain_age_days: count,
  /** A text like "12 days", or a bare year (spec §9). */
  age: z.union([z.string(), z.number()]).nullable().catch(null),
  first_seen_year: count,
  whois: z
    .object({
      registrar: text,
      privacy_protected: flag,
      creation_date: text,
      expiration_date: text,
    })
    .nullable()
    .catch(null),
  registrar: text,
  ssl_info: z
    .object({
      valid: flag,
      issuer: issuerSchema,
      valid_from: text,
      valid_to: text,
      days_until_expiration: count,
      certificate_age_days: count,
    })
    .nullable()
    .catch(null),
  has_ssl: flag,
  ssl_valid: flag,
  ssl_days_until_expiration: count,
  ip: text,
  location: locationSchema,
  ip_location: locationSchema,
  legal_name: text,
  trading_name: text,
  trading_address: text,
  contact_email: text,
  contact_phone: text,
  contact_page: text,
  sector: text,
  language: text,
  description: text,
  company_number: text,
  vat_number: text,
  google_safe_browsing: z
    .object({ status: z.string().catch('not_configured'), safe: flag })
    .nullable()
    .catch(null),
  virustotal: z
    .object({ status: z.string().catch('not_configured'), positives: count, total: count })
    .nullable()
    .catch(null),
  lookalike: z.object({ brand: z.string(), technique: z.string() }).nullable().catch(null),
  /** Each lookup's own status: checked, no_data, failed, not_configured, rate_limited. */
  checks: z.record(z.string(), z.string()).catch({}),
})

export type WebsiteResult = z.infer<typeof websiteResultSchema>
export type ServerLocation = NonNullable<WebsiteResult['location']>

/** The server said no: `serverMessage` is its own words, when it sent any. */
export class WebsiteScreeningError extends Error {
  override name = 'WebsiteScreeningError'
  constructor(
    readonly status: number,
    readonly serverMessage: string | null,
  ) {
    super(serverMessage ?? `Server returned error: ${status}`)
  }
}

/** The server answered OK, but with something that is not a screening result. */
export class UnreadableAnswerError extends Error {
  override name = 'UnreadableAnswerError'
}

/** The check took longer than WEBSITE_SCREENING_TIMEOUT_MS. */
export class ScreeningTimeoutError extends Error {
  override name = 'ScreeningTimeoutError'
}

function errorTextOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('error' in body)) return null
  const { error } = body
  return typeof error === 'string' && error.trim() ? error.trim() : null
}

/** Fetches the assessment of one URL; throws one of the errors above, or the fetch error. */
export async function screenWebsite(
  url: string,
  options: { locale: string; signal?: AbortSignal },
): Promise<WebsiteResult> {
  const response = await fetch('/api/website-screening', {
    method: 'POST',
    body: JSON.stringify({ url }),
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'Accept-Language': options.locale,
    },
    credentials: 'same-origin',
    signal: options.signal,
  })
  const body: unknown = await response.json().catch(() => null)
  if (!response.ok) throw new WebsiteScreeningError(response.status, errorTextOf(body))
  // Spec §4: a result that carries an error is not displayed.
  const errorText = errorTextOf(body)
  if (errorText) throw new WebsiteScreeningError(response.status, errorText)
  const result = websiteResultSchema.safeParse(body)
  if (!result.success) throw new UnreadableAnswerError('The answer is not a screening result')
  return result.data
}

/** The badge's level: the server's, or worked out from the score (spec §9). */
export function riskLevelOf(result: WebsiteResult) {
  if (result.risk_level) return result.risk_level
  return result.threat_score === null ? null : websiteRiskLevel(result.threat_score)
}

function isCancelled(error: Error): boolean {
  return error.name === 'AbortError'
}

/**
 * The screening as a mutation. Analytics get the outcome only, never the address. A check
 * still running when the page goes away is cancelled; one running too long is given up.
 */
export function useScreenWebsite() {
  const { i18n } = useLingui()
  const running = useRef(new Set<AbortController>())

  useEffect(() => {
    const controllers = running.current
    return () => {
      for (const controller of controllers) controller.abort()
    }
  }, [])

  return useMutation({
    mutationFn: async (url: string) => {
      const controller = new AbortController()
      running.current.add(controller)
      let timedOut = false
      const timer = setTimeout(() => {
        timedOut = true
        controller.abort()
      }, WEBSITE_SCREENING_TIMEOUT_MS)
      try {
        return await screenWebsite(url, { locale: i18n.locale, signal: controller.signal })
      } catch (error) {
        if (timedOut) throw new ScreeningTimeoutError('The check took too long')
        throw error
      } finally {
        clearTimeout(timer)
        running.current.delete(controller)
      }
    },
    onMutate: () => track('website_screening_submitted'),
    onSuccess: (result) => {
      // The conversion event of spec §7.
      track('website_screening_completed', { risk_level: riskLevelOf(result) })
    },
    onError: (error) => {
      if (isCancelled(error)) return
      track('website_screening_failed', {
        status: error instanceof WebsiteScreeningError ? error.status : 0,
      })
    },
  })
}
