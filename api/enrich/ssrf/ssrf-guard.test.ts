import { brotliCompressSync, gzipSync } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startFakeDns, type FakeDnsServer } from '../../test/fake-dns-server.ts'
import { startHttpServer, startHttpsServer, type TestServer } from '../../test/fake-web.ts'
import { createTestCa } from '../../test/test-ca.ts'

import { createDnsClient } from './dns-client.ts'
import {
  createSsrfGuard,
  InvalidUrlError,
  parseWebUrl,
  UnreachableTargetError,
  UnsafeTargetError,
  type SsrfGuardOptions,
} from './ssrf-guard.ts'

describe('parseWebUrl', () => {
  it.each([
    ['royalmail-pay.com/x', 'https://royalmail-pay.com/x'],
    ['example.co.uk', 'https://example.co.uk/'],
    ['localhost:3000/a', 'https://localhost:3000/a'],
    ['http://EXAMPLE.com', 'http://example.com/'],
  ])('reads %s as %s', (input, href) => {
    expect(parseWebUrl(input).href).toBe(href)
  })

  it.each([
    'ftp://example.com/file',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'gopher://example.com/',
    'http://example.com@127.0.0.1/',
    'https://user:pass@example.com/',
    'http://',
    '',
    'two words.com',
    `https://example.com/${'a'.repeat(2100)}`,
  ])('refuses %s as not a web address', (input) => {
    expect(() => parseWebUrl(input)).toThrow(InvalidUrlError)
  })
})

describe('the SSRF guard', () => {
  let dns: FakeDnsServer
  let site: TestServer
  const connections: string[] = []

  function guard(options: SsrfGuardOptions = {}) {
    return createSsrfGuard({
      dns: createDnsClient({ servers: [dns.server], timeoutMs: 500, tries: 1 }),
      onConnect: ({ address }) => connections.push(address),
      ...options,
    })
  }

  beforeAll(async () => {
    dns = await startFakeDns({
      'private.test': { A: ['10.0.0.5'] },
      'metadata.test': { A: ['169.254.169.254'] },
      'mixed.test': { A: ['8.8.8.8', '127.0.0.1'] },
      'v6-loopback.test': { AAAA: ['::1'] },
      'mapped.test': { AAAA: ['::ffff:127.0.0.1'] },
      'nat64.test': { AAAA: ['64:ff9b::a00:1'] },
      'sixtofour.test': { AAAA: ['2002:c0a8:101::1'] },
      'cgnat.test': { A: ['100.64.0.1'] },
      'site.test': { A: ['127.0.0.1'] },
      'empty.test': {},
    })
    site = await startHttpServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://x')
      const to = url.searchParams.get('to')
      if (url.pathname === '/redirect' && to) {
        response.writeHead(302, { location: to }).end()
      } else if (url.pathname === '/chain') {
        const left = Number(url.searchParams.get('n'))
        response.writeHead(301, { location: left > 0 ? `/chain?n=${left - 1}` : '/hello' }).end()
      } else if (url.pathname === '/big') {
        response.writeHead(200, { 'content-type': 'text/plain' })
        response.end(Buffer.alloc(3 * 1024 * 1024, 'a'))
      } else if (url.pathname === '/gzip-bomb') {
        response.writeHead(200, { 'content-encoding': 'gzip', 'content-type': 'text/html' })
        response.end(gzipSync(Buffer.alloc(50 * 1024 * 1024)))
      } else if (url.pathname === '/brotli') {
        response.writeHead(200, { 'content-encoding': 'br', 'content-type': 'text/html' })
        response.end(brotliCompressSync(Buffer.from('<title>squeezed</title>')))
      } else if (url.pathname === '/slow') {
        // Never answers: the guard's time limit must end it.
      } else {
        response.writeHead(200, { 'content-type': 'text/html' }).end('hello')
      }
    })
  })

  afterAll(async () => {
    await site.close()
    await dns.close()
  })

  describe('refuses without connecting', () => {
    it.each([
      'http://127.0.0.1/',
      'http://2130706433/',
      'http://0177.0.0.1/',
      'http://0x7f.1/',
      'http://0x7f000001/',
      'http://127.1/',
      'http://[::1]/',
      'http://[::ffff:127.0.0.1]/',
      'http://[0:0:0:0:0:ffff:7f00:1]/',
      'http://10.0.0.1/',
      'http://172.16.5.4/',
      'http://192.168.0.1/',
      'http://169.254.169.254/latest/meta-data/',
      'http://100.64.0.1/',
      'http://224.0.0.1/',
      'http://255.255.255.255/',
      'http://0.0.0.0/',
      'http://240.0.0.1/',
      'http://[fc00::1]/',
      'http://[fe80::1]/',
      'http://[ff02::1]/',
      'http://[64:ff9b::a9fe:a9fe]/',
      'http://[2002:7f00:1::]/',
    ])('%s', async (url) => {
      connections.length = 0
      await expect(guard().fetch(url)).rejects.toBeInstanceOf(UnsafeTargetError)
      expect(connections).toEqual([])
    })

    it.each([
      'private.test',
      'metadata.test',
      'mixed.test',
      'v6-loopback.test',
      'mapped.test',
      'nat64.test',
      'sixtofour.test',
      'cgnat.test',
    ])('a name that resolves into private space: %s', async (name) => {
      connections.length = 0
      await expect(guard().fetch(`http://${name}/`)).rejects.toBeInstanceOf(UnsafeTargetError)
      expect(connections).toEqual([])
    })

    it('a URL with credentials (the userinfo trick)', async () => {
      await expect(guard().fetch('http://example.com@127.0.0.1/')).rejects.toBeInstanceOf(
        InvalidUrlError,
      )
    })

    it('loopback, even in tests, unless the test policy is given in code', async () => {
      await expect(guard().fetch(site.url('/', 'site.test'))).rejects.toBeInstanceOf(
        UnsafeTargetError,
      )
      expect(site.requests).toEqual([])
    })
  })

  describe('with loopback allowed for tests', () => {
    const testGuard = (options: SsrfGuardOptions = {}) =>
      guard({ allowLoopbackForTests: true, ...options })

    it('fetches through the vetted address, by name', async () => {
      const response = await testGuard().fetch(site.url('/', 'site.test'))
      expect(response).toMatchObject({ status: 200, address: '127.0.0.1', truncated: false })
      expect(response.body.toString()).toBe('hello')
      expect(site.requests.at(-1)?.host).toBe(`site.test:${site.port}`)
    })

    it.each([
      'http://10.0.0.1/',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::ffff:10.0.0.1]/',
      'http://private.test/',
      'ftp://example.com/',
    ])('refuses a redirect to %s, and never connects to it', async (target) => {
      connections.length = 0
      const from = site.url(`/redirect?to=${encodeURIComponent(target)}`)
      await expect(testGuard().fetch(from)).rejects.toBeInstanceOf(UnsafeTargetError)
      expect(connections).toEqual(['127.0.0.1'])
    })

    it('follows five redirects, each checked, and refuses a sixth', async () => {
      const five = await testGuard().fetch(site.url('/chain?n=4'))
      expect(five.redirects).toHaveLength(5)
      expect(five.body.toString()).toBe('hello')
      await expect(testGuard().fetch(site.url('/chain?n=5'))).rejects.toMatchObject({
        reason: 'too_many_redirects',
      })
    })

    it('stops reading at the byte limit', async () => {
      const response = await testGuard({ maxBytes: 100_000 }).fetch(site.url('/big'))
      expect(response.truncated).toBe(true)
      expect(response.body.length).toBe(100_000)
    })

    it('counts bytes after decompression, so a gzip bomb stays small', async () => {
      const response = await testGuard({ maxBytes: 1_000_000 }).fetch(site.url('/gzip-bomb'))
      expect(response.truncated).toBe(true)
      expect(response.body.length).toBe(1_000_000)
    })

    it('decompresses brotli', async () => {
      const response = await testGuard().fetch(site.url('/brotli'))
      expect(response.body.toString()).toBe('<title>squeezed</title>')
    })

    it('gives up at the time limit', async () => {
      const started = Date.now()
      await expect(testGuard({ timeoutMs: 300 }).fetch(site.url('/slow'))).rejects.toMatchObject({
        reason: 'timeout',
      })
      expect(Date.now() - started).toBeLessThan(2000)
    })

    it('reports a name with no address as unreachable, not unsafe', async () => {
      const failure = testGuard().fetch('http://empty.test/')
      await expect(failure).rejects.toBeInstanceOf(UnreachableTargetError)
      await expect(failure).rejects.toMatchObject({ reason: 'no_address' })
    })
  })

  it('connects to the first vetted address only, whatever DNS answers later (rebinding)', async () => {
    // The first answer is an address the policy allows; every later one is the "internal"
    // server. A guard that resolved twice would reach the second server.
    const rebinding = await startFakeDns((name, type, times) =>
      name === 'rebind.test' && type === 'A'
        ? { A: [times === 1 ? '127.0.0.2' : '127.0.0.1'] }
        : undefined,
    )
    const good = await startHttpServer((_, response) => response.end('vetted'), {
      host: '127.0.0.2',
    })
    const internal = await startHttpServer((_, response) => response.end('internal'), {
      host: '127.0.0.1',
      port: good.port,
    })
    try {
      const rebindGuard = createSsrfGuard({
        dns: createDnsClient({ servers: [rebinding.server], timeoutMs: 500, tries: 1 }),
        allowLoopbackForTests: true,
      })
      const response = await rebindGuard.fetch(`http://rebind.test:${good.port}/`)
      expect(response.body.toString()).toBe('vetted')
      expect(response.address).toBe('127.0.0.2')
      expect(internal.requests).toEqual([])
      expect(rebinding.questions.filter((q) => q.type === 'A')).toHaveLength(1)
    } finally {
      await Promise.all([good.close(), internal.close(), rebinding.close()])
    }
  })

  it('trusts a test CA only when it is given, and can read a page with a bad certificate', async () => {
    const ca = createTestCa()
    const https = await startHttpsServer(ca.issue({ names: ['site.test'] }), (_, response) =>
      response.end('secure'),
    )
    try {
      const url = https.url('/', 'site.test')
      const trusting = guard({ allowLoopbackForTests: true, ca: [ca.certificate] })
      expect((await trusting.fetch(url)).body.toString()).toBe('secure')
      const strict = guard({ allowLoopbackForTests: true })
      await expect(strict.fetch(url)).rejects.toMatchObject({ reason: 'connection_failed' })
      const lenient = await strict.fetch(url, { acceptInvalidCertificates: true })
      expect(lenient.body.toString()).toBe('secure')
    } finally {
      await https.close()
    }
  })
})
