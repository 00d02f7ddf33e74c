/**
 * Opens the database: PostgreSQL when a URL is given, else PGlite (PostgreSQL in WebAssembly)
 * in a folder, or in memory for tests. Both run the same migrations and give one typed handle.
 */
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres'
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'

import { createOutageGuard, type OutageGuard } from './outage.ts'
import * as schema from './schema.ts'

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

export interface DatabaseHandle {
  db: Database
  driver: 'pglite' | 'postgres'
  /** Resolves when the database answers a trivial query; rejects at once while it is away. */
  ping(): Promise<void>
  close(): Promise<void>
}

export type DatabaseLocation = { databaseUrl: string } | { dataDir: string } | { inMemory: true }

const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url))
// Any constant: it makes instances that start together run the migrations one at a time.
const MIGRATION_LOCK_KEY = 7_726_159

/** Opens the database and brings its schema up to date. */
export async function openDatabase(location: DatabaseLocation): Promise<DatabaseHandle> {
  return 'databaseUrl' in location
    ? openPostgres(location.databaseUrl)
    : openPglite('dataDir' in location ? location.dataDir : undefined)
}

async function openPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  let client: PGlite
  if (dataDir) {
    const folder = path.resolve(dataDir, 'pglite')
    await mkdir(folder, { recursive: true })
    client = new PGlite(folder)
  } else {
    client = new PGlite()
  }
  const db = drizzlePglite({ client, schema })
  await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER })
  return {
    db,
    driver: 'pglite',
    ping: async () => {
      await db.execute(sql`select 1`)
    },
    close: () => client.close(),
  }
}

/**
 * Every query, and every query of a transaction's client, goes through the guard: while the
 * server is away a check's lookups fail at once, and a probe notices when it is back.
 */
function throughGuard<T extends pg.Pool | pg.PoolClient>(target: T, guard: OutageGuard): T {
  return new Proxy(target, {
    get(object, property, receiver) {
      if (property === 'query') {
        return (...args: unknown[]) =>
          guard.run(() => Reflect.apply(object.query, object, args) as Promise<unknown>)
      }
      if (property === 'connect' && object instanceof pg.Pool) {
        return () => guard.run(() => object.connect()).then((client) => throughGuard(client, guard))
      }
      return Reflect.get(object, property, receiver) as unknown
    },
  })
}

async function openPostgres(connectionString: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: 3000,
    // A connection whose far end went silent fails its query instead of holding it forever.
    query_timeout: 5000,
  })
  // An idle client that errors (a restarted server) must not crash the process.
  pool.on('error', () => {})
  const connection = await pool.connect()
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
    await migratePostgres(drizzlePostgres({ client: connection }), {
      migrationsFolder: MIGRATIONS_FOLDER,
    })
  } finally {
    await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {})
    connection.release()
  }
  const guard = createOutageGuard(() => pool.query('select 1'))
  const db = drizzlePostgres({ client: throughGuard(pool, guard), schema })
  return {
    db,
    driver: 'postgres',
    ping: async () => {
      await guard.run(() => pool.query('select 1'))
    },
    close: async () => {
      guard.stop()
      await pool.end()
    },
  }
}
