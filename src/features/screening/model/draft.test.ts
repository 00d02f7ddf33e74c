import { describe, expect, it } from 'vitest'

import { EMPTY_DRAFT, firstWebAddress, isEmptyDraft, mergeShared, parseDraft } from './draft.ts'

describe('parseDraft', () => {
  it.each([
    { raw: null, expected: null },
    { raw: '', expected: null },
    { raw: 'not json', expected: null },
    { raw: '42', expected: null },
    { raw: 'null', expected: null },
    {
      raw: '{"description":"Hello","emailOrWebsite":"a@b.c"}',
      expected: { description: 'Hello', emailOrWebsite: 'a@b.c' },
    },
    { raw: '{"description":7}', expected: { description: '', emailOrWebsite: '' } },
  ])('$raw', ({ raw, expected }) => {
    expect(parseDraft(raw)).toEqual(expected)
  })
})

describe('isEmptyDraft', () => {
  it('ignores spaces', () => {
    expect(isEmptyDraft({ description: '  ', emailOrWebsite: '\n' })).toBe(true)
    expect(isEmptyDraft({ description: 'x', emailOrWebsite: '' })).toBe(false)
  })
})

describe('firstWebAddress', () => {
  it.each([
    {
      text: 'Pay at https://royalmail-fee.com/pay. Thanks',
      expected: 'https://royalmail-fee.com/pay',
    },
    { text: 'see (www.example.co.uk)!', expected: 'www.example.co.uk' },
    { text: 'no address here', expected: null },
  ])('$text', ({ text, expected }) => {
    expect(firstWebAddress(text)).toBe(expected)
  })
})

describe('mergeShared', () => {
  const royalMail =
    'Royal Mail: your parcel has a £1.99 fee. Pay at https://rm-fee.example/pay now.'

  it('fills an empty form with the text and the link found in it', () => {
    expect(mergeShared(EMPTY_DRAFT, { title: '', text: royalMail, url: '' })).toEqual({
      description: royalMail,
      emailOrWebsite: 'https://rm-fee.example/pay',
    })
  })

  it('adds title, text and a separate link, and prefers the shared link', () => {
    expect(
      mergeShared(EMPTY_DRAFT, { title: 'Offer', text: 'Win a prize', url: 'https://x.example' }),
    ).toEqual({
      description: 'Offer\nWin a prize\nhttps://x.example',
      emailOrWebsite: 'https://x.example',
    })
  })

  it('keeps what was typed: appends the text and leaves a filled address alone', () => {
    const typed = { description: 'I got this text.', emailOrWebsite: 'sender@example.com' }
    expect(mergeShared(typed, { title: '', text: royalMail, url: '' })).toEqual({
      description: `I got this text.\n\n${royalMail}`,
      emailOrWebsite: 'sender@example.com',
    })
  })

  it('does not repeat a title the text starts with, or a link already in the text', () => {
    expect(
      mergeShared(EMPTY_DRAFT, {
        title: 'Royal Mail',
        text: royalMail,
        url: 'https://rm-fee.example/pay',
      }).description,
    ).toBe(royalMail)
  })

  it('changes nothing when nothing was shared but a file', () => {
    const typed = { description: 'typed', emailOrWebsite: '' }
    expect(mergeShared(typed, { title: '', text: '', url: '' })).toEqual(typed)
  })
})
