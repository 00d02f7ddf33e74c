import { describe, expect, it } from 'vitest'

import { humanDuration } from '../../../domain/security/password-table.ts'

import { formatDuration } from './format-duration.ts'

describe('formatDuration', () => {
  it('uses the language’s own unit names', () => {
    expect(formatDuration(humanDuration(0.4), 'en', 'Instantly')).toBe('Instantly')
    expect(formatDuration(humanDuration(45.3), 'en', 'Instantly')).toBe('45 seconds')
    expect(formatDuration(humanDuration(3 * 3600), 'en', 'Instantly')).toBe('3 hours')
    expect(formatDuration(humanDuration(2.16e17), 'en', 'Instantly')).toBe('6.8 billion years')
    expect(formatDuration(humanDuration(3 * 3600), 'pl', 'Natychmiast')).toBe('3 godziny')
  })
})
