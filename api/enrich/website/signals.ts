/**
 * Turns what the website lookups found into signals for the shared engine: the domain's age,
 * its certificate, its network, threat lists, what the page asks for, and the lexical findings
 * on the address itself. Pure: evidence and a clock in, signals out. A lookup that did not run
 * adds no signal here; the writer says it could not be checked instead.
 */
import { linkSignals, strengthOf } from '../../../src/domain/engine/analyse.ts'
import { BRANDS } from '../../../src/domain/engine/brands.ts'
import type { FraudCategory } from '../../../src/domain/engine/fraud-taxonomy.ts'
import { assessLink } from '../../../src/domain/engine/link.ts'
import type { Signal } from '../../../src/domain/engine/signals.ts'
import type { CanonicalUrl } from '../../../src/domain/url/canonical.ts'
import { lookalikeOf, type Lookalike } from '../../../src/domain/url/lookalike.ts'
import { SERVER_URL_MODEL } from '../../platform/url-model.ts'

import type { WebsiteEvidence } from './evidence.ts'

const DAY_MS = 24 * 60 * 60 * 1000

/** What the address alone says: the lexical findings, as flags and signals, and the URL model's score. */
export interface LexicalFindings {
  /** The ids of url-heuristics' findings (brand_lookalike, risky_tld...). */
  flags: string[]
  lookalike: Lookalike | null
  /** The findings as learned signals (the URL model's score counts, not their weights). */
  signals: Signal[]
  /** The URL model's score for the address alone, 0–100. */
  score: number
}

/** Whole days from an ISO date to `now` (negative for a future date), or null. */
export function daysSince(iso: string | null | undefined, now: Date): number | null {
  if (!iso) return null
  const time = new Date(iso).getTime()
  return Number.isNaN(time) ? null : Math.floor((now.getTime() - time) / DAY_MS)
}

function brandCategory(name: string): FraudCategory {
  return BRANDS.find((brand) => brand.name === name)?.category ?? 'impersonation'
}

/** The lexical findings on a canonical URL, weighed by the URL model (no network, no clock). */
export function lexicalFindings(url: CanonicalUrl): LexicalFindings {
  const link = assessLink(url.href, SERVER_URL_MODEL)
  const flags = link?.analysis.findings.map((finding) => finding.id) ?? []
  const signals = link ? linkSignals(link) : []
  const lookalike = lookalikeOf(url)
  // The lookalike check knows more tricks (near misses, look-alike letters) than the
  // heuristics' brand-word test; either one is the same warning.
  if (lookalike && !signals.some((signal) => signal.id === 'url_brand_lookalike')) {
    signals.push({
      id: 'url_brand_lookalike',
      kind: 'entity',
      weight: Math.max(strengthOf(1), ...signals.map((signal) => signal.weight)),
      category: brandCategory(lookalike.brand),
      evidence: url.hostname,
      params: { brand: lookalike.brand },
      learned: true,
    })
    flags.push('brand_lookalike')
  }
  return { flags: [...new Set(flags)], lookalike, signals, score: link?.prediction.score ?? 0 }
}

function signal(
  id: string,
  kind: Signal['kind'],
  weight: number,
  evidence: string,
  params?: Record<string, string>,
  category: FraudCategory | null = 'digital',
): Signal {
  return { id, kind, weight, category, evidence, ...(params && { params }) }
}

/** The domain's age (days) from its registration, when RDAP told us. */
export function domainAgeDays(evidence: WebsiteEvidence, now: Date): number | null {
  return evidence.rdap.status === 'checked' ? daysSince(evidence.rdap.data.creationDate, now) : null
}

function registrationSignals(evidence: WebsiteEvidence, now: Date): Signal[] {
  const age = domainAgeDays(evidence, now)
  if (age === null || age < 0) return []
  const days = { days: String(age) }
  const signals: Signal[] = []
  if (age < 30) signals.push(signal('domain_very_new', 'entity', 0.45, `${age}`, days))
  else if (age < 90) signals.push(signal('domain_new', 'entity', 0.3, `${age}`, days))
  else if (age < 365) signals.push(signal('domain_young', 'tactic', 0.12, `${age}`, days))
  if (age < 365 && evidence.rdap.status === 'checked' && evidence.rdap.data.privacyProtected) {
    signals.push(signal('privacy_protected_new_domain', 'tactic', 0.1, `${age}`, days))
  }
  return signals
}

function certificateSignals(evidence: WebsiteEvidence, now: Date): Signal[] {
  const { tls } = evidence
  if (tls.status === 'no_data' && evidence.dns.status === 'checked') {
    return [signal('tls_missing', 'tactic', 0.15, tls.reason ?? 'no HTTPS')]
  }
  if (tls.status !== 'checked') return []
  const signals: Signal[] = []
  if (!tls.data.valid)
    signals.push(signal('tls_invalid', 'entity', 0.3, tls.data.problem ?? 'invalid'))
  const age = daysSince(tls.data.validFrom, now)
  // Certificates are renewed every few weeks, so a new one means something only when we
  // cannot see the domain's own age.
  if (age !== null && age < 7 && domainAgeDays(evidence, now) === null) {
    signals.push(signal('certificate_very_new', 'tactic', 0.15, `${age}`, { days: String(age) }))
  }
  return signals
}

function dnsSignals(evidence: WebsiteEvidence): Signal[] {
  const { dns } = evidence
  if (dns.status === 'no_data')
    return [signal('no_dns', 'tactic', 0.15, dns.reason ?? 'no address')]
  if (dns.status === 'checked' && dns.data.mx && dns.data.mx.length === 0 && dns.data.ns !== null) {
    return [signal('no_mx', 'tactic', 0.05, dns.data.hostname)]
  }
  return []
}

function networkSignals(evidence: WebsiteEvidence): Signal[] {
  if (evidence.ipInfo.status !== 'checked') return []
  const info = evidence.ipInfo.data
  const name = info.asName ?? (info.asn ? `AS${info.asn}` : info.ip)
  const signals: Signal[] = []
  if (info.isProxy) signals.push(signal('proxy_network', 'tactic', 0.2, name, { network: name }))
  if (info.isResidential) {
    signals.push(signal('hosting_residential', 'tactic', 0.15, name, { network: name }))
  }
  return signals
}

function threatSignals(evidence: WebsiteEvidence): Signal[] {
  const signals: Signal[] = []
  const { threatFeeds, safeBrowsing, virusTotal } = evidence
  if (threatFeeds.status === 'checked' && threatFeeds.data.sources.length > 0) {
    const sources = threatFeeds.data.sources.join(', ')
    signals.push(
      signal('threat_feed_listed', 'entity', threatFeeds.data.exactUrl ? 0.9 : 0.75, sources, {
        sources,
      }),
    )
  }
  if (safeBrowsing.status === 'checked' && safeBrowsing.data.matches.length > 0) {
    const types = safeBrowsing.data.matches.join(', ')
    signals.push(signal('safe_browsing_match', 'entity', 0.9, types, { types }))
  }
  if (virusTotal.status === 'checked' && virusTotal.data.positives > 0) {
    const { positives, total } = virusTotal.data
    signals.push(
      signal(
        'virustotal_positives',
        'entity',
        Math.min(0.85, 0.25 + 0.15 * positives),
        `${positives}/${total}`,
        {
          positives: String(positives),
          total: String(total),
        },
      ),
    )
  }
  if (evidence.community.status === 'checked') signals.push(...evidence.community.data.signals)
  return signals
}

function pageSignals(evidence: WebsiteEvidence, lexical: LexicalFindings, now: Date): Signal[] {
  if (evidence.page.status !== 'checked') return []
  const page = evidence.page.data
  const signals: Signal[] = []
  const brand = page.business.brandMentioned
  if (brand) {
    signals.push(
      signal('brand_on_page_not_in_domain', 'entity', 0.35, brand, { brand }, brandCategory(brand)),
    )
  }
  const asksForSecrets = page.hasLoginForm || page.hasCardForm
  const imitated = lexical.lookalike?.brand ?? brand
  if (asksForSecrets && imitated) {
    signals.push(
      signal(
        'login_form_on_lookalike',
        'entity',
        0.6,
        imitated,
        { brand: imitated },
        brandCategory(imitated),
      ),
    )
  }
  const age = domainAgeDays(evidence, now)
  if (page.hasCardForm && age !== null && age < 90) {
    signals.push(
      signal(
        'payment_form_on_new_domain',
        'entity',
        0.3,
        `${age}`,
        { days: String(age) },
        'shopping',
      ),
    )
  }
  if (asksForSecrets && page.formPostsElsewhere) {
    signals.push(signal('form_posts_elsewhere', 'tactic', 0.2, page.finalUrl))
  }
  const business = page.business
  if (
    business.sector === 'shopping' &&
    !business.companyNumber &&
    !business.vatNumber &&
    !business.tradingAddress &&
    !business.legalName
  ) {
    signals.push(signal('no_business_details', 'tactic', 0.1, page.finalUrl, undefined, 'shopping'))
  }
  return signals
}

/** Every signal for a website check: lexical findings first, then the lookups'. */
export function websiteSignals(
  evidence: WebsiteEvidence,
  lexical: LexicalFindings,
  now: Date,
): Signal[] {
  return [
    ...lexical.signals,
    ...registrationSignals(evidence, now),
    ...certificateSignals(evidence, now),
    ...dnsSignals(evidence),
    ...networkSignals(evidence),
    ...threatSignals(evidence),
    ...pageSignals(evidence, lexical, now),
  ]
}
