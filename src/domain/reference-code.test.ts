import { describe, expect, it } from 'vitest'

import { formatReferenceCode, normalizeReferenceCode } from './reference-code.ts'

describe('formatReferenceCode', () => {
  it.each([
    { tool: 'screening', bytes: [0, 0, 0, 0, 0], expected: 'SCR-0000-0000' },
    { tool: 'report', bytes: [255, 255, 255, 255, 255], expected: 'REP-ZZZZ-ZZZZ' },
    { tool: 'qr', bytes: [0, 0, 0, 0, 1], expected: 'QR-0000-0001' },
    { tool: 'qr', bytes: [0, 0, 0, 0, 32], expected: 'QR-0000-0010' },
    { tool: 'document', bytes: [0x80, 0, 0, 0, 0], expected: 'DOC-G000-0000' },
    { tool: 'emailTrust', bytes: [0, 0, 0, 0, 0], expected: 'ETC-0000-0000' },
    { tool: 'emailHeaders', bytes: [0, 0, 0, 0, 0], expected: 'EML-0000-0000' },
  ] as const)('$tool $bytes gives $expected', ({ tool, bytes, expected }) => {
    expect(formatReferenceCode(tool, Uint8Array.from(bytes))).toBe(expected)
  })

  it('never uses the confusable letters I, L, O or U', () => {
    for (let i = 0; i < 200; i++) {
      const bytes = Uint8Array.from({ length: 5 }, (_, j) => (i * 37 + j * 91) % 256)
      expect(formatReferenceCode('website', bytes)).not.toMatch(/[ILOU]/)
    }
  })

  it('refuses too little randomness', () => {
    expect(() => formatReferenceCode('qr', new Uint8Array(4))).toThrow(RangeError)
  })
})

describe('normalizeReferenceCode', () => {
  it.each([
    { input: 'SCR-7K4Q-X2MD', expected: 'SCR-7K4Q-X2MD' },
    { input: 'scr 7k4q x2md', expected: 'SCR-7K4Q-X2MD' },
    { input: 'scr7k4qx2md', expected: 'SCR-7K4Q-X2MD' },
    { input: 'REP-OOIL-0000', expected: 'REP-0011-0000' },
    { input: 'etc 7k4q x2md', expected: 'ETC-7K4Q-X2MD' },
    { input: 'EML-7K4Q-X2MD', expected: 'EML-7K4Q-X2MD' },
    { input: 'XYZ-7K4Q-X2MD', expected: null },
    { input: 'SCR-7K4Q-X2M', expected: null },
    { input: 'SCR-7K4Q-X2MDX', expected: null },
    { input: '', expected: null },
  ])('$input reads as $expected', ({ input, expected }) => {
    expect(normalizeReferenceCode(input)).toBe(expected)
  })

  it('reads back every code it formats', () => {
    const code = formatReferenceCode('document', Uint8Array.from([1, 2, 3, 4, 5]))
    expect(normalizeReferenceCode(code.toLowerCase())).toBe(code)
  })
})
