import { beforeAll, describe, expect, it } from 'vitest'

import {
  loadServerTranslations,
  type ServerTranslations,
} from '../../../api/platform/server-i18n.ts'
import { LOCALES } from '../locales.ts'
import type { UrlFindingId } from '../url/heuristics.ts'

import { createTextEngine, type Verdict } from './analyse.ts'
import { TEXT_RULES } from './detectors.ts'
import { LEXICONS } from './language/lexicons/index.ts'
import { DEVICE_TEXT_MODEL } from './model/device-text-model.ts'
import { NEVER_EVENT_CATEGORY } from './never-events.ts'
import type { Signal } from './signals.ts'
import { explainReasons, writeAnalysis } from './writer.ts'

const { analyseText } = createTextEngine(DEVICE_TEXT_MODEL, LEXICONS)
const OPTIONS = { forwardSmsNumber: '7726', forwardEmail: 'report@phishing.gov.uk' }
let translations: ServerTranslations
beforeAll(async () => {
  translations = await loadServerTranslations()
})
const english = () => translations.forLocale('en')

function verdictWith(signals: Signal[], overrides: Partial<Verdict> = {}): Verdict {
  return {
    score: 80,
    riskLevel: 'High',
    categories: [],
    signals,
    entities: analyseText({ text: '' }).entities,
    channels: [],
    limitedLanguage: false,
    ...overrides,
  }
}

describe('writeAnalysis', () => {
  it('puts a never-event first, says it is a scam, and says to hang up, call 159 and forward to 7726', () => {
    const verdict = analyseText({
      text: 'The man on the phone said my card was blocked and asked me to read out the long number on my card and the three digits on the back.',
    })
    expect(verdict.riskLevel).toBe('High')
    const text = writeAnalysis(verdict, english(), OPTIONS)
    expect(text).toMatch(/^\*\*High risk: this is a scam\.\*\*/)
    const [, noticed = '', steps = ''] = text.split(/\*\*(?:What we noticed|What to do now)\*\*\n/)
    expect(noticed.split('\n')[0]).toContain(
      'card number with its expiry date or the security code',
    )
    expect(steps.split('\n')[0]).toContain('hang up, then call your bank on **159**')
    expect(steps.split('\n')[0]).toContain('**7726**')
  })

  it('gives a bold headline, the reasons and the next steps', () => {
    const verdict = analyseText({
      text: 'Royal Mail: your parcel is held. Pay the £1.45 fee within 24 hours at https://royalmail-redelivery.com',
    })
    const text = writeAnalysis(verdict, english(), OPTIONS)
    const [headline, noticed, steps] = text.split('\n\n')
    expect(headline).toMatch(
      /^\*\*High risk: this looks like a scam\.\*\* Our score: \d+ out of 100\.$/,
    )
    expect(noticed).toContain('**What we noticed**\n- ')
    expect(noticed).toContain(
      'The link royalmail-redelivery.com looks like Royal Mail but is not one of their websites.',
    )
    expect(steps).toContain('**What to do now**')
    expect(steps).toContain('forward it for free to 7726')
    expect(steps).toContain('report@phishing.gov.uk')
  })

  it('never calls a Low result safe', () => {
    const text = writeAnalysis(
      analyseText({ text: 'Are we still on for dinner on Friday at seven?' }),
      english(),
      OPTIONS,
    )
    expect(text).toContain(
      '**Low risk: we found no warning signs.** That is not proof that it is safe.',
    )
    expect(text).not.toMatch(/\bis safe\b(?!\.)/)
  })

  it('says what it noticed on a Low result with warning signs, never "no warning signs"', () => {
    const verdict = verdictWith(
      [
        {
          id: 'family_new_number',
          kind: 'theme',
          weight: 0.3,
          category: 'impersonation',
          evidence: 'new number',
          learned: true,
        },
      ],
      { score: 22, riskLevel: 'Low' },
    )
    const text = writeAnalysis(verdict, english(), OPTIONS)
    expect(text).toContain(
      '**Low risk: we noticed some warning signs, but not enough to call it a scam.**',
    )
    expect(text).not.toContain('no warning signs')
    expect(text).toContain('- It says it is a family member or friend with a new number.')
  })

  it('explains learned reasons in plain words, never as n-grams', () => {
    const verdict = verdictWith([
      {
        id: 'scam_wording',
        kind: 'theme',
        weight: 0.9,
        category: null,
        evidence: '',
        learned: true,
      },
      {
        id: 'url_looks_like_scam_sites',
        kind: 'entity',
        weight: 0.8,
        category: 'digital',
        evidence: 'xk2j9qpz7v.top',
        learned: true,
      },
    ])
    const reasons = explainReasons(verdict, english())
    expect(reasons).toEqual([
      'Its wording is much like scam messages we have seen.',
      'The web address (xk2j9qpz7v.top) is built like the addresses of scam websites we know: its name, ending and shape.',
    ])
  })

  it('routes the forwarding advice by how the message arrived', () => {
    const textOnly = writeAnalysis(
      analyseText({
        text: 'I got a text: HMRC tax refund of £300, verify your details at hmrc-refunds.top now',
      }),
      english(),
      OPTIONS,
    )
    expect(textOnly).toContain('7726')
    expect(textOnly).not.toContain('report@phishing.gov.uk')
  })

  it('tells someone who lost money to call 159 first', () => {
    const text = writeAnalysis(
      analyseText({
        text: 'I paid £900 deposit by bank transfer for a caravan and the seller stopped replying and blocked me.',
      }),
      english(),
      OPTIONS,
    )
    const steps = text.split('**What to do now**')[1] ?? ''
    expect(steps.split('\n')[1]).toContain('**159**')
    expect(steps).toContain('Report Fraud on 0300 123 2040')
  })

  it('says when the message is in a language it does not read well', () => {
    const text = writeAnalysis(
      verdictWith([], { limitedLanguage: true, riskLevel: 'Low', score: 0 }),
      english(),
      OPTIONS,
    )
    expect(text).toContain('in a language we do not read well yet')
  })

  it('explains every signal the engine can raise in its own words', () => {
    const urlFindings: UrlFindingId[] = [
      'ip_address_host',
      'brand_lookalike',
      'url_shortener',
      'free_hosting',
      'risky_tld',
      'many_subdomains',
      'userinfo_in_url',
      'punycode_host',
      'credential_words',
      'no_https',
      'very_long_url',
    ]
    const ids = [
      ...TEXT_RULES.filter((rule) => rule.kind !== 'context').map((rule) => rule.id),
      ...urlFindings.map((id) => `url_${id}`),
      'premium_rate_number',
      'personal_number_070',
      'crypto_address',
      'foreign_bank_account',
      'official_from_free_email',
      ...Object.keys(NEVER_EVENT_CATEGORY),
    ]
    for (const id of ids) {
      const signal: Signal = {
        id,
        kind: 'theme',
        weight: 0.5,
        category: null,
        evidence: 'x',
        params: { brand: 'HMRC' },
      }
      const text = writeAnalysis(verdictWith([signal]), english(), OPTIONS)
      expect(text, id).not.toContain('We found another warning sign')
    }
  })

  it('writes in every language without losing the numbers people need', () => {
    const verdict = analyseText({
      text: 'Your parcel is held. Pay the £2 fee now at royalmail-fees.top',
    })
    for (const locale of LOCALES) {
      const text = writeAnalysis(verdict, translations.forLocale(locale), OPTIONS)
      expect(text, locale).toContain('7726')
      expect(text, locale).toMatch(/^\*\*[^*]+\*\*/)
    }
  })
})
