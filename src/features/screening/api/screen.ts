/**
 * POST /api/screen: the check itself. The description, the optional address and file, the
 * consent flag and the honeypot go as multipart form data; photos lose their metadata first.
 */
import { useLingui } from '@lingui/react'
import { useMutation, useQueryClient } from '@tanstack/react-query'

import { SCREENING_UPLOAD_MAX_BYTES } from '../../../domain/screening/limits.ts'
import { track } from '../../../lib/analytics.ts'
import { useCancelOnUnmount } from '../../../lib/use-cancel-on-unmount.ts'

import type { ParsedScreenInput, ScreenInput, ScreenResult } from './schemas.ts'

/** The image worker's client (and comlink) load with the first file sent, not with the page. */
async function prepareImage(file: File, maxBytes: number, signal?: AbortSignal): Promise<File> {
  const { stripImageMetadata } = await import('../../../lib/image-prep-client.ts')
  return stripImageMetadata(file, maxBytes, signal)
}

export type { ScreenInput, ScreenResult } from './schemas.ts'

/** The schemas (and zod) load with the first check, not with the page. */
const loadSchemas = () => import('./schemas.ts')

/** The check failed; `serverMessage` is the server's own words, when it sent any. */
export class ScreeningRequestError extends Error {
  override name = 'ScreeningRequestError'
  constructor(
    readonly status: number,
    readonly serverMessage: string | null,
  ) {
    super(serverMessage ?? `Screening failed with status ${status}`)
  }
}

/** The multipart body; optional fields are left out rather than sent empty. */
export function screenFormData(input: ParsedScreenInput): FormData {
  const form = new FormData()
  form.append('description', input.description)
  if (input.emailOrWebsite) form.append('email_or_website', input.emailOrWebsite)
  if (input.document) form.append('document', input.document, input.document.name)
  if (input.consentToStore) form.append('consent_to_store', 'true')
  if (input.urlConfirmation) form.append('url_confirmation', input.urlConfirmation)
  return form
}

async function errorMessageOf(response: Response): Promise<string | null> {
  const body: unknown = await response.json().catch(() => null)
  if (typeof body === 'object' && body !== null && 'error' in body) {
    const { error } = body
    if (typeof error === 'string' && error.trim()) return error
  }
  return null
}

export async function screen(
  input: ScreenInput,
  options: { locale: string; signal?: AbortSignal },
): Promise<ScreenResult> {
  const { screenInputSchema, screenResultSchema } = await loadSchemas()
  const parsed = screenInputSchema.parse(input)
  const document =
    parsed.document &&
    (await prepareImage(parsed.document, SCREENING_UPLOAD_MAX_BYTES, options.signal))
  const response = await fetch('/api/screen', {
    method: 'POST',
    body: screenFormData({ ...parsed, document }),
    headers: { Accept: 'application/json', 'Accept-Language': options.locale },
    credentials: 'same-origin',
    signal: options.signal,
  })
  if (!response.ok) {
    throw new ScreeningRequestError(response.status, await errorMessageOf(response))
  }
  const result = screenResultSchema.safeParse(await response.json().catch(() => null))
  if (!result.success) throw new ScreeningRequestError(response.status, null)
  return result.data
}

/**
 * The check as a mutation. Analytics get the outcome only, never what was typed. A check
 * still running when the form goes away is cancelled.
 */
export function useScreen() {
  const { i18n } = useLingui()
  const queryClient = useQueryClient()
  const cancelOnUnmount = useCancelOnUnmount()

  return useMutation({
    mutationFn: (input: ScreenInput) =>
      cancelOnUnmount(({ signal }) => screen(input, { locale: i18n.locale, signal })),
    onMutate: (input) => {
      track('screening_submitted', {
        has_document: input.document !== null,
        has_email_or_website: input.emailOrWebsite.trim() !== '',
        consent_to_store: input.consentToStore,
      })
    },
    onSuccess: (result) => {
      track('screening_completed', { risk_level: result.risk_level })
      // A high-risk check can become a new alert.
      void queryClient.invalidateQueries({ queryKey: ['/api/alerts'] })
    },
    onError: (error) => {
      if (error instanceof DOMException && error.name === 'AbortError') return
      track('screening_failed', {
        status: error instanceof ScreeningRequestError ? error.status : 0,
      })
    },
  })
}
