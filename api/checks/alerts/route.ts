import type { FastifyPluginAsync } from 'fastify'

import { alertChanges } from '../../platform/db/alert-changes.ts'
import { isDatabaseUnavailable } from '../../platform/db/outage.ts'
import { singleFlight } from '../../platform/single-flight.ts'

import { listCurrentAlerts } from './alerts-repository.ts'

/** How long a read of the alerts answers later requests; another instance's change waits this long. */
const ALERTS_REUSE_MS = 3000

/** GET /api/alerts: the current scam warnings, newest first. */
export const alertRoutes: FastifyPluginAsync = async (app) => {
  // Every visitor's home page asks: requests share one read for a few seconds, and a change
  // made in this process is seen at once.
  const currentAlerts = singleFlight(
    () => listCurrentAlerts(app.database.db),
    ALERTS_REUSE_MS,
    () => alertChanges.version,
  )
  // While the database is away, the alerts last read are still worth showing.
  let lastRead: Awaited<ReturnType<typeof listCurrentAlerts>> | undefined
  app.get('/alerts', async (_request, reply) => {
    const alerts = await currentAlerts().then(
      (read) => (lastRead = read),
      (error: unknown) => {
        if (lastRead && isDatabaseUnavailable(error)) return lastRead
        throw error
      },
    )
    return reply.header('cache-control', 'public, max-age=300').send({
      alerts: alerts.map((alert) => ({
        description: alert.description,
        url: alert.url,
        created_at: alert.createdAt.toISOString(),
      })),
    })
  })
}
