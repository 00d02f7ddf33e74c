import {
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router'
import type { RenderResult } from '@testing-library/react'
import type { ReactElement } from 'react'

import { renderWithProviders } from './render-with-providers.tsx'

// jsdom lays nothing out and only logs "not implemented" when the router resets the scroll.
if (typeof window !== 'undefined') window.scrollTo = () => {}

/** The app's pages that components under test navigate between; each shows nothing of its own. */
const PATHS = ['/', '/redaction-tool', '/website-screening'] as const

/**
 * Renders a component as the app does, in English, inside a router with an in-memory history
 * starting at `path`, so `useNavigate` and `<Link>` work. The component stays mounted across
 * navigations; read where it went from `router.state.location`.
 */
export async function renderWithRouter(
  ui: ReactElement,
  { path = '/' }: { path?: string } = {},
): Promise<RenderResult & { router: ReturnType<typeof createTestRouter> }> {
  const router = createTestRouter(ui, path)
  // Loaded first, so the first render already shows the component.
  await router.load()
  return { ...renderWithProviders(<RouterProvider router={router} />), router }
}

function createTestRouter(ui: ReactElement, path: string) {
  const rootRoute = createRootRoute({
    component: () => (
      <>
        {ui}
        <Outlet />
      </>
    ),
  })
  const pages = PATHS.map((pagePath) =>
    createRoute({ getParentRoute: () => rootRoute, path: pagePath, component: () => null }),
  )
  return createRouter({
    routeTree: rootRoute.addChildren(pages),
    history: createMemoryHistory({ initialEntries: [path] }),
  })
}
