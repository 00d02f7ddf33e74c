import { describe, expect, it } from 'vitest'

import { buildMailboxLists, normaliseEntries } from './list-entries.ts'

describe('normaliseEntries', () => {
  it('keeps domain names in lower-case Punycode, each once, sorted', () => {
    expect(
      normaliseEntries([' Mailinator.COM ', 'mailinator.com.', '*.Bücher.example', '#x', '']),
    ).toEqual({ kept: ['*.xn--bcher-kva.example', 'mailinator.com'], refused: ['#x'] })
  })
})

describe('buildMailboxLists', () => {
  const lists = buildMailboxLists(
    ['mailinator.com', '*.cu.cc', 'consultant.com', 'gmail.com'],
    ['gmail.com', 'consultant.com', 'mailinator.com', 'x.cu.cc', 'web.de'],
  )

  it('takes the real providers out of the throwaway list', () => {
    expect(lists.disposable).toEqual(['*.cu.cc', 'mailinator.com'])
  })

  it('takes every throwaway domain, wildcards too, out of the free list', () => {
    expect(lists.free).toEqual(['consultant.com', 'gmail.com', 'web.de'])
  })
})
