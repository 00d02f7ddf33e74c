import { Trans } from '@lingui/react/macro'
import type { QueryClient } from '@tanstack/react-query'
import { Outlet, createRootRouteWithContext } from '@tanstack/react-router'

import { ErrorScreen } from '../components/error-screen.tsx'
import { OfflineBanner } from '../components/offline-banner.tsx'
import { ReloadPrompt } from '../components/reload-prompt.tsx'
import { SiteFooter } from '../components/site-footer.tsx'
import { SiteHeader } from '../components/site-header.tsx'
import { Toaster } from '../components/toaster.tsx'

export interface RouterContext {
  queryClient: QueryClient
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: ErrorScreen,
  errorComponent: ErrorScreen,
})

function RootLayout() {
  return (
    <>
      <a className="skip-link" href="#main">
        <Trans>Skip to main content</Trans>
      </a>
      <SiteHeader />
      <OfflineBanner />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <ReloadPrompt />
      <Toaster />
    </>
  )
}
