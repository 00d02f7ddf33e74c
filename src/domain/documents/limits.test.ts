import { describe, expect, it } from 'vitest'

import { documentRiskLevel, formatDocumentType, isDocumentFile, isPdfFile } from './limits.ts'

describe('document limits and labels', () => {
  it.each([
    ['bank_statement', 'Bank statement'],
    ['tax_letter', 'Tax letter'],
    ['other', 'Other'],
    ['a_b_c', 'A b_c'],
  ])('formats %s as %s', (type, label) => expect(formatDocumentType(type)).toBe(label))

  it.each([
    [0.61, 'HIGH_RISK'],
    [0.6, 'NEEDS_VERIFICATION'],
    [0.31, 'NEEDS_VERIFICATION'],
    [0.3, 'LOW_RISK'],
    [0, 'LOW_RISK'],
  ])('fraud score %s is %s', (score, level) => expect(documentRiskLevel(score)).toBe(level))

  it('accepts PDFs and images only', () => {
    expect(isDocumentFile('application/pdf', 'a.pdf')).toBe(true)
    expect(isDocumentFile('image/png', 'a.png')).toBe(true)
    expect(isDocumentFile('', 'scan.PDF')).toBe(true)
    expect(isDocumentFile('text/plain', 'a.txt')).toBe(false)
    expect(isPdfFile('', 'x.pdf')).toBe(true)
    expect(isPdfFile('image/png', 'x.pdf')).toBe(false)
  })
})
