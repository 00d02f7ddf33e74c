import { readdirSync } from 'node:fs'
import path from 'node:path'

import fastifyStatic from '@fastify/static'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'

import { localeFromAcceptLanguage } from '../server-i18n.ts'

/** Where scripts/prerender.mjs saves each route's first screen, inside the built app. */
const PRERENDERED_DIR = 'prerendered'

/** Each prerendered page by the path it answers: `index.html` is the home page. */
function prerenderedPages(root: string): Map<string, string> {
  let files: string[]
  try {
    files = readdirSync(path.join(root, PRERENDERED_DIR))
  } catch {
    return new Map()
  }
  return new Map(
    files
      .filter((file) => file.endsWith('.html'))
      .map((file) => {
        const name = file.slice(0, -'.html'.length)
        return [name === 'index' ? '/' : `/${name}`, `${PRERENDERED_DIR}/${file}`]
      }),
  )
}

/**
 * Serves the built PWA. Hashed assets are cached for a year; everything else, above all the
 * service worker and index.html, is revalidated on every load so updates reach people. Files
 * go out as the brotli or gzip copies made at build time (scripts/compress-dist.mjs) to every
 * browser that accepts them: a phone on a slow line downloads a third of the bytes.
 *
 * A page's address answers with its prerendered first screen (scripts/prerender.mjs), in
 * English, to a browser whose languages lead to English; any other language gets the empty
 * page, so nobody sees English before their own language.
 */
export const webAppPlugin = fp<{ root: string }>(
  async (app, { root }) => {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
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

    const pages = prerenderedPages(root)
    const sendPage = (request: FastifyRequest, reply: FastifyReply) => {
      const prerendered = pages.get(request.routeOptions.url ?? '')
      const english = localeFromAcceptLanguage(request.headers['accept-language']) === 'en'
      reply.header('vary', 'Accept-Language, Accept-Encoding')
      return reply.sendFile(prerendered && english ? prerendered : 'index.html')
    }
    for (const url of new Set(['/', ...pages.keys()])) {
      app.get(url, sendPage)
    }
  },
  { name: 'web-app' },
)
