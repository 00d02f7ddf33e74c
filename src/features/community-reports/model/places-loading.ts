/**
 * The timing of the places lookup (spec part 2 §4, §9), as plain functions on the global
 * timers, so tests run them on fake ones: the script loader retries a failed load 3
 * times, waiting n × 2^n ms before retry n; the page polls every second for the script's API
 * and gives up after 10 seconds; typing is debounced by 300 ms.
 */

export const PLACES_POLL_INTERVAL_MS = 1000
export const PLACES_GIVE_UP_AFTER_MS = 10_000
export const PLACES_SCRIPT_RETRIES = 3
export const PLACES_DEBOUNCE_MS = 300

/** The wait before retry n (1-based): n × 2^n ms, so 2, 8 and 24 ms. */
export function retryDelayMs(retry: number): number {
  return retry * 2 ** retry
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

/**
 * Runs `load` and, if it fails, retries it up to `retries` times with the spec's back-off.
 * Rejects with the last failure.
 */
export async function loadWithRetries(
  load: () => Promise<void>,
  retries = PLACES_SCRIPT_RETRIES,
): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await load()
      return
    } catch (error) {
      if (attempt >= retries) throw error
      await sleep(retryDelayMs(attempt + 1))
    }
  }
}

export class PlacesTimeoutError extends Error {
  override name = 'PlacesTimeoutError'
}

/**
 * Resolves once `isAvailable()` is true, checking now and then every `intervalMs`; rejects
 * with PlacesTimeoutError when it is still false after `timeoutMs`. The signal stops it
 * quietly (the promise then never settles), for a page that is left.
 */
export function waitUntilAvailable(
  isAvailable: () => boolean,
  {
    intervalMs = PLACES_POLL_INTERVAL_MS,
    timeoutMs = PLACES_GIVE_UP_AFTER_MS,
    signal,
  }: { intervalMs?: number; timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    if (isAvailable()) return resolve()
    const stop = () => {
      clearInterval(poll)
      clearTimeout(deadline)
    }
    const poll = setInterval(() => {
      if (!isAvailable()) return
      stop()
      resolve()
    }, intervalMs)
    const deadline = setTimeout(() => {
      stop()
      // One last look: the script may have arrived between two polls.
      if (isAvailable()) resolve()
      else reject(new PlacesTimeoutError(`Places were not available after ${timeoutMs} ms`))
    }, timeoutMs)
    signal?.addEventListener('abort', stop, { once: true })
  })
}
