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
  const polishHome =
    '<!doctype html><html lang="pl" dir="ltr"><title>ScamScreen</title><h1>Czy to oszustwo?</h1>'
  const arabicHome =
    '<!doctype html><html lang="ar" dir="rtl"><title>ScamScreen</title><h1>هل هذا احتيال؟</h1>'
  const app = Fastify()

  beforeAll(async () => {
    mkdirSync(path.join(root, 'assets'))
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>ScamScreen</title>')
    writeFileSync(path.join(root, 'manifest.webmanifest'), '{"name":"ScamScreen"}')
    writeFileSync(path.join(root, 'assets/index-abc.js'), script)
    // What scripts/prerender.mjs writes: two routes in English, the home page in two more.
    for (const locale of ['en', 'pl', 'ar']) {
      mkdirSync(path.join(root, 'prerendered', locale), { recursive: true })
    }
    writeFileSync(path.join(root, 'prerendered/en/index.html'), homePage)
    writeFileSync(path.join(root, 'prerendered/en/qr-checker.html'), qrPage)
    writeFileSync(path.join(root, 'prerendered/pl/index.html'), polishHome)
    writeFileSync(path.join(root, 'prerendered/ar/index.html'), arabicHome)
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

  it('paints each page from its English copy for English browsers, compressed', async () => {
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

  it('paints the first screen in the browser’s language: Polish, and Arabic right to left', async () => {
    const polish = await app.inject({
      url: '/',
      headers: { 'accept-language': 'pl-PL,pl;q=0.9,en;q=0.8' },
    })
    expect(polish.body).toBe(polishHome)
    expect(polish.body).toContain('Czy to oszustwo?')
    const arabic = await app.inject({ url: '/', headers: { 'accept-language': 'ar-EG,ar' } })
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">')
    // The highest q wins, as the app's own choice of language does.
    const ranked = await app.inject({
      url: '/',
      headers: { 'accept-language': 'en;q=0.5, pl;q=0.9' },
    })
    expect(ranked.body).toBe(polishHome)
  })

  it('goes by the language picked in the app before the browser’s', async () => {
    const chosen = await app.inject({
      url: '/',
      headers: { 'accept-language': 'en-GB', cookie: 'theme=dark; preferred_language=ar' },
    })
    expect(chosen.body).toBe(arabicHome)
    expect(chosen.headers.vary).toMatch(/Cookie/)
    // A cookie naming no language of ours is ignored.
    const unknown = await app.inject({
      url: '/',
      headers: { 'accept-language': 'pl', cookie: 'preferred_language=xx' },
    })
    expect(unknown.body).toBe(polishHome)
  })

  it('sends the empty page where there is no copy in that language, or the address has a query', async () => {
    const polish = await app.inject({
      url: '/qr-checker',
      headers: { 'accept-language': 'pl-PL,pl;q=0.9,en;q=0.8' },
    })
    expect(polish.body).toBe('<!doctype html><title>ScamScreen</title>')
    const welsh = await app.inject({ url: '/', headers: { 'accept-language': 'cy' } })
    expect(welsh.body).toBe('<!doctype html><title>ScamScreen</title>')
    // Its first screen can differ from the prerendered one (a tab, a shared item).
    const query = await app.inject({ url: '/?shared=1' })
    expect(query.body).toBe('<!doctype html><title>ScamScreen</title>')
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
