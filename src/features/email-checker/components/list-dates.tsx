import { Trans, useLingui } from '@lingui/react/macro'

import lists from '../../../domain/email/data/lists.json'
import { formatDate } from '../../../lib/format-date.ts'

/**
 * How old the lists of throwaway and free mailbox domains are (data/lists.json): a list is only
 * as good as its last refresh, and new throwaway services appear every week.
 */
export function ListDates() {
  const { i18n } = useLingui()
  const disposableDate = formatDate(lists.disposable.date, i18n.locale, { dateStyle: 'long' })
  const freeDate = formatDate(lists.free.date, i18n.locale, { dateStyle: 'long' })
  const disposableCount = i18n.number(lists.disposable.entries)
  const freeCount = i18n.number(lists.free.entries)
  return (
    <>
      <Trans>
        Throwaway mailboxes: a list of {disposableCount} domains, dated {disposableDate}.
      </Trans>{' '}
      <Trans>
        Free mailboxes: a list of {freeCount} domains, dated {freeDate}.
      </Trans>
    </>
  )
}
