import type { FastifyPluginAsync } from 'fastify'

import { DOCUMENT_MAX_BYTES } from '../../../src/domain/documents/limits.ts'
import { detectFileType } from '../../../src/domain/files/file-type.ts'
import type { Config } from '../../config.ts'
import {
  createWebsiteDeps,
  type WebsiteTestOverrides,
} from '../../enrich/website/screen-website.ts'
import { ExtractionError } from '../../extract/extract.ts'
import { readMultipartForm, isFileTooLarge } from '../../platform/multipart-form.ts'
import { storeUnderReferenceCode } from '../../platform/reference-codes.ts'
import { localeFromAcceptLanguage } from '../../platform/server-i18n.ts'

import { recordDocumentCheck } from './repository.ts'
import { buildDocumentResult, checkDocument } from './service.ts'
import { problemText, type DocumentProblem } from './writer.ts'

interface DocumentOptions {
  config: Config
  checksPerMinute: number
  testOverrides?: WebsiteTestOverrides
}

/** A file the analyser will not read, with the status and words the person gets. */
class DocumentRefusedError extends Error {
  override name = 'DocumentRefusedError'
  constructor(
    message: string,
    readonly statusCode: number,
    readonly code: string,
  ) {
    super(message)
  }
}

const PROBLEM_OF_CODE: Record<string, DocumentProblem> = {
  UNSUPPORTED_FILE: 'unsupported',
  FILE_TOO_COMPLEX: 'too_complex',
  EXTRACTION_TIMEOUT: 'timeout',
}

function problemOf(error: ExtractionError): DocumentProblem {
  return PROBLEM_OF_CODE[error.code] ?? 'damaged'
}

/**
 * POST /api/analyze-document (spec part 1 §7): multipart `document`, a PDF or an image of at
 * most 10 MB judged by its bytes, and `consent_to_store`. Answers the document analysis result
 * (fraudIndicators, recommendation, fraudScore, documentType) with a DOC- reference code, each
 * marker's page and evidence, the links, QR codes, metadata and structure. Errors, in the
 * person's language: 400 no file, 413 too large or too complex, 415 not a PDF or image, 422
 * too slow to read. A locked or damaged file gets a verdict.
 */
export const documentRoutes: FastifyPluginAsync<DocumentOptions> = async (
  app,
  { config, checksPerMinute, testOverrides },
) => {
  const website = createWebsiteDeps(config, app.database.db, app.indicatorKey, testOverrides)
  const deps = {
    db: app.database.db,
    indicatorKey: app.indicatorKey,
    website,
    now: testOverrides?.now,
  }

  app.post(
    '/analyze-document',
    { config: { rateLimit: { max: checksPerMinute, timeWindow: '1 minute' } } },
    async (request) => {
      const locale = localeFromAcceptLanguage(request.headers['accept-language'])
      const i18n = app.translations.forLocale(locale)
      const refuse = (problem: DocumentProblem, status: number, code: string) =>
        new DocumentRefusedError(problemText(problem, i18n), status, code)

      let form
      try {
        form = await readMultipartForm(request, 'document', DOCUMENT_MAX_BYTES)
      } catch (error) {
        if (isFileTooLarge(error)) {
          throw refuse('too_large', 413, 'FILE_TOO_LARGE')
        }
        throw error
      }
      if (!form.file) throw refuse('no_file', 400, 'INVALID_INPUT')
      const { bytes } = form.file
      const type = detectFileType(bytes)
      if (!type || (type.kind !== 'pdf' && type.kind !== 'image')) {
        throw refuse('unsupported', 415, 'UNSUPPORTED_FILE')
      }

      let check
      try {
        check = await checkDocument(bytes, deps)
      } catch (error) {
        if (!(error instanceof ExtractionError)) throw error
        request.log.info({ code: error.code }, 'document not read')
        throw refuse(problemOf(error), error.statusCode, error.code)
      }
      const result = buildDocumentResult(check, { referenceCode: null, i18n })
      const referenceCode = await storeUnderReferenceCode(app.database.db, 'document', (code) =>
        recordDocumentCheck(
          app.database.db,
          { ...result, reference_code: code },
          { bytes, mime: type.mime, store: form.fields.consent_to_store === 'true', locale },
        ),
      )
      return { ...result, reference_code: referenceCode }
    },
  )
}
