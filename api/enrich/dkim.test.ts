import { generateKeyPairSync, type KeyObject } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { dkimKeyRecord, signHeaderLines } from '../test/dkim-signer.ts'
import { startFakeDns, type FakeDnsServer } from '../test/fake-dns-server.ts'

import { verifyDkimSignatures } from './dkim.ts'
import { createDnsClient } from './ssrf/dns-client.ts'

const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 })
const ed25519 = generateKeyPairSync('ed25519')
const shortRsa = generateKeyPairSync('rsa', { modulusLength: 512 })

const HEADERS = [
  'Received: from mail.shop.test (mail.shop.test [192.0.2.10])',
  '\tby mx.receiver.test with ESMTPS; Wed, 25 Nov 2026 10:00:03 +0000',
  'From: Shop   Orders <orders@shop.test>',
  'To: someone@receiver.test',
  'Subject: Your order',
  '  has shipped',
  'Date: Wed, 25 Nov 2026 10:00:00 +0000',
  'Message-ID: <1@shop.test>',
]

const signed = (options: {
  domain: string
  selector: string
  algorithm: 'rsa-sha256' | 'ed25519-sha256'
  key: KeyObject
  canonicalisation?: 'relaxed' | 'simple'
}) => signHeaderLines(HEADERS, options)

describe('DKIM signatures checked with keys from a DNS server on loopback', () => {
  let dns: FakeDnsServer
  beforeAll(async () => {
    dns = await startFakeDns((name) => {
      switch (name) {
        case 's1._domainkey.shop.test':
          return { TXT: [dkimKeyRecord(rsa.publicKey)] }
        case 'ed._domainkey.shop.test':
          return { TXT: [dkimKeyRecord(ed25519.publicKey)] }
        case 'old._domainkey.shop.test':
          return { TXT: ['v=DKIM1; k=rsa; p='] }
        case 'short._domainkey.shop.test':
          return { TXT: [dkimKeyRecord(shortRsa.publicKey).replace('k=rsa; ', '')] }
        case 'slow._domainkey.shop.test':
          return 'NO_ANSWER'
        default:
          return 'NXDOMAIN'
      }
    })
  })
  afterAll(() => dns.close())
  const client = () => createDnsClient({ servers: [dns.server], timeoutMs: 300, tries: 1 })
  const check = (lines: readonly string[], deadlineMs = 2000) =>
    verifyDkimSignatures(lines.join('\r\n'), client(), {
      deadline: Date.now() + deadlineMs,
      now: new Date('2026-11-25T10:00:05Z'),
    })

  it('verifies an RSA-SHA256 signature, relaxed and simple, with its key from DNS', async () => {
    for (const canonicalisation of ['relaxed', 'simple'] as const) {
      const lines = signed({
        domain: 'shop.test',
        selector: 's1',
        algorithm: 'rsa-sha256',
        key: rsa.privateKey,
        canonicalisation,
      })
      expect(await check(lines)).toEqual([
        { domain: 'shop.test', selector: 's1', algorithm: 'rsa-sha256', status: 'verified' },
      ])
    }
    expect(dns.questions).toContainEqual({ name: 's1._domainkey.shop.test', type: 'TXT' })
  })

  it('verifies an Ed25519-SHA256 signature (RFC 8463)', async () => {
    const lines = signed({
      domain: 'shop.test',
      selector: 'ed',
      algorithm: 'ed25519-sha256',
      key: ed25519.privateKey,
    })
    expect(await check(lines)).toMatchObject([{ status: 'verified', algorithm: 'ed25519-sha256' }])
  })

  it('finds a signature broken when a signed header was changed', async () => {
    const lines = signed({
      domain: 'shop.test',
      selector: 's1',
      algorithm: 'rsa-sha256',
      key: rsa.privateKey,
    }).map((line) => line.replace('Subject: Your order', 'Subject: Your refund'))
    expect(await check(lines)).toMatchObject([{ status: 'bad_signature' }])
  })

  it('says why a signature cannot be verified: no key, revoked, too short, no answer', async () => {
    const withSelector = (selector: string) =>
      signed({ domain: 'shop.test', selector, algorithm: 'rsa-sha256', key: rsa.privateKey })
    expect(await check(withSelector('gone'))).toMatchObject([{ status: 'key_not_found' }])
    expect(await check(withSelector('old'))).toMatchObject([{ status: 'key_revoked' }])
    expect(await check(withSelector('short'))).toMatchObject([{ status: 'key_invalid' }])
    expect(await check(withSelector('slow'), 500)).toMatchObject([{ status: 'not_checked' }])
  })

  it('reads a malformed or outdated signature without looking anything up', async () => {
    const asked = dns.questions.length
    expect(
      await check(['DKIM-Signature: v=1; d=shop.test; b=###', 'From: a@shop.test']),
    ).toMatchObject([{ status: 'malformed', domain: 'shop.test' }])
    expect(
      await check([
        'DKIM-Signature: v=1; a=rsa-sha1; d=shop.test; s=s1; h=from; bh=x; b=YWJj',
        'From: a@shop.test',
      ]),
    ).toMatchObject([{ status: 'unsupported', algorithm: 'rsa-sha1' }])
    expect(dns.questions.length).toBe(asked)
  })
})
