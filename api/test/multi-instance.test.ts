/**
 * Two app processes on one PostgreSQL and one Redis behave as one service (issue 17, item 7):
 * a report sent to both with the same Idempotency-Key is stored once, a client's rate limit is
 * spent across both, an upload saved through one is in the shared database (not on that
 * machine's disk), and reference codes issued from two connection pools at once never collide.
 * Skipped where PostgreSQL or Redis is not running.
 */
import { randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import path from 'node:path'

import { eq, sql } from 'drizzle-orm'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { openDatabase, type DatabaseHandle } from '../platform/db/client.ts'
import { communityReports, referenceCodes } from '../platform/db/schema.ts'
import { issueReferenceCode } from '../platform/reference-codes.ts'
import { readUpload, sha256 } from '../platform/uploads.ts'

import { createTestPostgresDatabase, DRIVERS } from './helper.ts'
import { startInstance, type Instance } from './instance.ts'

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
/** Small enough to spend in the test, across both processes (health checks do not count). */
const LIMIT = 60

async function redisReachable(): Promise<boolean> {
  const redis = new Redis(REDIS_URL, {
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
    lazyConnect: true,
  })
  try {
    await redis.connect()
    await redis.ping()
    return true
  } catch {
    return false
  } finally {
    redis.disconnect()
  }
}

const available = DRIVERS.includes('postgres') && (await redisReachable())

function startOne(databaseUrl: string): Promise<Instance> {
  return startInstance({
    DATABASE_URL: databaseUrl,
    REDIS_URL,
    INDICATOR_HASH_SECRET: 'multi-instance-secret-0123456789abcdef',
    RATE_LIMIT_PER_MINUTE: String(LIMIT),
  })
}

function reportForm(description: string, file?: { bytes: Uint8Array; name: string; type: string }) {
  const form = new FormData()
  form.append('description', description)
  if (file)
    form.append('supporting_document', new Blob([file.bytes], { type: file.type }), file.name)
  return form
}

describe.runIf(available)('two instances on one PostgreSQL and one Redis', () => {
  let created: Awaited<ReturnType<typeof createTestPostgresDatabase>>
  let database: DatabaseHandle
  let instances: Instance[] = []

  beforeAll(async () => {
    created = await createTestPostgresDatabase()
    // Counts left from an earlier run within the minute would spend this run's limit.
    const redis = new Redis(REDIS_URL)
    const keys = await redis.keys('fastify-rate-limit-*')
    if (keys.length) await redis.del(...keys)
    redis.disconnect()
    // Both start at once: the migrations take a lock, so they run once.
    instances = await Promise.all([startOne(created.url), startOne(created.url)])
    database = await openDatabase({ databaseUrl: created.url })
  }, 180_000)

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()))
    await database?.close()
    await created?.drop()
  })

  it('stores a report sent to both with one Idempotency-Key once, and answers both with its code', async () => {
    const key = randomUUID()
    const answers = await Promise.all(
      instances.map((instance) =>
        fetch(`${instance.origin}/api/community-reports`, {
          method: 'POST',
          headers: { 'idempotency-key': key },
          body: reportForm('A caller said my bank account was at risk and asked me to move money.'),
        }).then(async (response) => ({
          status: response.status,
          body: (await response.json()) as { reference_code?: string },
        })),
      ),
    )
    expect(answers.map((answer) => answer.status)).toEqual([200, 200])
    expect(answers[0]?.body.reference_code).toBe(answers[1]?.body.reference_code)
    const rows = await database.db
      .select({ id: communityReports.id })
      .from(communityReports)
      .where(eq(communityReports.idempotencyKey, key))
    expect(rows).toHaveLength(1)
  })

  it('keeps an upload made through one instance in the shared database, not on its disk', async () => {
    const bytes = new TextEncoder().encode('Screenshot of the text message, as a plain text file.')
    const response = await fetch(`${instances[0]!.origin}/api/community-reports`, {
      method: 'POST',
      headers: { 'idempotency-key': randomUUID() },
      body: reportForm('The text said my parcel was held and linked to a payment page.', {
        bytes,
        name: 'message.txt',
        type: 'text/plain',
      }),
    })
    expect(response.status).toBe(200)
    const stored = await readUpload(database.db, sha256(bytes))
    expect(stored && Buffer.from(stored.bytes).toString()).toBe(Buffer.from(bytes).toString())
    expect(existsSync(path.join(instances[0]!.dataDir, 'uploads'))).toBe(false)
  })

  it('spends one client’s rate limit across both instances', async () => {
    // Half to each: counted apart, each instance would allow all of its share.
    const statuses = await Promise.all(
      Array.from({ length: LIMIT + 20 }, (_, i) =>
        fetch(`${instances[i % 2]!.origin}/api/site-config`).then((response) => response.status),
      ),
    )
    expect(statuses.filter((status) => status === 200)).toHaveLength(LIMIT)
    expect(statuses.filter((status) => status === 429)).toHaveLength(20)
  })

  it('issues 10,000 reference codes from two connection pools at once with no collision', async () => {
    const second = await openDatabase({ databaseUrl: created.url })
    try {
      const pools = [database.db, second.db]
      const codes = await Promise.all(
        pools.map(async (db) => {
          const issued: string[] = []
          for (let batch = 0; batch < 50; batch++) {
            issued.push(
              ...(await Promise.all(
                Array.from({ length: 100 }, () => issueReferenceCode(db, 'report')),
              )),
            )
          }
          return issued
        }),
      )
      const all = codes.flat()
      expect(all).toHaveLength(10_000)
      expect(new Set(all).size).toBe(10_000)
      const [{ count }] = (await database.db
        .select({ count: sql<number>`count(*)::int` })
        .from(referenceCodes)
        .where(sql`${referenceCodes.tool} = 'report'`)) as [{ count: number }]
      expect(count).toBeGreaterThanOrEqual(10_000)
    } finally {
      await second.close()
    }
  }, 120_000)
})
