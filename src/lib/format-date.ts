/**
 * Dates in the person's language with Intl. Our English is British English: "2 March 2026",
 * not "March 2, 2026".
 */

/** The Intl locale for an interface language. */
export function dateLocale(locale: string): string {
  return locale === 'en' ? 'en-GB' : locale
}

/** Made once per language and style: making one costs milliseconds, a list has dozens of dates. */
const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterFor(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(dateLocale(locale), options)
    formatters.set(key, formatter)
  }
  return formatter
}

/**
 * Formats an ISO date (or a time in milliseconds) for the interface language, or null when it
 * is not a date.
 */
export function formatDate(
  value: string | number | null,
  locale: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'long' },
): string | null {
  if (value === null || value === '') return null
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return null
  return formatterFor(locale, options).format(date)
}
