import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'

import { isDatabaseUnavailable } from '../db/outage.ts'
import { localeFromAcceptLanguage } from '../server-i18n.ts'

export interface ErrorBody {
  error: string
  code: string
}

const SERVER_ERROR_MESSAGE = 'Something went wrong on our side. Try again in a few minutes.'

/**
 * Seconds a client waits before trying again while the database is away; the app itself
 * probes it every second.
 */
const OUTAGE_RETRY_AFTER_SECONDS = 15

/**
 * What of a failure may go in the log: its kind, codes, message and stack, but never a failed
 * query's parameters (Drizzle puts them in the message), which hold what people typed.
 */
function loggable(error: FastifyError) {
  const cause: unknown = error.cause
  return {
    type: error.name,
    code: error.code,
    causeCode:
      cause && typeof cause === 'object' && 'code' in cause ? String(cause.code) : undefined,
    message: error.message.split(/\n\s*params:/)[0]?.slice(0, 500),
    stack: error.stack?.split('\n').slice(1, 12).join('\n'),
  }
}

/**
 * One error shape for the whole API: `{ error, code }`. A 4xx explains what to fix; a 5xx is
 * logged and answered with a fixed sentence, so no internal detail ever leaves the server; the
 * database being away is a 503 with Retry-After, never a 500.
 */
export function sendError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // The database away is not our bug but a pause: 503, when to try again, in their language.
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: loggable(error) }, 'database unavailable')
    const i18n = request.server.translations.forLocale(
      localeFromAcceptLanguage(request.headers['accept-language']),
    )
    return reply
      .status(503)
      .header('retry-after', String(OUTAGE_RETRY_AFTER_SECONDS))
      .send({
        error: i18n._({
          id: 'error.database_unavailable',
          message:
            'This part of ScamScreen is unavailable for a moment. Please try again in a minute.',
        }),
        code: 'DATABASE_UNAVAILABLE',
      } satisfies ErrorBody)
  }
  const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500
  if (status >= 500) {
    request.log.error({ err: loggable(error) }, 'request failed')
    return reply.status(status).send({ error: SERVER_ERROR_MESSAGE, code: 'SERVER_ERROR' })
  }
  if (error.validation) {
    const first = error.validation[0]
    const field =
      first?.instancePath.replace(/^\//, '').replace(/\//g, '.') || first?.params?.missingProperty
    const message = field ? `${String(field)}: ${first?.message ?? 'is not valid'}` : error.message
    return reply.status(400).send({ error: message, code: 'INVALID_INPUT' })
  }
  return reply.status(status).send({ error: error.message, code: error.code ?? 'BAD_REQUEST' })
}

/** Unknown API paths answer JSON; every other GET is the web app, whose router shows errors. */
export const errorsPlugin = fp<{ hasWebApp: boolean }>(
  async (app, { hasWebApp }) => {
    app.setErrorHandler(sendError)
    app.setNotFoundHandler((request, reply) => {
      const isPage =
        (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api')
      if (isPage && hasWebApp) {
        return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html')
      }
      return reply.status(404).send({ error: 'Not found', code: 'NOT_FOUND' } satisfies ErrorBody)
    })
  },
  { name: 'errors' },
)
