import { readFileSync } from 'node:fs'
import path from 'node:path'

import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'

import { parseFeed } from '../../enrich/threat-feed-formats.ts'
import { importFeedEntries } from '../../enrich/threat-feeds.ts'
import { emailHeaderChecks, referenceCodes } from '../../platform/db/schema.ts'
import { signHeaderLines, WORLD_DKIM_KEY } from '../../test/dkim-signer.ts'
import { useFakeWorldApp } from '../../test/fake-world-app.ts'
import { DRIVERS } from '../../test/helper.ts'

const FIXTURES = path.join(import.meta.dirname, '../../../src/domain/email-headers/fixtures')
const fixture = (name: string) => readFileSync(path.join(FIXTURES, name), 'utf8')

/** A message from a days-old look-alike of Royal Mail, sent from an address on a feed. */
const LOOKALIKE = [
  'Received: from mail.royalmail-redelivery.test (mail.royalmail-redelivery.test [185.225.74.19]) by mx.receiver.test with ESMTPS; Wed, 25 Nov 2026 10:00:03 +0000',
  'Authentication-Results: mx.receiver.test; spf=pass smtp.mailfrom=royalmail-redelivery.test; dkim=pass header.d=royalmail-redelivery.test; dmarc=pass header.from=royalmail-redelivery.test',
  'From: Royal Mail <parcels@royalmail-redelivery.test>',
  'To: someone@receiver.test',
  'Subject: Your parcel is waiting',
  'Message-ID: <1@royalmail-redelivery.test>',
].join('\r\n')

describe.each(DRIVERS)('POST /api/email-headers on %s', (driver) => {
  const t = useFakeWorldApp(driver)

  beforeAll(async () => {
    await importFeedEntries(t.database.db, 'openphish', parseFeed('http://185.225.74.19/').entries)
  })

  const check = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/email-headers', payload: payload as object, headers })

  it('answers a personal Gmail message as Legitimate, with an EML- code, and stores no address', async () => {
    const response = await check({ headers: fixture('gmail-personal.eml') })
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body).toMatchObject({
      reference_code: expect.stringMatching(/^EML-[0-9A-Z]{4}-[0-9A-Z]{4}$/),
      authentication: {
        spf: { status: 'pass', domain: 'gmail.com' },
        dkim: { status: 'pass' },
        dmarc: { status: 'pass' },
      },
      sender: { email: 'friend.jones@gmail.com', domain: 'gmail.com', ipAddress: '209.85.220.41' },
      summary: { authenticityScore: 100, sentBy: 'gmail.com', checkedBy: 'mx.google.com' },
      securityIssues: { suspiciousIps: [], suspiciousXHeaders: [] },
      verdict: 'Legitimate',
    })
    // The offline IP data places Google's mail server and names its network.
    expect(body.sender.network).toMatch(/google/i)
    expect(body.hops).toHaveLength(2)

    const [row] = await t.database.db
      .select()
      .from(emailHeaderChecks)
      .where(eq(emailHeaderChecks.referenceCode, body.reference_code))
    expect(row).toMatchObject({
      senderDomain: 'gmail.com',
      authenticityScore: 100,
      verdict: 'Legitimate',
    })
    expect(JSON.stringify(row)).not.toContain('friend.jones')
    expect(JSON.stringify(row)).not.toContain('alex.morgan')
    const [code] = await t.database.db
      .select()
      .from(referenceCodes)
      .where(eq(referenceCodes.code, body.reference_code))
    expect(code).toBeDefined()
  })

  it('finds a days-old look-alike, sent from a listed address, Suspicious', async () => {
    const body = (await check({ headers: LOOKALIKE })).json()
    const ids = body.signals.map((found: { id: string }) => found.id)
    expect(ids).toEqual(
      expect.arrayContaining(['impersonation', 'lookalike_domain', 'domain_new', 'origin_listed']),
    )
    expect(body.securityIssues.suspiciousIps).toEqual(['185.225.74.19'])
    expect(body.summary).toMatchObject({ authenticityScore: 0, claimedBrand: 'Royal Mail' })
    expect(body.verdict).toBe('Suspicious')
  })

  it('counts a home connection only when it handed the mail straight to the recipient', async () => {
    // 86.128.12.34 is a BT broadband address in the offline IP data.
    const home = (submittedTo: string) =>
      [
        'Received: from out-7.mailservice.test (out-7.mailservice.test [203.0.113.7]) by mx.receiver.test with ESMTPS; Wed, 25 Nov 2026 10:00:02 +0000',
        'Authentication-Results: mx.receiver.test; spf=pass smtp.mailfrom=bounces.cornershop.test; dkim=pass header.d=cornershop.test',
        `Received: from [127.0.0.1] (host86-128-12-34.range86-128.btcentralplus.test [86.128.12.34]) by ${submittedTo} with SMTP; Wed, 25 Nov 2026 10:00:01 +0000`,
        'From: Corner Shop <orders@cornershop.test>',
        'Subject: Your order has shipped',
        'Message-ID: <9d1e@cornershop.test>',
      ].join('\r\n')
    const ids = async (headers: string) =>
      ((await check({ headers })).json().signals as Array<{ id: string }>).map((found) => found.id)
    // Submitted to the shop's mail service, which sent it on: not a hijacked home computer.
    expect(await ids(home('relay-3.mailservice.test'))).not.toContain('origin_residential')
    // Handed straight to the recipient's own server: counted.
    expect(await ids(home('mx2.receiver.test'))).toContain('origin_residential')
  })

  it('reads a whole .eml file but keeps to its headers', async () => {
    const body = (await check({ headers: fixture('gmail-hmrc-spoof.eml') })).json()
    expect(body.verdict).toBe('Suspicious')
    expect(body.securityIssues.suspiciousXHeaders).toEqual([
      'x-php-originating-script: 1000:class.phpmailer.php',
      'x-mailer: PHPMailer 5.2.27 (https://github.com/PHPMailer/PHPMailer)',
    ])
  })

  /** A multipart form with the message as the `eml` file. */
  const upload = (message: Buffer | string, field = 'eml') => {
    const boundary = '----scamscreen-test-boundary'
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="message.eml"\r\n` +
          'Content-Type: message/rfc822\r\n\r\n',
      ),
      Buffer.from(message),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ])
    return t.app.inject({
      method: 'POST',
      url: '/api/email-headers/eml',
      payload: body,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    })
  }

  it('reads the header block of a saved message of any size sent as a file', async () => {
    // A 3 MB message (an attachment), well over the 256 KB a header block may have.
    const message = `${fixture('gmail-personal.eml')}\r\n${'QUJD'.repeat(800_000)}\r\n`
    expect(message.length).toBeGreaterThan(3_000_000)
    const response = await upload(message)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      reference_code: expect.stringMatching(/^EML-/),
      sender: { email: 'friend.jones@gmail.com' },
      verdict: 'Legitimate',
    })
    // A header block itself over the limit, and a file in the wrong field, are refused.
    const padded = `Received: x\r\n${'X-Pad: a\r\n'.repeat(40_000)}\r\nbody`
    const tooLarge = await upload(padded)
    expect(tooLarge.statusCode).toBe(400)
    expect(tooLarge.json().details).toContain('256 KB')
    expect((await upload(message, 'file')).statusCode).toBe(400)
    const notForm = await t.app.inject({
      method: 'POST',
      url: '/api/email-headers/eml',
      payload: { headers: 'x' },
    })
    expect(notForm.statusCode).toBe(400)
  })

  it('calls a genuine PayPal receipt from paypal.co.uk Legitimate, not impersonation', async () => {
    const body = (await check({ headers: fixture('gmail-paypal-uk-receipt.eml') })).json()
    expect(body.signals.map((found: { id: string }) => found.id)).not.toContain('impersonation')
    expect(body.summary).toMatchObject({ claimedBrand: null, sentBy: 'paypal.co.uk' })
    expect(body.verdict).toBe('Legitimate')
  })

  it('explains a message forwarded by a mailing list and accepted on ARC, not forged', async () => {
    const body = (await check({ headers: fixture('gmail-arc-mailing-list.eml') })).json()
    expect(body.authentication.dmarc.status).toBe('fail')
    expect(body.signals).toContainEqual(
      expect.objectContaining({
        id: 'arc_forwarded',
        params: { domain: 'riverside-runners.org.uk', forwarder: 'lists.example-society.org.uk' },
      }),
    )
    expect(body.signals.map((found: { id: string }) => found.id)).not.toContain('dmarc_fail')
    expect(body.verdict).toBe('Legitimate')
  })

  it('verifies a DKIM signature with the key from DNS, and finds a changed header broken', async () => {
    const lines = signHeaderLines(
      [
        'Received: from mail.acme-kettles.test (mail.acme-kettles.test [198.51.100.20]) by mx.receiver.test with ESMTPS; Wed, 25 Nov 2026 10:00:03 +0000',
        'Authentication-Results: mx.receiver.test; spf=pass smtp.mailfrom=acme-kettles.test; dkim=pass header.d=acme-kettles.test; dmarc=pass header.from=acme-kettles.test',
        'From: Acme Kettles <orders@acme-kettles.test>',
        'To: someone@receiver.test',
        'Subject: Your kettle has shipped',
        'Date: Wed, 25 Nov 2026 10:00:00 +0000',
        'Message-ID: <42@acme-kettles.test>',
      ],
      {
        domain: 'acme-kettles.test',
        selector: 's1',
        algorithm: 'rsa-sha256',
        key: WORLD_DKIM_KEY.privateKey,
      },
    )
    const good = (await check({ headers: lines.join('\r\n') })).json()
    expect(good.dkimSignatures).toEqual([
      { domain: 'acme-kettles.test', selector: 's1', algorithm: 'rsa-sha256', status: 'verified' },
    ])
    const changed = lines.map((line) => line.replace('has shipped', 'needs a payment'))
    const bad = (await check({ headers: changed.join('\r\n') })).json()
    expect(bad.dkimSignatures).toMatchObject([
      { domain: 'acme-kettles.test', status: 'bad_signature' },
    ])
  })

  it('answers a whole message pasted as text by its header block', async () => {
    // As "Show original" copies it: a 1 MB attachment after the headers.
    const message = `${fixture('gmail-personal.eml')}\r\n${'QUJD'.repeat(250_000)}\r\n`
    const response = await check({ headers: message })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      sender: { email: 'friend.jones@gmail.com' },
      verdict: 'Legitimate',
    })
  })

  it('refuses blank, oversized and non-header text with the reason in the person’s language', async () => {
    const blank = await check({ headers: '   ' })
    expect(blank.statusCode).toBe(400)
    expect(blank.json()).toEqual({
      error: 'Invalid Input',
      details: 'Please paste the email headers.',
      code: 'INVALID_HEADERS',
    })
    const big = await check({ headers: `Received: x\n${'X-Pad: a\n'.repeat(40_000)}` })
    expect(big.statusCode).toBe(400)
    expect(big.json().details).toContain('256 KB')
    const prose = await check(
      { headers: 'Hello, I think this is a scam' },
      { 'accept-language': 'pl' },
    )
    expect(prose.statusCode).toBe(400)
    expect(prose.json().details).not.toContain('This does not look like email headers')
    expect(prose.json().details.length).toBeGreaterThan(20)
    expect((await check({})).statusCode).toBe(400)
    expect((await check({ headers: 42 })).statusCode).toBe(400)
  })
})
