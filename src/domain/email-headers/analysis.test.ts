import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { analyseHeaders, authenticityScore, headerVerdict } from './analysis.ts'
import { readEmailHeaders, type ParsedHeaders } from './parse.ts'

const FIXTURES = path.join(import.meta.dirname, 'fixtures')

async function parsed(text: string): Promise<ParsedHeaders> {
  const reading = await readEmailHeaders(text)
  if (!reading.ok) throw new Error(`not read: ${reading.problem}`)
  return reading.parsed
}

async function fixture(name: string) {
  const findings = analyseHeaders(await parsed(readFileSync(path.join(FIXTURES, name), 'utf8')))
  const score = authenticityScore(findings.signals)
  return { findings, score, ids: findings.signals.map((found) => found.id) }
}

describe('analyseHeaders on present-day messages', () => {
  it('finds nothing wrong with a personal Gmail message', async () => {
    const { findings, score, ids } = await fixture('gmail-personal.eml')
    expect(ids).toEqual([])
    expect(score).toBe(100)
    expect(headerVerdict(score)).toBe('Legitimate')
    expect(findings.checkedBy).toBe('mx.google.com')
    expect(findings.authentication.dmarc).toMatchObject({ status: 'pass', domain: 'gmail.com' })
    expect(findings.origin).toMatchObject({ ip: '209.85.220.41', step: 1 })
  })

  it('calls a brand’s mail through Amazon SES to Microsoft 365 legitimate', async () => {
    const { findings, score } = await fixture('outlook-royalmail.eml')
    expect(score).toBeGreaterThanOrEqual(70)
    // Microsoft writes no authserv-id; the aligned DKIM signature is the one shown.
    expect(findings.checkedBy).toBeNull()
    expect(findings.authentication.dkim).toMatchObject({ domain: 'royalmail.com', aligned: true })
    expect(findings.authentication.spf).toMatchObject({
      status: 'pass',
      domain: 'eu-west-1.amazonses.com',
      aligned: false,
    })
    expect(findings.sentBy).toBe('royalmail.com')
    // "Royal Mail" from Royal Mail's own, authenticated domain claims nothing it is not.
    expect(findings.claimedBrand).toBeNull()
    expect(findings.microsoft).toMatchObject({ scl: 1, sfv: 'NSPM', bcl: 0, country: 'IE' })
    // Three Microsoft hops, oldest first, with the IPv6 addresses of its own servers.
    expect(findings.hops.map((hop) => hop.fromIp)).toEqual([
      '54.240.7.12',
      '2603:10a6:20b:5de::16',
      '2603:10a6:600:1a2::9',
    ])
  })

  it('believes the recipient’s provider, not a forged result written below it', async () => {
    const { findings, score, ids } = await fixture('gmail-hmrc-spoof.eml')
    // The forged header below says dkim=pass for gov.uk; Google's own says otherwise.
    expect(findings.authentication.dkim).toMatchObject({
      domain: 'fastsend-mx.net',
      aligned: false,
    })
    expect(findings.authentication.dmarc.status).toBe('fail')
    expect(ids).toEqual(
      expect.arrayContaining([
        'dmarc_fail',
        'lower_results_ignored',
        'reply_to_elsewhere',
        'php_script',
      ]),
    )
    // From is HMRC's own gov.uk address, forged: no impersonation by name, but the summary
    // names whom it pretends to be.
    expect(ids).not.toContain('impersonation')
    expect(findings.sender).toMatchObject({ name: 'HMRC Tax Refunds', email: 'no-reply@gov.uk' })
    expect(findings.sender.subject).toBe('You are due a tax refund of £326.40')
    expect(findings.claimedBrand).toBe('HMRC')
    expect(findings.origin).toMatchObject({ ip: '45.133.1.77', authenticatedSubmission: false })
    expect(findings.hops[1]).toMatchObject({ by: 'mx.google.com', delaySeconds: 3 })
    expect(headerVerdict(score)).toBe('Suspicious')
  })

  it('names a look-alike bank domain sent from a home connection with a forged old client', async () => {
    const { findings, score, ids } = await fixture('yahoo-barclays-lookalike.eml')
    expect(ids).toEqual(expect.arrayContaining(['lookalike_domain', 'forged_client']))
    expect(findings.claimedBrand).toBe('Barclays')
    expect(findings.origin?.ip).toBe('197.210.55.41')
    expect(findings.suspiciousXHeaders).toEqual([
      'x-mailer: Microsoft Outlook Express 6.00.2900.5512',
    ])
    expect(score).toBeLessThan(70)
  })
})

describe('analyseHeaders edge cases', () => {
  const base = [
    'Received: from smtp.example.org (smtp.example.org [198.51.100.20]) by mx.receiver.test with ESMTPS; Wed, 25 Nov 2026 10:00:00 +0000',
    'Message-ID: <abc@example.org>',
  ]

  it('reads Received-SPF when Authentication-Results are missing', async () => {
    const findings = analyseHeaders(
      await parsed(
        [
          'Received-SPF: Fail (mx.receiver.test: domain of bank.example does not designate 198.51.100.20 as permitted sender) client-ip=198.51.100.20; envelope-from=<billing@bank.example>; helo=smtp.example.org;',
          ...base,
          'From: Billing <billing@bank.example>',
        ].join('\n'),
      ),
    )
    expect(findings.authentication.spf).toMatchObject({ status: 'fail', domain: 'bank.example' })
    expect(findings.authentication.dkim.status).toBe('missing')
    expect(findings.signals.map((found) => found.id)).toContain('spf_fail')
  })

  it('says the route is missing when there is no Received header', async () => {
    const findings = analyseHeaders(
      await parsed('From: a@example.org\nMessage-ID: <1@example.org>\nSubject: hi'),
    )
    expect(findings.hops).toEqual([])
    expect(findings.origin).toBeNull()
    expect(findings.signals.map((found) => found.id)).toContain('no_received')
  })

  it('sees a free mailbox posing as a bank, by its display name', async () => {
    const findings = analyseHeaders(
      await parsed(
        [...base, 'From: "Lloyds Bank Fraud Team" <lloyds.fraud.team@gmail.com>'].join('\n'),
      ),
    )
    expect(findings.signals.find((found) => found.id === 'free_mail_posing')?.params).toEqual({
      brand: 'Lloyds',
      provider: 'Gmail',
    })
  })

  it('treats an authenticated submission from a home connection as a person sending mail', async () => {
    const findings = analyseHeaders(
      await parsed(
        [
          'Received: from smtp.example.org by mx.receiver.test with ESMTPS; Wed, 25 Nov 2026 10:00:05 +0000',
          'Received: from [192.168.0.10] ([IPv6:2a00:23c8:1:2::5]) by smtp.example.org with ESMTPSA; Wed, 25 Nov 2026 10:00:00 +0000',
          'From: Jo <jo@example.org>',
          'Message-ID: <abc@example.org>',
        ].join('\r\n'),
      ),
    )
    expect(findings.origin).toEqual({
      ip: '2a00:23c8:1:2::5',
      step: 1,
      authenticatedSubmission: true,
      viaSenderProvider: false,
    })
  })

  describe('a home connection that submitted to the sender’s mail service', () => {
    // A shop's app on a home line hands the message to its mail service, which writes a plain
    // "with SMTP" line; the service's outbound server then delivers it to the recipient.
    const viaService = (auth: string, submittedTo = 'relay-3.mailservice.test') =>
      [
        'Received: from out-7.mailservice.test (out-7.mailservice.test [203.0.113.7])',
        '	by mx.inbox.example with ESMTPS id 4F2A; Wed, 25 Nov 2026 10:00:02 +0000',
        `Authentication-Results: mx.inbox.example; ${auth}`,
        'Received: from [127.0.0.1] (cpe-86-128-12-34.home.example [86.128.12.34])',
        `	by ${submittedTo} with SMTP id 77b1; Wed, 25 Nov 2026 10:00:01 +0000`,
        'From: Corner Shop <orders@cornershop.example>',
        'Subject: Your order has shipped',
        'Message-ID: <9d1e@cornershop.example>',
      ].join('\n')

    it('is the sender’s own service sending, when the From domain vouched for it', async () => {
      for (const auth of [
        'spf=pass smtp.mailfrom=bounces.cornershop.example',
        'dkim=pass header.d=mail.cornershop.example',
        'spf=pass smtp.mailfrom=mailservice.test; dmarc=pass header.from=cornershop.example',
      ]) {
        const findings = analyseHeaders(await parsed(viaService(auth)))
        expect(findings.origin, auth).toEqual({
          ip: '86.128.12.34',
          step: 1,
          authenticatedSubmission: false,
          viaSenderProvider: true,
        })
      }
    })

    it('is not, when nothing vouched for the From domain', async () => {
      const findings = analyseHeaders(
        await parsed(viaService('spf=pass smtp.mailfrom=mailservice.test; dkim=none')),
      )
      expect(findings.origin?.viaSenderProvider).toBe(false)
    })

    it('is not, when the home connection handed it straight to the recipient’s provider', async () => {
      const findings = analyseHeaders(
        await parsed(
          [
            'Authentication-Results: mx.inbox.example; dkim=pass header.d=cornershop.example',
            'Received: from cpe-86-128-12-34.home.example (cpe-86-128-12-34.home.example [86.128.12.34])',
            '\tby mx2.inbox.example with SMTP id 5C; Wed, 25 Nov 2026 10:00:01 +0000',
            'From: Corner Shop <orders@cornershop.example>',
            'Message-ID: <9d1e@cornershop.example>',
          ].join('\n'),
        ),
      )
      expect(findings.origin).toMatchObject({ ip: '86.128.12.34', viaSenderProvider: false })
    })

    it('is not, when the server it reached is named only by its address', async () => {
      const findings = analyseHeaders(
        await parsed(viaService('dkim=pass header.d=cornershop.example', '10.20.30.40')),
      )
      expect(findings.origin?.viaSenderProvider).toBe(false)
    })
  })

  it('decodes Microsoft’s phishing verdict', async () => {
    const findings = analyseHeaders(
      await parsed(
        [
          ...base,
          'From: a@example.org',
          'X-Forefront-Antispam-Report: CIP:198.51.100.20;CTRY:NG;LANG:en;SCL:9;SRV:;IPV:NLI;SFV:SPM;CAT:PHSH;DIR:INB;',
          'X-Microsoft-Antispam: BCL:8;',
        ].join('\n'),
      ),
    )
    expect(findings.microsoft).toMatchObject({
      scl: 9,
      sfv: 'SPM',
      cat: 'PHSH',
      bcl: 8,
      country: 'NG',
    })
    const ids = findings.signals.map((found) => found.id)
    expect(ids).toContain('microsoft_phishing')
    expect(ids).toContain('microsoft_bulk')
    // The country is shown, never a signal by itself.
    expect(findings.signals.some((found) => found.evidence.includes('NG'))).toBe(false)
  })
})

describe('present-day cases the brand list and ARC decide', () => {
  it('calls a genuine PayPal receipt from paypal.co.uk, every check passing, Legitimate', async () => {
    const { findings, score, ids } = await fixture('gmail-paypal-uk-receipt.eml')
    expect(ids).toEqual([])
    expect(score).toBe(100)
    expect(headerVerdict(score)).toBe('Legitimate')
    expect(findings.claimedBrand).toBeNull()
    expect(findings.sentBy).toBe('paypal.co.uk')
  })

  it('explains a mailing-list message that Gmail accepted on ARC, and calls nothing forged', async () => {
    const { findings, score, ids } = await fixture('gmail-arc-mailing-list.eml')
    // Gmail's own DMARC result fails (the list changed the message), but it accepted the chain.
    expect(findings.authentication.dmarc.status).toBe('fail')
    expect(ids).toEqual(['arc_forwarded'])
    expect(findings.signals[0].params).toEqual({
      domain: 'riverside-runners.org.uk',
      forwarder: 'lists.example-society.org.uk',
    })
    expect(findings.forwarded).toEqual({
      by: ['lists.example-society.org.uk'],
      originalDomain: 'riverside-runners.org.uk',
    })
    expect(headerVerdict(score)).toBe('Legitimate')
  })

  it('still calls it Suspicious when the chain failed at the recipient', async () => {
    const text = readFileSync(path.join(FIXTURES, 'gmail-arc-mailing-list.eml'), 'utf8')
      .replaceAll('arc=pass (i=1', 'arc=fail (i=1')
      .replaceAll('dis=NONE arc=pass', 'dis=QUARANTINE arc=fail')
    const findings = analyseHeaders(await parsed(text))
    expect(findings.forwarded).toBeNull()
    expect(findings.signals.map((found) => found.id)).toContain('dmarc_fail')
    expect(headerVerdict(authenticityScore(findings.signals))).toBe('Suspicious')
  })

  it('does not take a chain a seal declared failed, whatever the results above it say', async () => {
    const text = readFileSync(path.join(FIXTURES, 'gmail-arc-mailing-list.eml'), 'utf8').replace(
      'i=2; a=rsa-sha256; t=1764084682; cv=pass;',
      'i=2; a=rsa-sha256; t=1764084682; cv=fail;',
    )
    const findings = analyseHeaders(await parsed(text))
    expect(findings.forwarded).toBeNull()
    expect(findings.signals.map((found) => found.id)).toContain('dmarc_fail')
  })

  it('does not take a chain that merely validates for an override of a failed DMARC', async () => {
    // arc=pass says the sealers signed; a DMARC failure the provider acted on is no override.
    const text = readFileSync(path.join(FIXTURES, 'gmail-arc-mailing-list.eml'), 'utf8').replaceAll(
      'dis=NONE arc=pass)',
      'dis=QUARANTINE)',
    )
    const findings = analyseHeaders(await parsed(text))
    expect(findings.forwarded).toBeNull()
    expect(findings.signals.map((found) => found.id)).toContain('dmarc_fail')
  })

  it('does not take ARC for the original sender’s word when the first forwarder saw a failure', async () => {
    const text = readFileSync(path.join(FIXTURES, 'gmail-arc-mailing-list.eml'), 'utf8').replace(
      'dmarc=pass header.from=riverside-runners.org.uk',
      'dmarc=fail header.from=riverside-runners.org.uk',
    )
    const findings = analyseHeaders(
      await parsed(
        text
          .replace(
            'dkim=pass header.d=riverside-runners.org.uk',
            'dkim=fail header.d=riverside-runners.org.uk',
          )
          .replace('spf=pass smtp.mailfrom=chair@', 'spf=fail smtp.mailfrom=chair@'),
      ),
    )
    expect(findings.forwarded).toBeNull()
    expect(findings.signals.map((found) => found.id)).toContain('dmarc_fail')
  })
})

/** A message Gmail received with SPF, DKIM and DMARC all passing for the sender's domain. */
function delivered(from: string): string {
  const domain = from.replace(/.*@|>$/g, '')
  return [
    `Received: from mail.${domain} (mail.${domain} [203.0.113.7]) by mx.google.com with ESMTPS id x1; Mon, 23 Nov 2026 09:00:00 +0000`,
    `Authentication-Results: mx.google.com; dkim=pass header.i=@${domain} header.s=s1; spf=pass (google.com: domain of bounce@${domain} designates 203.0.113.7 as permitted sender) smtp.mailfrom=bounce@${domain}; dmarc=pass (p=REJECT sp=REJECT dis=NONE) header.from=${domain}`,
    `From: ${from}`,
    'To: reader@gmail.com',
    'Subject: An update',
    `Message-ID: <1@${domain}>`,
    'Date: Mon, 23 Nov 2026 09:00:00 +0000',
    '',
    '',
  ].join('\r\n')
}

describe('brands writing from domains that add a word to their name', () => {
  it.each([
    ['Dropbox <no-reply@dropboxmail.com>'],
    ['"Sam Lee via Riverside Parents" <riverside-parents@googlegroups.com>'],
    ['DHL Parcel UK <noreply@dhlparcel.co.uk>'],
    ['Tesco Mobile <hello@tescomobile.com>'],
    ['NHS Blood and Transplant <donor.services@blood.co.uk>'],
    ['Revolution Beauty <hello@revolutionbeauty.com>'],
    ['George at ASDA <george@email.george.com>'],
  ])('calls a message from %s, every check passing, Legitimate', async (from) => {
    const findings = analyseHeaders(await parsed(delivered(from)))
    expect(findings.signals.map((found) => found.id)).toEqual([])
    expect(findings.claimedBrand).toBeNull()
    expect(headerVerdict(authenticityScore(findings.signals))).toBe('Legitimate')
  })

  it('still calls a look-alike of such a domain an imitation', async () => {
    const findings = analyseHeaders(
      await parsed(delivered('Dropbox <share@dropboxmail-files.com>')),
    )
    expect(findings.claimedBrand).toBe('Dropbox')
    expect(headerVerdict(authenticityScore(findings.signals))).toBe('Suspicious')
  })
})

describe('UK public bodies sending through GOV.UK Notify', () => {
  it.each([
    ['NHS App <nhs.app@notifications.service.gov.uk>'],
    ['NHS Business Services Authority <nhsbsa@notifications.service.gov.uk>'],
    ['Action Fraud <report@notifications.service.gov.uk>'],
  ])('calls %s Legitimate: the service is for public bodies only', async (from) => {
    const findings = analyseHeaders(await parsed(delivered(from)))
    expect(findings.signals.map((found) => found.id)).toEqual([])
    expect(headerVerdict(authenticityScore(findings.signals))).toBe('Legitimate')
  })

  it('still calls a company named in Notify mail an impersonation', async () => {
    const findings = analyseHeaders(
      await parsed(delivered('PayPal <service@notifications.service.gov.uk>')),
    )
    expect(findings.signals.map((found) => found.id)).toContain('impersonation')
  })

  it('still calls HMRC writing from an NHS mailbox an impersonation', async () => {
    const findings = analyseHeaders(await parsed(delivered('HMRC <j.smith@nhs.net>')))
    expect(findings.signals.map((found) => found.id)).toContain('impersonation')
  })
})
