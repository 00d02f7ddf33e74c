import { gzipSync } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startHttpServer, type TestServer } from '../test/fake-web.ts'

import { fetchPage } from './page.ts'
import { createSsrfGuard, UnsafeTargetError } from './ssrf/ssrf-guard.ts'

describe('fetchPage through the SSRF guard', () => {
  let site: TestServer
  beforeAll(async () => {
    site = await startHttpServer((request, response) => {
      switch (request.url) {
        case '/login':
          response.writeHead(200, {
            'content-type': 'text/html; charset=utf-8',
            'content-encoding': 'gzip',
          })
          response.end(
            gzipSync(
              '<html lang="en"><title>Royal Mail – Redelivery</title><meta name="description" content="Pay the £1.45 fee">' +
                '<form action="https://other.example/collect"><input type="password"></form></html>',
            ),
          )
          return
        case '/latin1':
          response.writeHead(200, { 'content-type': 'text/html; charset=iso-8859-1' })
          response.end(Buffer.from('<title>Caf\xe9 cr\xe8me</title>', 'latin1'))
          return
        case '/moved':
          response.writeHead(301, { location: '/latin1' }).end()
          return
        case '/to-metadata':
          response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end()
          return
        case '/file.zip':
          response.writeHead(200, { 'content-type': 'application/zip' }).end('PK')
          return
        default:
          response.writeHead(404, { 'content-type': 'text/html' }).end('<title>Not found</title>')
      }
    })
  })
  afterAll(() => site.close())
  const guard = createSsrfGuard({ allowLoopbackForTests: true })
  const fetchAt = (path: string) => fetchPage({ url: new URL(site.url(path)), guard })

  it('reads a compressed page: title, description, language, forms', async () => {
    const result = await fetchAt('/login')
    expect(result).toMatchObject({
      status: 'checked',
      data: {
        title: 'Royal Mail – Redelivery',
        metaDescription: 'Pay the £1.45 fee',
        language: 'en',
        hasLoginForm: true,
        formPostsElsewhere: true,
        redirects: [],
      },
    })
  })

  it('follows redirects and decodes the declared charset', async () => {
    const result = await fetchAt('/moved')
    expect(result).toMatchObject({
      status: 'checked',
      data: { title: 'Café crème', finalUrl: site.url('/latin1'), redirects: [site.url('/moved')] },
    })
  })

  it('says no_data for an error page or a file that is not a page', async () => {
    expect(await fetchAt('/missing')).toMatchObject({ status: 'no_data', reason: 'HTTP 404' })
    expect(await fetchAt('/file.zip')).toMatchObject({ status: 'no_data' })
  })

  it('throws when the page redirects into private space', async () => {
    await expect(fetchAt('/to-metadata')).rejects.toBeInstanceOf(UnsafeTargetError)
  })

  it('says failed when the site does not answer', async () => {
    const gone = await startHttpServer(() => undefined)
    const url = new URL(gone.url('/'))
    await gone.close()
    expect(await fetchPage({ url, guard })).toMatchObject({ status: 'failed' })
  })
})
