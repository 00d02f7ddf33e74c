import { describe, expect, it } from 'vitest'

import { decodePunycode, hostnameToUnicode } from './punycode.ts'

describe('decodePunycode', () => {
  it.each([
    ['mnchen-3ya', 'münchen'],
    ['pypal-4ve', 'pаypal'], // Cyrillic а
    ['e1afmkfd', 'пример'],
    ['p1ai', 'рф'],
    ['bcher-kva', 'bücher'],
    ['80ak6aa92e', 'аррӏе'], // "apple" in Cyrillic, the classic demonstration
    ['hxargifdar', 'ελληνικά'],
    ['fiqs8s', '中国'],
    ['mgbh0fb', 'مثال'],
    // RFC 3492 §7.1 (A): Arabic (Egyptian)
    ['egbpdaj6bu4bxfgehfvwxn', 'ليهمابتكلموشعربي؟'],
    ['abc-', 'abc'],
    ['', ''],
  ])('%s → %s', (encoded, decoded) => {
    expect(decodePunycode(encoded)).toBe(decoded)
  })

  it.each([['ü-abc'], ['abc-!'], ['99999999999999'], ['9']])(
    'refuses %s, which is not Punycode',
    (encoded) => {
      expect(decodePunycode(encoded)).toBeNull()
    },
  )
})

describe('hostnameToUnicode', () => {
  it.each([
    ['xn--e1afmkfd.xn--p1ai', 'пример.рф'],
    ['www.xn--mnchen-3ya.de', 'www.münchen.de'],
    ['XN--MNCHEN-3YA.de', 'münchen.de'],
    ['example.co.uk', 'example.co.uk'],
    // A label that is not valid Punycode stays as it was.
    ['xn--abc-!.example', 'xn--abc-!.example'],
  ])('%s → %s', (ascii, unicode) => {
    expect(hostnameToUnicode(ascii)).toBe(unicode)
  })
})
