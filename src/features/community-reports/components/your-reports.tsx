import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useMemo, useRef } from 'react'

import { formatDate } from '../../../lib/format-date.ts'
import { removeFromOutbox } from '../../../lib/outbox-core.ts'
import { useOutboxItems } from '../../../lib/outbox.ts'
import { useReportToasts } from '../hooks/use-report-toasts.ts'
import { newlyDelivered, toReportEntries, type ReportEntry } from '../model/your-reports.ts'

/**
 * "Your reports": what this phone has sent or is waiting to send, with each reference code
 * once it is sent. It lives only on the device (the outbox); removing an entry forgets it
 * here, and a waiting report is then not sent. A report delivered after the connection came
 * back is announced with the same toast as one sent at once.
 */
export function YourReports() {
  const items = useOutboxItems()
  const entries = useMemo(() => toReportEntries(items), [items])
  const toasts = useReportToasts()
  const previous = useRef<ReportEntry[] | null>(null)

  useEffect(() => {
    // The first look only learns what is there: nothing was delivered "just now".
    if (previous.current) {
      for (const entry of newlyDelivered(previous.current, entries)) {
        toasts.delivered(entry.id, entry.referenceCode)
      }
    }
    previous.current = entries
  }, [entries, toasts])

  return (
    <section className="section your-reports" aria-labelledby="your-reports-title">
      <h2 id="your-reports-title">
        <Trans>Your reports</Trans>
      </h2>
      <p className="field__hint">
        <Trans>This list is kept only on this phone. Nobody else can see it.</Trans>
      </p>
      {entries.length === 0 ? (
        <p>
          <Trans>You have not sent any reports from this phone.</Trans>
        </p>
      ) : (
        <ul className="your-reports__list">
          {entries.map((entry) => (
            <ReportRow key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
    </section>
  )
}

function ReportRow({ entry }: { entry: ReportEntry }) {
  const { t, i18n } = useLingui()
  const created = new Date(entry.createdAt)
  const when = formatDate(entry.createdAt, i18n.locale, { dateStyle: 'medium', timeStyle: 'short' })
  const code = entry.referenceCode
  const error = entry.error
  return (
    <li className={`your-report your-report--${entry.status}`}>
      <p className="your-report__when">
        <time dateTime={created.toISOString()}>{when}</time>
      </p>
      {entry.excerpt && <p className="your-report__excerpt">{entry.excerpt}</p>}
      <p className="your-report__status">
        {entry.status === 'waiting' && <Trans>Waiting to be sent</Trans>}
        {entry.status === 'sent' &&
          (code ? (
            <Trans>
              Sent. Reference code:{' '}
              <strong className="your-report__code" translate="no">
                {code}
              </strong>
            </Trans>
          ) : (
            <Trans>Sent</Trans>
          ))}
        {entry.status === 'rejected' &&
          (error ? (
            <Trans>Not sent: {error}</Trans>
          ) : (
            <Trans>Not sent: Failed to submit report</Trans>
          ))}
      </p>
      <button
        type="button"
        className="link-button"
        aria-label={t`Remove the report from ${when}`}
        onClick={() => void removeFromOutbox(entry.id)}
      >
        <Trans>Remove</Trans>
      </button>
    </li>
  )
}
