import { describe, expect, it } from 'vitest'

import {
  createOutageGuard,
  DatabaseUnavailableError,
  isConnectionFailure,
  isDatabaseUnavailable,
  unlessDatabaseAway,
} from './outage.ts'

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code })

describe('telling an outage from a failed query', () => {
  it('reads sockets, PostgreSQL states and node-postgres messages as the database away', () => {
    for (const error of [
      withCode('ECONNREFUSED'),
      withCode('ECONNRESET'),
      withCode('08006'),
      withCode('57P01', 'terminating connection due to administrator command'),
      withCode('53300', 'too many connections'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Query read timeout'),
    ]) {
      expect(isConnectionFailure(error), error.message).toBe(true)
    }
  })

  it('leaves a wrong query, a broken rule or a bug as what they are', () => {
    for (const error of [
      withCode('23505', 'duplicate key value violates unique constraint'),
      withCode('42601', 'syntax error at or near "selec"'),
      withCode('22P02', 'invalid input syntax for type uuid'),
      new TypeError("Cannot read properties of undefined (reading 'id')"),
      undefined,
      'Connection terminated',
    ]) {
      expect(isConnectionFailure(error)).toBe(false)
    }
  })

  it('finds the outage inside the errors that wrap it', () => {
    const outage = new DatabaseUnavailableError('away')
    expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: outage }))).toBe(true)
    expect(isDatabaseUnavailable(withCode('ECONNREFUSED'))).toBe(false)
  })
})

describe('the outage guard', () => {
  it('trips on a connection failure, refuses at once while away, and recovers on a probe', async () => {
    let databaseUp = false
    let calls = 0
    const guard = createOutageGuard(
      async () => {
        if (!databaseUp) throw withCode('ECONNREFUSED')
      },
      { probeMs: 20 },
    )
    const query = () =>
      guard.run(async () => {
        calls++
        if (!databaseUp) throw withCode('ECONNREFUSED')
        return 'rows'
      })

    await expect(query()).rejects.toBeInstanceOf(DatabaseUnavailableError)
    expect(guard.away).toBe(true)
    await expect(query()).rejects.toBeInstanceOf(DatabaseUnavailableError)
    expect(calls).toBe(1)

    databaseUp = true
    await expect.poll(() => guard.away, { timeout: 2000, interval: 10 }).toBe(false)
    await expect(query()).resolves.toBe('rows')
    guard.stop()
  })

  it('passes a failed query through without tripping', async () => {
    const guard = createOutageGuard(async () => {})
    await expect(
      guard.run(async () => {
        throw withCode('23505')
      }),
    ).rejects.toMatchObject({ code: '23505' })
    expect(guard.away).toBe(false)
    guard.stop()
  })
})

describe('unlessDatabaseAway', () => {
  it('gives the fallback only when the database is away', async () => {
    await expect(
      unlessDatabaseAway(async () => {
        throw new DatabaseUnavailableError('away')
      }, null),
    ).resolves.toBeNull()
    await expect(
      unlessDatabaseAway(async () => {
        throw withCode('23505')
      }, null),
    ).rejects.toMatchObject({ code: '23505' })
    await expect(unlessDatabaseAway(async () => 'SCR-AAAA-BBBB', null)).resolves.toBe(
      'SCR-AAAA-BBBB',
    )
  })
})
