import type { FastifyPluginAsync } from 'fastify'

import { readEmailAddress } from '../../../src/domain/email/address.ts'
import type { SiteConfig } from '../../../src/domain/site-config.ts'
import type { Config } from '../../config.ts'
import type { WebsiteTestOverrides } from '../../enrich/website/screen-website.ts'
import { storeUnderReferenceCode } from '../../platform/reference-codes.ts'
import { localeFromAcceptLanguage } from '../../platform/server-i18n.ts'

import { recordEmailTrustCheck } from './repository.ts'
import { buildEmailTrustResult } from './result.ts'
import { emailTrustBody, emailTrustResponse } from './schema.ts'
import { checkEmailTrust, createEmailTrustDeps } from './service.ts'
import { addressProblemText } from './writer.ts'

interface EmailTrustOptions {
  config: Config
  site: SiteConfig
  checksPerMinute: number
  /** Loopback servers, test CA and the like, from buildApp's testOverrides only. */
  testOverrides?: WebsiteTestOverrides
}

/** A missing or malformed address (400), in the person's language. */
class InvalidEmailError extends Error {
  override name = 'InvalidEmailError'
  readonly statusCode = 400
  readonly code = 'INVALID_EMAIL'
}

/**
 * POST /api/email-trust (spec part 2 §7): `{email}` in, a trust score out of 16 with every
 * factor explained and an ETC- reference code. A missing or malformed address answers 400
 * with the spec's message. The check answers within 5 seconds whatever the lookups do.
 */
export const emailTrustRoutes: FastifyPluginAsync<EmailTrustOptions> = async (
  app,
  { config, site, checksPerMinute, testOverrides },
) => {
  const deps = createEmailTrustDeps(config, app.database.db, app.indicatorKey, testOverrides)

  app.post<{ Body: { email?: string; display_name?: string } }>(
    '/email-trust',
    {
      config: { rateLimit: { max: checksPerMinute, timeWindow: '1 minute' } },
      schema: { body: emailTrustBody, response: { 200: emailTrustResponse } },
    },
    async (request) => {
      const i18n = app.translations.forLocale(
        localeFromAcceptLanguage(request.headers['accept-language']),
      )
      const reading = readEmailAddress(request.body?.email ?? '')
      if (!reading.ok) throw new InvalidEmailError(addressProblemText(reading.problem, i18n))
      const check = await checkEmailTrust(reading.email, deps, {
        displayName: request.body?.display_name,
      })
      const result = buildEmailTrustResult(reading.email, check, {
        referenceCode: null,
        i18n,
        site,
      })
      const referenceCode = await storeUnderReferenceCode(app.database.db, 'emailTrust', (code) =>
        recordEmailTrustCheck(app.database.db, app.indicatorKey, reading.email, {
          ...result,
          reference_code: code,
        }),
      )
      return { ...result, reference_code: referenceCode }
    },
  )
}
