/**
 * The PostgreSQL server the tests and benches use (TEST_POSTGRES_URL, by default the machine's
 * own on 127.0.0.1:5432), and throwaway databases on it. No test runner needed here.
 */
import { randomBytes } from 'node:crypto'

import pg from 'pg'

export const POSTGRES_ADMIN_URL =
  process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

/** Why the tests' PostgreSQL cannot be used, or undefined when it can. */
export async function postgresUnavailableReason(): Promise<string | undefined> {
  const client = new pg.Client({
    connectionString: POSTGRES_ADMIN_URL,
    connectionTimeoutMillis: 2000,
  })
  try {
    await client.connect()
    return undefined
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  } finally {
    await client.end().catch(() => {})
  }
}

/** Creates an empty PostgreSQL database of its own; `drop` removes it. */
export async function createTestPostgresDatabase(): Promise<{
  url: string
  drop(): Promise<void>
}> {
  const name = `scamscreen_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(POSTGRES_ADMIN_URL)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: POSTGRES_ADMIN_URL })
      await dropper.connect()
      await dropper.query(`drop database if exists ${name} with (force)`)
      await dropper.end()
    },
  }
}
