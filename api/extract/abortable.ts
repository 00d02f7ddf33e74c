/**
 * Waiting that can be abandoned. The OCR worker and the PDF processes each run one file at a
 * time: a file that overruns is stopped by terminating its worker, and only one file must be
 * lost when that happens.
 */

/** Settles like `promise`, or rejects with the signal's reason as soon as it aborts. */
export function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason)
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason)
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort))
  })
}

/** Runs jobs one at a time, in call order. */
export class SerialQueue {
  #tail: Promise<void> = Promise.resolve()
  #size = 0

  /** Jobs waiting or running. */
  get size(): number {
    return this.#size
  }

  /**
   * Runs `job` once every job queued before it has settled. If `signal` aborts while waiting,
   * the caller leaves the line at once (rejecting with the signal's reason); a running job must
   * watch the signal itself.
   */
  async run<T>(signal: AbortSignal, job: () => Promise<T>): Promise<T> {
    const previous = this.#tail
    let release: () => void = () => {}
    this.#tail = new Promise<void>((resolve) => {
      release = resolve
    })
    this.#size++
    try {
      await untilAborted(previous, signal)
      return await job()
    } finally {
      this.#size--
      // A caller that left early hands over only once its predecessor is done.
      void previous.then(release)
    }
  }
}
