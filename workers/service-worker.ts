/**
 * ScamScreen's service worker. It precaches the whole app (shell, route chunks, catalogs,
 * wasm) so every browser-only tool works offline after the first visit; serves index.html for
 * every page; delivers the outbox from Background Sync; and receives files shared into the app.
 *
 * Worker code: import only from workbox, src/domain and the DOM-free outbox core.
 */
/// <reference lib="webworker" />
import { set } from 'idb-keyval'
import { clientsClaim } from 'workbox-core'
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching'
import { createPartialResponse } from 'workbox-range-requests'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { CacheFirst, NetworkFirst } from 'workbox-strategies'

import { SHARED_ITEM_KEY, type SharedItem } from '../src/domain/files/shared-item.ts'
import { VIDEO_PATH } from '../src/domain/video-guide/video-script.ts'
import { SHARE_TARGET_PATH } from '../src/domain/web-manifest.ts'
import { OUTBOX_SYNC_TAG, flushOutbox } from '../src/lib/outbox-core.ts'

declare const self: ServiceWorkerGlobalScope

// Background Sync is not in TypeScript's worker library yet.
interface SyncEvent extends ExtendableEvent {
  readonly tag: string
}
declare global {
  interface ServiceWorkerGlobalScopeEventMap {
    sync: SyncEvent
  }
}

precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()
// The first install takes charge of the open page at once, so it works offline without a
// reload. Later versions wait for the person's "Reload" (see reload-prompt.tsx).
clientsClaim()

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, new RegExp(`^${SHARE_TARGET_PATH}`)],
  }),
)

// The shell's settings (legal line, forwarding number): fresh when online, cached offline.
registerRoute(
  ({ url }) => url.pathname === '/api/site-config',
  new NetworkFirst({ cacheName: 'site-config', networkTimeoutSeconds: 3 }),
)

// The email checker's lists of throwaway and free mail domains are too big for everyone's
// install: they are kept the first time the checker loads them, and work offline from then on.
// Their names are hashed, so a new list is a new file.
registerRoute(
  ({ url }) => /^\/assets\/(?:disposable|free)-domains-[\w-]+\.js$/.test(url.pathname),
  new CacheFirst({ cacheName: 'email-lists' }),
)

// The same for the password meter's word lists, kept the first time the Security Toolkit opens.
registerRoute(
  ({ url }) => /^\/assets\/zxcvbn-engine-[\w-]+\.js$/.test(url.pathname),
  new CacheFirst({ cacheName: 'password-meter' }),
)

// The video guide is too big for everyone's install, so it is kept the first time it plays.
// The player asks for byte ranges, and a partial answer cannot be cached: the first play
// streams from the network while the worker keeps a full copy, and later plays (offline too)
// are cut from that copy. The page's HEAD check is answered from it when offline, and a changed
// file online (a new length) replaces the old copy.
const VIDEO_CACHE = 'video-guide'
let keepingVideo: Promise<void> | undefined

function keepVideo(): Promise<void> {
  keepingVideo ??= (async () => {
    const full = await fetch(VIDEO_PATH)
    if (full.status === 200) await (await caches.open(VIDEO_CACHE)).put(VIDEO_PATH, full)
  })()
    .catch(() => undefined)
    .finally(() => (keepingVideo = undefined))
  return keepingVideo
}

registerRoute(
  ({ url }) => url.pathname === VIDEO_PATH,
  async ({ request, event }) => {
    const cached = await caches.match(VIDEO_PATH, { cacheName: VIDEO_CACHE })
    if (cached) {
      return request.headers.has('range') ? createPartialResponse(request, cached) : cached
    }
    const response = await fetch(request)
    if (response.ok && 'waitUntil' in event) event.waitUntil(keepVideo())
    return response
  },
)

registerRoute(
  ({ url }) => url.pathname === VIDEO_PATH,
  async ({ request }) => {
    const cached = await caches.match(VIDEO_PATH, { cacheName: VIDEO_CACHE })
    try {
      const response = await fetch(request)
      const length = response.headers.get('content-length')
      if (cached && response.ok && length && length !== cached.headers.get('content-length')) {
        await (await caches.open(VIDEO_CACHE)).delete(VIDEO_PATH)
      }
      return response
    } catch (error) {
      if (!cached) throw error
      return new Response(null, { status: 200, headers: cached.headers })
    }
  },
  'HEAD',
)

// A file or text shared from another app arrives here as a form; it is kept on the device
// and the home form picks it up.
self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url)
  if (event.request.method !== 'POST' || url.pathname !== SHARE_TARGET_PATH) return
  event.respondWith(
    (async () => {
      const form = await event.request.formData()
      const file = form.get('file')
      const item: SharedItem = {
        title: String(form.get('title') ?? ''),
        text: String(form.get('text') ?? ''),
        url: String(form.get('url') ?? ''),
        file: file instanceof File && file.size > 0 ? file : undefined,
        receivedAt: Date.now(),
      }
      await set(SHARED_ITEM_KEY, item)
      return Response.redirect('/?shared=1', 303)
    })(),
  )
})

// A sync that leaves something waiting (no connection after all, or the server asked to wait)
// fails, so the browser tries it again later, with the page closed too.
self.addEventListener('sync', (event) => {
  if (event.tag !== OUTBOX_SYNC_TAG) return
  event.waitUntil(
    flushOutbox().then((summary) => {
      if (summary.waiting > 0) throw new Error('The outbox still has items waiting')
    }),
  )
})

// The page's "Reload" button asks the waiting worker to take over.
self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting()
})
