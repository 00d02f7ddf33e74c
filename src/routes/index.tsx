import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { useEffect } from 'react'

import { PageMeta } from '../components/page-meta.tsx'
import { LatestAlerts } from '../features/alerts/components/latest-alerts.tsx'
import { GetHelp } from '../features/home/components/get-help.tsx'
import { Hero } from '../features/home/components/hero.tsx'
import { SafetyAdvice } from '../features/home/components/safety-advice.tsx'
import { ToolGrid } from '../features/home/components/tool-grid.tsx'
import { HowItWorks } from '../features/screening/components/how-it-works.tsx'
import {
  SCREENING_FORM_ID,
  ScreeningTool,
  revealScreeningForm,
} from '../features/screening/components/screening-tool.tsx'
import { loadFeatureMessages } from '../lib/i18n.ts'

interface HomeSearch {
  /** Set by the service worker when another app shared something into ScamScreen. */
  shared?: true
}

export const Route = createFileRoute('/')({
  validateSearch: (search: Record<string, unknown>): HomeSearch =>
    search.shared === 1 || search.shared === '1' || search.shared === true ? { shared: true } : {},
  // This page's own text, in the language shown (src/lib/i18n.ts).
  loader: () => loadFeatureMessages('home'),
  component: HomePage,
})

function HomePage() {
  const { t } = useLingui()
  const { shared } = Route.useSearch()
  const navigate = Route.useNavigate()
  useRevealFormOnLinks()
  return (
    <div className="page">
      <PageMeta
        title={t`Check a suspected scam`}
        description={t`Free and anonymous scam checker for the UK: messages, websites, emails, QR codes and letters.`}
      />
      <Hero />
      <HowItWorks />
      <ScreeningTool
        sharedPending={shared === true}
        onSharedHandled={() => void navigate({ search: {}, replace: true })}
      />
      <SafetyAdvice />
      <ToolGrid />
      <LatestAlerts />
      <GetHelp />
    </div>
  )
}

/**
 * Links to #screen (the hero's SCREEN button, the tool card) scroll to the form and move focus
 * to it, so the next Tab goes into the form. The router scrolls only when the address changes;
 * a second click on the same link would otherwise do nothing.
 */
function useRevealFormOnLinks() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof Element)) return
      const link = event.target.closest('a[href]')
      if (!(link instanceof HTMLAnchorElement)) return
      const url = new URL(link.href)
      if (url.pathname !== window.location.pathname || url.hash !== `#${SCREENING_FORM_ID}`) return
      // After the router has handled the click and rendered.
      requestAnimationFrame(revealScreeningForm)
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [])
}
