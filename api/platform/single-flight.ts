/**
 * Request coalescing for hot reads: while one load runs, every caller shares it, and the next
 * call after it settles starts a new one. Nothing is cached beyond the load's own lifetime, so
 * a change that finished before a request arrived is always seen; under a burst (a scam in
 * the news), hundreds of requests share a handful of database reads.
 */
export function singleFlight<T>(load: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null
  return () => {
    running ??= load().finally(() => {
      running = null
    })
    return running
  }
}
