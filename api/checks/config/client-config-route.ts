import type { FastifyPluginAsync } from 'fastify'

/**
 * GET /api/config (spec part 2 §3, §7): the Google Places key for the report form's location
 * field, when one is configured. It is a browser key (Google restricts it to our origin), so
 * sending it is by design. Without one, the key is null and the form uses its bundled list of
 * places: that is the usual set-up, not an error, so it is a 200 (a 404 would show as a failed
 * load in every browser console).
 */
export const clientConfigRoutes: FastifyPluginAsync<{ placesApiKey?: string }> = async (
  app,
  { placesApiKey },
) => {
  app.get('/config', async (_request, reply) => {
    reply.header('cache-control', 'no-cache')
    return { googlePlacesApiKey: placesApiKey ?? null }
  })
}
