/**
 * Telling a database that cannot be reached from a query that went wrong, and failing fast
 * while it is away: a check still gives its verdict without the database, so it must not wait
 * on a dead connection for every lookup it would have made.
 */

/**
 * The database could not be reached: thrown in place of the driver's error when a query fails
 * for that reason, and at once, without trying, while the database is known to be away.
 */
export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError'
  readonly code = 'DATABASE_UNAVAILABLE'
}

// Node's socket errors: the server, or the path to it, is not there.
const SOCKET_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
])
// PostgreSQL's own: connection exceptions (class 08), the server shutting down or starting
// (57P01-57P03), too many connections (53300).
const SQLSTATE_OUTAGE = /^(?:08...|57P0[123]|53300)$/
// What node-postgres says when a connection dies or cannot be made in time.
const PG_OUTAGE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|connection error|Client was closed/i

/** Whether a driver's error says the database cannot be reached (not that a query was wrong). */
export function isConnectionFailure(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false
  const code = 'code' in error ? String(error.code) : ''
  if (SOCKET_ERRORS.has(code) || SQLSTATE_OUTAGE.test(code)) return true
  return error instanceof Error && !code && PG_OUTAGE_MESSAGE.test(error.message)
}

/** Whether an error is, or wraps (Drizzle wraps the driver's), a DatabaseUnavailableError. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (current instanceof DatabaseUnavailableError) return true
    current = typeof current === 'object' && 'cause' in current ? current.cause : undefined
  }
  return false
}

export interface OutageGuard {
  /** True from the first outage error until a probe reaches the database again. */
  readonly away: boolean
  /**
   * Runs a database call: refused at once while away; a connection failure trips the guard and
   * is thrown as a DatabaseUnavailableError.
   */
  run<T>(call: () => Promise<T>): Promise<T>
  stop(): void
}

/**
 * Trips on the first outage error and probes every `probeMs` until `probe` resolves; calls
 * made meanwhile fail at once with DatabaseUnavailableError instead of each waiting to time out.
 */
export function createOutageGuard(
  probe: () => Promise<unknown>,
  { probeMs = 1000 }: { probeMs?: number } = {},
): OutageGuard {
  let away = false
  let timer: NodeJS.Timeout | undefined
  let stopped = false

  const scheduleProbe = () => {
    if (stopped) return
    timer = setTimeout(() => {
      probe().then(() => {
        away = false
      }, scheduleProbe)
    }, probeMs)
    // A probe never keeps the process alive.
    timer.unref()
  }
  const trip = () => {
    if (away) return
    away = true
    scheduleProbe()
  }

  return {
    get away() {
      return away
    },
    async run(call) {
      if (away) throw new DatabaseUnavailableError('The database is not reachable.')
      try {
        return await call()
      } catch (error) {
        if (!isConnectionFailure(error)) throw error
        trip()
        throw new DatabaseUnavailableError('The database is not reachable.', { cause: error })
      }
    },
    stop() {
      stopped = true
      clearTimeout(timer)
    },
  }
}

/**
 * Runs database work that a check can do without: while the database is away it gives
 * `fallback` instead of failing the check. Any other error still fails it.
 */
export async function unlessDatabaseAway<T>(work: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (isDatabaseUnavailable(error)) return fallback
    throw error
  }
}
