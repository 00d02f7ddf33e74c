import { randomBytes } from 'node:crypto'

import type { FastifyPluginAsync } from 'fastify'

import type { FraudCategory } from '../../../src/domain/engine/fraud-taxonomy.ts'
import { formatReferenceCode } from '../../../src/domain/reference-code.ts'
import { acceptedReportFileType } from '../../../src/domain/reports/file.ts'
import { reportIndicators } from '../../../src/domain/reports/indicators.ts'
import {
  REPORT_PROBLEM_MESSAGES,
  REPORT_TEXT_FIELDS,
  isoDate,
  normaliseReportValues,
  validateReport,
  type ReportValues,
} from '../../../src/domain/reports/validation.ts'
import { raiseCommunityAlerts } from '../../enrich/community.ts'
import {
  FormError,
  readMultipartForm,
  type MultipartForm,
  isFileTooLarge,
} from '../../platform/multipart-form.ts'
import { analyseText } from '../../platform/text-engine.ts'
import { sha256, storeUpload } from '../../platform/uploads.ts'

import { findReportCodeByKey, storeReport } from './service.ts'

interface CommunityReportOptions {
  reportsPerMinute: number
}

/**
 * The outbox item's id (8–128 letters, digits, - or _). Checked by hand: a headers schema would
 * strip the other headers (removeAdditional), multipart's content type among them.
 */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,128}$/

const DAY_MS = 24 * 60 * 60 * 1000

/** Reads the form; an over-size file is refused in the form's own words. */
async function readReportForm(
  ...args: Parameters<typeof readMultipartForm>
): Promise<MultipartForm | 'too-large'> {
  try {
    return await readMultipartForm(...args)
  } catch (error) {
    if (isFileTooLarge(error)) {
      return 'too-large'
    }
    throw error
  }
}

/** The first problem, in the order the form shows its fields; null when there is none. */
function firstProblem(values: Partial<ReportValues>, now: Date): string | null {
  // A day of grace: the person's "today" may already be tomorrow in UTC.
  const problems = validateReport(values, { latestDate: isoDate(new Date(now.getTime() + DAY_MS)) })
  const field = REPORT_TEXT_FIELDS.find((name) => problems[name])
  const problem = field && problems[field]
  return problem ? REPORT_PROBLEM_MESSAGES[problem] : null
}

/** The kind of fraud the description points to, for the signal and the alert. */
function reportCategory(values: ReportValues): FraudCategory {
  const verdict = analyseText({
    text: values.description,
    emailOrWebsite: values.website_url || values.email_address || undefined,
  })
  return verdict.categories[0] ?? 'digital'
}

/**
 * POST /api/community-reports: an anonymous report (spec part 2 §3, §7). Answers 200
 * `{reference_code}`; the same Idempotency-Key again answers with the first report's code and
 * stores nothing. Validation repeats the form's rules in the spec's words (400); the file must
 * really be a PDF, Word, text, JPEG or PNG file (415) of at most 10 MB (413).
 */
export const communityReportRoutes: FastifyPluginAsync<CommunityReportOptions> = async (
  app,
  { reportsPerMinute },
) => {
  app.post<{ Headers: { 'idempotency-key'?: string } }>(
    '/community-reports',
    { config: { rateLimit: { max: reportsPerMinute, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const key = request.headers['idempotency-key']
      if (key !== undefined && !IDEMPOTENCY_KEY.test(key)) {
        throw new FormError('The Idempotency-Key header must be 8 to 128 letters, digits, - or _.')
      }
      const form = await readReportForm(request, 'supporting_document')
      if (form === 'too-large') {
        return reply
          .status(413)
          .send({ error: REPORT_PROBLEM_MESSAGES['file-too-large'], code: 'FILE_TOO_LARGE' })
      }
      const { db } = app.database
      if (key) {
        const earlier = await findReportCodeByKey(db, key)
        if (earlier) return { reference_code: earlier }
      }
      // A filled honeypot is a bot: an answer that looks real, and nothing stored.
      if (form.fields.url_confirmation?.trim()) {
        return { reference_code: formatReferenceCode('report', randomBytes(5)) }
      }

      // The rules apply to what was sent; only then is it normalised, as the form does.
      const sent = Object.fromEntries(
        REPORT_TEXT_FIELDS.map((field) => [field, form.fields[field] ?? '']),
      )
      const problem = firstProblem(sent, new Date())
      if (problem) throw new FormError(problem)
      const values = normaliseReportValues(sent)
      const fileType = form.file ? acceptedReportFileType(form.file.bytes) : null
      if (form.file && !fileType) {
        return reply
          .status(415)
          .send({ error: REPORT_PROBLEM_MESSAGES['file-type'], code: 'UNSUPPORTED_FILE' })
      }

      // The file first: named by its hash, so a repeat writes nothing, and a report is never
      // stored pointing to a file that is not there.
      const file = form.file && fileType ? { bytes: form.file.bytes, type: fileType } : undefined
      if (file) {
        await storeUpload(db, file.bytes, {
          mediaType: file.type.mime,
          extension: file.type.extension,
        })
      }
      const indicators = reportIndicators(values)
      const stored = await storeReport(db, app.indicatorKey, {
        idempotencyKey: key,
        values,
        category: reportCategory(values),
        indicators,
        file: file && { sha256: sha256(file.bytes), type: file.type.mime },
      })
      if (stored.created) {
        // The report is safe; an alert that fails now is raised by the next report instead.
        await raiseCommunityAlerts(db, app.indicatorKey, indicators).catch((error: unknown) =>
          request.log.error({ err: error }, 'community alert not raised'),
        )
      }
      return { reference_code: stored.referenceCode }
    },
  )
}
