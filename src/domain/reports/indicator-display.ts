/**
 * How an indicator is shown in a public alert: defanged, so no one can click or copy it into
 * a browser by accident (evil-site[.]com, name[@]evil-site[.]com), and masked where it could
 * be a real person's (a phone number loses its last 3 digits, an account shows only its last
 * 4). The alert says only this and the kind of fraud: never anything a reporter wrote.
 */
import type { FraudCategory } from '../engine/fraud-taxonomy.ts'

import type { Indicator, IndicatorKind } from './indicators.ts'

/** Dots become [.] and the at sign [@]: the usual way to show a dangerous address safely. */
export function defang(text: string): string {
  return text.replace(/\./g, '[.]').replace(/@/g, '[@]')
}

/** A phone number with its last 3 digits hidden; UK numbers in their usual national form. */
export function maskPhone(e164: string): string {
  // Short codes (159, 7726) are public services, never a person's number.
  if (!e164.startsWith('+')) return e164
  const masked = `${e164.slice(0, -3)}xxx`
  if (!masked.startsWith('+44')) return masked
  const national = `0${masked.slice(3)}`
  if (national.length !== 11) return national
  // The groups people expect to read: 020 7946 0xxx in London, 07700 900xxx elsewhere.
  return national.startsWith('02')
    ? `${national.slice(0, 3)} ${national.slice(3, 7)} ${national.slice(7)}`
    : `${national.slice(0, 5)} ${national.slice(5)}`
}

/** The indicator as a public alert may show it. */
export function displayIndicator(indicator: Indicator): string {
  switch (indicator.kind) {
    case 'domain':
    case 'email':
      return defang(indicator.value)
    case 'phone':
      return maskPhone(indicator.value)
    case 'bank_account': {
      const [sort = '', account = ''] = indicator.value.split(':')
      return `sort code ${sort.slice(0, 2)}-${sort.slice(2, 4)}-${sort.slice(4, 6)}, account ending ${account.slice(-4)}`
    }
    case 'iban':
      return `IBAN from ${indicator.value.slice(0, 2)}, ending ${indicator.value.slice(-4)}`
  }
}

const KIND_WORDS: Record<IndicatorKind, string> = {
  domain: 'Website',
  email: 'Email address',
  phone: 'Phone number',
  bank_account: 'Bank account',
  iban: 'Bank account',
}

/** Each fraud category in plain words, for people rather than analysts. */
export const CATEGORY_PLAIN_WORDS: Record<FraudCategory, string> = {
  banking: 'bank fraud',
  cryptocurrency: 'cryptocurrency fraud',
  investment: 'investment fraud',
  insurance: 'insurance fraud',
  scam_advisors: 'fake advisers',
  digital: 'online fraud such as phishing',
  social_media: 'social media scams',
  shopping: 'shopping scams',
  identity: 'identity fraud',
  impersonation: 'someone pretending to be an organisation',
  employment: 'job scams',
  charity: 'charity scams',
  offline: 'doorstep and post scams',
  advance_fee: 'advance fee fraud',
}

/**
 * The text of the automatic alert for an indicator many people reported, e.g. "Website
 * reported by several people: evil-site[.]com (online fraud such as phishing)".
 */
export function communityAlertText(indicator: Indicator, category: FraudCategory): string {
  return `${KIND_WORDS[indicator.kind]} reported by several people: ${displayIndicator(indicator)} (${CATEGORY_PLAIN_WORDS[category]})`
}
