import type { FastifyPluginAsync } from 'fastify'

import { readEmailHeaders } from '../../../src/domain/email-headers/parse.ts'
import type { Config } from '../../config.ts'
import type { WebsiteTestOverrides } from '../../enrich/website/screen-website.ts'
import { storeUnderReferenceCode } from '../../platform/reference-codes.ts'
import { localeFromAcceptLanguage } from '../../platform/server-i18n.ts'

import { recordEmailHeaderCheck } from './repository.ts'
import { emailHeadersBody, emailHeadersResponse } from './schema.ts'
import { checkEmailHeaders, createEmailHeaderDeps } from './service.ts'
import { headersProblemText, invalidInputTitle } from './writer.ts'

interface EmailHeaderOptions {
  config: Config
  checksPerMinute: number
  /** Loopback servers and the like, from buildApp's testOverrides only. */
  testOverrides?: WebsiteTestOverrides
}

/**
 * POST /api/email-headers (spec part 2 §7): `{headers}` in; the authentication cards, the
 * sender, the route, the authenticity score and verdict, the signals and an EML- reference
 * code out. Blank, over 256 KB or not headers: 400 with `{error, details}` in the person's
 * language. Only the verdict, the score, the sender's domain and the signals are stored.
 */
export const emailHeaderRoutes: FastifyPluginAsync<EmailHeaderOptions> = async (
  app,
  { config, checksPerMinute, testOverrides },
) => {
  const deps = createEmailHeaderDeps(config, app.database.db, app.indicatorKey, testOverrides)

  app.post<{ Body: { headers?: string } }>(
    '/email-headers',
    {
      config: { rateLimit: { max: checksPerMinute, timeWindow: '1 minute' } },
      // JSON escaping can double the size of 256 KB of headers; the handler applies the limit.
      bodyLimit: 2 * 1024 * 1024,
      schema: { body: emailHeadersBody, response: { 200: emailHeadersResponse } },
    },
    async (request, reply) => {
      const i18n = app.translations.forLocale(
        localeFromAcceptLanguage(request.headers['accept-language']),
      )
      const reading = await readEmailHeaders(request.body?.headers ?? '')
      if (!reading.ok) {
        return reply.status(400).send({
          error: invalidInputTitle(i18n),
          details: headersProblemText(reading.problem, i18n),
          code: 'INVALID_HEADERS',
        })
      }
      const result = await checkEmailHeaders(reading.parsed, deps)
      const referenceCode = await storeUnderReferenceCode(app.database.db, 'emailHeaders', (code) =>
        recordEmailHeaderCheck(app.database.db, code, result),
      )
      return { reference_code: referenceCode, ...result }
    },
  )
}
