import { describe, expect, it } from 'vitest'

import { websiteResult } from '../../testing/website-result-fixture.ts'

import {
  businessDetails,
  certificateDaysLeft,
  certificateState,
  domainAgeLevel,
  issuerText,
  lookupGaps,
  placeParts,
  registrarOf,
  safeBrowsingState,
  serverLocationOf,
  virusTotalState,
  websiteAgeWarning,
} from './website-facts.ts'

const NOW = new Date('2026-03-14T12:00:00Z')

describe('websiteAgeWarning (spec §9)', () => {
  it.each([
    [0, 'very_new'],
    [89, 'very_new'],
    [90, 'young'],
    [364, 'young'],
    [365, null],
    [4000, null],
  ])('a website %i days old → %s', (days, warning) => {
    expect(websiteAgeWarning(websiteResult({ website_age_days: days }), NOW)).toBe(warning)
  })

  it.each([
    ['2026', 'very_new'],
    [2025, 'very_new'], // last year
    ['2024', null],
    ['12 days', null], // not a bare year: the days decide, and there are none
    [null, null],
  ])('with no days, an age of %s → %s', (age, warning) => {
    expect(websiteAgeWarning(websiteResult({ website_age_days: null, age }), NOW)).toBe(warning)
  })
})

describe('domainAgeLevel (spec §9)', () => {
  it.each([
    [0, 'warning'],
    [29, 'warning'],
    [30, 'amber'],
    [89, 'amber'],
    [90, null],
    [null, null],
  ])('a domain %s days old → %s', (days, level) => {
    expect(domainAgeLevel(days)).toBe(level)
  })
})

describe('certificate facts', () => {
  it.each([
    ["Let's Encrypt", "Let's Encrypt"],
    [{ O: "Let's Encrypt", CN: 'R11' }, "Let's Encrypt (R11)"],
    [{ O: 'DigiCert Inc', CN: 'DigiCert Inc' }, 'DigiCert Inc'],
    [{ O: null, CN: 'R11' }, 'R11'],
    [{ O: null, CN: null }, null],
    [null, null],
  ])('issuer %j reads %s', (issuer, expected) => {
    expect(issuerText(websiteResult({ ssl_info: { issuer } }).ssl_info?.issuer ?? null)).toBe(
      expected,
    )
  })

  it.each([
    [{ ssl_info: { valid: true } }, 'valid'],
    [{ ssl_info: null, ssl_valid: false, has_ssl: true }, 'invalid'],
    [{ ssl_info: null, ssl_valid: null, has_ssl: false }, 'missing'],
    [{ ssl_info: null, ssl_valid: null, has_ssl: null }, 'unknown'],
  ])('%j → %s', (fields, state) => {
    expect(certificateState(websiteResult(fields))).toBe(state)
  })

  it('reads the days left from either field', () => {
    expect(certificateDaysLeft(websiteResult())).toBe(80)
    expect(
      certificateDaysLeft(websiteResult({ ssl_info: null, ssl_days_until_expiration: 5 })),
    ).toBe(5)
  })
})

describe('registration and server', () => {
  it('reads the registrar from the record, else the bare field', () => {
    expect(registrarOf(websiteResult({ whois: null, registrar: 'Bare Registrar' }))).toBe(
      'Bare Registrar',
    )
  })

  it('reads location, else ip_location, as city, region, country', () => {
    const fromIp = websiteResult({
      location: null,
      ip_location: { city: 'London', region: 'London', country: 'United Kingdom' },
    })
    expect(placeParts(serverLocationOf(fromIp))).toEqual(['London', 'United Kingdom'])
    expect(placeParts(null)).toEqual([])
  })
})

describe('businessDetails', () => {
  it('is empty when the site gives no business details', () => {
    expect(businessDetails(websiteResult())).toEqual([])
  })

  it('lists the ones present, in a fixed order', () => {
    const result = websiteResult({
      trading_name: 'Parcel Help',
      legal_name: 'Parcel Help Ltd',
      contact_email: '  ',
      company_number: '01234567',
    })
    expect(businessDetails(result)).toEqual([
      ['legal_name', 'Parcel Help Ltd'],
      ['trading_name', 'Parcel Help'],
      ['company_number', '01234567'],
    ])
  })
})

describe('scanner states: never "safe" when a scanner did not run', () => {
  it.each([
    [{ status: 'checked', safe: true }, 'clear'],
    [{ status: 'checked', safe: false }, 'flagged'],
    [{ status: 'checked', safe: null }, 'not_checked'],
    [{ status: 'failed', safe: null }, 'failed'],
    [{ status: 'not_configured', safe: null }, 'not_checked'],
    [null, 'not_checked'],
  ])('Safe Browsing %j → %s', (scanner, state) => {
    expect(safeBrowsingState(websiteResult({ google_safe_browsing: scanner, checks: {} }))).toBe(
      state,
    )
  })

  it.each([
    [{ status: 'checked', positives: 3, total: 90 }, 'flagged'],
    [{ status: 'checked', positives: 0, total: 90 }, 'clear'],
    [{ status: 'rate_limited' }, 'busy'],
    [{ status: 'failed' }, 'failed'],
    [{ status: 'not_configured', positives: 0, total: 0 }, 'not_checked'],
  ])('VirusTotal %j → %s', (scanner, state) => {
    expect(virusTotalState(websiteResult({ virustotal: scanner, checks: {} }))).toBe(state)
  })

  it('falls back to the checks when the scanner object is missing', () => {
    const result = websiteResult({
      google_safe_browsing: null,
      virustotal: null,
      checks: { safe_browsing: 'failed', virustotal: 'rate_limited' },
    })
    expect(safeBrowsingState(result)).toBe('failed')
    expect(virusTotalState(result)).toBe('busy')
  })
})

describe('lookupGaps', () => {
  it('lists what failed or found nothing, in a fixed order, and leaves out the rest', () => {
    expect(lookupGaps(websiteResult().checks)).toEqual([
      { lookup: 'dns', gap: 'failed' },
      { lookup: 'tls', gap: 'failed' },
      { lookup: 'rdap', gap: 'no_data' },
      { lookup: 'ip_info', gap: 'failed' },
      { lookup: 'page', gap: 'failed' },
    ])
    expect(lookupGaps({ virustotal: 'rate_limited', unknown_lookup: 'failed' })).toEqual([
      { lookup: 'virustotal', gap: 'failed' },
    ])
  })
})
