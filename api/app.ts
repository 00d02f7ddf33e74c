/**
 * Builds the Fastify app: the API under /api and the built PWA on the same origin. Tests build
 * it with an in-memory database and call it with `inject`; server.ts listens.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'

import multipart from '@fastify/multipart'
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify'

import { alertRoutes } from './checks/alerts/route.ts'
import { analyticsRoutes } from './checks/analytics/route.ts'
import { clientConfigRoutes } from './checks/config/client-config-route.ts'
import { healthRoutes } from './checks/config/health-route.ts'
import { siteConfigRoutes } from './checks/config/site-config-route.ts'
import { documentRoutes } from './checks/documents/route.ts'
import { emailHeaderRoutes } from './checks/email-headers/route.ts'
import { emailTrustRoutes } from './checks/email-trust/route.ts'
import { qrScanRoutes } from './checks/qr/route.ts'
import { reactionRoutes } from './checks/reactions/route.ts'
import { communityReportRoutes } from './checks/reports/route.ts'
import { screeningRoutes } from './checks/screening/route.ts'
import { websiteScreeningRoutes } from './checks/website/route.ts'
import type { Config } from './config.ts'
import type { WebsiteTestOverrides } from './enrich/website/screen-website.ts'
import { closeExtractors } from './extract/extract.ts'
import type { DatabaseHandle } from './platform/db/client.ts'
import { resolveIndicatorKey } from './platform/indicator-secret.ts'
import { compressionPlugin } from './platform/plugins/compression.ts'
import { databasePlugin } from './platform/plugins/database.ts'
import { errorsPlugin } from './platform/plugins/errors.ts'
import { securityPlugin } from './platform/plugins/security.ts'
import { webAppPlugin } from './platform/plugins/web-app.ts'
import { loadServerTranslations, type ServerTranslations } from './platform/server-i18n.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The analysis text's translations, one i18n instance per language. */
    translations: ServerTranslations
    /** The key of the community-report indicator hashes (api/platform/indicator-secret.ts). */
    indicatorKey: Buffer
  }
}

/** Largest upload any tool accepts (documents, 10 MB); each route sets its own lower limit. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024

export interface BuildOptions {
  config: Config
  database: DatabaseHandle
  logger?: FastifyServerOptions['logger']
  /**
   * For tests only, never set by server.ts: lets checks reach servers the tests run on
   * loopback (DNS, HTTPS with a test CA, RDAP, Safe Browsing and VirusTotal fakes).
   */
  testOverrides?: { website?: WebsiteTestOverrides }
}

/**
 * No IP address is stored, and logs are storage: a request's log line keeps its method and
 * route (Fastify logs the status and time beside it), never the client's address or port.
 */
const PRIVATE_SERIALIZERS = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    // The route's pattern, not the path: it never carries a reference code or a query.
    url: request.routeOptions.url ?? request.url.split('?')[0],
  }),
}

function withoutClientAddresses(logger: BuildOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false
  return { ...(typeof logger === 'object' ? logger : {}), serializers: PRIVATE_SERIALIZERS }
}

/**
 * A path the router cannot read (a broken %-escape, an over-long part) gets the API's one
 * error shape too, in words, without the path echoed back.
 */
function refuseUnreadablePath(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode === 414 ? 414 : 400
  void reply.status(status).send({
    error: status === 414 ? 'The address is too long.' : 'The address is not valid.',
    code: error.code,
  })
}

export async function buildApp({
  config,
  database,
  logger = false,
  testOverrides,
}: BuildOptions): Promise<FastifyInstance> {
  const { trustProxy } = config
  const app = Fastify({
    logger: withoutClientAddresses(logger),
    // A hop count trusts that many proxies in front of us, as Express and proxy-addr do.
    trustProxy:
      typeof trustProxy === 'number'
        ? (_address: string, hop: number) => hop < trustProxy
        : trustProxy,
    bodyLimit: 1024 * 1024,
    // Bodies are validated by schema; unknown fields are dropped, never trusted.
    ajv: { customOptions: { removeAdditional: 'all', allErrors: false } },
    // No client-supplied request ids in our logs.
    requestIdHeader: false,
    frameworkErrors: refuseUnreadablePath,
  })

  const staticRoot = path.resolve(config.staticDir)
  const hasWebApp = existsSync(path.join(staticRoot, 'index.html'))

  app.decorate('translations', await loadServerTranslations())
  app.decorate(
    'indicatorKey',
    await resolveIndicatorKey({ secret: config.indicatorHashSecret, dataDir: config.dataDir }),
  )
  // OCR, QR and PDF readers run in threads and processes of their own: stop them with the app.
  app.addHook('onClose', () => closeExtractors())
  await app.register(databasePlugin, { handle: database })
  await app.register(securityPlugin, {
    config,
    allowGooglePlaces: Boolean(config.providers.placesApiKey),
  })
  await app.register(compressionPlugin)
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 30, fieldSize: 64 * 1024, parts: 40 },
  })
  await app.register(errorsPlugin, { hasWebApp })

  await app.register(
    async (api) => {
      await api.register(healthRoutes)
      await api.register(siteConfigRoutes, { site: config.site })
      await api.register(analyticsRoutes, { forwardUrl: config.analyticsForwardUrl })
      await api.register(screeningRoutes, {
        site: config.site,
        checksPerMinute: config.checkRateLimitPerMinute,
        narrativeModel: { llm: config.providers.llm, gemini: config.providers.gemini },
      })
      await api.register(websiteScreeningRoutes, {
        config,
        site: config.site,
        checksPerMinute: config.checkRateLimitPerMinute,
        testOverrides: testOverrides?.website,
      })
      await api.register(emailHeaderRoutes, {
        config,
        checksPerMinute: config.checkRateLimitPerMinute,
        testOverrides: testOverrides?.website,
      })
      await api.register(emailTrustRoutes, {
        config,
        site: config.site,
        checksPerMinute: config.checkRateLimitPerMinute,
        testOverrides: testOverrides?.website,
      })
      await api.register(documentRoutes, {
        config,
        checksPerMinute: config.checkRateLimitPerMinute,
        testOverrides: testOverrides?.website,
      })
      await api.register(qrScanRoutes, {
        config,
        site: config.site,
        checksPerMinute: config.checkRateLimitPerMinute,
        testOverrides: testOverrides?.website,
      })
      await api.register(reactionRoutes)
      await api.register(alertRoutes)
      await api.register(clientConfigRoutes, { placesApiKey: config.providers.placesApiKey })
      await api.register(communityReportRoutes, {
        reportsPerMinute: config.checkRateLimitPerMinute,
      })
    },
    { prefix: '/api' },
  )

  if (hasWebApp) {
    await app.register(webAppPlugin, { root: staticRoot })
  } else {
    app.log.warn(`No built web app in ${staticRoot}: run "npm run build" to serve it.`)
  }
  return app
}
