import fastifyStatic from '@fastify/static'
import fp from 'fastify-plugin'

/**
 * Serves the built PWA. Hashed assets are cached for a year; everything else, above all the
 * service worker and index.html, is revalidated on every load so updates reach people. Files
 * go out as the brotli or gzip copies made at build time (scripts/compress-dist.mjs) to every
 * browser that accepts them: a phone on a slow line downloads a third of the bytes.
 */
export const webAppPlugin = fp<{ root: string }>(
  async (app, { root }) => {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: ['index.html'],
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const immutable = /[\\/]assets[\\/]/.test(filePath)
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        )
        if (/\.webmanifest(?:\.br|\.gz)?$/.test(filePath)) {
          reply.header('content-type', 'application/manifest+json')
        }
      },
    })
  },
  { name: 'web-app' },
)
