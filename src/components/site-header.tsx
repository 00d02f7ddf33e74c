import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'

import { useSiteConfig } from '../lib/site-config.ts'

import { LanguagePicker } from './language-picker.tsx'
import { LogoMark } from './logo.tsx'

export function SiteHeader() {
  const { aiCredit } = useSiteConfig()
  const providerName = aiCredit?.name
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="site-header__logo">
          <LogoMark />
          <span>ScamScreen</span>
        </Link>
        <nav className="site-header__nav">
          {/* Shown only when an AI provider is configured: never a false credit. */}
          {aiCredit && (
            <a
              className="site-header__credit"
              href={aiCredit.url}
              target="_blank"
              rel="noopener noreferrer"
            >
              <Trans>Analysis powered by {providerName}</Trans>
            </a>
          )}
          <Link to="/resources">
            <Trans>Resources</Trans>
          </Link>
          <Link to="/community-reports">
            <Trans>Report Suspicion</Trans>
          </Link>
          <LanguagePicker />
        </nav>
      </div>
    </header>
  )
}
