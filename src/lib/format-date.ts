/**
 * Dates in the person's language with Intl. Our English is British English: "2 March 2026",
 * not "March 2, 2026".
 */

/** The Intl locale for an interface language. */
export function dateLocale(locale: string): string {
  return locale === 'en' ? 'en-GB' : locale
}

/** Formats an ISO date for the interface language, or null when it is not a date. */
export function formatDate(
  iso: string | null,
  locale: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'long' },
): string | null {
  if (!iso) return null
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return null
  return new Intl.DateTimeFormat(dateLocale(locale), options).format(date)
}
