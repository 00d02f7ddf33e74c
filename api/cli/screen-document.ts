/**
 * `npm run --silent screen -- document`: {"id", "path"} lines (a PDF or an image) in, POST
 * /api/analyze-document's answer (in English, reference_code null) plus "id" out, or
 * {"id", "error"} with the same words the API would send. Link checks are offline, as in the API.
 */
import { readFile, stat } from 'node:fs/promises'

import type { I18n } from '@lingui/core'

import { DOCUMENT_MAX_BYTES } from '../../src/domain/documents/limits.ts'
import {
  buildDocumentResult,
  checkDocument,
  type DocumentDeps,
} from '../checks/documents/service.ts'
import { problemText } from '../checks/documents/writer.ts'
import { ExtractionError } from '../extract/errors.ts'

export interface DocumentContext {
  deps: DocumentDeps
  i18n: I18n
}

export async function screenDocument(
  item: Record<string, unknown>,
  context: DocumentContext,
): Promise<Record<string, unknown>> {
  const { id = null, path } = item
  if (typeof path !== 'string' || !path) return { id, error: 'Missing "path"' }
  let bytes: Uint8Array
  try {
    if ((await stat(path)).size > DOCUMENT_MAX_BYTES) {
      return { id, error: problemText('too_large', context.i18n) }
    }
    bytes = new Uint8Array(await readFile(path))
  } catch {
    return { id, error: 'Could not read the file' }
  }
  try {
    const check = await checkDocument(bytes, context.deps)
    return { id, ...buildDocumentResult(check, { referenceCode: null, i18n: context.i18n }) }
  } catch (error) {
    if (!(error instanceof ExtractionError)) throw error
    return { id, error: error.message }
  }
}
