import type { FastifyPluginAsync } from 'fastify'

/**
 * GET /api/config (spec part 2 §3, §7): the Google Places key for the report form's location
 * field, when one is configured. It is a browser key (Google restricts it to our origin), so
 * sending it is by design. Without one, a 404 tells the form to use its bundled list of places.
 */
export const clientConfigRoutes: FastifyPluginAsync<{ placesApiKey?: string }> = async (
  app,
  { placesApiKey },
) => {
  app.get('/config', async (_request, reply) => {
    reply.header('cache-control', 'no-cache')
    if (!placesApiKey) {
      return reply
        .status(404)
        .send({ error: 'No places lookup is configured.', code: 'PLACES_NOT_CONFIGURED' })
    }
    return { googlePlacesApiKey: placesApiKey }
  })
}
