/**
 * What every evidence lookup reports about itself. A lookup that could not run says so
 * ('failed', 'not_configured', 'rate_limited'); it never looks like a clean result.
 */

export type LookupStatus = 'checked' | 'no_data' | 'failed' | 'not_configured' | 'rate_limited'

/** A lookup's outcome: its status and, when it ran, what it found. */
export type Lookup<T> =
  | { status: 'checked'; data: T }
  | { status: 'no_data'; data?: undefined; reason?: string }
  | { status: 'failed'; data?: undefined; reason: string }
  | { status: 'not_configured'; data?: undefined }
  | { status: 'rate_limited'; data?: undefined }

/** Statuses worth keeping in the cache: an answer, not a failure to get one. */
export function isCacheable(lookup: Lookup<unknown>): boolean {
  return lookup.status === 'checked' || lookup.status === 'no_data'
}

export class LookupTimeoutError extends Error {
  override name = 'LookupTimeoutError'
}

/** Rejects with LookupTimeoutError when the promise takes longer than `ms`. */
export async function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new LookupTimeoutError(`${what} took over ${ms} ms`)), ms)
      }),
    ])
  } finally {
    clearTimeout(timer)
  }
}

/** A short, log-safe reason for a failure. */
export function failureReason(error: unknown): string {
  if (error instanceof Error) {
    const code = 'code' in error && typeof error.code === 'string' ? `${error.code}: ` : ''
    return `${code}${error.message}`.slice(0, 200)
  }
  return String(error).slice(0, 200)
}

/** Runs a lookup until the deadline; past it, the lookup says it failed (it may finish later). */
export async function beforeDeadline<T>(
  lookup: () => Promise<Lookup<T>>,
  deadline: number,
  what: string,
): Promise<Lookup<T>> {
  try {
    return await withTimeout(lookup(), Math.max(0, deadline - Date.now()), what)
  } catch (error) {
    const reason = error instanceof LookupTimeoutError ? `${what}: deadline` : failureReason(error)
    return { status: 'failed', reason }
  }
}
