/**
 * Two packages in the tree declare Node 22 (content-disposition 3, used by @fastify/static's
 * reply.download; cookie 2, used by light-my-request's inject cookies) while we promise Node
 * 20.19. Neither has a release for Node 20 with the same API, so this runs the paths that use
 * them on the Node that runs the tests (20 on our machines and in CI).
 */
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import fastifyStatic from '@fastify/static'
import Fastify from 'fastify'
import { afterAll, describe, expect, it } from 'vitest'

describe(`packages that declare Node 22, on ${process.version}`, () => {
  const root = mkdtempSync(path.join(tmpdir(), 'scamscreen-node20-'))
  writeFileSync(path.join(root, 'report ü.txt'), 'hello')
  const app = Fastify()
  app.register(fastifyStatic, { root, serve: false })
  app.get('/file', (_request, reply) => reply.download('report ü.txt'))
  app.get('/cookie', (request) => ({ cookie: request.headers.cookie ?? null }))
  afterAll(() => app.close())

  it('content-disposition names a download, also with a non-ASCII name', async () => {
    const response = await app.inject({ method: 'GET', url: '/file' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="report ?.txt"; filename*=UTF-8''report%20%C3%BC.txt`,
    )
    expect(response.body).toBe('hello')
  })

  it('cookie writes the cookies an injected request carries', async () => {
    const response = await app.inject({ method: 'GET', url: '/cookie', cookies: { a: 'b c' } })
    expect(response.json()).toEqual({ cookie: 'a=b%20c' })
  })
})
