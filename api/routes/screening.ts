import { randomBytes, randomUUID } from 'node:crypto'

import type { FastifyPluginAsync } from 'fastify'

import { detectFileType } from '../../src/domain/file-type.ts'
import { formatReferenceCode } from '../../src/domain/reference-code.ts'
import {
  DESCRIPTION_MAX_LENGTH,
  DESCRIPTION_MIN_LENGTH,
} from '../../src/domain/screening-limits.ts'
import type { SiteConfig } from '../../src/domain/site-config.ts'
import { analyseText } from '../analysis/engine.ts'
import { extractEntities } from '../analysis/entities.ts'
import { explainReasons, writeAnalysis } from '../analysis/writer.ts'
import { screenings } from '../db/schema.ts'
import { rewordReasons, type NarrativeModelConfig } from '../enrich/narrative-model.ts'
import { ExtractionError, extractFromUpload } from '../extract/extract.ts'
import { communitySignals } from '../lib/community-intelligence.ts'
import { FormError, readMultipartForm } from '../lib/multipart-form.ts'
import { issueReferenceCode } from '../lib/reference-codes.ts'
import { localeFromAcceptLanguage } from '../lib/server-i18n.ts'
import { sha256, storeUpload } from '../storage/uploads.ts'

interface ScreeningOptions {
  site: SiteConfig
  dataDir: string
  checksPerMinute: number
  narrativeModel: NarrativeModelConfig
}

/** The longest text read from an attachment that is added to the analysis. */
const MAX_ATTACHMENT_TEXT = 20_000

/**
 * POST /api/screen: the home form's check. Reads the description, the named counterparty and
 * an optional image or PDF (its text and QR codes join the analysis), and answers with a
 * reference code and the analysis in the person's language.
 */
export const screeningRoutes: FastifyPluginAsync<ScreeningOptions> = async (
  app,
  { site, dataDir, checksPerMinute, narrativeModel },
) => {
  app.post(
    '/screen',
    { config: { rateLimit: { max: checksPerMinute, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const form = await readMultipartForm(request, 'document')
      const locale = localeFromAcceptLanguage(request.headers['accept-language'])

      // A filled honeypot is a bot: it gets an answer that looks real, and nothing is done.
      if (form.fields.url_confirmation?.trim()) {
        return {
          reference_code: formatReferenceCode('screening', randomBytes(5)),
          analysis: app.translations
            .forLocale(locale)
            ._({ id: 'analysis.received', message: 'Thank you. Your check has been received.' }),
          report_id: randomUUID(),
        }
      }

      const description = (form.fields.description ?? '').trim()
      if (description.length < DESCRIPTION_MIN_LENGTH) {
        throw new FormError('Please provide a detailed description (minimum 50 characters)')
      }
      if (description.length > DESCRIPTION_MAX_LENGTH) {
        throw new FormError('The description must be 10,000 characters or less')
      }
      const emailOrWebsite = form.fields.email_or_website?.trim().slice(0, 320) || undefined

      let attachmentText = ''
      let fileType: string | undefined
      if (form.file) {
        const detected = detectFileType(form.file.bytes)
        if (!detected || (detected.kind !== 'image' && detected.kind !== 'pdf')) {
          return reply
            .status(415)
            .send({ error: 'The file must be an image or a PDF.', code: 'UNSUPPORTED_FILE' })
        }
        fileType = detected.mime
        try {
          const extracted = await extractFromUpload(form.file.bytes)
          attachmentText = [extracted.text, ...extracted.qrCodes.map((code) => code.text)]
            .join('\n')
            .slice(0, MAX_ATTACHMENT_TEXT)
        } catch (error) {
          // A file we cannot read still leaves the description to check; only a file that is not
          // what it claims to be, or too big to read safely, is refused.
          if (
            !(error instanceof ExtractionError) ||
            error.statusCode === 415 ||
            error.statusCode === 413
          )
            throw error
          request.log.info({ code: error.code }, 'attachment not read')
        }
      }

      const text = attachmentText ? `${description}\n${attachmentText}` : description
      // What the community reported counts too; a failed lookup never fails the check.
      const reported = await communitySignals(app.database.db, app.indicatorKey, {
        entities: extractEntities(text),
        counterparty: emailOrWebsite,
      }).catch((error: unknown) => {
        request.log.error({ err: error }, 'community lookup failed')
        return []
      })
      const verdict = analyseText({ text, emailOrWebsite, extraSignals: reported })
      // The model (if any) gets the reasons in English, never the person's words.
      const reworded = await rewordReasons(
        narrativeModel,
        verdict,
        explainReasons(verdict, app.translations.forLocale('en')),
        locale,
      )
      const analysis = writeAnalysis(verdict, app.translations.forLocale(locale), site, reworded)
      const consented = form.fields.consent_to_store === 'true'
      const referenceCode = await issueReferenceCode(app.database.db, 'screening')
      if (form.file && consented && fileType) {
        await storeUpload(dataDir, form.file.bytes, fileType.split('/')[1] ?? 'bin')
      }
      const [row] = await app.database.db
        .insert(screenings)
        .values({
          referenceCode,
          description,
          emailOrWebsite,
          locale,
          score: verdict.score,
          riskLevel: verdict.riskLevel,
          categories: verdict.categories,
          signals: verdict.signals.map(({ id, weight, category }) => ({ id, weight, category })),
          analysis,
          fileSha256: form.file ? sha256(form.file.bytes) : undefined,
          fileType,
          fileStored: Boolean(form.file && consented),
        })
        .returning({ id: screenings.id })

      return {
        reference_code: referenceCode,
        analysis,
        report_id: row?.id,
        score: verdict.score,
        risk_level: verdict.riskLevel,
        categories: verdict.categories,
        signals: verdict.signals.map((signal) => ({
          id: signal.id,
          category: signal.category,
          weight: signal.weight,
          evidence: signal.evidence,
        })),
      }
    },
  )
}
