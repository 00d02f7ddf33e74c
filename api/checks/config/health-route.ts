import type { FastifyPluginAsync } from 'fastify'

import { singleFlight } from '../../platform/single-flight.ts'

const healthResponse = {
  type: 'object',
  properties: {
    status: { type: 'string', enum: ['ok', 'degraded'] },
    database: {
      type: 'object',
      properties: {
        driver: { type: 'string' },
        ok: { type: 'boolean' },
      },
    },
  },
} as const

/** GET /api/health: 200 when the database answers, 503 when it does not. */
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
      return reply
        .status(ok ? 200 : 503)
        .send({ status: ok ? 'ok' : 'degraded', database: { driver: app.database.driver, ok } })
    },
  )
}
