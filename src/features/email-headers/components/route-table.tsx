import { Plural, Trans, useLingui } from '@lingui/react/macro'

import type { Hop } from '../../../domain/email-headers/analysis.ts'
import { formatDate } from '../../../lib/format-date.ts'

/**
 * Each hop oldest first, as Microsoft's Message Header Analyzer shows them: from, by, with,
 * the time and the delay since the previous hop, and where the message entered the internet.
 */
export function RouteTable({ hops, originIp }: { hops: Hop[]; originIp: string | null }) {
  const { i18n } = useLingui()
  if (hops.length === 0) {
    return (
      <p>
        <Trans>There are no Received lines, so the route cannot be traced.</Trans>
      </p>
    )
  }
  return (
    <div className="route-table__scroll">
      <table className="route-table">
        <caption>
          <Trans>Each server that handled the email, oldest first</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Step</Trans>
            </th>
            <th scope="col">
              <Trans>From</Trans>
            </th>
            <th scope="col">
              <Trans>By</Trans>
            </th>
            <th scope="col">
              <Trans>With</Trans>
            </th>
            <th scope="col">
              <Trans>Time</Trans>
            </th>
            <th scope="col">
              <Trans>Delay</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {hops.map((hop) => {
            const delay = hop.delaySeconds
            const entered = originIp !== null && hop.fromIp === originIp
            return (
              <tr key={hop.step}>
                <th scope="row">{hop.step}</th>
                <td dir="ltr" translate="no">
                  {[hop.from, hop.fromIp && `[${hop.fromIp}]`].filter(Boolean).join(' ') || '—'}
                  {entered && (
                    <span className="route-table__origin" dir="auto" translate="yes">
                      <Trans>Entered the internet here</Trans>
                    </span>
                  )}
                </td>
                <td dir="ltr" translate="no">
                  {hop.by ?? '—'}
                </td>
                <td dir="ltr" translate="no">
                  {hop.with ?? '—'}
                </td>
                <td>
                  {formatDate(hop.date, i18n.locale, {
                    dateStyle: 'medium',
                    timeStyle: 'medium',
                  }) ?? '—'}
                </td>
                <td>
                  {delay === null ? '—' : <Plural value={delay} one="# second" other="# seconds" />}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
