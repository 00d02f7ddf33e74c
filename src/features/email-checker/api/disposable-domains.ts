/**
 * The throwaway-mailbox list for the check on the device: a large chunk of its own, loaded
 * when the email checker first needs it and kept for the session; the service worker keeps it
 * from then on, for offline use (it is not precached: only this checker's users need it).
 */
import { useQuery } from '@tanstack/react-query'

import { loadDisposableMatcher } from '../../../domain/email/disposable.ts'

export function useDisposableMatcher() {
  return useQuery({
    queryKey: ['email', 'disposable-domains'],
    queryFn: loadDisposableMatcher,
    staleTime: Infinity,
    gcTime: Infinity,
    // A local chunk: offline is no reason to wait.
    networkMode: 'always',
  })
}
