import rateLimit from '@fastify/rate-limit'
import fp from 'fastify-plugin'
import helmet, { type HelmetOptions } from 'helmet'
import { Redis } from 'ioredis'

import type { Config } from '../../config.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The rate limits' shared store, when REDIS_URL is set. */
    redis: Redis | undefined
  }
}

/** Google's places script and what it loads, allowed only when a Places key is configured. */
const GOOGLE_MAPS_SCRIPT_ORIGIN = 'https://maps.googleapis.com'
const GOOGLE_MAPS_IMAGE_ORIGIN = 'https://maps.gstatic.com'

export interface SecurityOptions {
  config: Config
  /** The report form loads Google's places script: its origins join the policy. */
  allowGooglePlaces?: boolean
}

/**
 * The headers helmet sets for these options, worked out once. @fastify/helmet runs helmet anew
 * on every request, parsing the policy each time: a third of a cheap request's time.
 */
function headersOf(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {}
  const response = {
    setHeader: (name: string, value: string | number) =>
      void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  }
  let finished = false
  helmet(options)({} as never, response as never, () => (finished = true))
  if (!finished) throw new Error('helmet did not finish synchronously')
  return headers
}

/**
 * Security headers and rate limits. The Content-Security-Policy allows nothing from another
 * origin and no inline script; 'wasm-unsafe-eval' lets the QR decoder compile its own wasm.
 * The one exception is Google's places script, and only when its key is configured.
 */
export const securityPlugin = fp<SecurityOptions>(
  async (app, { config, allowGooglePlaces = false }) => {
    const places = (origin: string) => (allowGooglePlaces ? [origin] : [])
    const headers = headersOf({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...places(GOOGLE_MAPS_SCRIPT_ORIGIN)],
          styleSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...places(GOOGLE_MAPS_IMAGE_ORIGIN)],
          mediaSrc: ["'self'", 'blob:'],
          fontSrc: ["'self'"],
          connectSrc: ["'self'", ...places(GOOGLE_MAPS_SCRIPT_ORIGIN)],
          workerSrc: ["'self'", 'blob:'],
          manifestSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      // The app opens no cross-origin windows, and camera access needs no isolation.
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'no-referrer' },
    })
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers)
      done()
    })

    // Counts live in memory, or in Redis so that several instances share them; no address is
    // ever written to the database.
    // While Redis is away a request must not wait for it: with no offline queue a count fails at
    // once and is skipped (skipOnError), and ioredis reconnects in the background.
    const redis = config.redisUrl
      ? new Redis(config.redisUrl, {
          connectTimeout: 2000,
          maxRetriesPerRequest: 1,
          enableOfflineQueue: false,
          // Back within a second of Redis returning, not after a growing back-off.
          retryStrategy: (attempt: number) => Math.min(attempt * 100, 1000),
        })
      : undefined
    if (redis) {
      redis.on('error', (error: Error) => app.log.debug({ err: error }, 'redis unavailable'))
      app.addHook('onClose', async () => redis.disconnect())
      // Counts made before the first connection would be skipped: wait for it, briefly.
      await new Promise<void>((resolve) => {
        redis.once('ready', resolve)
        setTimeout(resolve, 2000).unref()
      })
    }
    app.decorate('redis', redis)
    await app.register(rateLimit, {
      max: config.rateLimitPerMinute,
      timeWindow: '1 minute',
      // The web app's own files are not counted: a first visit fetches over a hundred of them
      // for offline use, and a whole office or mobile network can share one address.
      allowList: (request) => !request.url.startsWith('/api'),
      redis,
      skipOnError: true,
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        code: 'RATE_LIMITED',
        message: `Too many requests. Try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
      }),
    })
  },
  { name: 'security' },
)
