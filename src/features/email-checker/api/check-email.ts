/**
 * POST /api/email-trust (spec part 2 §3, §7; contract in the API's route): an address in, a
 * trust score out of 16 with every factor explained. Read leniently: an odd factor or field is
 * dropped rather than failing the whole answer. A non-OK answer throws the server's error text
 * (spec §7, §8).
 */
import { useLingui } from '@lingui/react'
import { useMutation } from '@tanstack/react-query'

import { track } from '../../../lib/analytics.ts'
import { errorTextOf, postJson } from '../../../lib/post-json.ts'
import { useCancelOnUnmount } from '../../../lib/use-cancel-on-unmount.ts'

import type { EmailTrustResult } from './schemas.ts'

/** The server answers within 5 seconds; past this the page stops waiting. */
export const EMAIL_TRUST_TIMEOUT_MS = 30_000

export type { EmailTrustResult } from './schemas.ts'
export type TrustRating = EmailTrustResult['trust_rating']
export type EmailTrustFactor = EmailTrustResult['factors'][number]

/** The server said no; `serverMessage` is its own words, when it sent any. */
export class EmailTrustError extends Error {
  override name = 'EmailTrustError'
  constructor(
    readonly status: number,
    readonly serverMessage: string | null,
  ) {
    super(serverMessage ?? `Server returned error: ${status}`)
  }
}

/** The answer was OK but not a trust result. */
export class UnreadableTrustAnswerError extends Error {
  override name = 'UnreadableTrustAnswerError'
}

/** Checks one address; throws one of the errors above, or the fetch error. */
export async function checkEmail(
  email: string,
  options: { locale: string; signal?: AbortSignal },
): Promise<EmailTrustResult> {
  const { ok, status, body } = await postJson('/api/email-trust', { email }, options)
  if (!ok) throw new EmailTrustError(status, errorTextOf(body))
  // The schema (and zod) loads with the first answer, not with the page.
  const { emailTrustResultSchema } = await import('./schemas.ts')
  const result = emailTrustResultSchema.safeParse(body)
  if (!result.success) throw new UnreadableTrustAnswerError('The answer is not a trust result')
  return result.data
}

/**
 * The check as a mutation. Analytics get the outcome only, never the address. A check still
 * running when the page goes away is cancelled; one running too long is given up.
 */
export function useCheckEmail() {
  const { i18n } = useLingui()
  const cancelOnUnmount = useCancelOnUnmount()

  return useMutation({
    mutationFn: (email: string) =>
      // Given up after the timeout, not cancelled: the page says the analysis failed.
      cancelOnUnmount(({ signal }) => checkEmail(email, { locale: i18n.locale, signal }), {
        timeoutMs: EMAIL_TRUST_TIMEOUT_MS,
      }),
    onMutate: () => track('email_trust_submitted'),
    onSuccess: (result) =>
      track('email_trust_completed', {
        trust_rating: result.trust_rating,
        provider_type: result.provider_type,
      }),
    onError: (error) => {
      if (error.name === 'AbortError') return
      track('email_trust_failed', { status: error instanceof EmailTrustError ? error.status : 0 })
    },
  })
}
