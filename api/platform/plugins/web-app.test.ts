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
  const app = Fastify()

  beforeAll(async () => {
    mkdirSync(path.join(root, 'assets'))
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>ScamScreen</title>')
    writeFileSync(path.join(root, 'manifest.webmanifest'), '{"name":"ScamScreen"}')
    writeFileSync(path.join(root, 'assets/index-abc.js'), script)
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

  it('keeps short files plain and revalidates the page itself', async () => {
    const page = await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } })
    expect(page.headers['content-encoding']).toBeUndefined()
    expect(page.headers['cache-control']).toBe('no-cache')
    const manifest = await app.inject({ url: '/manifest.webmanifest' })
    expect(manifest.headers['content-type']).toBe('application/manifest+json')
  })
})
