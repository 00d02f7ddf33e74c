import type { FastifyPluginAsync } from 'fastify'

import { singleFlight } from '../../platform/single-flight.ts'

const healthResponse = {
  type: 'object',
  properties: {
    status: { type: 'string', enum: ['ok', 'degraded', 'down'] },
    database: {
      type: 'object',
      properties: {
        driver: { type: 'string' },
        ok: { type: 'boolean' },
      },
    },
    redis: {
      type: 'object',
      properties: { ok: { type: 'boolean' } },
    },
  },
} as const

/**
 * GET /api/health: 200 "ok"; 200 "degraded" when Redis (shared rate limits, if configured) is
 * away, since every answer is still given; 503 "down" when the database does not answer.
 */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  // Load balancers ask often: checks within a second share one ping.
  const databaseAnswers = singleFlight(
    () =>
      app.database.ping().then(
        () => true,
        () => false,
      ),
    1000,
  )
  app.get(
    '/health',
    {
      schema: { response: { 200: healthResponse, 503: healthResponse } },
      config: { rateLimit: false },
    },
    async (_request, reply) => {
      const ok = await databaseAnswers()
      // ioredis reconnects by itself; "ready" means connected now, without a round trip.
      const redis = app.redis && { ok: app.redis.status === 'ready' }
      const status = !ok ? 'down' : redis && !redis.ok ? 'degraded' : 'ok'
      return reply
        .status(ok ? 200 : 503)
        .send({ status, database: { driver: app.database.driver, ok }, redis })
    },
  )
}
