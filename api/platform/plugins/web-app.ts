import fastifyStatic from '@fastify/static'
import fp from 'fastify-plugin'

/**
 * Serves the built PWA. Hashed assets are cached for a year; everything else, above all the
 * service worker and index.html, is revalidated on every load so updates reach people.
 */
export const webAppPlugin = fp<{ root: string }>(
  async (app, { root }) => {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: ['index.html'],
      setHeaders: (reply, filePath) => {
        const immutable = /[\\/]assets[\\/]/.test(filePath)
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        )
        if (filePath.endsWith('.webmanifest')) {
          reply.header('content-type', 'application/manifest+json')
        }
      },
    })
  },
  { name: 'web-app' },
)
