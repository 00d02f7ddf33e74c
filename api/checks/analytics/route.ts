import type { FastifyPluginAsync } from 'fastify'

import { recordAnalyticsEvent } from './events-repository.ts'

const bodySchema = {
  type: 'object',
  required: ['event', 'properties', 'distinct_id'],
  additionalProperties: false,
  properties: {
    event: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[a-z][a-z0-9_.:-]*$' },
    distinct_id: { type: 'string', minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' },
    properties: { type: 'object', maxProperties: 40 },
  },
} as const

const headersSchema = {
  type: 'object',
  properties: {
    'idempotency-key': {
      type: 'string',
      minLength: 8,
      maxLength: 128,
      pattern: '^[A-Za-z0-9_-]+$',
    },
  },
} as const

interface AnalyticsBody {
  event: string
  distinct_id: string
  properties: Record<string, unknown>
}

/**
 * POST /api/analytics/event: first-party analytics. The Idempotency-Key makes a retried
 * delivery from the outbox harmless: the second copy is acknowledged and not stored.
 */
export const analyticsRoutes: FastifyPluginAsync<{ forwardUrl?: string }> = async (
  app,
  { forwardUrl },
) => {
  app.post<{ Body: AnalyticsBody; Headers: { 'idempotency-key'?: string } }>(
    '/analytics/event',
    { schema: { body: bodySchema, headers: headersSchema }, bodyLimit: 16 * 1024 },
    async (request, reply) => {
      const stored = await recordAnalyticsEvent(app.database.db, {
        idempotencyKey: request.headers['idempotency-key'],
        event: request.body.event,
        distinctId: request.body.distinct_id,
        properties: request.body.properties,
      })
      if (stored && forwardUrl) forwardEvent(forwardUrl, request.body, request.log)
      return reply.status(202).send({ accepted: true, duplicate: !stored })
    },
  )
}

/** Optional forwarding to another analytics service; its failure never reaches the person. */
function forwardEvent(
  url: string,
  body: AnalyticsBody,
  log: { warn: (o: object, m: string) => void },
) {
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(5000),
  })
    .then((response) => {
      if (!response.ok) log.warn({ status: response.status }, 'analytics forwarding refused')
    })
    .catch((error: unknown) => log.warn({ err: error }, 'analytics forwarding failed'))
}
