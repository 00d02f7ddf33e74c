import './styles.css'

import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'

import { track } from './lib/analytics.ts'
import { activateLocale, initialLocale } from './lib/i18n.ts'
import { startOutbox } from './lib/outbox.ts'
import { createQueryClient } from './lib/query-client.ts'
import { createAppRouter } from './router.tsx'

const queryClient = createQueryClient()
const router = createAppRouter(queryClient)

router.subscribe('onResolved', ({ toLocation, pathChanged }) => {
  if (pathChanged) track('page_view', { path: toLocation.pathname })
})

async function start() {
  // The first paint is already in the person's language, and the page's own code is loaded
  // first: the router then renders once, not once empty and again when its chunk arrives.
  // Should that load fail, the router tries again once mounted, and shows its error screen.
  await Promise.all([activateLocale(initialLocale()), router.load().catch(() => undefined)])
  startOutbox()
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root element')
  const app = createRoot(root)
  // A transition renders in short slices: the page (already painted from its prerendered copy)
  // keeps answering while the app builds itself behind it.
  startTransition(() => {
    app.render(
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </I18nProvider>
      </StrictMode>,
    )
  })
}

void start()
