import { describe, expect, it } from 'vitest'

import { formatDate } from './format-date.ts'

describe('formatDate', () => {
  it.each([
    ['2026-03-02T10:00:00Z', 'en', '2 March 2026'],
    ['2026-03-02', 'pl', '2 marca 2026'],
    ['2026-03-02', 'cy', '2 Mawrth 2026'],
  ])('%s in %s → %s', (iso, locale, expected) => {
    expect(formatDate(iso, locale, { dateStyle: 'long', timeZone: 'UTC' })).toBe(expected)
  })

  it.each([[null], [''], ['not a date']])('%j is not a date', (iso) => {
    expect(formatDate(iso, 'en')).toBeNull()
  })
})
