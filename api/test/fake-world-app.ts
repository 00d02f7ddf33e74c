/**
 * The app wired to the fake website world (fake-website-world.ts), for the API tests of the
 * checks that look at websites: the world's provider keys and overrides, generous rate limits.
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll } from 'vitest'

import type { DatabaseHandle } from '../platform/db/client.ts'

import { startFakeWorld, type FakeWorld } from './fake-website-world.ts'
import { buildTestApp, openTestDatabase, type Driver } from './helper.ts'

export interface FakeWorldApp {
  world: FakeWorld
  database: DatabaseHandle
  app: FastifyInstance
}

/**
 * Starts the fake world and builds the app on it once for a describe block, on the given
 * driver, and closes both afterwards. Read the fields inside tests (they are set in beforeAll).
 */
export function useFakeWorldApp(driver: Driver): FakeWorldApp {
  let world: FakeWorld | undefined
  let database: DatabaseHandle | undefined
  let app: FastifyInstance | undefined
  beforeAll(async () => {
    world = await startFakeWorld()
    database = await openTestDatabase(driver)
    app = await buildTestApp(
      database,
      { ...world.env, RATE_LIMIT_PER_MINUTE: '1000', CHECK_RATE_LIMIT_PER_MINUTE: '1000' },
      { website: world.overrides },
    )
  })
  afterAll(async () => {
    await app?.close()
    await world?.close()
  })
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The fake world app is built in beforeAll')
    return value
  }
  return {
    get world() {
      return ready(world)
    },
    get database() {
      return ready(database)
    },
    get app() {
      return ready(app)
    },
  }
}
