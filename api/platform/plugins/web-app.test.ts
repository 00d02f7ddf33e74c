import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { webAppPlugin } from './web-app.ts'

describe('the built app as phones receive it', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'scamscreen-web-'))
  const script = 'console.log("ScamScreen")\n'.repeat(200)
  const homePage = `<!doctype html><title>ScamScreen</title><h1>Is it a scam?</h1>${'<p>Lead</p>'.repeat(200)}`
  const qrPage =
    '<!doctype html><title>QR Code Scanner | ScamScreen</title><h1>QR Code Scanner</h1>'
  const app = Fastify()

  beforeAll(async () => {
    mkdirSync(path.join(root, 'assets'))
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>ScamScreen</title>')
    writeFileSync(path.join(root, 'manifest.webmanifest'), '{"name":"ScamScreen"}')
    writeFileSync(path.join(root, 'assets/index-abc.js'), script)
    // What scripts/prerender.mjs writes for two routes.
    mkdirSync(path.join(root, 'prerendered'))
    writeFileSync(path.join(root, 'prerendered/index.html'), homePage)
    writeFileSync(path.join(root, 'prerendered/qr-checker.html'), qrPage)
    // What scripts/compress-dist.mjs writes beside each file.
    const { execFileSync } = await import('node:child_process')
    execFileSync('node', ['scripts/compress-dist.mjs', root])
    await app.register(webAppPlugin, { root })
  })
  afterAll(() => app.close())

  it('sends the brotli copy to a browser that accepts it, the same bytes once decoded', async () => {
    const response = await app.inject({
      url: '/assets/index-abc.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    })
    expect(response.headers['content-encoding']).toBe('br')
    expect(response.headers['content-type']).toMatch(/javascript/)
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(response.rawPayload.length).toBeLessThan(script.length / 10)
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script)
  })

  it('sends gzip where brotli is not accepted, and plain bytes where nothing is', async () => {
    const gzip = await app.inject({
      url: '/assets/index-abc.js',
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script)
    const plain = await app.inject({ url: '/assets/index-abc.js' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(script)
  })

  it('paints each page from its prerendered copy for English browsers, compressed', async () => {
    const home = await app.inject({
      url: '/',
      headers: { 'accept-language': 'en-GB,en;q=0.9', 'accept-encoding': 'br' },
    })
    expect(home.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(home.rawPayload).toString()).toBe(homePage)
    expect(home.headers.vary).toMatch(/Accept-Language/)
    expect(home.headers['cache-control']).toBe('no-cache')
    // No language at all is English too.
    const qr = await app.inject({ url: '/qr-checker' })
    expect(qr.body).toBe(qrPage)
  })

  it('sends the empty page to other languages, and to routes without a copy', async () => {
    const polish = await app.inject({
      url: '/qr-checker',
      headers: { 'accept-language': 'pl-PL,pl;q=0.9,en;q=0.8' },
    })
    expect(polish.body).toBe('<!doctype html><title>ScamScreen</title>')
    const welsh = await app.inject({ url: '/', headers: { 'accept-language': 'cy' } })
    expect(welsh.body).toBe('<!doctype html><title>ScamScreen</title>')
    // A language the app does not have falls back to English, as the app itself does.
    const german = await app.inject({ url: '/qr-checker', headers: { 'accept-language': 'de' } })
    expect(german.body).toBe(qrPage)
  })

  it('keeps short files plain and revalidates the page itself', async () => {
    const page = await app.inject({ url: '/index.html', headers: { 'accept-encoding': 'br' } })
    expect(page.headers['content-encoding']).toBeUndefined()
    expect(page.headers['cache-control']).toBe('no-cache')
    const manifest = await app.inject({ url: '/manifest.webmanifest' })
    expect(manifest.headers['content-type']).toBe('application/manifest+json')
  })
})
