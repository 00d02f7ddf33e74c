/**
 * The page's side of the outbox: flushes on start, when the connection returns and when
 * another tab or the service worker changes it; asks for Background Sync where the browser has
 * it; and lets components watch what is waiting.
 */
import { useEffect, useState } from 'react'

import {
  OUTBOX_CHANGED_CHANNEL,
  OUTBOX_SYNC_TAG,
  enqueue,
  flushOutbox,
  listOutbox,
  type FlushSummary,
  type OutboxItem,
} from './outbox-core.ts'

interface SyncCapableRegistration extends ServiceWorkerRegistration {
  sync?: { register(tag: string): Promise<void> }
}

// Retries are kept between 5 s and 5 minutes, whatever a Retry-After says.
const MIN_RETRY_MS = 5_000
const MAX_RETRY_MS = 5 * 60_000
let retryTimer: ReturnType<typeof setTimeout> | undefined

/**
 * Sends what waits; when the server answered but could not take it yet (its database away),
 * tries again by itself after the Retry-After it gave, while the page is open.
 */
export async function flushWithRetry(): Promise<FlushSummary> {
  clearTimeout(retryTimer)
  const summary = await flushOutbox()
  if (summary.retryAfterMs !== undefined) {
    const delay = Math.min(MAX_RETRY_MS, Math.max(MIN_RETRY_MS, summary.retryAfterMs))
    retryTimer = setTimeout(() => void flushWithRetry(), delay)
  }
  return summary
}

/** Sends what waits now if online, and also asks the service worker to retry later. */
export async function requestFlush(): Promise<void> {
  if ('serviceWorker' in navigator && navigator.serviceWorker.controller) {
    const registration = (await navigator.serviceWorker.ready) as SyncCapableRegistration
    await registration.sync?.register(OUTBOX_SYNC_TAG).catch(() => {})
  }
  if (navigator.onLine) await flushWithRetry()
}

/** Queues a request for delivery and tries to send it straight away. */
export async function send(item: Parameters<typeof enqueue>[0]): Promise<OutboxItem> {
  const stored = await enqueue(item)
  void requestFlush()
  return stored
}

/** Starts the flushing triggers; call once when the app starts. */
export function startOutbox(): () => void {
  const flush = () => void flushWithRetry()
  window.addEventListener('online', flush)
  flush()
  return () => window.removeEventListener('online', flush)
}

/** The outbox's items, kept current as they are added and delivered. */
export function useOutboxItems(): OutboxItem[] {
  const [items, setItems] = useState<OutboxItem[]>([])
  useEffect(() => {
    let active = true
    const refresh = () =>
      void listOutbox().then((next) => {
        if (active) setItems(next)
      })
    const channel = new BroadcastChannel(OUTBOX_CHANGED_CHANNEL)
    channel.addEventListener('message', refresh)
    refresh()
    return () => {
      active = false
      channel.close()
    }
  }, [])
  return items
}
