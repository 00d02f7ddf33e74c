import { Trans } from '@lingui/react/macro'

import type { WebsiteResult } from '../../lib/website-result.ts'

import { FactList, NotKnown } from './fact-list.tsx'
import { placeParts, serverLocationOf } from './website-facts.ts'

/** Server information (spec part 2 §2): the IP address, where it is, and who runs the network. */
export function ServerInfo({ result }: { result: WebsiteResult }) {
  const location = serverLocationOf(result)
  const place = placeParts(location)
  return (
    <section className="website-result__section" aria-labelledby="server-info-title">
      <h3 id="server-info-title">
        <Trans>Server information</Trans>
      </h3>
      <FactList
        facts={[
          {
            id: 'ip',
            term: <Trans>IP address</Trans>,
            value: result.ip ? (
              <span dir="ltr" translate="no">
                {result.ip}
              </span>
            ) : (
              <NotKnown />
            ),
          },
          {
            id: 'location',
            term: <Trans>Location</Trans>,
            value: place.length ? place.join(', ') : <NotKnown />,
          },
          {
            id: 'network',
            term: <Trans>Network</Trans>,
            value: location?.as ? (
              <span dir="ltr" translate="no">
                {location.as}
              </span>
            ) : (
              <NotKnown />
            ),
          },
        ]}
      />
      {/* DB-IP's licence (CC BY 4.0) asks pages that show its locations to credit it. */}
      <p className="website-result__source">
        <Trans>
          Location data:{' '}
          <a href="https://db-ip.com" target="_blank" rel="noopener noreferrer">
            DB-IP
          </a>
        </Trans>
      </p>
      {location?.is_proxy && (
        <p className="form-notice">
          <Trans>
            This server hides behind a proxy or VPN, so where it really is cannot be known.
          </Trans>
        </p>
      )}
    </section>
  )
}
