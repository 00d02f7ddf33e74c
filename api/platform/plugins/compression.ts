import { constants } from 'node:zlib'

import compress from '@fastify/compress'
import fp from 'fastify-plugin'

/**
 * API answers over 1 KB go out compressed (a website check's answer is several KB; a phone on
 * a slow line waits for every one). Brotli at a low quality, as its top qualities cost more CPU
 * than a slow line saves. The built app's files are compressed ahead of time and already
 * carry their encoding, so this leaves them alone.
 */
export const compressionPlugin = fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      threshold: 1024,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
      // Request bodies are never inflated: a small gzip body could unpack to gigabytes.
      globalDecompression: false,
    })
  },
  { name: 'compression' },
)
