/**
 * Damerau-Levenshtein distance (the optimal string alignment variant): insertions,
 * deletions, substitutions and swaps of two neighbouring letters each cost one.
 */

/**
 * The distance between two strings, or `max + 1` as soon as it is known to exceed `max`:
 * callers only ask "within one or two edits?", so most comparisons stop after a few rows.
 */
export function damerauLevenshtein(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  if (a === b) return 0
  if (Math.abs(a.length - b.length) > max) return max + 1
  if (!a.length) return b.length
  if (!b.length) return a.length
  let beforePrevious: number[] = []
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index)
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i]
    let rowMinimum = i
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1
      let value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      )
      if (
        i > 1 &&
        j > 1 &&
        a.charCodeAt(i - 1) === b.charCodeAt(j - 2) &&
        a.charCodeAt(i - 2) === b.charCodeAt(j - 1)
      ) {
        value = Math.min(value, (beforePrevious[j - 2] ?? 0) + 1)
      }
      current.push(value)
      if (value < rowMinimum) rowMinimum = value
    }
    if (rowMinimum > max) return max + 1
    beforePrevious = previous
    previous = current
  }
  const distance = previous[b.length] ?? 0
  return distance > max ? max + 1 : distance
}
