// After `vite build`: renders every route of the built app once in Chromium, in English, and
// saves its first screen as static HTML (dist/prerendered/<route>.html). The server sends that
// page to browsers that prefer English, so a phone on a slow line paints the heading, the lead
// and the form at once, before any JavaScript has arrived; the app then renders over it.
//
// The copy is inert (nothing in it can be typed into or pressed), so nothing a person does
// before the app starts is lost when the app replaces it. Needs Chromium (CHROMIUM_PATH, or
// Debian's /usr/bin/chromium); without it the build goes on and every page starts blank, as
// before.
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

const escapeHtml = (text) =>
  text.replace(
    /[&<>"]/g,
    (character) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' }[character]};`,
  )

if (!existsSync(CHROMIUM)) {
  console.warn(`No Chromium at ${CHROMIUM}: pages are not prerendered (set CHROMIUM_PATH).`)
  process.exit(0)
}

const template = readFileSync(path.join(dist, 'index.html'), 'utf8')
if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root')

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
  const outDir = path.join(dist, 'prerendered')
  mkdirSync(outDir, { recursive: true })
  for (const name of routes) {
    const page = await context.newPage()
    await page.goto(`${ORIGIN}/${name === 'index' ? '' : name}`)
    await page.locator('main h1').first().waitFor()
    await page.waitForLoadState('networkidle')
    // The page's other <head> tags (description, canonical link) are React's to add.
    const captured = await page.evaluate(() => ({
      root: document.getElementById('root')?.innerHTML ?? '',
      title: document.title,
    }))
    await page.close()
    const html = template
      .replace('<title>ScamScreen</title>', `<title>${escapeHtml(captured.title)}</title>`)
      .replace('<div id="root"></div>', `<div id="root"><div inert>${captured.root}</div></div>`)
    writeFileSync(path.join(outDir, `${name}.html`), html)
  }
  console.log(`Prerendered ${routes.length} pages into ${path.relative(process.cwd(), outDir)}.`)
} finally {
  await browser.close()
}
