import type { FastifyPluginAsync } from 'fastify'

import { listCurrentAlerts } from './alerts-repository.ts'

/** GET /api/alerts: the current scam warnings, newest first. */
export const alertRoutes: FastifyPluginAsync = async (app) => {
  app.get('/alerts', async (_request, reply) => {
    const alerts = await listCurrentAlerts(app.database.db)
    return reply.header('cache-control', 'public, max-age=300').send({
      alerts: alerts.map((alert) => ({
        description: alert.description,
        url: alert.url,
        created_at: alert.createdAt.toISOString(),
      })),
    })
  })
}
