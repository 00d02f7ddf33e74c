import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'

import type { WebsiteResult } from '../../lib/website-result.ts'

import { lookupGaps, type Lookup } from './website-facts.ts'

const LOOKUP_NAMES: Record<Lookup, ReactNode> = {
  dns: <Trans>Domain name records</Trans>,
  tls: <Trans>Security certificate</Trans>,
  rdap: <Trans>Domain registration</Trans>,
  ip_info: <Trans>Server location</Trans>,
  page: <Trans>The website’s page</Trans>,
  threat_feeds: <Trans>Lists of scam websites</Trans>,
  safe_browsing: <Trans>Google Safe Browsing</Trans>,
  virustotal: <Trans>VirusTotal</Trans>,
  community_reports: <Trans>Community reports</Trans>,
}

/**
 * The lookups that could not be done, or found nothing. A check that could not be done is
 * neither a good sign nor a bad one, and the card says so.
 */
export function LookupGaps({ result }: { result: WebsiteResult }) {
  const gaps = lookupGaps(result.checks)
  if (!gaps.length) return null
  return (
    <section className="website-result__section" aria-labelledby="lookup-gaps-title">
      <h3 id="lookup-gaps-title">
        <Trans>What we could not check</Trans>
      </h3>
      <p>
        <Trans>A check we could not do is not a sign that the website is safe.</Trans>
      </p>
      <ul className="website-result__list">
        {gaps.map(({ lookup, gap }) => (
          <li key={lookup}>
            {LOOKUP_NAMES[lookup]}:{' '}
            {gap === 'failed' ? (
              <Trans>could not be checked</Trans>
            ) : (
              <Trans>no information found</Trans>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
