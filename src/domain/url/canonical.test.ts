import { describe, expect, it } from 'vitest'

import { canonicaliseUrl, findParentDomain, numericFormOf } from './canonical.ts'

describe('canonicaliseUrl', () => {
  it.each([
    // What people paste, and the one address it names.
    ['royalmail-pay.com/x', 'https://royalmail-pay.com/x'],
    ['  https://Example.CO.UK/Path?q=1#top  ', 'https://example.co.uk/Path?q=1#top'],
    ['HTTP://WWW.EXAMPLE.COM', 'http://www.example.com/'],
    ['example.com.', 'https://example.com/'],
    ['https://example.com./pay', 'https://example.com/pay'],
    ['http:example.com', 'http://example.com/'],
    ['example.com:8443/login', 'https://example.com:8443/login'],
    ['<https://example.com/a>', 'https://example.com/a'],
    ['"example.com"', 'https://example.com/'],
    // Defanged links from alerts and reports.
    ['hxxps://royalmail-pay[.]com/x', 'https://royalmail-pay.com/x'],
    ['royalmail-pay(.)com', 'https://royalmail-pay.com/'],
    // Percent-encoded letters in the host are decoded; full-width letters are folded.
    ['https://ex%41mple.com/', 'https://example.com/'],
    ['https://ＰＡＹＰＡＬ.com/', 'https://paypal.com/'],
    // International names go to Punycode.
    ['https://münchen.de/', 'https://xn--mnchen-3ya.de/'],
    ['пример.рф', 'https://xn--e1afmkfd.xn--p1ai/'],
    // Every IPv4 spelling becomes dotted decimal.
    ['http://2130706433/', 'http://127.0.0.1/'],
    ['http://0177.0.0.1/', 'http://127.0.0.1/'],
    ['http://0x7f.0.0.1/', 'http://127.0.0.1/'],
    ['http://127.1/', 'http://127.0.0.1/'],
    ['http://0x7f000001/', 'http://127.0.0.1/'],
    ['http://%31%32%37.0.0.1/', 'http://127.0.0.1/'],
    ['http://[::ffff:127.0.0.1]/', 'http://[::ffff:7f00:1]/'],
  ])('%s → %s', (input, href) => {
    expect(canonicaliseUrl(input)?.href).toBe(href)
  })

  it.each([
    [''],
    ['   '],
    ['not a url'],
    ['javascript:alert(1)'],
    ['mailto:someone@example.com'],
    ['ftp://files.example/'],
    ['data:text/html,hi'],
    ['https://'],
    ['https://exa mple.com'],
    ['https://ex%2Fample.com/'], // a slash hidden in the host
    ['https://a..b.com/'],
    ['http://256.1.1.1/'],
  ])('%s cannot be read as a web address', (input) => {
    expect(canonicaliseUrl(input)).toBeNull()
  })

  it('splits the host into its registrable domain, label, ending and subdomain', () => {
    expect(canonicaliseUrl('https://secure.login.royalmail-pay.co.uk/x')).toMatchObject({
      hostname: 'secure.login.royalmail-pay.co.uk',
      registrableDomain: 'royalmail-pay.co.uk',
      domainLabel: 'royalmail-pay',
      publicSuffix: 'co.uk',
      subdomain: 'secure.login',
      isIp: false,
      addedScheme: false,
    })
    expect(canonicaliseUrl('example.com')).toMatchObject({ addedScheme: true, subdomain: '' })
  })

  it('gives the host name as people read it', () => {
    expect(canonicaliseUrl('https://xn--pypal-4ve.com/')).toMatchObject({
      hostname: 'xn--pypal-4ve.com',
      unicodeHostname: 'pаypal.com',
    })
    expect(canonicaliseUrl('пример.рф')?.unicodeHostname).toBe('пример.рф')
  })

  it('decodes the path for the lookalike check, in lower case', () => {
    expect(canonicaliseUrl('https://evil.example/PayPal%2DLogin/')?.path).toBe('/paypal-login/')
    // A broken escape is kept as it is rather than failing.
    expect(canonicaliseUrl('https://evil.example/%E0%A4%A')?.path).toBe('/%e0%a4%a')
  })

  it.each([
    ['http://2130706433/', 'single_number', '2130706433'],
    ['http://0x7f000001/', 'single_number', '0x7f000001'],
    ['http://0177.0.0.1/', 'octal', '0177.0.0.1'],
    ['http://0x7f.0.0.1/', 'hex', '0x7f.0.0.1'],
    ['http://127.1/', 'short', '127.1'],
    ['http://user@127.1:8080/x', 'short', '127.1'],
    ['http://%31%32%37.0.0.1/', 'encoded', '%31%32%37.0.0.1'],
    ['http://[::ffff:127.0.0.1]/', 'encoded', '[::ffff:127.0.0.1]'],
  ])('%s used an odd numeric form (%s)', (input, form, typedHost) => {
    expect(canonicaliseUrl(input)).toMatchObject({
      isIp: true,
      usedNumericTrick: true,
      numericForm: form,
      typedHost,
      hostname: expect.stringMatching(/^(?:127\.0\.0\.1|\[::ffff:7f00:1\])$/),
    })
  })

  it.each([['http://192.168.10.4/login'], ['http://127.0.0.1./'], ['http://[::1]/']])(
    '%s is a plain address, not a trick',
    (input) => {
      expect(canonicaliseUrl(input)).toMatchObject({ isIp: true, usedNumericTrick: false })
    },
  )

  it('records user info without its password', () => {
    expect(canonicaliseUrl('https://www.paypal.com:secret@evil.example/')).toMatchObject({
      hasUserinfo: true,
      username: 'www.paypal.com',
      hostname: 'evil.example',
    })
  })

  it('says when a defanged link was put back together', () => {
    expect(canonicaliseUrl('hxxp://evil[.]example/')).toMatchObject({
      wasDefanged: true,
      protocol: 'http:',
    })
    expect(canonicaliseUrl('https://evil.example/')?.wasDefanged).toBe(false)
  })
})

describe('numericFormOf', () => {
  it('is null when the address was typed in the usual way', () => {
    expect(numericFormOf('10.0.0.1', '10.0.0.1')).toBeNull()
    expect(numericFormOf('10.0.0.1.', '10.0.0.1')).toBeNull()
  })
})

describe('findParentDomain', () => {
  const listed = new Set(['example.com', 'gov.uk'])
  it.each([
    ['example.com', 'example.com'],
    ['a.b.example.com', 'example.com'],
    ['www.tax.service.gov.uk', 'gov.uk'],
    ['notexample.com', null],
    ['example.com.evil.net', null],
  ])('%s → %s', (hostname, expected) => {
    expect(findParentDomain(hostname, (domain) => listed.has(domain))).toBe(expected)
  })
})
