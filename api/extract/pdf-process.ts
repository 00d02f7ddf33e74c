/**
 * PDF text extraction in child processes (pdf-child.mjs), off the event loop.
 *
 * Why processes and not worker threads: a PDF of 300 KB whose content stream inflates to a few
 * hundred megabytes makes pdf.js grow one array past any heap limit, and V8 treats that as a
 * fatal error. In a worker thread, even one with `resourceLimits`, that aborts the whole server;
 * in a child process it only ends the child, and the upload is answered "too complex".
 *
 * Each process reads one PDF at a time, so a PDF that overruns its time limit is stopped by
 * killing its process without losing anyone else's. Processes start on first use (about a
 * second: tsx and pdf.js load) and stop after a while unused.
 */
import { fork, type ChildProcess } from 'node:child_process'
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'

import { SerialQueue } from './abortable.ts'
import { FileTooComplexError } from './errors.ts'
import type { PdfDocumentLimits, PdfDocumentResult } from './pdf-document.ts'
import type { PdfTextLimits, PdfTextResult } from './pdf-text.ts'

const CHILD_FILE = fileURLToPath(new URL('./pdf-child.mjs', import.meta.url))
/** Heap of one PDF process; past it, the process dies and the file is "too complex". */
const HEAP_MB = 512
/** A process is stopped after this long unused, to give its memory back. */
const IDLE_MS = 5 * 60_000
/** How much of a process's error output is kept, to explain why it died. */
const STDERR_KEPT = 4096

/** What a process is asked: the text only, or the document analyser's fuller reading. */
type PdfRequest =
  | { task: 'text'; bytes: Uint8Array; limits: PdfTextLimits }
  | { task: 'document'; bytes: Uint8Array; limits: PdfDocumentLimits }

interface Reply {
  id: number
  result: unknown
}

function isReply(message: unknown): message is Reply {
  return typeof message === 'object' && message !== null && 'id' in message && 'result' in message
}

class PdfProcess {
  readonly queue = new SerialQueue()
  #child: ChildProcess | undefined
  #idleTimer: NodeJS.Timeout | undefined
  #nextId = 0
  #stderr = ''

  /** Reads one PDF once the PDFs queued before it are done; `R` is the task's result. */
  read<R>(request: PdfRequest, signal: AbortSignal): Promise<R> {
    return this.queue.run(signal, () => this.#readNow<R>(request, signal))
  }

  stop(): void {
    clearTimeout(this.#idleTimer)
    this.#child?.kill('SIGKILL')
    this.#child = undefined
  }

  #start(): ChildProcess {
    const child = fork(CHILD_FILE, [], {
      // Not the parent's flags (Vitest's or tsx's loaders): only a heap limit.
      execArgv: [`--max-old-space-size=${HEAP_MB}`],
      serialization: 'advanced',
      // V8's out-of-memory report is a page of native stack: keep its end for the error's cause
      // rather than printing it into the server's log.
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    })
    this.#stderr = ''
    child.stderr?.setEncoding('utf8')
    child.stderr?.on('data', (chunk: string) => {
      this.#stderr = (this.#stderr + chunk).slice(-STDERR_KEPT)
    })
    child.on('exit', () => {
      if (this.#child === child) this.#child = undefined
    })
    // Failing to start or to send is reported to the waiting job through 'exit' or send's
    // callback; without a listener the event would end the server.
    child.on('error', () => {})
    this.#child = child
    return child
  }

  #readNow<R>(request: PdfRequest, signal: AbortSignal): Promise<R> {
    signal.throwIfAborted()
    clearTimeout(this.#idleTimer)
    // A process that died while idle may not have reported its exit yet.
    const child = this.#child?.connected ? this.#child : this.#start()
    const id = this.#nextId++
    // While it works, the process keeps a script alive; idle, it must not.
    child.ref()
    child.channel?.ref()

    return new Promise<R>((resolve, reject) => {
      const settle = () => {
        child.off('message', onMessage)
        child.off('close', onExit)
        signal.removeEventListener('abort', onAbort)
        child.unref()
        child.channel?.unref()
        if (this.#child) this.#idleTimer = setTimeout(() => this.stop(), IDLE_MS).unref()
      }
      const onMessage = (message: unknown) => {
        if (!isReply(message) || message.id !== id) return
        settle()
        resolve(message.result as R)
      }
      const onExit = (code: number | null, signalName: NodeJS.Signals | null) => {
        settle()
        // Almost always out of memory (V8 aborts the process): the file is too much to read.
        const stopped = `The PDF process stopped (${signalName ?? `exit code ${code}`})`
        const fatal = /FATAL ERROR: [^\n]*/.exec(this.#stderr)?.[0]
        const cause = new Error(fatal ? `${stopped}: ${fatal}` : stopped)
        reject(new FileTooComplexError(undefined, { cause }))
      }
      const onAbort = () => {
        settle()
        if (this.#child === child) this.stop()
        reject(signal.reason)
      }
      child.on('message', onMessage)
      // 'close', not 'exit': by then the process's error output has been read to the end.
      child.once('close', onExit)
      signal.addEventListener('abort', onAbort, { once: true })
      // A tight copy: a Buffer may be a view into a much larger pool, all of which would be sent.
      const { task, bytes, limits } = request
      child.send({ id, task, bytes: new Uint8Array(bytes), limits }, (error) => {
        if (!error) return
        settle()
        if (this.#child === child) this.stop()
        reject(error)
      })
    })
  }
}

let processes: PdfProcess[] = []

/**
 * Reads the text of a PDF in a child process, picking the process with the shortest queue.
 * Rejects with the signal's reason on abort (the process reading it is killed), and with
 * `FileTooComplexError` when the process dies while reading it.
 */
export function readPdfInChild(
  bytes: Uint8Array,
  limits: PdfTextLimits,
  signal: AbortSignal,
): Promise<PdfTextResult> {
  return leastBusy().read<PdfTextResult>({ task: 'text', bytes, limits }, signal)
}

/** The document analyser's reading of a PDF (pdf-document.ts), in a child process likewise. */
export function readPdfDocumentInChild(
  bytes: Uint8Array,
  limits: PdfDocumentLimits,
  signal: AbortSignal,
): Promise<PdfDocumentResult> {
  return leastBusy().read<PdfDocumentResult>({ task: 'document', bytes, limits }, signal)
}

function leastBusy(): PdfProcess {
  if (processes.length === 0) {
    const count = Math.max(1, Math.floor(availableParallelism() / 2))
    processes = Array.from({ length: count }, () => new PdfProcess())
  }
  return processes.reduce((best, candidate) =>
    candidate.queue.size < best.queue.size ? candidate : best,
  )
}

/** Kills the PDF processes. The next call starts new ones. */
export function closePdfProcesses(): void {
  for (const pdfProcess of processes) pdfProcess.stop()
  processes = []
}
