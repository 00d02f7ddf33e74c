/**
 * POST /api/analyze-document (spec part 1 §3, §7): the document in, the analysis out. Photos lose
 * their metadata first (their GPS position). A non-OK status is a DocumentAnalysisError with
 * the spec's "Server returned error: {status}" and the server's own words, when it sent any.
 * Analytics get the outcome only (type and level, or the status), never the document.
 */
import { useLingui } from '@lingui/react'
import { useMutation } from '@tanstack/react-query'

import { DOCUMENT_MAX_BYTES } from '../../../domain/documents/limits.ts'
import { track } from '../../../lib/analytics.ts'
import { errorTextOf, postForm } from '../../../lib/post-json.ts'

import type { DocumentResult } from './schemas.ts'

/** The image worker's client (and comlink) load with the first file sent, not with the page. */
async function prepareImage(file: File, maxBytes: number, signal?: AbortSignal): Promise<File> {
  const { stripImageMetadata } = await import('../../../lib/image-prep-client.ts')
  return stripImageMetadata(file, maxBytes, signal)
}

export type { DocumentResult } from './schemas.ts'

export class DocumentAnalysisError extends Error {
  override name = 'DocumentAnalysisError'
  constructor(
    readonly status: number,
    readonly serverMessage: string | null,
  ) {
    super(`Server returned error: ${status}`)
  }
}

export interface DocumentInput {
  file: File
  consentToStore: boolean
}

export async function analyseDocument(
  input: DocumentInput,
  options: { locale: string; signal?: AbortSignal },
): Promise<DocumentResult> {
  const prepared = await prepareImage(input.file, DOCUMENT_MAX_BYTES, options.signal)
  const form = new FormData()
  form.append('document', prepared, prepared.name)
  if (input.consentToStore) form.append('consent_to_store', 'true')
  const { ok, status, body } = await postForm('/api/analyze-document', form, options)
  if (!ok) throw new DocumentAnalysisError(status, errorTextOf(body))
  // The schema (and zod) loads with the first answer, not with the page.
  const { documentResultSchema } = await import('./schemas.ts')
  const result = documentResultSchema.safeParse(body)
  if (!result.success) throw new DocumentAnalysisError(status, null)
  return result.data
}

/** The analysis as a mutation, with the spec's two analytics events. */
export function useAnalyseDocument() {
  const { i18n } = useLingui()
  return useMutation({
    mutationFn: (input: DocumentInput) => analyseDocument(input, { locale: i18n.locale }),
    onSuccess: (result) =>
      track('document_analysis_completed', {
        document_type: result.document_type ?? result.documentType,
        fraud_score: result.fraudScore,
      }),
    onError: (error) =>
      track('document_analysis_failed', {
        status: error instanceof DocumentAnalysisError ? error.status : 0,
      }),
  })
}
