import { describe, expect, it } from 'vitest'

import { parseAnalysis, parseInline } from './analysis-blocks.ts'

const plain = (text: string) => ({ text, strong: false })
const strong = (text: string) => ({ text, strong: true })

describe('parseInline', () => {
  it.each([
    { input: 'plain text', expected: [plain('plain text')] },
    { input: '**High risk**', expected: [strong('High risk')] },
    {
      input: 'This is **very likely** a scam.',
      expected: [plain('This is '), strong('very likely'), plain(' a scam.')],
    },
    {
      input: '**A** and **B**',
      expected: [strong('A'), plain(' and '), strong('B')],
    },
    { input: 'an unpaired ** stays', expected: [plain('an unpaired ** stays')] },
    { input: 'empty **** stays', expected: [plain('empty **** stays')] },
    { input: '<b>not html</b>', expected: [plain('<b>not html</b>')] },
    { input: '', expected: [] },
  ])('$input', ({ input, expected }) => {
    expect(parseInline(input)).toEqual(expected)
  })
})

describe('parseAnalysis', () => {
  it('makes paragraphs from blank lines and keeps single line breaks inside one', () => {
    expect(parseAnalysis('First line\nsecond line\n\n\nNext paragraph')).toEqual([
      { kind: 'paragraph', lines: [[plain('First line')], [plain('second line')]] },
      { kind: 'paragraph', lines: [[plain('Next paragraph')]] },
    ])
  })

  it('makes a list from lines starting with "- "', () => {
    expect(
      parseAnalysis(
        '**Risk: High**\n\nWarning signs:\n- A **fee** to pay\n- A link\r\n\nDo not pay.',
      ),
    ).toEqual([
      { kind: 'paragraph', lines: [[strong('Risk: High')]] },
      { kind: 'paragraph', lines: [[plain('Warning signs:')]] },
      { kind: 'list', items: [[plain('A '), strong('fee'), plain(' to pay')], [plain('A link')]] },
      { kind: 'paragraph', lines: [[plain('Do not pay.')]] },
    ])
  })

  it('keeps a hyphen that is not a bullet', () => {
    expect(parseAnalysis('-5 points\nwell-known')).toEqual([
      { kind: 'paragraph', lines: [[plain('-5 points')], [plain('well-known')]] },
    ])
  })

  it('returns nothing for blank text', () => {
    expect(parseAnalysis('  \n\n ')).toEqual([])
  })
})
