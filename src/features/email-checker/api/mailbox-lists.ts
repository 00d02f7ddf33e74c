/**
 * The throwaway and free mailbox lists for the check on the device: a large chunk of their
 * own, loaded when the email checker first needs them and kept for the session; the service
 * worker keeps them from then on, for offline use (not precached: only this checker's users
 * need them).
 */
import { queryOptions, useQuery } from '@tanstack/react-query'

import { loadMailboxLists } from '../../../domain/email/mailbox-lists.ts'

export const mailboxListsQuery = queryOptions({
  queryKey: ['email', 'mailbox-lists'],
  queryFn: loadMailboxLists,
  staleTime: Infinity,
  gcTime: Infinity,
  // A local chunk: offline is no reason to wait.
  networkMode: 'always',
})

export function useMailboxLists() {
  return useQuery(mailboxListsQuery)
}
