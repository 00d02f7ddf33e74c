/** POST /api/reactions: records one person's reaction to an analysis. */
import { useMutation, useQueryClient } from '@tanstack/react-query'

import { throwIfNotOk } from '../../../lib/query-client.ts'

import { reactionsQueryKey } from './get-reactions.ts'
import type { AddReactionInput } from './schemas.ts'

export type { AddReactionInput } from './schemas.ts'

export async function addReaction(input: AddReactionInput): Promise<void> {
  const { addReactionInputSchema } = await import('./schemas.ts')
  const response = await fetch('/api/reactions', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(addReactionInputSchema.parse(input)),
    credentials: 'same-origin',
  })
  await throwIfNotOk(response)
}

/** Saves a reaction; once saved, the counts are fetched again (spec part 1 §4). */
export function useAddReaction() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: addReaction,
    onSuccess: (_, input) =>
      queryClient.invalidateQueries({ queryKey: reactionsQueryKey(input.reference_code) }),
  })
}
