import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { DatabaseHandle } from '../platform/db/client.ts'
import { DRIVERS, openTestDatabase } from '../test/helper.ts'

import { parseFeed } from './threat-feed-formats.ts'
import {
  clearFeedSource,
  feedSummary,
  importFeedEntries,
  lookupThreatFeeds,
} from './threat-feeds.ts'

describe.each(DRIVERS)('threat feeds on %s', (driver) => {
  let database: DatabaseHandle
  beforeAll(async () => {
    database = await openTestDatabase(driver)
  })
  afterAll(() => database.close())

  it('says not_configured while no feed is loaded', async () => {
    expect(await lookupThreatFeeds(database.db, 'https://anything.example/')).toEqual({
      status: 'not_configured',
    })
  })

  it('imports, skips entries already held, and counts', async () => {
    const feed = parseFeed(
      'https://royalmail-redelivery.example/pay\nhttps://sites.google.com/view/phish\n',
    )
    expect(await importFeedEntries(database.db, 'openphish', feed.entries)).toEqual({
      inserted: 2,
      alreadyPresent: 0,
    })
    expect(await importFeedEntries(database.db, 'openphish', feed.entries)).toEqual({
      inserted: 0,
      alreadyPresent: 2,
    })
    await importFeedEntries(
      database.db,
      'urlhaus',
      parseFeed('http://royalmail-redelivery.example/pay').entries,
    )
    expect(await feedSummary(database.db)).toEqual([
      { source: 'openphish', entries: 2 },
      { source: 'urlhaus', entries: 1 },
    ])
  })

  it('matches the exact URL (either scheme) and the host', async () => {
    expect(await lookupThreatFeeds(database.db, 'http://royalmail-redelivery.example/pay')).toEqual(
      {
        status: 'checked',
        data: { sources: ['openphish', 'urlhaus'], exactUrl: true },
      },
    )
    expect(
      await lookupThreatFeeds(database.db, 'https://www.royalmail-redelivery.example/other'),
    ).toEqual({
      status: 'checked',
      data: { sources: ['openphish', 'urlhaus'], exactUrl: false },
    })
    expect(await lookupThreatFeeds(database.db, 'https://clean.example/')).toEqual({
      status: 'checked',
      data: { sources: [], exactUrl: false },
    })
  })

  it('on shared hosting, matches only the exact URL', async () => {
    expect(
      await lookupThreatFeeds(database.db, 'https://sites.google.com/view/phish'),
    ).toMatchObject({
      data: { sources: ['openphish'], exactUrl: true },
    })
    expect(
      await lookupThreatFeeds(database.db, 'https://sites.google.com/view/bakery'),
    ).toMatchObject({
      data: { sources: [] },
    })
  })

  it('replaces a source', async () => {
    expect(await clearFeedSource(database.db, 'urlhaus')).toBe(1)
  })
})
