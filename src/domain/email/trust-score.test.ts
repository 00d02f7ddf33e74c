import { describe, expect, it } from 'vitest'

import { readEmailAddress, type EmailAddress } from './address.ts'
import type { DmarcPolicy } from './dns-records.ts'
import {
  FACTOR_IDS,
  FACTOR_MAX_POINTS,
  MAX_TRUST_SCORE,
  WARNING_POINTS,
  type FactorId,
} from './trust-scale.ts'
import {
  assessEmailTrust,
  providerTypeOf,
  trustRatingOf,
  type EmailTrustEvidence,
  type TrustFactor,
} from './trust-score.ts'

function address(text: string): EmailAddress {
  const reading = readEmailAddress(text)
  if (!reading.ok) throw new Error(`not an address: ${text}`)
  return reading.email
}

const checked = <T>(value: T) => ({ status: 'checked', value }) as const
const dmarcOf = (records: number, policy: DmarcPolicy | null) => checked({ records, policy })
const failed = { status: 'not_checked', reason: 'failed' } as const

/** A well set-up organisation's address: every factor earns everything. */
function corporate(overrides: Partial<EmailTrustEvidence> = {}): EmailTrustEvidence {
  return {
    email: address('accounts@acme-kettles.co.uk'),
    provider: { kind: 'unknown' },
    lookalike: null,
    posingAs: null,
    mail: checked({ hosts: ['mx1.acme-kettles.co.uk'], nullMx: false }),
    spf: checked({ records: 1 }),
    dmarc: checked({ records: 1, policy: 'reject' }),
    registration: checked({ ageDays: 4000 }),
    website: checked({ reachable: true, validCertificate: true }),
    community: checked({ reported: false, reports: 0 }),
    threatFeeds: checked({ sources: [] }),
    ...overrides,
  }
}

function factor(evidence: EmailTrustEvidence, id: FactorId): TrustFactor {
  const found = assessEmailTrust(evidence).factors.find((f) => f.id === id)
  if (!found) throw new Error(`no factor ${id}`)
  return found
}

describe('the factors', () => {
  it('add up to 16', () => {
    const sum = FACTOR_IDS.reduce((total, id) => total + FACTOR_MAX_POINTS[id], 0)
    expect(sum).toBe(MAX_TRUST_SCORE)
    expect(MAX_TRUST_SCORE).toBe(16)
  })

  it('give a well set-up organisation every point: 16, Very High Trust', () => {
    const result = assessEmailTrust(corporate())
    expect(result).toMatchObject({
      providerType: 'corporate',
      score: 16,
      rating: 'Very High Trust',
    })
    expect(result.factors.every((f) => f.status === 'earned' && f.points === f.maxPoints)).toBe(
      true,
    )
  })

  it('never count a check that could not be done', () => {
    const result = assessEmailTrust(
      corporate({
        mail: failed,
        spf: failed,
        dmarc: failed,
        registration: { status: 'not_checked', reason: 'not_configured' },
        website: failed,
        community: failed,
        threatFeeds: { status: 'not_checked', reason: 'not_configured' },
      }),
    )
    const skipped = result.factors.filter((f) => f.status === 'not_checked')
    expect(skipped.map((f) => f.id)).toEqual([
      'provider_type',
      'receives_mail',
      'spf',
      'dmarc',
      'dmarc_policy',
      'domain_age',
      'website',
      'community_reports',
      'threat_feeds',
    ])
    expect(skipped.every((f) => f.points === 0)).toBe(true)
    // Only what needs no lookup is left: not a look-alike (2), not posing (1).
    expect(result).toMatchObject({ score: 3, rating: 'Very Low Trust', providerType: 'other' })
  })
})

describe('provider type (2)', () => {
  it.each([
    { provider: { kind: 'unknown' }, points: 2, status: 'earned', code: 'provider_corporate' },
    { provider: { kind: 'brand', name: 'Barclays' }, points: 2, code: 'provider_brand' },
    { provider: { kind: 'free', name: 'Gmail' }, points: 0, status: 'none', code: 'provider_free' },
    { provider: { kind: 'relay', name: 'Firefox Relay' }, points: 0, code: 'provider_relay' },
    { provider: { kind: 'disposable' }, points: WARNING_POINTS, code: 'provider_disposable' },
  ] as const)('$provider.kind earns $points', ({ provider, points, code }) => {
    const found = factor(corporate({ provider }), 'provider_type')
    expect(found).toMatchObject({ points, maxPoints: 2, finding: { code } })
  })

  it.each([
    {
      why: 'no mail servers',
      evidence: { mail: checked({ hosts: [], nullMx: false }) },
      type: 'other',
      known: true,
    },
    {
      why: 'no website',
      evidence: { website: checked({ reachable: false, validCertificate: false }) },
      type: 'other',
      known: true,
    },
    { why: 'mail lookup failed', evidence: { mail: failed }, type: 'other', known: false },
    { why: 'website lookup failed', evidence: { website: failed }, type: 'other', known: false },
  ] as const)('an unlisted domain with $why is $type', ({ evidence, type, known }) => {
    expect(providerTypeOf(corporate(evidence))).toEqual({ type, known })
  })

  it('gives another domain 1 of 2, and one it could not check nothing', () => {
    expect(
      factor(
        corporate({ website: checked({ reachable: false, validCertificate: false }) }),
        'provider_type',
      ),
    ).toMatchObject({ points: 1, status: 'partial', finding: { code: 'provider_other' } })
    expect(factor(corporate({ mail: failed }), 'provider_type')).toMatchObject({
      points: 0,
      status: 'not_checked',
    })
  })

  it('marks a relay as a relay and a free provider', () => {
    const result = assessEmailTrust(corporate({ provider: { kind: 'relay', name: 'DuckDuckGo' } }))
    expect(result).toMatchObject({ providerType: 'free', isRelay: true })
  })
})

describe('receives email (2)', () => {
  it.each([
    {
      mail: checked({ hosts: ['mx.example.com'], nullMx: false }),
      points: 2,
      code: 'mail_servers',
    },
    { mail: checked({ hosts: [], nullMx: true }), points: 0, code: 'mail_null_mx' },
    { mail: checked({ hosts: [], nullMx: false }), points: 0, code: 'mail_none' },
    { mail: failed, points: 0, code: 'not_checked' },
  ] as const)('$code earns $points', ({ mail, points, code }) => {
    expect(factor(corporate({ mail }), 'receives_mail')).toMatchObject({
      points,
      finding: { code },
    })
  })
})

describe('SPF (1) and DMARC (1 + 1)', () => {
  it.each([
    { records: 1, points: 1, code: 'spf_published' },
    { records: 0, points: 0, code: 'spf_missing' },
    { records: 2, points: 0, code: 'spf_several' },
  ])('$records SPF record(s) earn $points', ({ records, points, code }) => {
    expect(factor(corporate({ spf: checked({ records }) }), 'spf')).toMatchObject({
      points,
      finding: { code },
    })
  })

  it.each([
    { dmarc: dmarcOf(1, 'reject'), published: 1, enforcing: 1 },
    { dmarc: dmarcOf(1, 'quarantine'), published: 1, enforcing: 1 },
    { dmarc: dmarcOf(1, 'none'), published: 1, enforcing: 0 },
    { dmarc: dmarcOf(0, null), published: 0, enforcing: 0 },
    { dmarc: dmarcOf(2, null), published: 0, enforcing: 0 },
  ] as const)('$dmarc.value earns $published + $enforcing', ({ dmarc, published, enforcing }) => {
    const evidence = corporate({ dmarc })
    expect(factor(evidence, 'dmarc').points).toBe(published)
    expect(factor(evidence, 'dmarc_policy').points).toBe(enforcing)
  })

  it('says both DMARC factors could not be checked when the lookup failed', () => {
    const evidence = corporate({ dmarc: failed })
    expect(factor(evidence, 'dmarc').status).toBe('not_checked')
    expect(factor(evidence, 'dmarc_policy').status).toBe('not_checked')
  })
})

describe('domain age (2)', () => {
  it.each([
    { ageDays: 4000, points: 2, status: 'earned', code: 'age_established' },
    { ageDays: 365, points: 2, status: 'earned', code: 'age_established' },
    { ageDays: 364, points: 1, status: 'partial', code: 'age_young' },
    { ageDays: 90, points: 1, status: 'partial', code: 'age_young' },
    { ageDays: 89, points: 0, status: 'none', code: 'age_new' },
    { ageDays: 30, points: 0, status: 'none', code: 'age_new' },
    { ageDays: 29, points: WARNING_POINTS, status: 'none', code: 'age_very_new' },
    { ageDays: 0, points: WARNING_POINTS, status: 'none', code: 'age_very_new' },
    { ageDays: null, points: 0, status: 'none', code: 'age_unknown' },
  ])('$ageDays days earns $points', ({ ageDays, points, status, code }) => {
    expect(factor(corporate({ registration: checked({ ageDays }) }), 'domain_age')).toMatchObject({
      points,
      status,
      finding: { code },
    })
  })
})

describe('website (1)', () => {
  it.each([
    { reachable: true, validCertificate: true, points: 1, code: 'website_valid' },
    { reachable: true, validCertificate: false, points: 0, code: 'website_invalid_certificate' },
    { reachable: false, validCertificate: false, points: 0, code: 'website_none' },
  ])('$code earns $points', ({ reachable, validCertificate, points, code }) => {
    const website = checked({ reachable, validCertificate })
    expect(factor(corporate({ website }), 'website')).toMatchObject({ points, finding: { code } })
  })
})

describe('the warning signs', () => {
  it.each([
    {
      sign: 'a look-alike domain',
      evidence: { lookalike: { brand: 'HMRC', technique: 'added_word' } },
      id: 'not_lookalike',
    },
    {
      sign: 'a reported address',
      evidence: { community: checked({ reported: true, reports: 4 }) },
      id: 'community_reports',
    },
    {
      sign: 'a listed domain',
      evidence: { threatFeeds: checked({ sources: ['openphish'] }) },
      id: 'threat_feeds',
    },
    { sign: 'posing', evidence: { posingAs: 'Barclays' }, id: 'not_posing' },
    {
      sign: 'a throwaway mailbox',
      evidence: { provider: { kind: 'disposable' } },
      id: 'provider_type',
    },
    {
      sign: 'a days-old domain',
      evidence: { registration: checked({ ageDays: 3 }) },
      id: 'domain_age',
    },
  ] as const)('$sign takes 10 points away', ({ evidence, id }) => {
    const result = assessEmailTrust(corporate(evidence))
    const found = result.factors.find((f) => f.id === id)
    expect(found).toMatchObject({ points: -10, status: 'none' })
    expect(result.score).toBe(16 - (found?.maxPoints ?? 0) - 10)
    expect(['Low Trust', 'Very Low Trust']).toContain(result.rating)
  })

  it('keeps the score at 0 or more', () => {
    const result = assessEmailTrust(
      corporate({
        provider: { kind: 'disposable' },
        posingAs: 'PayPal',
        lookalike: { brand: 'PayPal', technique: 'confusable' },
      }),
    )
    expect(result.score).toBe(0)
    expect(result.rating).toBe('Very Low Trust')
  })

  it('rates a Gmail address posing as a bank Very Low Trust, however good Google’s records', () => {
    const gmail = corporate({
      email: address('barclaysfraudteam@gmail.com'),
      provider: { kind: 'free', name: 'Gmail' },
      dmarc: checked({ records: 1, policy: 'none' }),
      posingAs: 'Barclays',
    })
    expect(assessEmailTrust(gmail)).toMatchObject({ score: 2, rating: 'Very Low Trust' })
    // The same mailbox with an ordinary name.
    expect(assessEmailTrust({ ...gmail, posingAs: null })).toMatchObject({
      score: 13,
      rating: 'High Trust',
    })
  })
})

describe('trustRatingOf', () => {
  it.each([
    [16, 'Very High Trust'],
    [15, 'Very High Trust'],
    [14, 'High Trust'],
    [12, 'High Trust'],
    [11, 'Medium Trust'],
    [8, 'Medium Trust'],
    [7, 'Low Trust'],
    [4, 'Low Trust'],
    [3, 'Very Low Trust'],
    [0, 'Very Low Trust'],
  ] as const)('%i is %s', (score, rating) => {
    expect(trustRatingOf(score)).toBe(rating)
  })
})
