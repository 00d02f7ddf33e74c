/**
 * Indicators that community reports can never turn into a warning: the numbers and addresses
 * people are told to trust (159, 101, gov.uk), the large email providers (a scammer's Gmail
 * address can be reported; gmail.com itself cannot) and the organisations scams imitate. A
 * report naming one is kept, but the indicator never counts towards a signal or an alert, so
 * nobody can report HMRC's real site into a "reported by the community" warning.
 */
import { FREE_PROVIDERS, RELAY_PROVIDERS } from '../email/providers.ts'
import { BRANDS, UK_PUBLIC_BODY_DOMAINS } from '../engine/brands.ts'

import type { Indicator } from './indicators.ts'

/**
 * Emergency and help numbers, and published fraud lines: 159 (your bank), 101 and 999
 * (police), 111 (NHS), 112, 105 (power cuts), 119 (NHS vaccinations), 7726 (spam texts),
 * 0300 123 2040 (Report Fraud), 0300 200 3300 (HMRC), 0808 223 1133 (Citizens Advice).
 */
export const SAFELISTED_PHONES: ReadonlySet<string> = new Set([
  '159',
  '101',
  '999',
  '111',
  '112',
  '105',
  '119',
  '7726',
  '+443001232040',
  '+443002003300',
  '+448082231133',
])

/** Public bodies: every address under these is theirs (hmrc.gov.uk, met.police.uk...). */
export const GOVERNMENT_DOMAINS: readonly string[] = UK_PUBLIC_BODY_DOMAINS

/**
 * The mailbox providers and privacy relays (src/domain/email/providers.ts): anyone can open an
 * account, so only addresses there are reportable, never the whole domain.
 */
export const EMAIL_PROVIDER_DOMAINS: readonly string[] = [
  ...Object.keys(FREE_PROVIDERS),
  ...Object.keys(RELAY_PROVIDERS),
]

/** Banks, couriers and other brands' own domains (src/domain/engine/brands.ts). */
const BRAND_DOMAINS = BRANDS.flatMap((brand) => brand.officialDomains)

function isUnder(host: string, domains: readonly string[]): boolean {
  return domains.some((domain) => host === domain || host.endsWith(`.${domain}`))
}

/**
 * True when the indicator must never count. An email address is safelisted when it belongs to
 * a public body or a brand (such addresses in scams are spoofed), not when it is at a provider
 * anyone can sign up to.
 */
export function isSafelisted(indicator: Indicator): boolean {
  switch (indicator.kind) {
    case 'phone':
      return SAFELISTED_PHONES.has(indicator.value)
    case 'domain':
      return isUnder(indicator.value, [
        ...GOVERNMENT_DOMAINS,
        ...EMAIL_PROVIDER_DOMAINS,
        ...BRAND_DOMAINS,
      ])
    case 'email': {
      const domain = indicator.value.slice(indicator.value.lastIndexOf('@') + 1)
      // Some brands are also providers (gmail.com, outlook.com): their addresses stay reportable.
      if (isUnder(domain, EMAIL_PROVIDER_DOMAINS)) return false
      return isUnder(domain, [...GOVERNMENT_DOMAINS, ...BRAND_DOMAINS])
    }
    case 'bank_account':
    case 'iban':
      return false
  }
}
