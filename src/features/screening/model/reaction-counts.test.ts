import { describe, expect, it } from 'vitest'

import { countReactions } from './reaction-counts.ts'

describe('countReactions', () => {
  it('reads one item per emoji with its count', () => {
    expect(
      countReactions([
        { reaction: '👍', count: 3 },
        { reaction: '👎', count: 0 },
        { reaction: '🤔', count: 1 },
        { reaction: '⚠️', count: 2 },
      ]),
    ).toEqual({ '👍': 3, '👎': 0, '🤔': 1, '⚠️': 2 })
  })

  it('counts items without a count once each, and ignores what it does not know', () => {
    expect(
      countReactions([
        { reaction: '👍' },
        { reaction: '👍' },
        { reaction: '🎉', count: 9 },
        { reaction: '👎', count: -1 },
        { reaction: '🤔', count: 'many' },
        null,
        'x',
      ]),
    ).toEqual({ '👍': 2, '👎': 0, '🤔': 0, '⚠️': 0 })
  })

  it('gives zeros for anything that is not a list', () => {
    expect(countReactions({ error: 'x' })).toEqual({ '👍': 0, '👎': 0, '🤔': 0, '⚠️': 0 })
  })
})
