/**
 * Request coalescing for hot reads: while one load runs, every caller shares it. With
 * `reuseMs`, a settled result also answers the calls of the next few milliseconds, for reads
 * where a moment's staleness is harmless (a health check), or until `versionOf` says the data
 * changed. The embedded database answers on
 * the event loop, so sharing reads is what keeps a burst of requests (a scam in the news) fast.
 */
export function singleFlight<T>(
  load: () => PromiseLike<T>,
  reuseMs = 0,
  /** A number that changes whenever what `load` reads has changed: a change ends the reuse. */
  versionOf: () => number = () => 0,
): () => Promise<T> {
  let current: Promise<T> | null = null
  let settledAt = Number.NEGATIVE_INFINITY
  let settled = false
  let loadedVersion = 0
  return () => {
    const fresh =
      !settled || (performance.now() - settledAt < reuseMs && versionOf() === loadedVersion)
    if (current && fresh) return current
    settled = false
    loadedVersion = versionOf()
    // A real promise: a query builder is a thenable that runs again on every await.
    const running = Promise.resolve(load())
    current = running
    running.then(
      () => {
        settled = true
        settledAt = performance.now()
        if (reuseMs <= 0 && current === running) current = null
      },
      () => {
        if (current === running) current = null
      },
    )
    return running
  }
}
