/** The p-th percentile of ascending numbers (nearest rank), to two decimals. */
export function percentile(sorted: readonly number[], p: number): number {
  return Number(
    sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]?.toFixed(2),
  )
}
