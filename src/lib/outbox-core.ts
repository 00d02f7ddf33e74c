/**
 * The outbox: requests made on this device that must reach the server exactly once, even if
 * the connection is gone now. Items live in IndexedDB (idb-keyval) until delivered. Each item's
 * id travels as the Idempotency-Key header, so a delivery retried after a lost answer creates
 * nothing new on the server.
 *
 * This module runs in the page and in the service worker (for Background Sync): it must use
 * only what both have, so no DOM and no React here.
 */
import { createStore, del, entries, set } from 'idb-keyval'

export type OutboxKind = 'analytics' | 'report'

export type OutboxBody =
  | { type: 'json'; value: unknown }
  | { type: 'form'; fields: Array<[name: string, value: string | Blob]> }

export interface OutboxItem {
  id: string
  kind: OutboxKind
  url: string
  body: OutboxBody
  createdAt: number
  attempts: number
  status: 'waiting' | 'sent' | 'rejected'
  /** The server's answer once delivered (e.g. a reference code), or its refusal. */
  response?: unknown
  sentAt?: number
}

export interface FlushSummary {
  sent: number
  rejected: number
  waiting: number
  /** Set when the server answered but could not take the item yet (503, 429): when to retry. */
  retryAfterMs?: number
}

/** A busy server's answer gives no Retry-After: try again after this long. */
const DEFAULT_RETRY_AFTER_MS = 30_000

/** Retry-After in seconds or as an HTTP date, in milliseconds from now. */
export function retryAfterMs(header: string | null, now: number = Date.now()): number {
  if (header === null || header.trim() === '') return DEFAULT_RETRY_AFTER_MS
  const seconds = Number(header)
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000)
  const date = Date.parse(header)
  return Number.isNaN(date) ? DEFAULT_RETRY_AFTER_MS : Math.max(0, date - now)
}

/** Undelivered analytics events kept on the device (spec part 1 §9: the last 100). */
export const MAX_WAITING_ANALYTICS = 100

export const OUTBOX_CHANGED_CHANNEL = 'scamscreen-outbox'
export const OUTBOX_SYNC_TAG = 'outbox-flush'

const store = createStore('scamscreen-outbox', 'items')

function announceChange() {
  const channel = new BroadcastChannel(OUTBOX_CHANGED_CHANNEL)
  channel.postMessage('changed')
  channel.close()
}

export async function listOutbox(): Promise<OutboxItem[]> {
  const all = await entries<string, OutboxItem>(store)
  return all.map(([, item]) => item).sort((a, b) => a.createdAt - b.createdAt)
}

/** Adds an item; for analytics, drops the oldest waiting events beyond the cap. */
export async function enqueue(
  item: Pick<OutboxItem, 'kind' | 'url' | 'body'> & { id?: string },
  now: number = Date.now(),
): Promise<OutboxItem> {
  const stored: OutboxItem = {
    id: item.id ?? crypto.randomUUID(),
    kind: item.kind,
    url: item.url,
    body: item.body,
    createdAt: now,
    attempts: 0,
    status: 'waiting',
  }
  await set(stored.id, stored, store)
  if (stored.kind === 'analytics') {
    const waiting = (await listOutbox()).filter(
      (i) => i.kind === 'analytics' && i.status === 'waiting',
    )
    for (const old of waiting.slice(0, Math.max(0, waiting.length - MAX_WAITING_ANALYTICS))) {
      await del(old.id, store)
    }
  }
  announceChange()
  return stored
}

export async function removeFromOutbox(id: string): Promise<void> {
  await del(id, store)
  announceChange()
}

function requestBody(body: OutboxBody): { body: BodyInit; headers: Record<string, string> } {
  if (body.type === 'json') {
    return { body: JSON.stringify(body.value), headers: { 'content-type': 'application/json' } }
  }
  const form = new FormData()
  for (const [name, value] of body.fields) form.append(name, value)
  return { body: form, headers: {} }
}

/** A refusal that retrying cannot fix: the server read the request and said no. */
function isFinalRefusal(status: number): boolean {
  return status >= 400 && status < 500 && status !== 408 && status !== 425 && status !== 429
}

async function deliverAll(fetchImpl: typeof fetch): Promise<FlushSummary> {
  const summary: FlushSummary = { sent: 0, rejected: 0, waiting: 0 }
  const waiting = (await listOutbox()).filter((item) => item.status === 'waiting')
  for (const [index, item] of waiting.entries()) {
    let response: Response
    try {
      const { body, headers } = requestBody(item.body)
      response = await fetchImpl(item.url, {
        method: 'POST',
        body,
        headers: { ...headers, 'idempotency-key': item.id },
        credentials: 'same-origin',
      })
    } catch {
      // No connection: everything still waiting stays for the next flush.
      await set(item.id, { ...item, attempts: item.attempts + 1 }, store)
      summary.waiting = waiting.length - index
      break
    }
    const answer: unknown = await response.json().catch(() => undefined)
    if (response.ok || isFinalRefusal(response.status)) {
      const status = response.ok ? 'sent' : 'rejected'
      if (item.kind === 'analytics') await del(item.id, store)
      else await set(item.id, { ...item, status, response: answer, sentAt: Date.now() }, store)
      summary[status === 'sent' ? 'sent' : 'rejected']++
    } else {
      await set(item.id, { ...item, attempts: item.attempts + 1 }, store)
      summary.waiting = waiting.length - index
      summary.retryAfterMs = retryAfterMs(response.headers.get('retry-after'))
      break
    }
  }
  if (summary.sent || summary.rejected) announceChange()
  return summary
}

async function deliverWithLock(fetchImpl: typeof fetch): Promise<FlushSummary> {
  if (typeof navigator !== 'undefined' && 'locks' in navigator) {
    return await navigator.locks.request('scamscreen-outbox-flush', () => deliverAll(fetchImpl))
  }
  return deliverAll(fetchImpl)
}

let running: Promise<FlushSummary> | undefined

/**
 * Sends every waiting item, oldest first, and stops at the first sign of no connection.
 * One flush at a time per context, and across tabs and the service worker where Web Locks
 * exist; a double send would still be harmless thanks to the idempotency key.
 */
export function flushOutbox(fetchImpl: typeof fetch = fetch): Promise<FlushSummary> {
  if (running) return running
  const flush = deliverWithLock(fetchImpl).finally(() => {
    running = undefined
  })
  running = flush
  return flush
}
