import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { buildApp } from './app.ts'
import { loadConfig } from './config.ts'
import { DRIVERS, buildTestApp, openTestDatabase, useTestApp } from './test/helper.ts'

describe.each(DRIVERS)('app shell on %s', (driver) => {
  const t = useTestApp(driver, { SITE_LEGAL_NAME: 'Example Ltd', RATE_LIMIT_PER_MINUTE: '1000' })

  it('reports a healthy database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ status: 'ok', database: { driver, ok: true } })
  })

  it('serves the public site configuration and never a provider key', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/site-config' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      legalName: 'Example Ltd',
      forwardSmsNumber: '7726',
      forwardEmail: 'report@phishing.gov.uk',
    })
    expect(response.body).not.toMatch(/apiKey/i)
  })

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ error: 'Not found', code: 'NOT_FOUND' })
  })

  it('sends a strict Content-Security-Policy with no inline script', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' })
    const csp = String(response.headers['content-security-policy'])
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'")
    expect(csp).not.toContain('unsafe-inline')
    expect(csp).toContain("frame-ancestors 'none'")
  })
})

describe('errors', () => {
  it('hides the details of a server error', async () => {
    const database = await openTestDatabase('pglite')
    const app = await buildTestApp(database)
    app.get('/api/explode', async () => {
      throw new Error('password=hunter2 at /srv/secret.ts:12')
    })
    const response = await app.inject({ method: 'GET', url: '/api/explode' })
    await app.close()
    expect(response.statusCode).toBe(500)
    expect(response.json()).toEqual({
      error: 'Something went wrong on our side. Try again in a few minutes.',
      code: 'SERVER_ERROR',
    })
    expect(response.body).not.toContain('hunter2')
  })

  it('reports a broken database as down, not as a crash', async () => {
    const database = await openTestDatabase('pglite')
    const app = await buildTestApp(database)
    await database.close()
    const response = await app.inject({ method: 'GET', url: '/api/health' })
    expect(response.statusCode).toBe(503)
    expect(response.json()).toMatchObject({ status: 'down', database: { ok: false } })
  })

  it('limits the rate per client with a readable 429', async () => {
    const database = await openTestDatabase('pglite')
    const app = await buildTestApp(database, { RATE_LIMIT_PER_MINUTE: '2' })
    const codes = []
    for (let i = 0; i < 3; i++) {
      codes.push((await app.inject({ method: 'GET', url: '/api/site-config' })).statusCode)
    }
    const limited = await app.inject({ method: 'GET', url: '/api/site-config' })
    await app.close()
    expect(codes).toEqual([200, 200, 429])
    expect(limited.json()).toMatchObject({
      code: 'RATE_LIMITED',
      error: expect.stringMatching(/Try again in \d+ seconds/),
    })
  })

  it('never limits the web app’s own pages and files, only the API', async () => {
    const staticDir = mkdtempSync(path.join(tmpdir(), 'scamscreen-limit-'))
    mkdirSync(path.join(staticDir, 'assets'))
    writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>ScamScreen</title>')
    writeFileSync(path.join(staticDir, 'assets/index-abc.js'), 'console.log(1)')
    const database = await openTestDatabase('pglite')
    const app = await buildTestApp(database, { RATE_LIMIT_PER_MINUTE: '2', STATIC_DIR: staticDir })
    const codes = []
    for (const url of ['/', '/assets/index-abc.js', '/qr-checker', '/', '/assets/index-abc.js']) {
      codes.push((await app.inject({ method: 'GET', url })).statusCode)
    }
    for (let i = 0; i < 3; i++) {
      codes.push((await app.inject({ method: 'GET', url: '/api/site-config' })).statusCode)
    }
    await app.close()
    expect(codes).toEqual([200, 200, 200, 200, 200, 200, 200, 429])
  })
})

describe('request logs', () => {
  it('never hold the client’s address or port, only the method, route and status', async () => {
    const lines: string[] = []
    const database = await openTestDatabase('pglite')
    const app = await buildApp({
      config: loadConfig({
        STATIC_DIR: './no-web-app-in-api-tests',
        INDICATOR_HASH_SECRET: 'test-indicator-secret-0123456789abcdef',
        TRUST_PROXY: 'true',
        LOG_LEVEL: 'info',
      }),
      database,
      logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
    })
    try {
      await app.inject({ method: 'GET', url: '/api/health', remoteAddress: '203.0.113.77' })
      await app.inject({
        method: 'GET',
        url: '/api/reactions/SCR-7K4Q-X2MD?from=203.0.113.78',
        remoteAddress: '198.51.100.9',
        headers: { 'x-forwarded-for': '203.0.113.78' },
      })
      const requestLines = lines.filter((line) => line.includes('"req"') || line.includes('"res"'))
      expect(requestLines.length).toBeGreaterThanOrEqual(4)
      for (const line of lines) {
        expect(line).not.toMatch(/203\.0\.113\.77|203\.0\.113\.78|198\.51\.100\.9/)
        expect(line).not.toMatch(/remoteAddress|remotePort/)
      }
      expect(requestLines.join('\n')).toContain('"url":"/api/reactions/:reference_code"')
      expect(requestLines.join('\n')).toContain('"statusCode":')
    } finally {
      await app.close()
    }
  })
})
