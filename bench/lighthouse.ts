/**
 * `npm run --silent bench:lighthouse`: Lighthouse on every route, as a phone gets it (mobile
 * form factor, simulated slow 4G and a slow CPU: Lighthouse's defaults), in Debian's Chromium,
 * against the built app served by the real server (compression and caching included). Prints
 * JSON per route: the four scores, LCP and TBT, the bytes transferred and the JavaScript bytes
 * transferred. Build first (`npm run build`). `npm run --silent bench:lighthouse -- /resources`
 * runs only the routes named. With `LIGHTHOUSE_REPORT_DIR=dir`, each route's whole report is
 * also written there as JSON, to see where the time went.
 */
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

import { CHROMIUM, CHROMIUM_ARGS } from '../tests/support/chromium.ts'

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4320)
const ORIGIN = `http://localhost:${PORT}`

/** Every screen (one route file each; index is the home page), or the routes named. */
const ROUTES =
  process.argv.length > 2
    ? process.argv.slice(2)
    : readdirSync('src/routes')
        .filter((file) => file.endsWith('.tsx') && !file.startsWith('__'))
        .map((file) => (file === 'index.tsx' ? '/' : `/${file.replace(/\.tsx$/, '')}`))
        .sort()

async function waitForServer() {
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      if ((await fetch(`${ORIGIN}/api/health`)).ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error('The server did not start')
}

const server = spawn('node', ['scripts/start.mjs'], {
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: 'localhost',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'scamscreen-lighthouse-')),
    LOG_LEVEL: 'warn',
  },
  stdio: 'inherit',
})

const results: Record<string, unknown> = {}
try {
  await waitForServer()
  for (const route of ROUTES) {
    // A fresh browser per route: a first visit, as a person arriving from a link gets it.
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    })
    const run = await lighthouse(`${ORIGIN}${route}`, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    })
    await chrome.kill()
    if (!run) throw new Error(`No Lighthouse result for ${route}`)
    const { lhr } = run
    const reportDir = process.env.LIGHTHOUSE_REPORT_DIR
    if (reportDir) {
      mkdirSync(reportDir, { recursive: true })
      const name = route === '/' ? 'index' : route.slice(1).replaceAll('/', '_')
      writeFileSync(path.join(reportDir, `${name}.json`), JSON.stringify(lhr))
    }
    if (lhr.runtimeError) {
      results[route] = { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` }
      continue
    }
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? null
    const summary = (
      lhr.audits['resource-summary']?.details as
        { items?: Array<{ resourceType: string; transferSize: number }> } | undefined
    )?.items
    results[route] = {
      performance: score('performance'),
      accessibility: score('accessibility'),
      best_practices: score('best-practices'),
      seo: score('seo'),
      lcp_ms: Math.round(audit('largest-contentful-paint') ?? 0),
      tbt_ms: Math.round(audit('total-blocking-time') ?? 0),
      bytes_transferred: audit('total-byte-weight'),
      js_bytes_transferred:
        summary?.find((item) => item.resourceType === 'script')?.transferSize ?? null,
    }
  }
} finally {
  server.kill()
}

console.log(
  JSON.stringify(
    {
      benchmark: 'lighthouse',
      settings: 'Lighthouse 12 defaults: mobile, simulated slow 4G, 4x CPU slowdown',
      chromium: CHROMIUM,
      routes: results,
    },
    null,
    2,
  ),
)
