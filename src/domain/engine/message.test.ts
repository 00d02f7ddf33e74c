import { describe, expect, it } from 'vitest'

import { LEXICONS } from './language/lexicons/index.ts'
import { createMessageReader, messageFeatureSet } from './message.ts'

const reader = createMessageReader(LEXICONS)

/** The words of a message that the reader puts inside a negation or a warning's frame. */
function warnedWords(text: string): string[] {
  const evidence = reader.read(text)
  return evidence.tokens.filter((_, index) => evidence.negated[index]).map((token) => token.text)
}

describe('words in a warning are read apart from the same words in a request', () => {
  it('marks the request a warning negates, in English and in another language', () => {
    expect(warnedWords('We will never ask you to share your PIN.')).toEqual(
      expect.arrayContaining(['share', 'pin']),
    )
    expect(warnedWords('Nigdy nie podawaj nikomu kodu BLIK.')).toEqual(
      expect.arrayContaining(['kodu', 'blik']),
    )
  })

  it('marks nothing in a request', () => {
    expect(warnedWords('Please share your PIN with our agent to unblock the card.')).toEqual([])
  })

  it('gives the words of a warning features of their own, and a request none', () => {
    const added = (text: string) => {
      const evidence = reader.read(text)
      const plain = new Set(messageFeatureSet({ ...evidence, negated: [] }, 22).hashed.keys())
      return [...messageFeatureSet(evidence, 22).hashed.keys()].filter((key) => !plain.has(key))
    }
    expect(added('We will never ask you to share your PIN.').length).toBeGreaterThan(0)
    expect(added('Please share your PIN with our agent.')).toEqual([])
  })
})
