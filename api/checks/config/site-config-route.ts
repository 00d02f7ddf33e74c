import type { FastifyPluginAsync } from 'fastify'

import type { SiteConfig } from '../../../src/domain/site-config.ts'

/** GET /api/site-config: the public settings the shell shows (legal line, forwarding, credits). */
export const siteConfigRoutes: FastifyPluginAsync<{ site: SiteConfig }> = async (app, { site }) => {
  app.get('/site-config', async (_request, reply) => {
    // Short-lived: the service worker keeps a copy for offline use.
    return reply.header('cache-control', 'public, max-age=300').send(site)
  })
}
