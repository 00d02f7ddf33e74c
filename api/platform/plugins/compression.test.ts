import { brotliDecompressSync } from 'node:zlib'

import { describe, expect, it } from 'vitest'

import { useTestApp } from '../../test/helper.ts'

describe('API answers over 1 KB', () => {
  const t = useTestApp('pglite')

  it('go out compressed to a browser that accepts it, the same JSON once decoded', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/alerts' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.length).toBeGreaterThan(1024)
    const compressed = await t.app.inject({
      method: 'GET',
      url: '/api/alerts',
      headers: { 'accept-encoding': 'br, gzip' },
    })
    expect(compressed.headers['content-encoding']).toBe('br')
    expect(compressed.rawPayload.length).toBeLessThan(plain.body.length / 2)
    expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString())).toEqual(plain.json())
  })

  it('stay plain when small', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br, gzip' },
    })
    expect(response.headers['content-encoding']).toBeUndefined()
  })

  it('never inflate a compressed request body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/reactions',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: Buffer.from([
        0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0x03, 0x03, 0, 0, 0, 0, 0, 0, 0, 0, 0,
      ]),
    })
    expect(response.statusCode).toBeGreaterThanOrEqual(400)
    expect(response.statusCode).toBeLessThan(500)
  })
})
