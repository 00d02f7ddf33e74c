import { readdirSync } from 'node:fs'
import path from 'node:path'

import fastifyStatic from '@fastify/static'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'

import { LOCALES, isLocale, type Locale } from '../../../src/domain/locales.ts'
import { localeFromAcceptLanguage } from '../server-i18n.ts'

/** Where scripts/prerender.mjs saves each route's first screen, one folder per language. */
const PRERENDERED_DIR = 'prerendered'

/** The cookie the app sets when a person picks a language (src/lib/i18n.ts). */
const LANGUAGE_COOKIE = 'preferred_language'

type PrerenderedPages = Map<string, Map<Locale, string>>

/**
 * Each prerendered page by the path it answers (`index.html` is the home page), then by
 * language: `prerendered/<locale>/<route>.html`.
 */
function prerenderedPages(root: string): PrerenderedPages {
  const pages: PrerenderedPages = new Map()
  for (const locale of LOCALES) {
    let files: string[]
    try {
      files = readdirSync(path.join(root, PRERENDERED_DIR, locale))
    } catch {
      continue
    }
    for (const file of files.filter((name) => name.endsWith('.html'))) {
      const name = file.slice(0, -'.html'.length)
      const url = name === 'index' ? '/' : `/${name}`
      const byLocale = pages.get(url) ?? new Map<Locale, string>()
      byLocale.set(locale, `${PRERENDERED_DIR}/${locale}/${file}`)
      pages.set(url, byLocale)
    }
  }
  return pages
}

/** The language a person chose in the app, from its cookie, if it is one we speak. */
function chosenLocale(cookieHeader: string | undefined): Locale | null {
  for (const part of cookieHeader?.split(';') ?? []) {
    const [name, value] = part.trim().split('=')
    if (name === LANGUAGE_COOKIE && isLocale(value)) return value
  }
  return null
}

/** The person's language: their choice in the app first, then their browser's languages. */
function requestLocale(request: FastifyRequest): Locale {
  return (
    chosenLocale(request.headers.cookie) ??
    localeFromAcceptLanguage(request.headers['accept-language'])
  )
}

/**
 * Serves the built PWA. Hashed assets are cached for a year; everything else, above all the
 * service worker and index.html, is revalidated on every load so updates reach people. Files
 * go out as the brotli or gzip copies made at build time (scripts/compress-dist.mjs) to every
 * browser that accepts them: a phone on a slow line downloads a third of the bytes.
 *
 * A page's address answers with its prerendered first screen (scripts/prerender.mjs) in the
 * person's language: the one they picked in the app (its cookie), else the first of their
 * browser's that we speak, else English. An address with a query gets the empty page: its
 * first screen can differ from the prerendered one.
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
      const byLocale = pages.get(request.routeOptions.url ?? '')
      const prerendered = request.url.includes('?')
        ? undefined
        : byLocale?.get(requestLocale(request))
      reply.header('vary', 'Accept-Language, Cookie, Accept-Encoding')
      return reply.sendFile(prerendered ?? 'index.html')
    }
    for (const url of new Set(['/', ...pages.keys()])) {
      app.get(url, sendPage)
    }
  },
  { name: 'web-app' },
)
