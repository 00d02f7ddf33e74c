import { randomBytes, randomUUID } from 'node:crypto'

import type { FastifyPluginAsync } from 'fastify'

import { detectFileType } from '../../../src/domain/files/file-type.ts'
import { formatReferenceCode } from '../../../src/domain/reference-code.ts'
import {
  DESCRIPTION_MAX_LENGTH,
  DESCRIPTION_MIN_LENGTH,
} from '../../../src/domain/screening/limits.ts'
import type { SiteConfig } from '../../../src/domain/site-config.ts'
import type { NarrativeModelConfig } from '../../enrich/narrative-model.ts'
import { FormError, readMultipartForm } from '../../platform/multipart-form.ts'
import { localeFromAcceptLanguage } from '../../platform/server-i18n.ts'

import { screenMessage } from './service.ts'

interface ScreeningOptions {
  site: SiteConfig
  checksPerMinute: number
  narrativeModel: NarrativeModelConfig
}

/**
 * POST /api/screen: the home form's check. Reads the description, the named counterparty and
 * an optional image or PDF (its text and QR codes join the analysis), and answers with a
 * reference code and the analysis in the person's language.
 */
export const screeningRoutes: FastifyPluginAsync<ScreeningOptions> = async (
  app,
  { site, checksPerMinute, narrativeModel },
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

      let file: { bytes: Uint8Array; mime: string } | undefined
      if (form.file) {
        const detected = detectFileType(form.file.bytes)
        if (!detected || (detected.kind !== 'image' && detected.kind !== 'pdf')) {
          return reply
            .status(415)
            .send({ error: 'The file must be an image or a PDF.', code: 'UNSUPPORTED_FILE' })
        }
        file = { bytes: form.file.bytes, mime: detected.mime }
      }

      const { referenceCode, analysis, reportId, verdict } = await screenMessage(
        {
          description,
          emailOrWebsite,
          locale,
          file,
          consentToStore: form.fields.consent_to_store === 'true',
        },
        {
          db: app.database.db,
          indicatorKey: app.indicatorKey,
          translations: app.translations,
          site,
          narrativeModel,
          log: request.log,
        },
      )

      return {
        reference_code: referenceCode,
        analysis,
        report_id: reportId,
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
