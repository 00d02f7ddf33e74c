import type { FastifyPluginAsync } from 'fastify'

import { QR_IMAGE_MAX_BYTES } from '../../../src/domain/qr/limits.ts'
import type { SiteConfig } from '../../../src/domain/site-config.ts'
import type { Config } from '../../config.ts'
import { writeCached } from '../../enrich/cache.ts'
import {
  createWebsiteDeps,
  type WebsiteTestOverrides,
} from '../../enrich/website/screen-website.ts'
import { FormError, readMultipartForm, isFileTooLarge } from '../../platform/multipart-form.ts'
import { storeUnderReferenceCode } from '../../platform/reference-codes.ts'
import { localeFromAcceptLanguage } from '../../platform/server-i18n.ts'

import { buildQrScanResult, checkQrContent, decodeQrImage } from './service.ts'

interface QrScanOptions {
  config: Config
  site: SiteConfig
  checksPerMinute: number
  testOverrides?: WebsiteTestOverrides
}

/** How long a scan's verdict is kept with its reference code (the content and verdict only). */
const VERDICT_TTL_SECONDS = 90 * 24 * 60 * 60

/** No QR code was found in the picture (422). */
class NoQrCodeError extends Error {
  override name = 'NoQrCodeError'
  readonly statusCode = 422
  readonly code = 'NO_QR_CODE'
  constructor() {
    super('No QR code was found in this picture. Try a sharper photo, closer to the code.')
  }
}

/**
 * POST /api/qr-scan (spec part 1 §7): multipart `qrImage`, an image of at most 5 MB judged by
 * its bytes. Answers the QR scan response with a QR- reference code. Errors: 400 no file, 413
 * too large (bytes or pixels), 415 not an image we read, 422 no QR code or a damaged image.
 */
export const qrScanRoutes: FastifyPluginAsync<QrScanOptions> = async (
  app,
  { config, site, checksPerMinute, testOverrides },
) => {
  const website = createWebsiteDeps(config, app.database.db, app.indicatorKey, testOverrides)
  const deps = { db: app.database.db, indicatorKey: app.indicatorKey, website }
  const now = testOverrides?.now ?? (() => new Date())

  app.post(
    '/qr-scan',
    { config: { rateLimit: { max: checksPerMinute, timeWindow: '1 minute' } } },
    async (request, reply) => {
      let form
      try {
        form = await readMultipartForm(request, 'qrImage', QR_IMAGE_MAX_BYTES)
      } catch (error) {
        if (isFileTooLarge(error)) {
          return reply.status(413).send({
            error: 'File Too Large: Please upload an image under 5MB.',
            code: 'FILE_TOO_LARGE',
          })
        }
        throw error
      }
      if (!form.file) throw new FormError('Choose a picture of the QR code to check.')

      const { decoded } = await decodeQrImage(form.file.bytes)
      const [first] = decoded
      if (!first) throw new NoQrCodeError()

      const locale = localeFromAcceptLanguage(request.headers['accept-language'])
      const i18n = app.translations.forLocale(locale)
      const check = await checkQrContent(first.text, deps, { severalCodes: decoded.length > 1 })
      const result = buildQrScanResult(check, {
        referenceCode: null,
        decoded,
        i18n,
        site,
        now: now(),
      })

      // The code's record: what the QR code held and the verdict, nothing about the person.
      const referenceCode = await storeUnderReferenceCode(app.database.db, 'qr', (code) =>
        writeCached(
          app.database.db,
          `qr-verdict:${code}`,
          {
            content: result.content,
            payload_type: result.payload_type,
            threat_score: result.threat_score,
            is_malicious: result.is_malicious,
            checked_at: now().toISOString(),
          },
          VERDICT_TTL_SECONDS,
        ),
      )
      // A link's website check is the same check: it carries the same code.
      const website = result.website && { ...result.website, reference_code: referenceCode }
      return { ...result, reference_code: referenceCode, website }
    },
  )
}
