// After `vite build`: renders every route of the built app in every language, in Chromium, and
// saves its first screen as static HTML (dist/prerendered/<locale>/<route>.html). The server
// sends the page in the person's language (their saved choice, then Accept-Language), so a
// phone on a slow line paints the heading, the lead and the form at once, before any
// JavaScript has arrived; the app then hydrates it (src/main.tsx), keeping what is on screen
// and any tap made meanwhile.
//
// Each page is rendered by the app itself with React's renderToString, as a first-time visitor
// sees it before any answer from the server: exactly the markup the app's first render
// hydrates. Needs Chromium (CHROMIUM_PATH, or Debian's /usr/bin/chromium); without it the
// build goes on and every page starts blank, as before.
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { chromium } from '@playwright/test'

const dist = path.resolve(process.argv[2] ?? 'dist')
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
/** A made-up origin: every request is answered from `dist` below, nothing goes out. */
const ORIGIN = 'http://scamscreen.prerender'

/** Every screen (one route file each; index is the home page), as bench/lighthouse.ts lists them. */
const routes = readdirSync('src/routes')
  .filter((file) => file.endsWith('.tsx') && !file.startsWith('__'))
  .map((file) => file.replace(/\.tsx$/, ''))
  .sort()

/** Every interface language: one catalog folder each. */
const locales = readdirSync('locales', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort()

const escapeHtml = (text) =>
  text.replace(
    /[&<>"]/g,
    (character) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' }[character]};`,
  )

/**
 * React writes a page's <title>, <meta> and <link> ahead of its markup; the client puts them
 * in <head> itself. The title goes into the page's <head> now; the rest is left to React.
 */
function splitHoisted(html) {
  let rest = html
  let title = null
  for (;;) {
    const match = /^(?:<title>([^<]*)<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)/.exec(rest)
    if (!match) break
    if (match[1] !== undefined) title = match[1]
    rest = rest.slice(match[0].length)
  }
  return { title, body: rest }
}

if (!existsSync(CHROMIUM)) {
  console.warn(`No Chromium at ${CHROMIUM}: pages are not prerendered (set CHROMIUM_PATH).`)
  process.exit(0)
}

const template = readFileSync(path.join(dist, 'index.html'), 'utf8')
const HTML_TAG = '<html lang="en" dir="ltr">'
if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root')
if (!template.includes(HTML_TAG)) throw new Error(`index.html has no ${HTML_TAG}`)

const started = Date.now()
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-sync'],
})
try {
  const context = await browser.newContext({
    locale: 'en-GB',
    serviceWorkers: 'block',
    viewport: { width: 412, height: 823 },
  })
  await context.addInitScript(() => {
    window.__SCAMSCREEN_PRERENDER__ = true
  })
  await context.route('**/*', async (route) => {
    const { pathname } = new URL(route.request().url())
    // No data: each page is saved as a first-time visitor sees it before any answer.
    if (!route.request().url().startsWith(ORIGIN) || pathname.startsWith('/api/')) {
      return route.abort()
    }
    const file = path.join(dist, decodeURIComponent(pathname))
    const isFile =
      file.startsWith(dist + path.sep) && statSync(file, { throwIfNoEntry: false })?.isFile()
    return route.fulfill(
      isFile ? { path: file } : { body: template, contentType: 'text/html; charset=utf-8' },
    )
  })
  const errors = []
  const openRenderer = async () => {
    const page = await context.newPage()
    page.on('pageerror', (error) => errors.push(error))
    await page.goto(`${ORIGIN}/`)
    await page.waitForFunction(() => typeof window.__scamscreenRender === 'function')
    return page
  }
  const pathOf = (name) => (name === 'index' ? '/' : `/${name}`)

  // Each page's own stylesheets (a route chunk's CSS), found by rendering it alone: the page
  // links them in its <head>, so its first paint is laid out as the app lays it out and
  // nothing moves when the app starts.
  const stylesheetsOf = new Map()
  for (const name of routes) {
    const page = await openRenderer()
    const links = await page.evaluate(async (path) => {
      await window.__scamscreenRender('en', path)
      return [...document.querySelectorAll('link[rel="stylesheet"]')].map((link) =>
        link.getAttribute('href'),
      )
    }, pathOf(name))
    stylesheetsOf.set(
      name,
      links.filter((href) => href && !template.includes(`href="${href}"`)),
    )
    await page.close()
  }

  const page = await openRenderer()
  for (const locale of locales) {
    const outDir = path.join(dist, 'prerendered', locale)
    mkdirSync(outDir, { recursive: true })
    for (const name of routes) {
      const rendered = await page.evaluate(
        async ([locale, path]) => {
          const html = await window.__scamscreenRender(locale, path)
          return { html, lang: document.documentElement.lang, dir: document.documentElement.dir }
        },
        [locale, pathOf(name)],
      )
      const { title, body } = splitHoisted(rendered.html)
      if (!body.includes('<h1')) throw new Error(`/${name} in ${locale} rendered no heading`)
      const html = template
        .replace(HTML_TAG, `<html lang="${rendered.lang}" dir="${rendered.dir}">`)
        .replace('<title>ScamScreen</title>', `<title>${title ?? 'ScamScreen'}</title>`)
        .replace(
          '</head>',
          `${stylesheetsOf
            .get(name)
            .map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`)
            .join('')}</head>`,
        )
        .replace(
          '<div id="root"></div>',
          `<div id="root" data-locale="${escapeHtml(locale)}">${body}</div>`,
        )
      writeFileSync(path.join(outDir, `${name}.html`), html)
    }
  }
  if (errors.length > 0) throw errors[0]
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  console.log(
    `Prerendered ${routes.length} pages in ${locales.length} languages into ${path.relative(process.cwd(), path.join(dist, 'prerendered'))} (${seconds} s).`,
  )
} finally {
  await browser.close()
}
