import { describe, expect, it } from 'vitest'

import { analyseUrl, parseWebAddress } from './heuristics.ts'

const ids = (input: string) =>
  analyseUrl(input)
    .findings.map((f) => f.id)
    .sort()

describe('analyseUrl', () => {
  it.each([
    { url: 'https://www.royalmail.com/track-your-item', expected: [] },
    { url: 'https://www.gov.uk/log-in-register-hmrc-online-services', expected: [] },
    { url: 'https://www.tax.service.gov.uk/account', expected: [] },
    { url: 'dpd.co.uk', expected: [] },
    { url: 'https://www.pineapple.com/', expected: [] },
    {
      url: 'https://royalmail-redelivery.com/pay',
      expected: ['brand_lookalike', 'credential_words'],
    },
    {
      url: 'http://secure-hmrc-refund.top/claim',
      expected: ['brand_lookalike', 'credential_words', 'no_https', 'risky_tld'],
    },
    { url: 'https://gov-uk.tax-rebate.info/', expected: ['brand_lookalike', 'risky_tld'] },
    { url: 'https://evri-parcel.pages.dev/', expected: ['brand_lookalike', 'free_hosting'] },
    { url: 'https://bit.ly/3xYzAbC', expected: ['url_shortener'] },
    { url: 'http://192.168.10.4/login', expected: ['credential_words', 'ip_address_host'] },
    { url: 'https://www.paypal.com@evil.example/', expected: ['userinfo_in_url'] },
    // pаypal with a Cyrillic а: the decoded name is a PayPal lookalike, not only Punycode.
    { url: 'https://xn--pypal-4ve.com/', expected: ['brand_lookalike', 'punycode_host'] },
    { url: 'https://a.b.c.example.co.uk/', expected: ['many_subdomains'] },
    // Odd numeric spellings of an IP address are a trick of their own.
    { url: 'http://2130706433/', expected: ['ip_address_host', 'numeric_ip_trick'] },
    {
      url: 'http://0x7f.0.0.1/login',
      expected: ['credential_words', 'ip_address_host', 'numeric_ip_trick'],
    },
    { url: 'http://127.1/', expected: ['ip_address_host', 'numeric_ip_trick'] },
    // Cloud storage is free hosting too: anyone can publish there.
    {
      url: 'https://paypal-login.s3.amazonaws.com/index.html',
      expected: ['brand_lookalike', 'credential_words', 'free_hosting'],
    },
    { url: 'https://www.nhs.uk/conditions/', expected: [] },
    { url: 'https://natwest.co.uk/', expected: ['brand_lookalike'] },
  ])('$url → $expected', ({ url, expected }) => {
    expect(ids(url)).toEqual(expected)
  })

  it('names the organisation a lookalike imitates, and a real one as official', () => {
    expect(analyseUrl('evri-redelivery.example').findings[0]?.brand).toBe('Evri')
    expect(analyseUrl('https://www.barclays.co.uk/').officialBrand).toBe('Barclays')
  })

  it('says how a lookalike imitates the brand', () => {
    expect(analyseUrl('https://paypa1.com/').findings).toContainEqual({
      id: 'brand_lookalike',
      weight: 0.5,
      evidence: 'paypa1.com',
      brand: 'PayPal',
      technique: 'confusable',
    })
    expect(analyseUrl('hmrc-gov.uk.com').findings).toContainEqual(
      expect.objectContaining({ brand: 'HMRC', technique: 'gov_uk_dressing', weight: 0.55 }),
    )
  })

  it('explains a numeric trick with the address it stands for', () => {
    expect(analyseUrl('http://2130706433/').findings).toContainEqual({
      id: 'numeric_ip_trick',
      weight: 0.35,
      evidence: '2130706433 → 127.0.0.1',
    })
  })

  it('gives the canonical address and the host as people read it', () => {
    expect(analyseUrl(' HTTPS://XN--PYPAL-4VE.COM./x ')).toMatchObject({
      href: 'https://xn--pypal-4ve.com/x',
      hostname: 'xn--pypal-4ve.com',
      unicodeHostname: 'pаypal.com',
      registrableDomain: 'xn--pypal-4ve.com',
    })
  })

  it('never treats a shortener or free hosting as a brand’s own site', () => {
    const onGoogleStorage = analyseUrl('https://storage.googleapis.com/bucket/hmrc/refund.html')
    expect(onGoogleStorage.officialBrand).toBeUndefined()
    expect(onGoogleStorage.findings.map((f) => f.id)).toEqual(
      expect.arrayContaining(['free_hosting', 'brand_lookalike', 'credential_words']),
    )
  })

  it('reads nothing from text that is not a web address', () => {
    expect(analyseUrl('not a url')).toMatchObject({ href: null, findings: [] })
    expect(analyseUrl('ftp://files.example/')).toMatchObject({ href: null })
  })
})

describe('parseWebAddress', () => {
  it('adds https:// to a bare domain and rejects other schemes', () => {
    expect(parseWebAddress('example.co.uk/path')?.href).toBe('https://example.co.uk/path')
    expect(parseWebAddress('javascript:alert(1)')).toBeNull()
    expect(parseWebAddress('')).toBeNull()
  })
})
