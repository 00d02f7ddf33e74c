import { beforeAll, describe, expect, it } from 'vitest'

import { canonicaliseUrl } from '../../../src/domain/url/canonical.ts'
import { loadServerTranslations, type ServerTranslations } from '../../platform/server-i18n.ts'

import type { WebsiteEvidence } from './evidence.ts'
import { buildWebsiteResult } from './result.ts'
import { lexicalFindings, websiteSignals } from './signals.ts'
import { judgeWebsite } from './verdict.ts'
import { formatAge, uncheckedSentences } from './writer.ts'

const NOW = new Date('2026-11-22T12:00:00Z')
const DAY_MS = 24 * 60 * 60 * 1000
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY_MS).toISOString()
const WRITER = { forwardSmsNumber: '7726', forwardEmail: 'report@phishing.gov.uk' }

const BUSINESS = {
  legalName: null,
  tradingName: null,
  tradingAddress: null,
  contactEmail: null,
  contactPhone: null,
  contactPage: null,
  companyNumber: null,
  vatNumber: null,
  sector: null,
  description: null,
  brandMentioned: null,
}

/** Evidence of an ordinary, long-established site; tests change what they need. */
function evidence(overrides: Partial<WebsiteEvidence> = {}): WebsiteEvidence {
  return {
    dns: {
      status: 'checked',
      data: {
        hostname: 'example.co.uk',
        a: ['93.184.215.14'],
        aaaa: [],
        mx: ['mx.example.co.uk'],
        ns: ['ns1.example'],
      },
    },
    tls: {
      status: 'checked',
      data: {
        valid: true,
        trusted: true,
        matchesHost: true,
        problem: null,
        issuer: { O: "Let's Encrypt", CN: 'R11' },
        subjectCN: 'example.co.uk',
        validFrom: daysAgo(30),
        validTo: daysAgo(-60),
      },
    },
    rdap: {
      status: 'checked',
      data: {
        domain: 'example.co.uk',
        registrar: 'Nominet Registrar Ltd',
        creationDate: daysAgo(4000),
        expirationDate: daysAgo(-200),
        privacyProtected: false,
        statuses: [],
      },
    },
    ipInfo: {
      status: 'checked',
      data: {
        ip: '93.184.215.14',
        city: 'London',
        region: 'England',
        countryCode: 'GB',
        asn: 16509,
        asName: 'Amazon.com, Inc.',
        isHosting: true,
        isResidential: false,
        isProxy: false,
      },
    },
    page: {
      status: 'checked',
      data: {
        finalUrl: 'https://example.co.uk/',
        status: 200,
        redirects: [],
        truncated: false,
        title: 'Example',
        metaDescription: 'An example',
        language: 'en-GB',
        business: BUSINESS,
        hasLoginForm: false,
        hasCardForm: false,
        formPostsElsewhere: false,
      },
    },
    safeBrowsing: { status: 'not_configured' },
    virusTotal: { status: 'not_configured' },
    threatFeeds: { status: 'checked', data: { sources: [], exactUrl: false } },
    community: { status: 'checked', data: { signals: [] } },
    ip: '93.184.215.14',
    checkedAt: NOW.toISOString(),
    fromCache: false,
    ...overrides,
  }
}

function judge(url: string, found: WebsiteEvidence) {
  const canonical = canonicaliseUrl(url)
  if (!canonical) throw new Error(`bad test URL ${url}`)
  const lexical = lexicalFindings(canonical)
  const verdict = judgeWebsite(websiteSignals(found, lexical, NOW), lexical.score)
  return { canonical, lexical, verdict }
}

const ids = (verdict: ReturnType<typeof judgeWebsite>) => verdict.signals.map((signal) => signal.id)

describe('website signals and verdicts', () => {
  it('an established site with nothing wrong is Low and not suspicious', () => {
    const { verdict } = judge('https://example.co.uk/', evidence())
    expect(verdict).toMatchObject({ score: 0, riskLevel: 'Low', isSuspicious: false, signals: [] })
  })

  it('a days-old lookalike with a login form and hidden owner is High', () => {
    const found = evidence({
      rdap: {
        status: 'checked',
        data: {
          domain: 'royalmail-redelivery.com',
          registrar: 'NameSilo',
          creationDate: daysAgo(12),
          expirationDate: null,
          privacyProtected: true,
          statuses: [],
        },
      },
    })
    if (found.page.status === 'checked') found.page.data.hasLoginForm = true
    const { verdict, lexical } = judge('https://royalmail-redelivery.com/pay', found)
    expect(lexical.lookalike).toEqual({ brand: 'Royal Mail', technique: 'added_word' })
    expect(ids(verdict)).toEqual(
      expect.arrayContaining([
        'url_brand_lookalike',
        'domain_very_new',
        'privacy_protected_new_domain',
        'login_form_on_lookalike',
      ]),
    )
    expect(verdict.riskLevel).toBe('High')
    expect(verdict.isSuspicious).toBe(true)
  })

  it.each([
    [10, 'domain_very_new'],
    [45, 'domain_new'],
    [200, 'domain_young'],
  ])('a domain %i days old raises %s', (days, id) => {
    const found = evidence({
      rdap: {
        status: 'checked',
        data: {
          domain: 'x.co.uk',
          registrar: null,
          creationDate: daysAgo(days),
          expirationDate: null,
          privacyProtected: null,
          statuses: [],
        },
      },
    })
    expect(ids(judge('https://x.co.uk/', found).verdict)).toEqual([id])
  })

  it('a young domain alone stays Low (an age is not a scam)', () => {
    const found = evidence({
      rdap: {
        status: 'checked',
        data: {
          domain: 'x.co.uk',
          registrar: null,
          creationDate: daysAgo(200),
          expirationDate: null,
          privacyProtected: true,
          statuses: [],
        },
      },
    })
    expect(judge('https://x.co.uk/', found).verdict).toMatchObject({
      riskLevel: 'Low',
      isSuspicious: false,
    })
  })

  it('a threat list or Safe Browsing match alone makes it suspicious and High', () => {
    const listed = judge(
      'https://example.co.uk/',
      evidence({
        threatFeeds: { status: 'checked', data: { sources: ['openphish'], exactUrl: true } },
      }),
    )
    expect(listed.verdict).toMatchObject({ riskLevel: 'High', isSuspicious: true })
    const google = judge(
      'https://example.co.uk/',
      evidence({ safeBrowsing: { status: 'checked', data: { matches: ['SOCIAL_ENGINEERING'] } } }),
    )
    expect(google.verdict.riskLevel).toBe('High')
  })

  it('VirusTotal positives weigh by how many scanners agree', () => {
    const one = judge(
      'https://example.co.uk/',
      evidence({
        virusTotal: {
          status: 'checked',
          data: { positives: 1, suspicious: 0, total: 90, scanDate: null },
        },
      }),
    )
    const many = judge(
      'https://example.co.uk/',
      evidence({
        virusTotal: {
          status: 'checked',
          data: { positives: 9, suspicious: 0, total: 90, scanDate: null },
        },
      }),
    )
    expect(one.verdict.signals[0]?.weight).toBeLessThan(many.verdict.signals[0]?.weight ?? 0)
    expect(many.verdict.riskLevel).toBe('High')
  })

  it('an invalid certificate, no HTTPS, no DNS and a home network are each signals', () => {
    const invalid = evidence()
    if (invalid.tls.status === 'checked')
      invalid.tls.data = { ...invalid.tls.data, valid: false, problem: 'CERT_HAS_EXPIRED' }
    expect(ids(judge('https://example.co.uk/', invalid).verdict)).toContain('tls_invalid')
    expect(
      ids(
        judge('https://example.co.uk/', evidence({ tls: { status: 'no_data', reason: 'no TLS' } }))
          .verdict,
      ),
    ).toContain('tls_missing')
    const gone = judge(
      'https://example.co.uk/',
      evidence({
        dns: { status: 'no_data', reason: 'the name has no address' },
        tls: { status: 'no_data', reason: 'x' },
      }),
    )
    expect(ids(gone.verdict)).toEqual(['no_dns'])
    const home = evidence()
    if (home.ipInfo.status === 'checked')
      home.ipInfo.data = {
        ...home.ipInfo.data,
        asName: 'Virgin Media Limited',
        isHosting: false,
        isResidential: true,
      }
    expect(ids(judge('https://example.co.uk/', home).verdict)).toContain('hosting_residential')
  })

  it('a failed lookup adds no signal and is never a good sign', () => {
    const found = evidence({
      rdap: { status: 'failed', reason: 'timeout' },
      tls: { status: 'failed', reason: 'timeout' },
    })
    expect(judge('https://example.co.uk/', found).verdict.signals).toEqual([])
  })
})

describe('the website writer and result', () => {
  let translations: ServerTranslations
  beforeAll(async () => {
    translations = await loadServerTranslations()
  })

  it('fills every contract field from the evidence', () => {
    const found = evidence()
    const { lexical, verdict } = judge('https://example.co.uk/', found)
    const result = buildWebsiteResult({
      url: 'https://example.co.uk/',
      referenceCode: 'WEB-TEST-0000',
      evidence: found,
      lexical,
      verdict,
      i18n: translations.forLocale('en'),
      writer: WRITER,
      now: NOW,
    })
    expect(result).toMatchObject({
      url: 'https://example.co.uk/',
      reference_code: 'WEB-TEST-0000',
      meta_description: 'An example',
      threat_score: 0,
      risk_level: 'Low',
      is_suspicious: false,
      domain_age_days: 4000,
      website_age_days: 4000,
      website_age_years: 10,
      age: '10 years',
      first_seen_year: 2015,
      registrar: 'Nominet Registrar Ltd',
      whois: { registrar: 'Nominet Registrar Ltd', privacy_protected: false },
      has_ssl: true,
      ssl_valid: true,
      ssl_days_until_expiration: 60,
      ssl_info: {
        valid: true,
        issuer: { O: "Let's Encrypt", CN: 'R11' },
        certificate_age_days: 30,
      },
      ip: '93.184.215.14',
      location: {
        city: 'London',
        country: 'United Kingdom',
        as: 'Amazon.com, Inc.',
        is_hosting: true,
        is_proxy: false,
      },
      language: 'en-GB',
      google_safe_browsing: { status: 'not_configured', safe: null, matches: [] },
      virustotal: { status: 'not_configured', positives: null },
      lookalike: null,
      threat_feeds: [],
      checks: {
        dns: 'checked',
        tls: 'checked',
        rdap: 'checked',
        page: 'checked',
        safe_browsing: 'not_configured',
      },
    })
    expect(result.custom_analysis).toContain('**Low risk: we found no warning signs.**')
    expect(result.custom_analysis).toContain('issued by Let’s Encrypt'.replace('’', "'"))
  })

  it('says what could not be checked, and does not call a partial check clean', () => {
    const found = evidence({
      rdap: { status: 'failed', reason: 'timeout' },
      ipInfo: { status: 'failed', reason: 'x' },
    })
    const { lexical, verdict } = judge('https://example.co.uk/', found)
    const i18n = translations.forLocale('en')
    expect(uncheckedSentences(found, i18n)).toEqual([
      'We could not check when the domain was registered or by whom.',
      'We could not check where its server is or whose network it is on.',
    ])
    const result = buildWebsiteResult({
      url: 'https://example.co.uk/',
      referenceCode: 'WEB-TEST-0001',
      evidence: found,
      lexical,
      verdict,
      i18n,
      writer: WRITER,
      now: NOW,
    })
    expect(result.custom_analysis).toContain('**Low risk from what we could check.**')
    expect(result.custom_analysis).toContain('**What we could not check**')
    expect(result.domain_age_days).toBeNull()
    expect(result.whois).toEqual({
      registrar: null,
      privacy_protected: null,
      creation_date: null,
      expiration_date: null,
    })
  })

  it('writes in the person’s language', () => {
    const found = evidence({
      threatFeeds: { status: 'checked', data: { sources: ['openphish'], exactUrl: true } },
    })
    const { lexical, verdict } = judge('https://example.co.uk/', found)
    const polish = buildWebsiteResult({
      url: 'https://example.co.uk/',
      referenceCode: 'WEB-TEST-0002',
      evidence: found,
      lexical,
      verdict,
      i18n: translations.forLocale('pl'),
      writer: WRITER,
      now: NOW,
    })
    expect(polish.location?.country).toBe('Wielka Brytania')
    expect(polish.age).toBe('10 lat')
    expect(polish.risks).toHaveLength(1)
  })

  it('formats ages with the language’s plural rules', () => {
    expect(formatAge(1, translations.forLocale('en'))).toBe('1 day')
    expect(formatAge(45, translations.forLocale('en'))).toBe('45 days')
    expect(formatAge(200, translations.forLocale('en'))).toBe('6 months')
    expect(formatAge(3, translations.forLocale('pl'))).toBe('3 dni')
  })
})
