/**
 * Writes a website check in the person's language: the risks (one sentence per warning sign),
 * what we found, what we could not check, and what to do now, with the same **bold** and "- "
 * conventions as the message check's writer (writer.ts). Every message has an explicit id so
 * that `lingui extract` collects it into locales/<locale>/server.po. A lookup that could not
 * run is said plainly; it is never presented as a good sign.
 */
import type { I18n } from '@lingui/core'

import type { Signal } from '../../../src/domain/engine/signals.ts'
import { explain, type WriterOptions } from '../../../src/domain/engine/writer.ts'
import type { SectorId } from '../business-details.ts'
import type { LookupStatus } from '../lookup-status.ts'

import type { WebsiteEvidence } from './evidence.ts'
import { daysSince, domainAgeDays, type LexicalFindings } from './signals.ts'
import type { WebsiteVerdict } from './verdict.ts'

/** Reasons shown in the narrative's "What we noticed", at most. */
const MAX_REASONS = 6

export type CheckName =
  | 'dns'
  | 'tls'
  | 'rdap'
  | 'ip_info'
  | 'page'
  | 'threat_feeds'
  | 'safe_browsing'
  | 'virustotal'
  | 'community_reports'

/** Every check's status, as the response's `checks` field reports it. */
export function checkStatuses(evidence: WebsiteEvidence): Record<CheckName, LookupStatus> {
  return {
    dns: evidence.dns.status,
    tls: evidence.tls.status,
    rdap: evidence.rdap.status,
    ip_info: evidence.ipInfo.status,
    page: evidence.page.status,
    threat_feeds: evidence.threatFeeds.status,
    safe_browsing: evidence.safeBrowsing.status,
    virustotal: evidence.virusTotal.status,
    community_reports: evidence.community.status,
  }
}

/** The locale for Intl formatting: British English for English. */
function intlLocale(i18n: I18n): string {
  return i18n.locale === 'en' ? 'en-GB' : i18n.locale
}

/** "12 days", "5 months", "3 years", in the person's language (ICU plural rules). */
export function formatAge(days: number, i18n: I18n): string {
  const [value, unit] =
    days < 60
      ? [days, 'day']
      : days < 730
        ? [Math.floor(days / 30.44), 'month']
        : [Math.floor(days / 365.25), 'year']
  return new Intl.NumberFormat(intlLocale(i18n), {
    style: 'unit',
    unit,
    unitDisplay: 'long',
  }).format(value)
}

/** A date as people write it in their language (22 November 2026). */
export function formatDate(iso: string, i18n: I18n): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return new Intl.DateTimeFormat(intlLocale(i18n), { dateStyle: 'long', timeZone: 'UTC' }).format(
    date,
  )
}

/** A country's name in the person's language, from its ISO code. */
export function countryName(code: string, i18n: I18n): string {
  try {
    return new Intl.DisplayNames([intlLocale(i18n)], { type: 'region' }).of(code) ?? code
  } catch {
    return code
  }
}

/** The sector's name in the person's language. */
export function sectorLabel(sector: SectorId, i18n: I18n): string {
  switch (sector) {
    case 'banking':
      return i18n._({ id: 'sector.banking', message: 'Banking and loans' })
    case 'investment':
      return i18n._({ id: 'sector.investment', message: 'Investments and trading' })
    case 'cryptocurrency':
      return i18n._({ id: 'sector.cryptocurrency', message: 'Cryptocurrency' })
    case 'shopping':
      return i18n._({ id: 'sector.shopping', message: 'Online shopping' })
    case 'delivery':
      return i18n._({ id: 'sector.delivery', message: 'Parcels and delivery' })
    case 'government':
      return i18n._({ id: 'sector.government', message: 'Government services' })
    case 'tech_support':
      return i18n._({ id: 'sector.tech_support', message: 'Technical support' })
    case 'travel':
      return i18n._({ id: 'sector.travel', message: 'Travel and holidays' })
    case 'ticketing':
      return i18n._({ id: 'sector.ticketing', message: 'Event tickets' })
    case 'charity':
      return i18n._({ id: 'sector.charity', message: 'Charity and donations' })
    case 'gambling':
      return i18n._({ id: 'sector.gambling', message: 'Gambling' })
    case 'health':
      return i18n._({ id: 'sector.health', message: 'Health and medicines' })
    case 'employment':
      return i18n._({ id: 'sector.employment', message: 'Jobs and recruitment' })
    case 'energy':
      return i18n._({ id: 'sector.energy', message: 'Energy' })
    case 'telecoms':
      return i18n._({ id: 'sector.telecoms', message: 'Phone and broadband' })
  }
}

/** One website signal explained; the message check's explanations cover the rest. */
export function explainWebsiteSignal(signal: Signal, i18n: I18n): string {
  const days = Number(signal.params?.days ?? signal.evidence)
  // "12 days", "3 months": Intl applies each language's plural rules.
  const age = Number.isFinite(days) ? formatAge(days, i18n) : signal.evidence
  const brand = signal.params?.brand ?? ''
  const network = signal.params?.network ?? signal.evidence
  switch (signal.id) {
    case 'domain_very_new':
      return i18n._({
        id: 'signal.domain_very_new',
        message:
          'The website’s domain was registered only {age} ago. Scam websites are usually days or weeks old.',
        values: { age },
      })
    case 'domain_new':
      return i18n._({
        id: 'signal.domain_new',
        message: 'The website’s domain was registered {age} ago, less than three months.',
        values: { age },
      })
    case 'domain_young':
      return i18n._({
        id: 'signal.domain_young',
        message: 'The website’s domain is less than a year old ({age}).',
        values: { age },
      })
    case 'privacy_protected_new_domain':
      return i18n._({
        id: 'signal.privacy_protected_new_domain',
        message: 'The owner of this new domain is hidden behind a privacy service.',
      })
    case 'tls_invalid':
      return i18n._({
        id: 'signal.tls_invalid',
        message:
          'Its security certificate is not valid ({evidence}), so your browser would warn you about it.',
        values: { evidence: signal.evidence },
      })
    case 'tls_missing':
      return i18n._({
        id: 'signal.tls_missing',
        message:
          'The website has no secure connection (HTTPS). Never type personal or card details into it.',
      })
    case 'certificate_very_new':
      return i18n._({
        id: 'signal.certificate_very_new',
        message:
          'Its security certificate was issued {age} ago, and we could not see how old the domain is.',
        values: { age },
      })
    case 'no_dns':
      return i18n._({
        id: 'signal.no_dns',
        message:
          'This website’s name leads nowhere: it may have been taken down, or it never existed.',
      })
    case 'no_mx':
      return i18n._({
        id: 'signal.no_mx',
        message: 'The domain cannot receive email, which is unusual for a real business.',
      })
    case 'hosting_residential':
      return i18n._({
        id: 'signal.hosting_residential',
        message:
          'The website runs on a home broadband or mobile connection ({network}), not at a hosting company.',
        values: { network },
      })
    case 'proxy_network':
      return i18n._({
        id: 'signal.proxy_network',
        message:
          'The website is on a network known for VPNs, proxies or hosting that ignores abuse reports ({network}).',
        values: { network },
      })
    case 'threat_feed_listed':
      return i18n._({
        id: 'signal.threat_feed_listed',
        message: 'It is on a list of known phishing or malware websites ({sources}).',
        values: { sources: signal.params?.sources ?? signal.evidence },
      })
    case 'safe_browsing_match':
      return i18n._({
        id: 'signal.safe_browsing_match',
        message: 'Google Safe Browsing lists it as dangerous ({types}).',
        values: { types: signal.params?.types ?? signal.evidence },
      })
    case 'virustotal_positives':
      return i18n._({
        id: 'signal.virustotal_positives',
        message: '{positives} of {total} security scanners on VirusTotal flag it as malicious.',
        values: { positives: signal.params?.positives ?? '?', total: signal.params?.total ?? '?' },
      })
    case 'brand_on_page_not_in_domain':
      return i18n._({
        id: 'signal.brand_on_page_not_in_domain',
        message: 'The page presents itself as {brand}, but this is not one of {brand}’s websites.',
        values: { brand },
      })
    case 'login_form_on_lookalike':
      return i18n._({
        id: 'signal.login_form_on_lookalike',
        message:
          'It asks for a password or card details on a website that imitates {brand}. This is how accounts and cards are stolen.',
        values: { brand },
      })
    case 'payment_form_on_new_domain':
      return i18n._({
        id: 'signal.payment_form_on_new_domain',
        message: 'It asks for card details on a domain registered {age} ago.',
        values: { age },
      })
    case 'form_posts_elsewhere':
      return i18n._({
        id: 'signal.form_posts_elsewhere',
        message: 'What you type into its form is sent to a different website.',
      })
    case 'no_business_details':
      return i18n._({
        id: 'signal.no_business_details',
        message:
          'It sells things but shows no company name, number or address. UK businesses selling online must show them.',
      })
    default:
      return explain(signal, i18n)
  }
}

function headline(verdict: WebsiteVerdict, partial: boolean, i18n: I18n): string {
  const score = verdict.score
  switch (verdict.riskLevel) {
    case 'High':
      return i18n._({
        id: 'website.headline.high',
        message: '**High risk: this website looks like a scam.** Our score: {score} out of 100.',
        values: { score },
      })
    case 'Medium':
      return i18n._({
        id: 'website.headline.medium',
        message: '**Medium risk: this website has warning signs.** Our score: {score} out of 100.',
        values: { score },
      })
    default:
      return partial
        ? i18n._({
            id: 'website.headline.low_partial',
            message:
              '**Low risk from what we could check.** Some checks did not work, so this is not proof that the website is safe. Our score: {score} out of 100.',
            values: { score },
          })
        : verdict.signals.some((s) => s.kind !== 'context' && s.weight > 0)
          ? i18n._({
              id: 'website.headline.low_with_signs',
              message:
                '**Low risk: we noticed some warning signs, but not enough to call it a scam.** That is not proof that the website is safe. Our score: {score} out of 100.',
              values: { score },
            })
          : i18n._({
              id: 'website.headline.low',
              message:
                '**Low risk: we found no warning signs.** That is not proof that the website is safe. Our score: {score} out of 100.',
              values: { score },
            })
  }
}

/** Optional providers off by configuration are not gaps; everything else that did not run is. */
function isGap(check: CheckName, status: LookupStatus): boolean {
  if (status === 'failed' || status === 'rate_limited') return true
  if (status === 'not_configured') {
    return check !== 'safe_browsing' && check !== 'virustotal' && check !== 'community_reports'
  }
  return status === 'no_data' && check === 'rdap'
}

/** "We could not check ..." sentences, one per lookup that did not give an answer. */
export function uncheckedSentences(evidence: WebsiteEvidence, i18n: I18n): string[] {
  const statuses = checkStatuses(evidence)
  // Without an address there is no certificate or page to check: "leads nowhere" says it all.
  const noAddress = evidence.dns.status === 'no_data'
  const sentences: string[] = []
  for (const [check, status] of Object.entries(statuses) as Array<[CheckName, LookupStatus]>) {
    if (!isGap(check, status)) continue
    if (noAddress && (check === 'tls' || check === 'page' || check === 'ip_info')) continue
    sentences.push(uncheckedSentence(check, status, i18n))
  }
  return sentences
}

function uncheckedSentence(check: CheckName, status: LookupStatus, i18n: I18n): string {
  switch (check) {
    case 'dns':
      return i18n._({
        id: 'website.unchecked.dns',
        message: 'We could not look up the website’s address (DNS).',
      })
    case 'tls':
      return i18n._({
        id: 'website.unchecked.tls',
        message: 'We could not check its security certificate.',
      })
    case 'rdap':
      return status === 'no_data'
        ? i18n._({
            id: 'website.unchecked.rdap_not_found',
            message: 'We found no registration record for the domain, so we do not know its age.',
          })
        : i18n._({
            id: 'website.unchecked.rdap',
            message: 'We could not check when the domain was registered or by whom.',
          })
    case 'ip_info':
      return i18n._({
        id: 'website.unchecked.ip_info',
        message: 'We could not check where its server is or whose network it is on.',
      })
    case 'page':
      return i18n._({
        id: 'website.unchecked.page',
        message: 'We could not read the page itself.',
      })
    case 'threat_feeds':
      return i18n._({
        id: 'website.unchecked.threat_feeds',
        message: 'We could not check it against lists of known scam websites.',
      })
    case 'safe_browsing':
      return i18n._({
        id: 'website.unchecked.safe_browsing',
        message: 'We could not check it with Google Safe Browsing this time.',
      })
    case 'virustotal':
      return i18n._({
        id: 'website.unchecked.virustotal',
        message: 'We could not check it with VirusTotal this time.',
      })
    case 'community_reports':
      return i18n._({
        id: 'website.unchecked.community_reports',
        message: 'We could not check what other people have reported.',
      })
  }
}

/** Plain facts from the lookups that went through: age, registrar, certificate, server. */
export function foundFacts(evidence: WebsiteEvidence, i18n: I18n, now: Date): string[] {
  const facts: string[] = []
  const age = domainAgeDays(evidence, now)
  if (evidence.rdap.status === 'checked') {
    const { creationDate, registrar, privacyProtected } = evidence.rdap.data
    if (creationDate && age !== null && age >= 0) {
      facts.push(
        i18n._({
          id: 'website.fact.registered',
          message: 'The domain was registered on {date}, {age} ago.',
          values: { date: formatDate(creationDate, i18n), age: formatAge(age, i18n) },
        }),
      )
    }
    if (registrar) {
      facts.push(
        i18n._({
          id: 'website.fact.registrar',
          message: 'It was registered through {registrar}.',
          values: { registrar },
        }),
      )
    }
    if (privacyProtected) {
      facts.push(
        i18n._({
          id: 'website.fact.privacy',
          message: 'The owner’s name is hidden by a privacy service.',
        }),
      )
    }
  }
  if (evidence.tls.status === 'checked' && evidence.tls.data.valid) {
    const issuer = evidence.tls.data.issuer.O ?? evidence.tls.data.issuer.CN ?? '?'
    facts.push(
      i18n._({
        id: 'website.fact.certificate',
        message: 'Its security certificate is valid until {date}, issued by {issuer}.',
        values: { date: formatDate(evidence.tls.data.validTo, i18n), issuer },
      }),
    )
  }
  if (evidence.ipInfo.status === 'checked') {
    const info = evidence.ipInfo.data
    const place = [info.city, info.countryCode ? countryName(info.countryCode, i18n) : null]
      .filter(Boolean)
      .join(', ')
    if (place) {
      facts.push(
        info.asName
          ? i18n._({
              id: 'website.fact.server_network',
              message: 'Its server is in {place}, on the network of {network}.',
              values: { place, network: info.asName },
            })
          : i18n._({
              id: 'website.fact.server',
              message: 'Its server is in {place}.',
              values: { place },
            }),
      )
    }
  }
  if (evidence.page.status === 'checked') {
    const page = evidence.page.data
    if (page.redirects.length > 0) {
      facts.push(
        i18n._({
          id: 'website.fact.redirected',
          message: 'The link sends you on to {url}.',
          values: { url: page.finalUrl },
        }),
      )
    }
    if (page.business.companyNumber) {
      facts.push(
        i18n._({
          id: 'website.fact.company_number',
          message: 'The page gives the company number {number}.',
          values: { number: page.business.companyNumber },
        }),
      )
    }
  }
  const listsChecked =
    evidence.threatFeeds.status === 'checked' || evidence.safeBrowsing.status === 'checked'
  const listed =
    (evidence.threatFeeds.status === 'checked' && evidence.threatFeeds.data.sources.length > 0) ||
    (evidence.safeBrowsing.status === 'checked' && evidence.safeBrowsing.data.matches.length > 0)
  if (listsChecked && !listed) {
    facts.push(
      i18n._({
        id: 'website.fact.not_listed',
        message:
          'It is not on the lists of known scam websites we checked. New scam websites take time to be listed.',
      }),
    )
  }
  return facts
}

/** The brand the site imitates, if any: from the address or from the page. */
function imitatedBrand(verdict: WebsiteVerdict, lexical: LexicalFindings): string | null {
  return (
    lexical.lookalike?.brand ??
    verdict.signals.find((signal) => signal.params?.brand)?.params?.brand ??
    null
  )
}

/** What to do now, routed to the right UK service. */
export function websiteRecommendations(
  verdict: WebsiteVerdict,
  evidence: WebsiteEvidence,
  lexical: LexicalFindings,
  i18n: I18n,
  options: WriterOptions,
): string[] {
  const steps: string[] = []
  const brand = imitatedBrand(verdict, lexical)
  if (verdict.riskLevel === 'Low' && !verdict.isSuspicious) {
    steps.push(
      i18n._({
        id: 'website.step.low_check_address',
        message:
          'Before you pay or sign in, check that the address in your browser is exactly the one you expect.',
      }),
      i18n._({
        id: 'website.step.low_pay_safely',
        message:
          'Pay by credit card or a payment service you trust, never by bank transfer to someone you do not know.',
      }),
    )
  } else {
    steps.push(
      i18n._({
        id: 'website.step.dont_enter',
        message:
          'Do not enter passwords, card or bank details, or personal information on this website.',
      }),
      brand
        ? i18n._({
            id: 'website.step.official_site',
            message:
              'To deal with {brand}, type their website address yourself or use their app, not this link.',
            values: { brand },
          })
        : i18n._({
            id: 'website.step.find_yourself',
            message:
              'If you need the organisation it claims to be, find its website yourself, not through this link.',
          }),
      i18n._({
        id: 'website.step.report_ncsc',
        message:
          'Report the website to the National Cyber Security Centre at ncsc.gov.uk/section/about-this-website/report-scam-website.',
      }),
      i18n._({
        id: 'website.step.forward',
        message:
          'If the link came in a text message, forward the text for free to {forwardSmsNumber}; if it came by email, forward the email to {forwardEmail}.',
        values: { forwardSmsNumber: options.forwardSmsNumber, forwardEmail: options.forwardEmail },
      }),
      i18n._({
        id: 'website.step.if_entered',
        message:
          'If you entered card or bank details, call your bank on **159** now. If you lost money, report it to Report Fraud on 0300 123 2040.',
      }),
    )
  }
  if (evidence.page.status === 'checked' && evidence.page.data.business.companyNumber) {
    steps.push(
      i18n._({
        id: 'website.step.companies_house',
        message:
          'Look up company number {number} on the Companies House register and check that the name and address match the website.',
        values: { number: evidence.page.data.business.companyNumber },
      }),
    )
  }
  return steps
}

/** One sentence per warning sign, strongest first. */
export function websiteRisks(verdict: WebsiteVerdict, i18n: I18n): string[] {
  return verdict.signals
    .filter((signal) => signal.kind !== 'context')
    .map((signal) => explainWebsiteSignal(signal, i18n))
}

function section(title: string, lines: string[]): string | null {
  return lines.length > 0 ? `**${title}**\n${lines.map((line) => `- ${line}`).join('\n')}` : null
}

/**
 * The narrative: headline, what we noticed, what we found, what we could not check. The next
 * steps are the result's own `recommendations` field, shown beside it, so they are not repeated.
 */
export function writeWebsiteAnalysis(
  verdict: WebsiteVerdict,
  evidence: WebsiteEvidence,
  i18n: I18n,
  now: Date,
): string {
  const unchecked = uncheckedSentences(evidence, i18n)
  const parts = [
    headline(verdict, unchecked.length > 0, i18n),
    section(
      i18n._({ id: 'analysis.noticed', message: 'What we noticed' }),
      websiteRisks(verdict, i18n).slice(0, MAX_REASONS),
    ),
    section(
      i18n._({ id: 'website.found', message: 'What we found' }),
      foundFacts(evidence, i18n, now),
    ),
    section(i18n._({ id: 'website.unchecked', message: 'What we could not check' }), unchecked),
  ]
  return parts.filter((part): part is string => part !== null).join('\n\n')
}

/** Whole days until an ISO date (negative once it has passed), or null. */
export function daysUntil(iso: string | null | undefined, now: Date): number | null {
  const since = daysSince(iso, now)
  return since === null ? null : -since
}
