/**
 * POST /api/website-screening (spec part 2 §3, §7; contract in the API's route): the URL in,
 * a threat assessment out. Every field is read leniently: a missing or odd field shows as
 * "Not known" rather than failing the whole answer. Any non-OK status, or an answer carrying
 * an `error`, is a failure (spec §4, §8).
 */
import { useLingui } from '@lingui/react'
import { useMutation } from '@tanstack/react-query'

import { track } from '../../../lib/analytics.ts'
import { errorTextOf, postJson } from '../../../lib/post-json.ts'
import { useCancelOnUnmount } from '../../../lib/use-cancel-on-unmount.ts'
import type { WebsiteResult } from '../../../lib/website-result.ts'
import { riskLevelOf } from '../../../lib/website-risk.ts'

/** The server checks for up to 60 seconds (spec §9); past this we stop waiting. */
export const WEBSITE_SCREENING_TIMEOUT_MS = 90_000

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

/** Fetches the assessment of one URL; throws one of the errors above, or the fetch error. */
export async function screenWebsite(
  url: string,
  options: { locale: string; signal?: AbortSignal },
): Promise<WebsiteResult> {
  const { ok, status, body } = await postJson('/api/website-screening', { url }, options)
  if (!ok) throw new WebsiteScreeningError(status, errorTextOf(body))
  // Spec §4: a result that carries an error is not displayed.
  const errorText = errorTextOf(body)
  if (errorText) throw new WebsiteScreeningError(status, errorText)
  // The schema (and zod) loads with the first answer, not with the page.
  const { websiteResultSchema } = await import('../../../lib/website-result.ts')
  const result = websiteResultSchema.safeParse(body)
  if (!result.success) throw new UnreadableAnswerError('The answer is not a screening result')
  return result.data
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
  const cancelOnUnmount = useCancelOnUnmount()

  return useMutation({
    mutationFn: (url: string) =>
      cancelOnUnmount(({ signal }) => screenWebsite(url, { locale: i18n.locale, signal }), {
        timeoutMs: WEBSITE_SCREENING_TIMEOUT_MS,
      }),
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
