/**
 * A token bucket: `capacity` requests, refilled evenly over `periodMs`. Keeps an external API's
 * quota (VirusTotal's public API allows 4 requests a minute). In memory, per process.
 */
export interface TokenBucket {
  /** Takes a token if one is left; false means "over the limit, do not call". */
  tryTake(): boolean
}

/** A bucket that starts full; `now` is injectable for tests. */
export function createTokenBucket(
  capacity: number,
  periodMs: number,
  now: () => number = Date.now,
): TokenBucket {
  let tokens = capacity
  let updated = now()
  return {
    tryTake() {
      const time = now()
      tokens = Math.min(capacity, tokens + ((time - updated) / periodMs) * capacity)
      updated = time
      if (tokens < 1) return false
      tokens -= 1
      return true
    },
  }
}
