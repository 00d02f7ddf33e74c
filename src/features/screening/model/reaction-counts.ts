import { parseReaction, type Reaction } from '../../../domain/screening/reactions.ts'

export type ReactionCounts = Record<Reaction, number>

export function emptyReactionCounts(): ReactionCounts {
  return { '👍': 0, '👎': 0, '🤔': 0, '⚠️': 0 }
}

/**
 * Counts per emoji from the server's list. Items carry a count; an item without one counts
 * once (the older answer was one item per reaction). Unknown emoji are ignored.
 */
export function countReactions(items: unknown): ReactionCounts {
  const counts = emptyReactionCounts()
  if (!Array.isArray(items)) return counts
  for (const item of items) {
    if (typeof item !== 'object' || item === null || !('reaction' in item)) continue
    const reaction = parseReaction(item.reaction)
    if (!reaction) continue
    const count = 'count' in item ? item.count : 1
    if (typeof count === 'number' && Number.isInteger(count) && count >= 0)
      counts[reaction] += count
  }
  return counts
}
