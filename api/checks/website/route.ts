import type { FastifyPluginAsync } from 'fastify'

import type { SiteConfig } from '../../../src/domain/site-config.ts'
import type { Config } from '../../config.ts'
import { purgeExpiredLookups, writeCached } from '../../enrich/cache.ts'
import { InvalidUrlError } from '../../enrich/ssrf/ssrf-guard.ts'
import { buildWebsiteResult } from '../../enrich/website/result.ts'
import {
  createWebsiteDeps,
  MAX_URL_LENGTH,
  screenWebsite,
  type WebsiteTestOverrides,
} from '../../enrich/website/screen-website.ts'
import { storeUnderReferenceCode } from '../../platform/reference-codes.ts'
import { localeFromAcceptLanguage } from '../../platform/server-i18n.ts'

import { websiteScreeningBody, websiteScreeningResponse } from './schema.ts'

interface WebsiteScreeningOptions {
  config: Config
  site: SiteConfig
  checksPerMinute: number
  /** Loopback servers, test CA and the like, from buildApp's testOverrides only. */
  testOverrides?: WebsiteTestOverrides
}

/** How long a check's verdict is kept with its reference code (the URL and verdict only). */
const VERDICT_TTL_SECONDS = 90 * 24 * 60 * 60
const PURGE_EVERY_MS = 60 * 60 * 1000

/**
 * POST /api/website-screening: what is known about a website and what could not be checked,
 * with a WEB- reference code. A refused address answers 400 (not a web address) or 422 (it
 * points into a private network, directly or by redirect); it is never fetched.
 */
export const websiteScreeningRoutes: FastifyPluginAsync<WebsiteScreeningOptions> = async (
  app,
  { config, site, checksPerMinute, testOverrides },
) => {
  const deps = createWebsiteDeps(config, app.database.db, app.indicatorKey, testOverrides)
  const now = testOverrides?.now ?? (() => new Date())

  // Expired lookups are dropped now and then; nothing depends on when.
  const purge = setInterval(
    () => void purgeExpiredLookups(app.database.db).catch(() => undefined),
    PURGE_EVERY_MS,
  )
  purge.unref()
  app.addHook('onClose', async () => clearInterval(purge))

  app.post<{ Body: { url: string } }>(
    '/website-screening',
    {
      config: { rateLimit: { max: checksPerMinute, timeWindow: '1 minute' } },
      schema: { body: websiteScreeningBody, response: { 200: websiteScreeningResponse } },
    },
    async (request) => {
      if (request.body.url.length > MAX_URL_LENGTH) {
        throw new InvalidUrlError('The web address must be 2,048 characters or less')
      }
      const screening = await screenWebsite(request.body.url, deps)
      const locale = localeFromAcceptLanguage(request.headers['accept-language'])
      const result = buildWebsiteResult({
        url: screening.target.href,
        referenceCode: null,
        evidence: screening.evidence,
        lexical: screening.lexical,
        verdict: screening.verdict,
        i18n: app.translations.forLocale(locale),
        writer: site,
        now: now(),
      })
      // The code's record: the address and the verdict, nothing about the person.
      const referenceCode = await storeUnderReferenceCode(app.database.db, 'website', (code) =>
        writeCached(
          app.database.db,
          `website-verdict:${code}`,
          {
            url: result.url,
            threat_score: result.threat_score,
            risk_level: result.risk_level,
            is_suspicious: result.is_suspicious,
            signals: result.signals.map(({ id, weight }) => ({ id, weight })),
            checked_at: result.checked_at,
          },
          VERDICT_TTL_SECONDS,
        ),
      )
      return { ...result, reference_code: referenceCode }
    },
  )
}
