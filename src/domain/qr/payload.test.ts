import { describe, expect, it } from 'vitest'

import { dialledNumberRange } from '../engine/uk-numbers.ts'

import { assessQrPayload, parseQrPayload } from './payload.ts'

describe('parseQrPayload', () => {
  it.each([
    ['https://royalmail.com/track?x=1', { kind: 'url', url: 'https://royalmail.com/track?x=1' }],
    ['HTTP://EXAMPLE.COM', { kind: 'url', url: 'HTTP://EXAMPLE.COM' }],
    ['www.example.co.uk/pay', { kind: 'url', url: 'https://www.example.co.uk/pay' }],
    ['example.com:8080/x', { kind: 'url', url: 'https://example.com:8080/x' }],
  ])('reads a web link: %s', (text, expected) => {
    expect(parseQrPayload(text)).toEqual(expected)
  })

  it('reads Wi-Fi networks, with escapes, hidden flags and open networks', () => {
    expect(parseQrPayload('WIFI:T:WPA;S:Cafe\\;Guest;P:pa\\:ss;H:true;;')).toEqual({
      kind: 'wifi',
      ssid: 'Cafe;Guest',
      security: 'WPA',
      hidden: true,
    })
    expect(parseQrPayload('WIFI:S:Free Airport WiFi;T:nopass;;')).toMatchObject({
      security: 'none',
      hidden: false,
    })
    expect(parseQrPayload('WIFI:S:Home;P:secret;;')).toMatchObject({ security: 'WPA' })
    expect(parseQrPayload('WIFI:T:WEP;S:Old;P:12345;;')).toMatchObject({ security: 'WEP' })
  })

  it('reads texts in both notations', () => {
    expect(parseQrPayload('SMSTO:81025:JOIN WIN')).toEqual({
      kind: 'sms',
      number: '81025',
      body: 'JOIN WIN',
    })
    expect(parseQrPayload('sms:+447700900123?body=Hello%20there')).toEqual({
      kind: 'sms',
      number: '+447700900123',
      body: 'Hello there',
    })
    expect(parseQrPayload('sms:07700900123')).toEqual({
      kind: 'sms',
      number: '07700900123',
      body: null,
    })
  })

  it('reads calls, emails and places', () => {
    expect(parseQrPayload('tel:09011234567')).toEqual({ kind: 'phone', number: '09011234567' })
    expect(parseQrPayload('mailto:help@example.com?subject=Refund&body=My%20card')).toEqual({
      kind: 'email',
      address: 'help@example.com',
      subject: 'Refund',
      body: 'My card',
    })
    expect(parseQrPayload('MATMSG:TO:a@b.uk;SUB:Hi;BODY:Text;;')).toEqual({
      kind: 'email',
      address: 'a@b.uk',
      subject: 'Hi',
      body: 'Text',
    })
    expect(parseQrPayload('geo:51.5014,-0.1419')).toEqual({
      kind: 'location',
      latitude: 51.5014,
      longitude: -0.1419,
    })
  })

  it('reads contact cards, vCard and MECARD', () => {
    expect(
      parseQrPayload(
        'BEGIN:VCARD\nVERSION:3.0\nN:Bank;Fraud Team\nFN:Fraud Team Bank\nTEL;TYPE=work:+44 20 7946 0000\nEMAIL:fraud@example.com\nURL:https://example.com\nEND:VCARD',
      ),
    ).toEqual({
      kind: 'contact',
      name: 'Fraud Team Bank',
      phones: ['+44 20 7946 0000'],
      emails: ['fraud@example.com'],
      urls: ['https://example.com'],
    })
    expect(parseQrPayload('MECARD:N:Doe,John;TEL:07700900123;EMAIL:j@d.uk;;')).toEqual({
      kind: 'contact',
      name: 'John Doe',
      phones: ['07700900123'],
      emails: ['j@d.uk'],
      urls: [],
    })
  })

  it('reads crypto payment links', () => {
    expect(
      parseQrPayload('bitcoin:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq?amount=0.05&label=x'),
    ).toEqual({
      kind: 'crypto',
      currency: 'Bitcoin',
      address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      amount: '0.05',
    })
    expect(
      parseQrPayload('ethereum:0xfb6916095ca1df60bb79Ce92ce3ea74c37c5d359@1?value=2.014e18'),
    ).toMatchObject({
      currency: 'Ethereum',
      address: '0xfb6916095ca1df60bb79Ce92ce3ea74c37c5d359',
      amount: '2.014e18',
    })
  })

  it('reads EPC (SEPA) and UPI payment codes', () => {
    expect(
      parseQrPayload(
        'BCD\n002\n1\nSCT\nBPOTBEB1\nRed Cross of Belgium\nBE72000000001616\nEUR1.50\nCHAR\n\nUrgency fund',
      ),
    ).toEqual({
      kind: 'payment',
      scheme: 'epc',
      payee: 'Red Cross of Belgium',
      account: 'BE72000000001616',
      amount: 'EUR 1.50',
      reference: 'Urgency fund',
    })
    expect(parseQrPayload('upi://pay?pa=shop@upi&pn=Shop%20Ltd&am=499&cu=INR')).toEqual({
      kind: 'payment',
      scheme: 'upi',
      payee: 'Shop Ltd',
      account: 'shop@upi',
      amount: 'INR 499',
      reference: null,
    })
  })

  it('reads authenticator setup codes', () => {
    expect(
      parseQrPayload(
        'otpauth://totp/Example:alice@example.com?secret=JBSWY3DPEHPK3PXP&issuer=Example',
      ),
    ).toEqual({ kind: 'otp', issuer: 'Example', account: 'alice@example.com' })
    expect(parseQrPayload('otpauth://totp/bob?secret=X')).toEqual({
      kind: 'otp',
      issuer: null,
      account: 'bob',
    })
  })

  it('tells other apps’ links from plain text', () => {
    expect(parseQrPayload('intent://scan/#Intent;scheme=zxing;end')).toEqual({
      kind: 'app_link',
      scheme: 'intent',
    })
    expect(parseQrPayload('javascript:alert(1)')).toEqual({
      kind: 'app_link',
      scheme: 'javascript',
    })
    expect(parseQrPayload('Table 12: ask staff for the menu')).toEqual({
      kind: 'text',
      text: 'Table 12: ask staff for the menu',
    })
    expect(parseQrPayload('  ABC-123  ')).toEqual({ kind: 'text', text: 'ABC-123' })
  })
})

describe('dialledNumberRange', () => {
  it.each([
    ['09011234567', 'premium'],
    ['+44 9011 234567', 'premium'],
    ['0044 871 234 5678', 'service'],
    ['118 118', 'directory'],
    ['81025', 'short_code'],
    ['07700 900123', 'mobile'],
    ['+1 202 555 0100', 'international'],
    ['hello', null],
  ])('%s is %s', (number, range) => {
    expect(dialledNumberRange(number)).toBe(range)
  })
})

describe('assessQrPayload', () => {
  const assess = (text: string) => assessQrPayload(parseQrPayload(text))

  it('flags lookalike links as dangerous and plain ones as information', () => {
    const lookalike = assess('https://royalmail-redelivery.top/pay')
    expect(lookalike.level).toBe('danger')
    expect(lookalike.url?.findings.map((f) => f.id)).toContain('brand_lookalike')
    expect(assess('https://www.gov.uk/').level).toBe('info')
  })

  it('names content platforms, whose pages anyone can post', () => {
    const verdict = assess('https://www.youtube.com/watch?v=x')
    expect(verdict.platform).toBe('youtube.com')
    expect(verdict.warnings).toContain('content_platform')
  })

  it('warns of costly numbers, prefilled texts, payments and account takeovers', () => {
    expect(assess('tel:09011234567')).toMatchObject({
      level: 'danger',
      warnings: ['premium_number'],
    })
    expect(assess('SMSTO:81025:JOIN')).toMatchObject({
      level: 'caution',
      warnings: ['short_code', 'prefilled_message'],
    })
    expect(assess('tel:01632960000')).toMatchObject({ level: 'info', warnings: [] })
    expect(assess('bitcoin:bc1qxyz').level).toBe('danger')
    expect(assess('otpauth://totp/x?secret=y').level).toBe('danger')
    expect(assess('BCD\n002\n1\nSCT\n\nName\nBE72000000001616\nEUR5').warnings).toEqual([
      'bank_payment',
    ])
    expect(assess('WIFI:S:Free;T:nopass;;').warnings).toEqual(['open_wifi', 'wifi_join'])
    expect(assess('Just some words').level).toBe('info')
  })
})
