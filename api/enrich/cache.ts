/**
 * Lookup results kept in the database (lookup_cache) until they expire, so a site checked twice
 * in a few minutes is not looked up twice. The cache only saves work: when the database cannot
 * read or write it, the lookup simply runs.
 */
import { createHash } from 'node:crypto'

import { and, eq, gt, lt } from 'drizzle-orm'

import type { Database } from '../platform/db/client.ts'
import { lookupCache } from '../platform/db/schema.ts'

export interface CacheOptions<T> {
  /** Whether a result is worth keeping (failures are not: the next check tries again). */
  shouldCache?: (value: T) => boolean
  now?: () => Date
}

/**
 * A cache key: the namespace and the subject (callers normalise it), hashed when long, since
 * keys are an indexed column.
 */
export function cacheKey(namespace: string, subject: string): string {
  return subject.length <= 200 && !/\s/.test(subject)
    ? `${namespace}:${subject}`
    : `${namespace}:sha256:${createHash('sha256').update(subject).digest('hex')}`
}

/** The cached value for a key, or undefined when there is none or it has expired. */
export async function readCached<T>(
  db: Database,
  key: string,
  now: Date = new Date(),
): Promise<T | undefined> {
  try {
    const [row] = await db
      .select({ value: lookupCache.value })
      .from(lookupCache)
      .where(and(eq(lookupCache.key, key), gt(lookupCache.expiresAt, now)))
      .limit(1)
    return row ? (row.value as T) : undefined
  } catch {
    return undefined
  }
}

/** Stores a value for `ttlSeconds`, replacing any earlier one. */
export async function writeCached(
  db: Database,
  key: string,
  value: unknown,
  ttlSeconds: number,
  now: Date = new Date(),
): Promise<void> {
  const expiresAt = new Date(now.getTime() + ttlSeconds * 1000)
  try {
    await db
      .insert(lookupCache)
      .values({ key, value, expiresAt })
      .onConflictDoUpdate({ target: lookupCache.key, set: { value, expiresAt } })
  } catch {
    // A cache that cannot be written costs a repeat lookup later, nothing more.
  }
}

/**
 * Runs `fn` unless a fresh result for `key` is cached; keeps its result for `ttlSeconds`.
 * Values must survive JSON (dates as ISO strings).
 */
export async function cached<T>(
  db: Database,
  key: string,
  ttlSeconds: number,
  fn: () => Promise<T>,
  { shouldCache = () => true, now = () => new Date() }: CacheOptions<T> = {},
): Promise<T> {
  const hit = await readCached<T>(db, key, now())
  if (hit !== undefined) return hit
  const value = await fn()
  if (shouldCache(value)) await writeCached(db, key, value, ttlSeconds, now())
  return value
}

/** Deletes expired entries; returns how many. */
export async function purgeExpiredLookups(db: Database, now: Date = new Date()): Promise<number> {
  const deleted = await db
    .delete(lookupCache)
    .where(lt(lookupCache.expiresAt, now))
    .returning({ key: lookupCache.key })
  return deleted.length
}
