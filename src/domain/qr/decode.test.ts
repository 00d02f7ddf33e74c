import { describe, expect, it } from 'vitest'

import { decodePasses, reducedDecodeSize, uniqueCodes } from './decode.ts'

describe('decodePasses', () => {
  it('reads a 12-megapixel photo downscaled first, then at the capped full size', () => {
    expect(decodePasses(4000, 3000)).toEqual([
      { width: 1600, height: 1200 },
      { width: 4000, height: 3000 },
    ])
    expect(decodePasses(8000, 6000)[1]).toEqual({ width: 4096, height: 3072 })
  })

  it('reads a screenshot once at its own size', () => {
    expect(decodePasses(1170, 2532)).toEqual([
      { width: 739, height: 1600 },
      { width: 1170, height: 2532 },
    ])
    expect(decodePasses(800, 600)).toEqual([{ width: 800, height: 600 }])
  })

  it('tries a small picture enlarged four times after its own size', () => {
    expect(decodePasses(120, 100)).toEqual([
      { width: 120, height: 100 },
      { width: 480, height: 400 },
    ])
    expect(decodePasses(400, 300)).toHaveLength(1)
  })
})

describe('reducedDecodeSize', () => {
  it('asks for about 1000 px from a camera photo and nothing from smaller pictures', () => {
    expect(reducedDecodeSize(4000, 3000)).toEqual({ width: 1000, height: 750 })
    expect(reducedDecodeSize(3024, 4032)).toEqual({ width: 750, height: 1000 })
    expect(reducedDecodeSize(2400, 1800)).toBeNull()
  })
})

describe('uniqueCodes', () => {
  it('keeps each valid code once, in the order found', () => {
    expect(
      uniqueCodes([
        { isValid: true, format: 'QRCode', text: 'https://a.example' },
        { isValid: false, format: 'QRCode', text: '' },
        { isValid: true, format: 'QRCode', text: 'https://a.example' },
        { isValid: true, format: 'MicroQRCode', text: 'https://a.example' },
      ]),
    ).toEqual([
      { text: 'https://a.example', format: 'QRCode' },
      { text: 'https://a.example', format: 'MicroQRCode' },
    ])
  })
})
