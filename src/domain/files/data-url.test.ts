import { describe, expect, it } from 'vitest'

import { decodeDataUrl, encodeDataUrl } from './data-url.ts'

describe('data URLs', () => {
  it('round-trip bytes, large ones included', () => {
    const bytes = new Uint8Array(100_000).map((_, i) => (i * 7) % 256)
    const decoded = decodeDataUrl(encodeDataUrl(bytes, 'image/png'))
    expect(decoded?.type).toBe('image/png')
    expect(decoded?.bytes).toEqual(bytes)
  })

  it.each(['data:image/png,notbase64', 'https://example.com/', 'data:image/png;base64,@@@'])(
    'refuses %s',
    (value) => {
      expect(decodeDataUrl(value)).toBeNull()
    },
  )
})
