import type { FastifyPluginAsync } from 'fastify'

import { singleFlight } from '../../platform/single-flight.ts'

import { listCurrentAlerts } from './alerts-repository.ts'

/** GET /api/alerts: the current scam warnings, newest first. */
export const alertRoutes: FastifyPluginAsync = async (app) => {
  // The home page of every visitor asks: concurrent requests share one read.
  const currentAlerts = singleFlight(() => listCurrentAlerts(app.database.db))
  app.get('/alerts', async (_request, reply) => {
    const alerts = await currentAlerts()
    return reply.header('cache-control', 'public, max-age=300').send({
      alerts: alerts.map((alert) => ({
        description: alert.description,
        url: alert.url,
        created_at: alert.createdAt.toISOString(),
      })),
    })
  })
}
