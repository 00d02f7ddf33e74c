import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { DatabaseHandle } from '../platform/db/client.ts'
import { DRIVERS, openTestDatabase } from '../test/helper.ts'

import { cached, cacheKey, purgeExpiredLookups, readCached } from './cache.ts'

describe.each(DRIVERS)('the lookup cache on %s', (driver) => {
  let database: DatabaseHandle
  beforeAll(async () => {
    database = await openTestDatabase(driver)
  })
  afterAll(() => database.close())

  it('runs a lookup once, then answers from the cache until it expires', async () => {
    let calls = 0
    const lookup = async () => ({ calls: ++calls })
    let now = new Date('2026-11-22T10:00:00Z')
    const clock = { now: () => now }
    expect(await cached(database.db, 'test:a', 60, lookup, clock)).toEqual({ calls: 1 })
    expect(await cached(database.db, 'test:a', 60, lookup, clock)).toEqual({ calls: 1 })
    now = new Date('2026-11-22T10:01:01Z')
    expect(await cached(database.db, 'test:a', 60, lookup, clock)).toEqual({ calls: 2 })
  })

  it('does not keep what shouldCache refuses (failures)', async () => {
    let calls = 0
    const failing = async () => ({ status: 'failed', attempt: ++calls })
    const options = { shouldCache: (value: { status: string }) => value.status !== 'failed' }
    await cached(database.db, 'test:b', 60, failing, options)
    await cached(database.db, 'test:b', 60, failing, options)
    expect(calls).toBe(2)
  })

  it('purges expired entries', async () => {
    await cached(database.db, 'test:c', 1, async () => 'soon gone', {
      now: () => new Date('2020-01-01T00:00:00Z'),
    })
    expect(await purgeExpiredLookups(database.db)).toBeGreaterThanOrEqual(1)
    expect(
      await readCached(database.db, 'test:c', new Date('2020-01-01T00:00:00Z')),
    ).toBeUndefined()
  })

  it('hashes long keys', () => {
    expect(cacheKey('page', 'https://a.test/')).toBe('page:https://a.test/')
    expect(cacheKey('page', `https://a.test/${'x'.repeat(300)}`)).toMatch(
      /^page:sha256:[0-9a-f]{64}$/,
    )
  })
})
