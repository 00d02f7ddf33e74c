import { afterEach, describe, expect, it, vi } from 'vitest'

import { createQueryClient, throwIfNotOk } from './query-client.ts'

describe('throwIfNotOk', () => {
  it('passes an OK response', async () => {
    await expect(throwIfNotOk(new Response('{}', { status: 200 }))).resolves.toBeUndefined()
  })

  it('words a server failure as code and status text', async () => {
    const response = new Response('stack trace', { status: 502, statusText: 'Bad Gateway' })
    await expect(throwIfNotOk(response)).rejects.toThrow('502: Bad Gateway')
  })

  it('words any other failure as code, colon and body', async () => {
    const response = new Response('{"error":"Not found"}', { status: 404 })
    await expect(throwIfNotOk(response)).rejects.toThrow('404: {"error":"Not found"}')
  })
})

describe('default queries', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('GET the path in the query key, once, and keep the answer fresh', async () => {
    const fetchMock = vi.fn(async () => Response.json({ alerts: [] }))
    vi.stubGlobal('fetch', fetchMock)
    const client = createQueryClient()
    expect(await client.fetchQuery({ queryKey: ['/api/alerts'] })).toEqual({ alerts: [] })
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/alerts',
      expect.objectContaining({ credentials: 'include' }),
    )
    await client.fetchQuery({ queryKey: ['/api/alerts'] })
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('does not retry a failure', async () => {
    const fetchMock = vi.fn(async () => new Response('nope', { status: 400 }))
    vi.stubGlobal('fetch', fetchMock)
    await expect(createQueryClient().fetchQuery({ queryKey: ['/api/x'] })).rejects.toThrow(
      '400: nope',
    )
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })
})
