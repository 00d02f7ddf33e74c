import { describe, expect, it } from 'vitest'

import { classifyUkNumber, extractEntities, isValidIban, refang } from './entities.ts'

describe('refang', () => {
  it.each([
    ['hxxps://evil[.]com/pay', 'https://evil.com/pay'],
    ['royalmail(.)co(dot)uk', 'royalmail.co.uk'],
    ['evil [.] example [dot] com', 'evil.example.com'],
    ['hxxp[:]//x[.]top', 'http://x.top'],
  ])('%s → %s', (input, expected) => {
    expect(refang(input)).toBe(expected)
  })
})

describe('extractEntities', () => {
  it('finds links with and without a scheme, also defanged, and not sentences', () => {
    const { urls } = extractEntities(
      'Pay at https://royalmail-redelivery.com/pay?id=1. Or evri-parcel.xyz/track, or hxxp://dpd-uk[.]top. Hi Mum.So sorry, e.g. the file.pdf',
    )
    expect(urls).toEqual([
      'https://royalmail-redelivery.com/pay?id=1',
      'evri-parcel.xyz/track',
      'http://dpd-uk.top',
    ])
  })

  it('keeps email addresses apart from links', () => {
    const entities = extractEntities('Reply to refunds@hmrc-gov.co.uk or HMRC.Refunds@Gmail.com')
    expect(entities.emails).toEqual(['refunds@hmrc-gov.co.uk', 'hmrc.refunds@gmail.com'])
    expect(entities.urls).toEqual([])
  })

  it('classifies UK phone numbers by range', () => {
    const { phones } = extractEntities(
      'Call 07700 900123, +44 7700 900456, 0909 879 0000, 0871 234 5678, 070 1234 5678, 0800 123 4567, 0300 123 2040, 020 7946 0000 or 118 118.',
    )
    expect(phones.map((p) => [p.e164, p.range])).toEqual([
      ['+447700900123', 'mobile'],
      ['+447700900456', 'mobile'],
      ['+449098790000', 'premium'],
      ['+448712345678', 'service'],
      ['+447012345678', 'personal'],
      ['+448001234567', 'freephone'],
      ['+443001232040', 'non_geographic'],
      ['+442079460000', 'geographic'],
      ['+44118118', 'directory'],
    ])
  })

  it('finds bank details, crypto addresses, money and gift cards', () => {
    const entities = extractEntities(
      'Send £1,250.50 to sort code 20-00-00 account number 55779911, or IBAN GB82 WEST 1234 5698 7654 32, or BTC bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq, 0x52908400098527886E0F7030069857D2E4169EE7. Or buy two Apple gift cards worth 100 pounds.',
    )
    expect(entities.sortCodes).toEqual(['20-00-00'])
    expect(entities.accountNumbers).toEqual(['55779911'])
    expect(entities.ibans).toEqual(['GB82WEST12345698765432'])
    expect(entities.cryptoAddresses.map((c) => c.kind)).toEqual(['bitcoin', 'ethereum'])
    expect(entities.money).toEqual([
      { raw: '£1,250.50', amount: 1250.5, currency: 'GBP' },
      { raw: '100 pounds', amount: 100, currency: 'GBP' },
    ])
    expect(entities.giftCardBrands).toEqual(['Apple'])
  })

  it('does not take dates, times or prices without a currency for bank details', () => {
    const entities = extractEntities(
      'Delivery on 12-05-2026 between 10:15 and 11:15, order 12345678.',
    )
    expect(entities.sortCodes).toEqual([])
    expect(entities.accountNumbers).toEqual([])
    expect(entities.phones).toEqual([])
  })
})

it('checks IBAN check digits', () => {
  expect(isValidIban('GB82 WEST 1234 5698 7654 32')).toBe(true)
  expect(isValidIban('GB83 WEST 1234 5698 7654 32')).toBe(false)
})

it.each([
  ['07700900123', 'mobile'],
  ['07624123456', 'mobile'],
  ['07012345678', 'personal'],
  ['07612345678', 'pager'],
  ['09098790000', 'premium'],
  ['08451234567', 'service'],
  ['0123', null],
])('classifyUkNumber(%s) is %s', (number, range) => {
  expect(classifyUkNumber(number)).toBe(range)
})
