import { randomInt } from 'node:crypto'

import { Redis } from 'ioredis'
import { afterAll, describe, expect, it } from 'vitest'

import { buildTestApp, openTestDatabase } from '../../test/helper.ts'

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

async function redisUnavailableReason(): Promise<string | undefined> {
  const client = new Redis(REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
  })
  try {
    await client.connect()
    await client.ping()
    return undefined
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  } finally {
    client.disconnect()
  }
}

const unavailable = await redisUnavailableReason()
if (unavailable)
  console.warn(`Redis rate-limit test skipped: no server at ${REDIS_URL} (${unavailable})`)

describe.skipIf(Boolean(unavailable))('rate limits in Redis', () => {
  const apps: Awaited<ReturnType<typeof buildTestApp>>[] = []
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()))
  })

  it('are shared by every instance, so scaling out does not multiply them', async () => {
    const env = { REDIS_URL, RATE_LIMIT_PER_MINUTE: '3' }
    const first = await buildTestApp(await openTestDatabase('pglite'), env)
    const second = await buildTestApp(await openTestDatabase('pglite'), env)
    apps.push(first, second)
    // A documentation address of its own, so earlier runs' counts cannot interfere.
    const remoteAddress = `192.0.2.${randomInt(1, 255)}`
    const get = (app: typeof first) =>
      app.inject({ method: 'GET', url: '/api/site-config', remoteAddress })

    const statuses = [
      (await get(first)).statusCode,
      (await get(second)).statusCode,
      (await get(first)).statusCode,
      (await get(second)).statusCode,
    ]
    expect(statuses).toEqual([200, 200, 200, 429])
  })
})
