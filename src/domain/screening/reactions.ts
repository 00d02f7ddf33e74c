/** The four reactions to an answer (spec part 1 §2), in the order they are shown. */
export const REACTIONS = ['👍', '👎', '🤔', '⚠️'] as const

export type Reaction = (typeof REACTIONS)[number]

/** Reads a reaction, forgiving a warning sign typed without its emoji variation selector. */
export function parseReaction(value: unknown): Reaction | null {
  if (typeof value !== 'string') return null
  const normalised = value === '⚠' ? '⚠️' : value
  return REACTIONS.find((reaction) => reaction === normalised) ?? null
}

export interface ReactionCount {
  reaction: Reaction
  count: number
}
