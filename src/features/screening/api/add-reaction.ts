/** POST /api/reactions: records one person's reaction to an analysis. */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'

import { REACTIONS } from '../../../domain/screening/reactions.ts'
import { throwIfNotOk } from '../../../lib/query-client.ts'

import { reactionsQueryKey } from './get-reactions.ts'

export const addReactionInputSchema = z.object({
  reference_code: z.string().min(1),
  reaction: z.enum(REACTIONS),
})

export type AddReactionInput = z.infer<typeof addReactionInputSchema>

export async function addReaction(input: AddReactionInput): Promise<void> {
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
