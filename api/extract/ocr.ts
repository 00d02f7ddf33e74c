/**
 * Text in an image, by OCR with tesseract.js in English. tesseract.js runs its own worker thread,
 * so recognition never blocks the event loop. One worker is shared: it is created on first use
 * (about 0.3 s to load the model), serves one image at a time, and is stopped by `closeOcr()`,
 * after a while unused, or when a recognition overruns its time limit.
 *
 * Fully offline: the English model comes from the installed @tesseract.js-data/eng package and
 * the engine from tesseract.js-core in node_modules; nothing is downloaded, and no cache file is
 * written (tesseract.js would otherwise write eng.traineddata into the working directory).
 */
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { Worker as Thread } from 'node:worker_threads'

import { createWorker, OEM, type Worker as TesseractWorker } from 'tesseract.js'

import { SerialQueue, untilAborted } from './abortable.ts'

export interface OcrResult {
  text: string
  /** Tesseract's mean word confidence, 0 to 100. */
  confidence: number
}

/** The integer LSTM model: the one tesseract.js itself picks for LSTM-only recognition. */
const LANG_PATH = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@tesseract.js-data/eng/package.json')),
  '4.0.0_best_int',
)

/** How long the worker may sit unused before it is stopped to give its memory back. */
const IDLE_MS = 5 * 60_000

interface OcrWorker {
  tesseract: TesseractWorker
  /** Rejects if the worker thread dies (e.g. out of memory), so no job waits on it forever. */
  lost: Promise<never>
  thread: Thread | undefined
}

let current: Promise<OcrWorker> | undefined
let idleTimer: NodeJS.Timeout | undefined
/** One image at a time: a recognition that overruns is stopped by terminating the worker. */
const queue = new SerialQueue()

/** tesseract.js keeps its Node worker thread on an undocumented `worker` property. */
function threadOf(tesseract: TesseractWorker): Thread | undefined {
  const thread: unknown = Reflect.get(tesseract, 'worker')
  return thread instanceof Thread ? thread : undefined
}

async function startWorker(): Promise<OcrWorker> {
  const tesseract = await createWorker('eng', OEM.LSTM_ONLY, {
    langPath: LANG_PATH,
    gzip: true,
    cacheMethod: 'none',
    // Not used with cacheMethod "none"; set so that nothing could ever land in the repository.
    cachePath: os.tmpdir(),
    // Without a handler, tesseract.js rethrows a failed job inside its message listener, where
    // nobody can catch it and the process would crash. The job's promise rejects either way.
    errorHandler: () => {},
  })
  const thread = threadOf(tesseract)
  const lost = new Promise<never>((_resolve, reject) => {
    thread?.once('error', reject)
    thread?.once('exit', (code) => reject(new Error(`The OCR worker stopped (exit code ${code})`)))
  })
  const worker: OcrWorker = { tesseract, lost, thread }
  // A dead worker is forgotten, so the next recognition starts a fresh one.
  lost.catch(() =>
    current?.then(
      (active) => {
        if (active === worker) current = undefined
      },
      () => {},
    ),
  )
  // An idle worker must not keep a script's process alive.
  thread?.unref()
  return worker
}

function getWorker(): Promise<OcrWorker> {
  if (!current) {
    const starting = startWorker()
    current = starting
    starting.catch(() => {
      if (current === starting) current = undefined
    })
  }
  return current
}

async function stopWorker(): Promise<void> {
  clearTimeout(idleTimer)
  const stopping = current
  current = undefined
  if (!stopping) return
  try {
    await (await stopping).tesseract.terminate()
  } catch {
    // Already gone: nothing to stop.
  }
}

/**
 * Recognises the English text in an image file (PNG, JPEG, GIF, BMP or WebP bytes). When the
 * signal aborts, the running recognition is stopped by terminating the worker and the promise
 * rejects with the signal's reason. Rejects with tesseract's message for an image it cannot read.
 */
export function recognizeText(bytes: Uint8Array, signal: AbortSignal): Promise<OcrResult> {
  return queue.run(signal, async () => {
    clearTimeout(idleTimer)
    const worker = await untilAborted(getWorker(), signal)
    worker.thread?.ref()
    const image = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    const job = worker.tesseract.recognize(image)
    job.catch(() => {})
    try {
      const { data } = await untilAborted(Promise.race([job, worker.lost]), signal)
      return { text: data.text, confidence: data.confidence }
    } catch (error) {
      // Stop the work nobody waits for any more, and never reuse a worker in an unknown state.
      if (signal.aborted) await stopWorker()
      // tesseract.js rejects with a string such as "Error: Error attempting to read image."
      throw error instanceof Error ? error : new Error(String(error).replace(/^Error: /, ''))
    } finally {
      worker.thread?.unref()
      if (current) idleTimer = setTimeout(() => void stopWorker(), IDLE_MS).unref()
    }
  })
}

/** Stops the OCR worker, if one runs. The next recognition starts a new one. */
export function closeOcr(): Promise<void> {
  return stopWorker()
}
