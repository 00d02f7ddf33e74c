import type { QueryClient } from '@tanstack/react-query'
import { createRouter, type RouterHistory } from '@tanstack/react-router'

import { ErrorScreen } from './components/error-screen.tsx'
import { routeTree } from './routeTree.gen.ts'

/** `history` is the browser's unless given (scripts/prerender.mjs renders each page from memory). */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  let arriving = true
  return createRouter({
    routeTree,
    ...(history && { history }),
    context: { queryClient },
    defaultPreload: 'intent',
    // React Query decides freshness; the router always asks it.
    defaultPreloadStaleTime: 0,
    defaultNotFoundComponent: ErrorScreen,
    // On arrival the scroll is the person's: they may have scrolled the prerendered page before
    // the app started, and a jump to the top would move what they are about to tap. After
    // that, each page opens at the top or where the person left it.
    scrollRestoration: () => {
      const keep = arriving && window.scrollY > 0
      arriving = false
      return !keep
    },
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
