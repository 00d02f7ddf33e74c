import type { HumanDuration } from '../../../domain/security/password-table.ts'

/**
 * A crack time in the person's language, by the browser's own unit names ("3 hours",
 * "6.8 billion years"): no plural rules to translate, and very large numbers stay readable.
 */
export function formatDuration(duration: HumanDuration, locale: string, instantly: string): string {
  if (duration.instant) return instantly
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: duration.unit,
    unitDisplay: 'long',
    notation: duration.value >= 1_000_000 ? 'compact' : 'standard',
    compactDisplay: 'long',
    maximumFractionDigits: 1,
  }).format(duration.value)
}
