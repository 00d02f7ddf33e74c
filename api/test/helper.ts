/**
 * Test helpers: build the real app on a real database. PGlite runs in memory; PostgreSQL gets a
 * database of its own, created for the test and dropped after it.
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll } from 'vitest'

import { buildApp, type BuildOptions } from '../app.ts'
import { loadConfig } from '../config.ts'
import { openDatabase, type DatabaseHandle } from '../platform/db/client.ts'

import {
  createTestPostgresDatabase,
  POSTGRES_ADMIN_URL,
  postgresUnavailableReason,
} from './postgres.ts'

export { createTestPostgresDatabase }

export type Driver = 'pglite' | 'postgres'

const unavailable = await postgresUnavailableReason()
if (unavailable) {
  console.warn(`PostgreSQL tests skipped: no server at ${POSTGRES_ADMIN_URL} (${unavailable})`)
}

/** The drivers to run each API test on: PGlite always, PostgreSQL where a server runs. */
export const DRIVERS: Driver[] = unavailable ? ['pglite'] : ['pglite', 'postgres']

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
