import { Trans, useLingui } from '@lingui/react/macro'
import { useRef } from 'react'

import { formatDate } from '../../../lib/format-date.ts'
import { useNearViewport } from '../../../lib/use-near-viewport.ts'
import { useAlerts, type Alert } from '../api/get-alerts.ts'

const DATE_STYLE: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' }

/**
 * The latest scam alerts (spec part 1 §2, §4). An alert's address is shown as plain text,
 * never a link: these are the scam sites themselves.
 */
export function LatestAlerts() {
  const section = useRef<HTMLElement>(null)
  // Far below the fold: asked for when the person scrolls towards it, not while the page starts.
  const alerts = useAlerts({ enabled: useNearViewport(section) })
  return (
    <section ref={section} className="section" aria-labelledby="alerts-title">
      <h2 id="alerts-title">
        <Trans>Latest scam alerts</Trans>
      </h2>
      {alerts.isPending ? (
        <p className="alerts__state">
          <Trans>Loading alerts...</Trans>
        </p>
      ) : alerts.isError ? (
        <p className="alerts__state alerts__state--error">
          <Trans>Failed to load alerts. Please try again later.</Trans>
        </p>
      ) : alerts.data.length === 0 ? (
        <p className="alerts__state">
          <Trans>There are no alerts at the moment.</Trans>
        </p>
      ) : (
        <ul className="alert-list">
          {alerts.data.map((alert, index) => (
            <AlertItem key={`${alert.created_at}-${index}`} alert={alert} />
          ))}
        </ul>
      )}
    </section>
  )
}

function AlertItem({ alert }: { alert: Alert }) {
  const { i18n } = useLingui()
  const url = alert.url
  const date = formatDate(alert.created_at, i18n.locale, DATE_STYLE)
  return (
    <li className="alert-card">
      <p className="alert-card__description">{alert.description}</p>
      {url && (
        <p className="alert-card__url">
          <Trans>
            Address used:{' '}
            <span dir="ltr" translate="no">
              {url}
            </span>
          </Trans>
        </p>
      )}
      {date && (
        <p className="alert-card__date">
          <time dateTime={alert.created_at}>{date}</time>
        </p>
      )}
    </li>
  )
}
