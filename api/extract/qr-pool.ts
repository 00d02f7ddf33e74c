/**
 * QR decoding off the event loop: a small piscina pool of worker threads (qr-thread.mjs) runs
 * zxing-wasm. Threads start on first use and stop after a while unused. A task whose signal
 * aborts is stopped by terminating its thread.
 */
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'

import { Piscina } from 'piscina'

import type { QrCodesResult } from './qr-codes.ts'

const THREAD_FILE = fileURLToPath(new URL('./qr-thread.mjs', import.meta.url))
/** Starting a thread costs little (about 0.1 s), so idle threads are not kept long. */
const IDLE_MS = 60_000

let pool: Piscina | undefined

function getPool(): Piscina {
  if (!pool) {
    pool = new Piscina({
      filename: THREAD_FILE,
      name: 'qrCodes',
      minThreads: 0,
      maxThreads: Math.max(1, Math.floor(availableParallelism() / 2)),
      idleTimeout: IDLE_MS,
    })
    // A thread that fails while it has no task would otherwise be an unhandled 'error' event,
    // which ends the process. Tasks that were running reject on their own.
    pool.on('error', (error: unknown) => {
      process.emitWarning(error instanceof Error ? error : String(error), 'QrThreadWarning')
    })
  }
  return pool
}

/**
 * Every QR code in a PNG, JPEG, GIF or BMP file, decoded in a worker thread. The bytes are
 * copied to the thread; the caller keeps its buffer. Rejects with the signal's reason on abort.
 */
export async function findQrCodes(bytes: Uint8Array, signal: AbortSignal): Promise<QrCodesResult> {
  try {
    const result: QrCodesResult = await getPool().run({ bytes }, { signal })
    return result
  } catch (error) {
    signal.throwIfAborted()
    throw error
  }
}

/** Stops the threads. The next call starts new ones. */
export async function closeQrPool(): Promise<void> {
  const stopping = pool
  pool = undefined
  await stopping?.destroy()
}
