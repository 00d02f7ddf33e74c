import './styles.css'

import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router'
import { StrictMode, startTransition, useEffect, type ReactNode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'

import { isLocale, type Locale } from './domain/locales.ts'
import { track } from './lib/analytics.ts'
import { replayEarlyInput } from './lib/early-input.ts'
import { activateLocale, initialLocale, rememberLocaleChoice } from './lib/i18n.ts'
import { startOutbox } from './lib/outbox.ts'
import { createQueryClient } from './lib/query-client.ts'
import { createAppRouter } from './router.tsx'

declare global {
  interface Window {
    /** Set by scripts/prerender.mjs: render pages to HTML instead of starting the app. */
    __SCAMSCREEN_PRERENDER__?: boolean
    /** Defined in that case: one page's first screen in one language, as HTML. */
    __scamscreenRender?: (locale: Locale, path: string) => Promise<string>
  }
}

type AppRouter = ReturnType<typeof createAppRouter>

function App({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>
  )
}

/**
 * Once the prerendered page is hydrated (effects run after that): hands the app whatever the
 * person typed meanwhile, and switches to their own language should the server have sent
 * another one.
 */
function AfterHydration({ served, children }: { served: Locale; children: ReactNode }) {
  useEffect(() => {
    const root = document.getElementById('root')
    if (root) replayEarlyInput(root)
    const preferred = initialLocale()
    if (preferred !== served) void activateLocale(preferred)
  }, [served])
  return children
}

async function start() {
  const queryClient = createQueryClient()
  const router = createAppRouter(queryClient)
  router.subscribe('onResolved', ({ toLocation, pathChanged }) => {
    if (pathChanged) track('page_view', { path: toLocation.pathname })
  })
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root element')
  // The server sends a page's prerendered first screen (scripts/prerender.mjs) in the language
  // it names; the app's first render must be that same screen, in that same language.
  const served = root.dataset.locale
  const prerendered = isLocale(served) && root.firstElementChild !== null ? served : null
  // The page's own code is loaded first: the router then renders once, not once empty and
  // again when its chunk arrives. Should that load fail, the router tries again once mounted,
  // and shows its error screen.
  await Promise.all([
    activateLocale(prerendered ?? initialLocale()),
    router.load().catch(() => undefined),
  ])
  rememberLocaleChoice()
  startOutbox()
  // A transition renders in short slices, so the page keeps answering while the app builds
  // itself. Hydrating keeps the prerendered page: a tap on it before hydration has finished
  // makes React finish at once and then handles the tap, so none is lost.
  startTransition(() => {
    if (prerendered) {
      hydrateRoot(
        root,
        <AfterHydration served={prerendered}>
          <App router={router} queryClient={queryClient} />
        </AfterHydration>,
      )
    } else {
      createRoot(root).render(<App router={router} queryClient={queryClient} />)
    }
  })
}

/**
 * For scripts/prerender.mjs: each page rendered as the server would, with no data yet. A
 * message its catalogs lack (a route that does not load a feature's text) fails the build.
 */
function exposePrerender() {
  const missing = new Set<string>()
  i18n.on('missing', ({ id }) => missing.add(id))
  window.__scamscreenRender = async (locale, path) => {
    const { renderToString } = await import('react-dom/server')
    const queryClient = createQueryClient()
    const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }))
    await Promise.all([activateLocale(locale), router.load()])
    missing.clear()
    const html = renderToString(<App router={router} queryClient={queryClient} />)
    if (missing.size > 0) {
      throw new Error(`${path} in ${locale} has no text for message ${[...missing].join(', ')}`)
    }
    return html
  }
}

if (window.__SCAMSCREEN_PRERENDER__) exposePrerender()
else void start()
