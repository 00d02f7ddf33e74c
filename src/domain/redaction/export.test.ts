import { describe, expect, it } from 'vitest'

import { redactedFileName } from './export.ts'

describe('download names', () => {
  it('are redacted-image with the format extension', () => {
    expect(redactedFileName('png')).toBe('redacted-image.png')
    expect(redactedFileName('jpeg')).toBe('redacted-image.jpg')
  })
})
