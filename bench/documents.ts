/**
 * `npm run --silent bench:documents`: the document analyser's speed, as JSON.
 *
 * - POST /api/analyze-document on the real app (embedded database in memory, offline link
 *   checks), by app.inject: p50 and p95 per document for a 1-page text PDF, a 20-page PDF and a
 *   12-megapixel photo (4000×3000 JPEG of a letter), after one warm-up each.
 * - The device preview in Chromium: time from choosing a 20-page PDF on /document-screen to its
 *   first thumbnail (the page's `pdf-preview:first-thumbnail` measure), in the worker. Needs the
 *   built app (STATIC_DIR, default ./dist).
 *
 * Goals (issue 15): first thumbnail ≤ 500 ms for a 20-page PDF; a 1-page PDF analysed ≤ 1 s p50.
 * Runs: BENCH_RUNS (default 15), fewer for the photo.
 */
import { existsSync } from 'node:fs'
import { availableParallelism, loadavg } from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'

import { createCanvas } from '@napi-rs/canvas'
import { chromium } from '@playwright/test'

import { openDatabase } from '../api/platform/db/client.ts'
import { CHANGED_BANK_INVOICE_LINES, letterPdf } from '../api/test/document-fixtures.ts'
import { buildTestApp } from '../api/test/helper.ts'
import { CHROMIUM, CHROMIUM_ARGS } from '../tests/support/chromium.ts'

import { percentile } from './percentile.ts'

const RUNS = Number(process.env.BENCH_RUNS ?? 15)

function photoOfLetter(): Uint8Array {
  const canvas = createCanvas(4000, 3000)
  const context = canvas.getContext('2d')
  context.fillStyle = '#f4f1ea'
  context.fillRect(0, 0, 4000, 3000)
  context.fillStyle = '#111'
  context.font = '64px sans-serif'
  CHANGED_BANK_INVOICE_LINES.forEach((line, row) => context.fillText(line, 200, 300 + row * 110))
  return new Uint8Array(canvas.encodeSync('jpeg', 85))
}

const twentyPages = () =>
  letterPdf({
    pages: Array.from({ length: 20 }, (_, page) => [
      ...CHANGED_BANK_INVOICE_LINES,
      `Page ${page + 1} of 20`,
    ]),
  })

async function serverTimes() {
  const database = await openDatabase({ inMemory: true })
  const app = await buildTestApp(database, {
    RATE_LIMIT_PER_MINUTE: '100000',
    CHECK_RATE_LIMIT_PER_MINUTE: '100000',
  })
  await app.ready()
  const documents = {
    pdf_1_page: {
      bytes: await letterPdf({ pages: [CHANGED_BANK_INVOICE_LINES] }),
      type: 'application/pdf',
      runs: RUNS,
    },
    pdf_20_pages: { bytes: await twentyPages(), type: 'application/pdf', runs: RUNS },
    photo_12_mp: {
      bytes: photoOfLetter(),
      type: 'image/jpeg',
      runs: Math.max(3, Math.ceil(RUNS / 3)),
    },
  }
  const results: Record<string, unknown> = {}
  try {
    for (const [name, { bytes, type, runs }] of Object.entries(documents)) {
      const times: number[] = []
      for (let run = 0; run <= runs; run++) {
        const form = new FormData()
        form.append('document', new Blob([bytes], { type }), 'document')
        const started = performance.now()
        const response = await app.inject({
          method: 'POST',
          url: '/api/analyze-document',
          payload: form,
        })
        const elapsed = performance.now() - started
        if (response.statusCode !== 200)
          throw new Error(`${name}: ${response.statusCode} ${response.body}`)
        if (run > 0) times.push(elapsed) // run 0 warms the reader processes and the OCR worker
      }
      times.sort((a, b) => a - b)
      results[name] = {
        bytes: bytes.length,
        runs,
        p50_ms: percentile(times, 50),
        p95_ms: percentile(times, 95),
      }
    }
  } finally {
    await app.close()
  }
  return results
}

async function previewTimes() {
  const staticDir = path.resolve(process.env.STATIC_DIR ?? 'dist')
  if (!existsSync(path.join(staticDir, 'index.html')))
    return { skipped: `no built app in ${staticDir}` }
  const database = await openDatabase({ inMemory: true })
  const app = await buildTestApp(database, { STATIC_DIR: staticDir })
  const address = await app.listen({ port: 0, host: '127.0.0.1' })
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
  const pdf = Buffer.from(await twentyPages())
  const times: number[] = []
  try {
    const page = await browser.newPage()
    for (let run = 0; run <= Math.min(RUNS, 10); run++) {
      await page.goto(`${address}/document-screen`)
      await page
        .locator('#document-file')
        .setInputFiles({ name: 'twenty.pdf', mimeType: 'application/pdf', buffer: pdf })
      const duration = await page.waitForFunction(() => {
        const [entry] = performance.getEntriesByName('pdf-preview:first-thumbnail')
        return entry?.duration ?? false
      })
      if (run > 0) times.push(Number(await duration.jsonValue())) // run 0 loads the worker code
    }
  } finally {
    await browser.close()
    await app.close()
  }
  times.sort((a, b) => a - b)
  return {
    pdf_pages: 20,
    runs: times.length,
    first_thumbnail_p50_ms: percentile(times, 50),
    first_thumbnail_p95_ms: percentile(times, 95),
  }
}

const server = await serverTimes()
const preview = await previewTimes()
console.log(
  JSON.stringify(
    {
      machine: {
        cpus: availableParallelism(),
        load_average_1m: Number(loadavg()[0]?.toFixed(2)),
        node: process.version,
      },
      analyze_document: server,
      device_preview_chromium: preview,
    },
    null,
    2,
  ),
)
