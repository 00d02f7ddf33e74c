/**
 * The email header check: on the device first (src/domain/email-headers, no network), then
 * POST /api/email-headers (spec part 2 §7) for what needs data or the network and the
 * reference code. The server's answer is read leniently: an odd signal or hop is dropped
 * rather than failing the whole answer.
 */
import { useLingui } from '@lingui/react'
import { useMutation } from '@tanstack/react-query'

import { readEmailHeaders, type HeadersProblem } from '../../../domain/email-headers/parse.ts'
import type { EmailHeaderResult } from '../../../domain/email-headers/result.ts'
import { track } from '../../../lib/analytics.ts'
import { errorTextOf, postJson, stringFieldOf } from '../../../lib/post-json.ts'
import { useCancelOnUnmount } from '../../../lib/use-cancel-on-unmount.ts'

/** The server answers within 5 seconds; past this the page stops waiting. */
export const EMAIL_HEADERS_TIMEOUT_MS = 30_000

/** The device's reading: a result from the headers alone, or why they are not headers. */
export type DeviceReading =
  { ok: true; result: EmailHeaderResult } | { ok: false; problem: HeadersProblem }

export async function analyseOnDevice(text: string): Promise<DeviceReading> {
  const reading = await readEmailHeaders(text)
  if (!reading.ok) return reading
  // The analysis (and its look-alike tables) loads with the first check, not with the page.
  const [{ analyseHeaders }, { buildHeaderResult }] = await Promise.all([
    import('../../../domain/email-headers/analysis.ts'),
    import('../../../domain/email-headers/result.ts'),
  ])
  return { ok: true, result: buildHeaderResult(analyseHeaders(reading.parsed)) }
}

export type ServerHeaderResult = EmailHeaderResult & { reference_code: string | null }

/** The server refused the headers (400): its `details`, else its `error`, in its words. */
export class InvalidHeadersError extends Error {
  override name = 'InvalidHeadersError'
  constructor(readonly serverMessage: string | null) {
    super(serverMessage ?? 'Invalid headers')
  }
}

function detailsOf(body: unknown): string | null {
  return stringFieldOf(body, 'details')?.trim() ?? errorTextOf(body)
}

export async function analyseOnServer(
  headers: string,
  options: { locale: string; signal?: AbortSignal },
): Promise<ServerHeaderResult> {
  const { ok, status, body } = await postJson('/api/email-headers', { headers }, options)
  if (status === 400) throw new InvalidHeadersError(detailsOf(body))
  if (!ok) throw new Error(`Server returned error: ${status}`)
  // The schema (and zod) loads with the first answer, not with the page.
  const { resultSchema } = await import('./schemas.ts')
  const result = resultSchema.safeParse(body)
  if (!result.success) throw new Error('The answer is not an email header result')
  // The schema checks the shape; the category is the engine's own string.
  return result.data as ServerHeaderResult
}

/**
 * The server check as a mutation. Analytics get the verdict only, never the headers. A check
 * still running when the page goes away is cancelled; one running too long is given up.
 */
export function useAnalyseHeaders() {
  const { i18n } = useLingui()
  const cancelOnUnmount = useCancelOnUnmount()
  return useMutation({
    mutationFn: (headers: string) =>
      cancelOnUnmount(({ signal }) => analyseOnServer(headers, { locale: i18n.locale, signal }), {
        timeoutMs: EMAIL_HEADERS_TIMEOUT_MS,
      }),
    onSuccess: (result) => track('email_headers_completed', { verdict: result.verdict }),
    onError: (error) => {
      if (error.name !== 'AbortError') track('email_headers_failed', {})
    },
  })
}
