/**
 * Test helpers: build the real app on a real database. PGlite runs in memory; PostgreSQL gets a
 * database of its own, created for the test and dropped after it.
 */
import { randomBytes } from 'node:crypto'

import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import { afterAll, beforeAll } from 'vitest'

import { buildApp, type BuildOptions } from '../app.ts'
import { loadConfig } from '../config.ts'
import { openDatabase, type DatabaseHandle } from '../platform/db/client.ts'

export type Driver = 'pglite' | 'postgres'

const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

async function postgresUnavailableReason(): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2000 })
  try {
    await client.connect()
    return undefined
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  } finally {
    await client.end().catch(() => {})
  }
}

const unavailable = await postgresUnavailableReason()
if (unavailable) {
  console.warn(`PostgreSQL tests skipped: no server at ${ADMIN_URL} (${unavailable})`)
}

/** The drivers to run each API test on: PGlite always, PostgreSQL where a server runs. */
export const DRIVERS: Driver[] = unavailable ? ['pglite'] : ['pglite', 'postgres']

/** Creates an empty PostgreSQL database of its own; `drop` removes it. */
export async function createTestPostgresDatabase(): Promise<{
  url: string
  drop(): Promise<void>
}> {
  const name = `scamscreen_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: ADMIN_URL })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(ADMIN_URL)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: ADMIN_URL })
      await dropper.connect()
      await dropper.query(`drop database if exists ${name} with (force)`)
      await dropper.end()
    },
  }
}

/** Opens a fresh, migrated database on the given driver; closing it also drops it. */
export async function openTestDatabase(driver: Driver): Promise<DatabaseHandle> {
  if (driver === 'pglite') return openDatabase({ inMemory: true })
  const created = await createTestPostgresDatabase()
  const handle = await openDatabase({ databaseUrl: created.url })
  return {
    ...handle,
    close: async () => {
      await handle.close()
      await created.drop()
    },
  }
}

export interface TestApp {
  app: FastifyInstance
  database: DatabaseHandle
}

/**
 * Builds the app once for a describe block, on the given driver, and closes it afterwards.
 * Read `.app` inside tests (it is set in beforeAll).
 */
export function useTestApp(driver: Driver, env: Record<string, string> = {}): TestApp {
  let built: TestApp | undefined
  beforeAll(async () => {
    const database = await openTestDatabase(driver)
    const app = await buildTestApp(database, env)
    await app.ready()
    built = { app, database }
  })
  afterAll(async () => {
    await built?.app.close()
  })
  const ready = () => {
    if (!built) throw new Error('The test app is built in beforeAll')
    return built
  }
  return {
    get app() {
      return ready().app
    },
    get database() {
      return ready().database
    },
  }
}

/**
 * Builds (but does not start) the app on a database, with test-friendly configuration;
 * `testOverrides` points the website checks at servers the test runs on loopback.
 */
export function buildTestApp(
  database: DatabaseHandle,
  env: Record<string, string> = {},
  testOverrides?: BuildOptions['testOverrides'],
) {
  return buildApp({
    testOverrides,
    config: loadConfig({
      STATIC_DIR: './no-web-app-in-api-tests',
      // A fixed key, so tests never write a secret file into ./data.
      INDICATOR_HASH_SECRET: 'test-indicator-secret-0123456789abcdef',
      ...env,
    }),
    database,
  })
}
