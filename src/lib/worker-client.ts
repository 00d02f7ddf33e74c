/**
 * The page's side of a comlink worker, as squoosh's worker bridge does it, for the worker
 * clients (src/lib/image-prep-client.ts, src/lib/redaction-export-client.ts):
 *
 * - the worker starts on the first call (or on `hold`), not with the page;
 * - it stops after `idleMs` with no call running and nobody holding it;
 * - an abort terminates it at once, so a cancelled job leaves nothing running, and the next call
 *   starts a fresh one;
 * - an `error` event from the worker (a module that failed to load, say) rejects the calls and
 *   stops it;
 * - `disable` records that the worker failed: `usable()` is false from then on and the client
 *   takes its main-thread path instead (excalidraw's `shouldUseWorkers = false`). What that path
 *   is, and which failures count, each client decides.
 */
import { wrap, type Remote } from 'comlink'

export interface WorkerClient<Api> {
  /**
   * Runs `fn` with the worker's API. Rejects with an AbortError when `signal` aborts (and
   * terminates the worker), and with an Error when the worker fails or is stopped meanwhile.
   */
  call<T>(fn: (api: Remote<Api>) => Promise<T>, signal?: AbortSignal): Promise<T>
  /**
   * Starts the worker now and keeps it past the idle timeout until the returned release is
   * called. Throws if the worker cannot be created.
   */
  hold(): () => void
  /** Whether to use the worker: this browser has workers, and it has not been disabled. */
  usable(): boolean
  /** Stops the worker and does not use it again. */
  disable(): void
  /** Stops the worker now; the next call starts a new one. */
  terminate(): void
}

export interface WorkerClientOptions {
  /** How long the worker should be idle before terminating. */
  idleMs: number
}

interface Connection<Api> {
  worker: Worker
  api: Remote<Api>
  /** Rejects when the worker reports an error or is terminated. */
  ended: Promise<never>
  end(error: Error): void
}

function abortError(): DOMException {
  return new DOMException('The worker call was cancelled.', 'AbortError')
}

/**
 * A lazily started, self-stopping worker. `createWorker` is called each time a worker is
 * needed, e.g. `() => new Worker(new URL('../../workers/x.worker.ts', import.meta.url), { type: 'module' })`.
 */
export function createWorkerClient<Api>(
  createWorker: () => Worker,
  { idleMs }: WorkerClientOptions,
): WorkerClient<Api> {
  let connection: Connection<Api> | undefined
  let idleTimer: ReturnType<typeof setTimeout> | undefined
  let busy = 0
  let holds = 0
  let disabled = false

  function terminate(reason = new Error('The worker was stopped.')): void {
    clearTimeout(idleTimer)
    if (!connection) return
    const { worker, end } = connection
    connection = undefined
    worker.terminate()
    end(reason)
  }

  function connect(): Connection<Api> {
    clearTimeout(idleTimer)
    if (connection) return connection
    const worker = createWorker()
    let end: (error: Error) => void = () => {}
    const ended = new Promise<never>((_, reject) => {
      end = reject
    })
    // Nobody may be waiting when a warmed-up worker fails; the next call will see it.
    ended.catch(() => {})
    const current: Connection<Api> = { worker, api: wrap<Api>(worker), ended, end }
    // A worker that reported an error is not reused: the next call starts a fresh one.
    worker.addEventListener(
      'error',
      (event) => {
        const error = new Error(event.message || 'Worker failed')
        if (connection === current) terminate(error)
        else end(error)
      },
      { once: true },
    )
    connection = current
    return current
  }

  function scheduleIdleStop(): void {
    clearTimeout(idleTimer)
    if (busy === 0 && holds === 0 && connection) idleTimer = setTimeout(() => terminate(), idleMs)
  }

  async function call<T>(fn: (api: Remote<Api>) => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (signal?.aborted) throw abortError()
    busy++
    let onAbort: (() => void) | undefined
    try {
      const { api, ended } = connect()
      const aborted = new Promise<never>((_, reject) => {
        onAbort = () => {
          // Rejected before terminating, so this call reports the abort, not the stop.
          reject(abortError())
          terminate()
        }
        signal?.addEventListener('abort', onAbort, { once: true })
      })
      return await Promise.race([fn(api), ended, aborted])
    } finally {
      if (onAbort) signal?.removeEventListener('abort', onAbort)
      busy--
      scheduleIdleStop()
    }
  }

  function hold(): () => void {
    holds++
    try {
      connect()
    } catch (error) {
      holds--
      throw error
    }
    let released = false
    return () => {
      if (released) return
      released = true
      holds--
      scheduleIdleStop()
    }
  }

  return {
    call,
    hold,
    usable: () => !disabled && typeof Worker !== 'undefined',
    disable() {
      disabled = true
      terminate()
    },
    terminate: () => terminate(),
  }
}
