import { describe, expect, it } from 'vitest'

import { parseAuthenticationResults, parseReceivedSpf } from './authentication.ts'
import { decodeMessageBytes, headerBlockOf, MAX_HEADERS_BYTES, readEmailHeaders } from './parse.ts'
import { isPublicIp, parseReceived } from './received.ts'

describe('readEmailHeaders', () => {
  it('refuses blank text, too much text and text that is not headers', async () => {
    expect(await readEmailHeaders('  \n ')).toEqual({ ok: false, problem: 'empty' })
    expect(await readEmailHeaders('X'.repeat(MAX_HEADERS_BYTES + 1))).toEqual({
      ok: false,
      problem: 'too_large',
    })
    expect(await readEmailHeaders('Dear customer, your parcel is waiting.')).toEqual({
      ok: false,
      problem: 'not_headers',
    })
    expect(await readEmailHeaders('From: someone@example.org')).toEqual({
      ok: false,
      problem: 'not_headers',
    })
  })

  it('reads a whole pasted message by its header block, whatever the size of its body', async () => {
    const headers = [
      'Received: from a.example.org (a.example.org [192.0.2.1]) by b.example.net; Wed, 25 Nov 2026 10:00:00 +0000',
      'From: Andre <andre@example.org>',
      'Message-ID: <x@example.org>',
    ].join('\r\n')
    const attachment = 'QUJD'.repeat(MAX_HEADERS_BYTES / 2)
    const reading = await readEmailHeaders(`${headers}\r\n\r\nHello\r\n${attachment}\u0000`)
    expect(reading.ok).toBe(true)
    if (reading.ok) expect(reading.parsed.block).toBe(headers)
    // A header block past the limit is still refused.
    const huge = `${headers}\r\nX-Padding: ${'a'.repeat(MAX_HEADERS_BYTES)}\r\n\r\nHello`
    expect(await readEmailHeaders(huge)).toEqual({ ok: false, problem: 'too_large' })
  })

  it('unfolds lines, reads CRLF and LF alike and decodes encoded words', async () => {
    const lines = [
      'Received: from a.example.org (a.example.org [192.0.2.1])',
      '\tby b.example.net with ESMTP; Wed, 25 Nov 2026 10:00:00 +0000',
      'From: =?ISO-8859-1?Q?Andr=E9?= <andre@example.org>',
      'Subject: =?UTF-8?B?UGFyY2VsIOKAkyBhY3Rpb24gbmVlZGVk?=',
      'Message-ID: <x@example.org>',
    ]
    for (const newline of ['\n', '\r\n']) {
      const reading = await readEmailHeaders(lines.join(newline))
      expect(reading.ok).toBe(true)
      if (!reading.ok) return
      expect(reading.parsed.from).toEqual({ name: 'André', address: 'andre@example.org' })
      expect(reading.parsed.subject).toBe('Parcel – action needed')
      expect(reading.parsed.headers[0].value).toBe(
        'from a.example.org (a.example.org [192.0.2.1]) by b.example.net with ESMTP; Wed, 25 Nov 2026 10:00:00 +0000',
      )
    }
  })

  it('keeps only the header block of a whole message', () => {
    expect(headerBlockOf('\n\nFrom: a@b.c\nTo: d@e.f\n\nThe body\nwith: colon')).toBe(
      'From: a@b.c\nTo: d@e.f',
    )
    expect(headerBlockOf('From: a@b.c\r\n\r\nBody')).toBe('From: a@b.c')
  })
})

describe('parseReceived', () => {
  it('reads the clauses outside comments and the date after the last semicolon', () => {
    expect(
      parseReceived(
        'from mail.example.org (helo.example.org [203.0.113.9]; tls) by mx.example.net (Postfix; with a note) with ESMTPS id ABC for <x@example.net>; Wed, 25 Nov 2026 10:00:00 +0100',
      ),
    ).toEqual({
      from: 'mail.example.org',
      fromIp: '203.0.113.9',
      by: 'mx.example.net',
      with: 'ESMTPS',
      date: '2026-11-25T09:00:00.000Z',
    })
  })

  it('reads IPv6 and bare addresses, and survives nonsense', () => {
    expect(parseReceived('from x ([IPv6:2001:db8::1]) by y with SMTP').fromIp).toBe('2001:db8::1')
    expect(parseReceived('from 203.0.113.7 by y').fromIp).toBe('203.0.113.7')
    expect(parseReceived(')))(((;;;')).toEqual({
      from: null,
      fromIp: null,
      by: null,
      with: null,
      date: null,
    })
  })

  it('tells public addresses from private and reserved ones', () => {
    expect(isPublicIp('8.8.8.8')).toBe(true)
    expect(isPublicIp('2a00:1450:4009::1')).toBe(true)
    for (const address of [
      '10.1.2.3',
      '192.168.0.1',
      '127.0.0.1',
      '100.64.0.1',
      '::1',
      'fe80::1',
    ]) {
      expect(isPublicIp(address)).toBe(false)
    }
  })
})

describe('authentication results', () => {
  it('reads RFC 8601 results with comments, versions and quoted values', () => {
    expect(
      parseAuthenticationResults(
        'mx.example.net 1; spf=pass (sender is ok; really) smtp.mailfrom=a@example.org; dkim/1=fail reason="bad; sig" header.d=example.org',
      ),
    ).toEqual({
      authservId: 'mx.example.net',
      methods: [
        expect.objectContaining({
          method: 'spf',
          result: 'pass',
          properties: { 'smtp.mailfrom': 'a@example.org' },
        }),
        expect.objectContaining({
          method: 'dkim',
          result: 'fail',
          properties: { 'header.d': 'example.org' },
        }),
      ],
    })
  })

  it('reads Received-SPF with the envelope sender’s domain', () => {
    expect(
      parseReceivedSpf(
        'SoftFail (x) client-ip=192.0.2.1; envelope-from="a@example.org"; helo=h.example.org;',
      ),
    ).toMatchObject({ result: 'softfail', properties: { 'smtp.mailfrom': 'example.org' } })
  })
})

describe('decodeMessageBytes', () => {
  it('reads UTF-8, and old 8-bit headers as Windows-1252 rather than as U+FFFD', () => {
    expect(decodeMessageBytes(new TextEncoder().encode('Subject: Café'))).toBe('Subject: Café')
    expect(decodeMessageBytes(Uint8Array.from([0x53, 0x3a, 0x20, 0x43, 0x61, 0x66, 0xe9]))).toBe(
      'S: Café',
    )
  })

  it('refuses text with a NUL or a replacement character (not headers)', async () => {
    const headers = 'Received: from a by b; Wed, 25 Nov 2026 10:00:00 +0000\nMessage-ID: <1@a>'
    expect(await readEmailHeaders(`${headers}\u0000`)).toEqual({
      ok: false,
      problem: 'not_headers',
    })
    expect(await readEmailHeaders(`${headers}\uFFFD`)).toEqual({
      ok: false,
      problem: 'not_headers',
    })
    expect((await readEmailHeaders(headers)).ok).toBe(true)
  })
})
