/** GET /api/reactions/{reference_code}: how people reacted to one analysis, counted per emoji. */
import { queryOptions, useQuery } from '@tanstack/react-query'

import { throwIfNotOk } from '../../../lib/query-client.ts'
import { countReactions, type ReactionCounts } from '../model/reaction-counts.ts'

export function reactionsQueryKey(referenceCode: string) {
  return [`/api/reactions/${encodeURIComponent(referenceCode)}`] as const
}

export async function getReactions(
  referenceCode: string,
  signal?: AbortSignal,
): Promise<ReactionCounts> {
  const [path] = reactionsQueryKey(referenceCode)
  const response = await fetch(path, { credentials: 'include', signal })
  await throwIfNotOk(response)
  return countReactions(await response.json())
}

export function reactionsQueryOptions(referenceCode: string) {
  return queryOptions({
    queryKey: reactionsQueryKey(referenceCode),
    queryFn: ({ signal }) => getReactions(referenceCode, signal),
  })
}

export function useReactions(referenceCode: string) {
  return useQuery(reactionsQueryOptions(referenceCode))
}
