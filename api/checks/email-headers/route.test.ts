import { readFileSync } from 'node:fs'
import path from 'node:path'

import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'

import { parseFeed } from '../../enrich/threat-feed-formats.ts'
import { importFeedEntries } from '../../enrich/threat-feeds.ts'
import { emailHeaderChecks, referenceCodes } from '../../platform/db/schema.ts'
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

  it('reads a whole .eml file but keeps to its headers', async () => {
    const body = (await check({ headers: fixture('gmail-hmrc-spoof.eml') })).json()
    expect(body.verdict).toBe('Suspicious')
    expect(body.securityIssues.suspiciousXHeaders).toEqual([
      'x-php-originating-script: 1000:class.phpmailer.php',
      'x-mailer: PHPMailer 5.2.27 (https://github.com/PHPMailer/PHPMailer)',
    ])
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
