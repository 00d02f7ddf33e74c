import { describe, expect, it } from 'vitest'

import { communityAlertText, defang, displayIndicator, maskPhone } from './indicator-display.ts'
import { isSafelisted } from './indicator-safelist.ts'
import {
  bankAccountIndicator,
  domainIndicator,
  emailIndicator,
  ibanIndicator,
  lookupIndicators,
  phoneIndicator,
  reportIndicators,
  type Indicator,
} from './indicators.ts'

describe('domainIndicator: the registrable domain', () => {
  it.each([
    ['evil-site.com', 'evil-site.com'],
    ['EVIL-SITE.COM', 'evil-site.com'],
    ['https://www.evil-site.com/pay?x=1', 'evil-site.com'],
    ['http://shop.evil-site.co.uk:8080/login', 'evil-site.co.uk'],
    ['royalmail-redelivery.com/pay', 'royalmail-redelivery.com'],
    // private suffixes: each site on a platform is its own indicator
    ['https://evil.netlify.app', 'evil.netlify.app'],
    ['evil.github.io/path', 'evil.github.io'],
    ['http://192.0.2.10/login', '192.0.2.10'],
    ['http://[2001:db8::1]/x', '2001:db8::1'],
  ])('%s → %s', (input, expected) => {
    expect(domainIndicator(input)).toEqual({ kind: 'domain', value: expected })
  })

  it.each(['', 'not a site', 'javascript:alert(1)', 'localhost', 'https://co.uk'])(
    '%j → null',
    (input) => {
      expect(domainIndicator(input)).toBeNull()
    },
  )
})

describe('emailIndicator', () => {
  it.each([
    [' Billing@Evil-Site.COM ', 'billing@evil-site.com'],
    ['a.b+c@x.co.uk', 'a.b+c@x.co.uk'],
  ])('%j → %s', (input, expected) => {
    expect(emailIndicator(input)).toEqual({ kind: 'email', value: expected })
  })

  it.each(['', 'nope', 'a@b', 'a b@c.com'])('%j → null', (input) => {
    expect(emailIndicator(input)).toBeNull()
  })
})

describe('phoneIndicator: E.164, or a short code', () => {
  it.each([
    ['07700 900123', '+447700900123'],
    ['+44 7700 900123', '+447700900123'],
    ['+44 (0)7700 900123', '+447700900123'],
    ['447700900123', '+447700900123'],
    ['0044 7700 900123', '+447700900123'],
    ['020 7946 0123', '+442079460123'],
    ['0300 123 2040', '+443001232040'],
    ['+1 (415) 555-2671', '+14155552671'],
    ['+33 6.12.34.56.78', '+33612345678'],
    ['159', '159'],
    ['7726', '7726'],
  ])('%j → %s', (input, expected) => {
    expect(phoneIndicator(input)).toEqual({ kind: 'phone', value: expected })
  })

  it.each(['', 'call me', '+12', '012', '+0123456789', '+1234567890123456'])(
    '%j → null',
    (input) => {
      expect(phoneIndicator(input)).toBeNull()
    },
  )
})

describe('bank accounts', () => {
  it.each([
    ['20-00-00', '55779911', '200000:55779911'],
    ['20 00 00', ' 5577 9911 ', '200000:55779911'],
    ['', 'GB29NWBK60161331926819', '601613:31926819'],
    ['20-00-00', 'gb29 nwbk 6016 1331 9268 19', '601613:31926819'],
  ])('%j + %j → %s', (sort, account, expected) => {
    expect(bankAccountIndicator(sort, account)).toEqual({ kind: 'bank_account', value: expected })
  })

  it('keeps a foreign IBAN as an IBAN', () => {
    expect(ibanIndicator('DE89 3704 0044 0532 0130 00')).toEqual({
      kind: 'iban',
      value: 'DE89370400440532013000',
    })
  })

  it.each([
    ['', '55779911'],
    ['20-00-00', ''],
    ['20-00', '55779911'],
    ['20-00-00', '5577991'],
  ])('%j + %j → null: neither alone identifies anyone', (sort, account) => {
    expect(bankAccountIndicator(sort, account)).toBeNull()
  })
})

describe('reportIndicators', () => {
  it('takes every identifying field, with the email address also giving its domain', () => {
    expect(
      reportIndicators({
        website_url: 'https://pay.evil-site.com',
        email_address: 'Billing@Evil-Site.com',
        phone_number: '+447700900123',
        sort_code: '20-00-00',
        account_number: '55779911',
        scammer_name: 'John',
        description: 'They said they were my bank.',
      }),
    ).toEqual([
      { kind: 'domain', value: 'evil-site.com' },
      { kind: 'email', value: 'billing@evil-site.com' },
      { kind: 'phone', value: '+447700900123' },
      { kind: 'bank_account', value: '200000:55779911' },
    ])
  })

  it('has none for a description alone', () => {
    expect(reportIndicators({ description: 'Someone knocked at my door.' })).toEqual([])
  })
})

describe('lookupIndicators: what a check found', () => {
  it('pairs sort codes with account numbers and reads the counterparty', () => {
    expect(
      lookupIndicators(
        {
          urls: ['https://evil-site.com/pay', 'www.evil-site.com'],
          emails: ['x@scam.example'],
          phones: [{ e164: '+447700900123' }],
          sortCodes: ['20-00-00'],
          accountNumbers: ['55779911'],
          ibans: ['DE89370400440532013000'],
        },
        'help@other-scam.com',
      ),
    ).toEqual([
      { kind: 'domain', value: 'evil-site.com' },
      { kind: 'email', value: 'x@scam.example' },
      { kind: 'domain', value: 'scam.example' },
      { kind: 'phone', value: '+447700900123' },
      { kind: 'bank_account', value: '200000:55779911' },
      { kind: 'iban', value: 'DE89370400440532013000' },
      { kind: 'email', value: 'help@other-scam.com' },
      { kind: 'domain', value: 'other-scam.com' },
    ])
  })

  it.each([
    ['evil-site.com/pay', { kind: 'domain', value: 'evil-site.com' }],
    ['07700 900123', { kind: 'phone', value: '+447700900123' }],
  ])('counterparty %j', (counterparty, expected) => {
    expect(lookupIndicators({}, counterparty)).toEqual([expected])
  })
})

describe('isSafelisted', () => {
  const cases: Array<[Indicator, boolean]> = [
    [{ kind: 'phone', value: '159' }, true],
    [{ kind: 'phone', value: '101' }, true],
    [{ kind: 'phone', value: '999' }, true],
    [{ kind: 'phone', value: '111' }, true],
    [{ kind: 'phone', value: '+443001232040' }, true],
    [{ kind: 'phone', value: '+447700900123' }, false],
    [{ kind: 'domain', value: 'gov.uk' }, true],
    [{ kind: 'domain', value: 'hmrc.gov.uk' }, true],
    [{ kind: 'domain', value: 'met.police.uk' }, true],
    [{ kind: 'domain', value: 'nhs.uk' }, true],
    [{ kind: 'domain', value: 'gmail.com' }, true],
    [{ kind: 'domain', value: 'outlook.com' }, true],
    [{ kind: 'domain', value: 'hotmail.com' }, true],
    [{ kind: 'domain', value: 'yahoo.com' }, true],
    [{ kind: 'domain', value: 'icloud.com' }, true],
    [{ kind: 'domain', value: 'barclays.co.uk' }, true],
    [{ kind: 'domain', value: 'royalmail.com' }, true],
    [{ kind: 'domain', value: 'evri.com' }, true],
    [{ kind: 'domain', value: 'gov.uk.evil-site.com' }, false],
    [{ kind: 'domain', value: 'evilgov.uk' }, false],
    [{ kind: 'domain', value: 'royalmail-redelivery.com' }, false],
    // a scammer's webmail address is reportable; a public body's address is spoofed, never theirs
    [{ kind: 'email', value: 'scammer123@gmail.com' }, false],
    [{ kind: 'email', value: 'scammer@outlook.com' }, false],
    [{ kind: 'email', value: 'noreply@hmrc.gov.uk' }, true],
    [{ kind: 'email', value: 'security@barclays.co.uk' }, true],
    [{ kind: 'email', value: 'billing@evil-site.com' }, false],
    [{ kind: 'bank_account', value: '200000:55779911' }, false],
  ]
  it.each(cases)('%j → %s', (indicator, expected) => {
    expect(isSafelisted(indicator)).toBe(expected)
  })
})

describe('display: defanged and masked', () => {
  it.each([
    ['evil-site.com', 'evil-site[.]com'],
    ['a.b@evil-site.co.uk', 'a[.]b[@]evil-site[.]co[.]uk'],
    ['no dots', 'no dots'],
  ])('defang %j → %j', (input, expected) => {
    expect(defang(input)).toBe(expected)
  })

  it.each([
    ['+447700900123', '07700 900xxx'],
    ['+442079460123', '020 7946 0xxx'],
    ['+443001232040', '03001 232xxx'],
    ['+33612345678', '+33612345xxx'],
    ['159', '159'],
  ])('maskPhone %s → %s', (input, expected) => {
    expect(maskPhone(input)).toBe(expected)
  })

  it.each<[Indicator, string]>([
    [{ kind: 'domain', value: 'evil-site.com' }, 'evil-site[.]com'],
    [{ kind: 'email', value: 'billing@evil-site.com' }, 'billing[@]evil-site[.]com'],
    [{ kind: 'phone', value: '+447700900123' }, '07700 900xxx'],
    [{ kind: 'bank_account', value: '200000:55785678' }, 'sort code 20-00-00, account ending 5678'],
    [{ kind: 'iban', value: 'DE89370400440532013000' }, 'IBAN from DE, ending 3000'],
  ])('displayIndicator %j → %s', (indicator, expected) => {
    expect(displayIndicator(indicator)).toBe(expected)
  })

  it('writes an alert from the indicator and the category only', () => {
    expect(communityAlertText({ kind: 'domain', value: 'evil-site.com' }, 'digital')).toBe(
      'Website reported by several people: evil-site[.]com (online fraud such as phishing)',
    )
    expect(communityAlertText({ kind: 'phone', value: '+447700900123' }, 'banking')).toBe(
      'Phone number reported by several people: 07700 900xxx (bank fraud)',
    )
  })
})
