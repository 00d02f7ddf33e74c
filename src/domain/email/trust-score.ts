/**
 * The email trust score: 16 points over eleven factors, as a pure function of what the lookups
 * found, so every rule is table-tested without a network. The API gathers the evidence
 * (api/checks/email-trust); the device fills in what needs no network and marks the rest
 * "not checked".
 *
 * Two rules keep the score honest:
 * - A check that could not be done (a lookup failed, timed out, was not configured, or the
 *   device is offline) earns nothing. Missing evidence is never a good sign.
 * - A warning sign does not merely earn nothing: it takes WARNING_POINTS away, because one is
 *   enough to distrust an address however good the rest looks (a Gmail address calling itself
 *   "barclaysfraudteam" has flawless mail records: they are Google's).
 */
import type { LookalikeTechnique } from '../url/lookalike.ts'

import type { EmailAddress } from './address.ts'
import type { DmarcPolicy, MailServers } from './dns-records.ts'
import { listedProviderType, type KnownProvider, type ProviderType } from './provider-type.ts'
import {
  FACTOR_IDS,
  FACTOR_MAX_POINTS,
  MAX_TRUST_SCORE,
  RATING_THRESHOLDS,
  WARNING_POINTS,
  type FactorId,
  type TrustRating,
} from './trust-scale.ts'

/** Why a check has no answer. */
export type NotCheckedReason =
  /** The lookup failed or ran out of time. */
  | 'failed'
  /** Nothing to check against: no threat feed loaded, no registry known for the ending. */
  | 'not_configured'
  /** Checked on the device, or by the CLI with --offline: no network lookups. */
  | 'offline'

/** One lookup's outcome, as the score reads it. */
export type Checked<T> =
  { status: 'checked'; value: T } | { status: 'not_checked'; reason: NotCheckedReason }

/** Everything the score is made from. */
export interface EmailTrustEvidence {
  email: EmailAddress
  provider: KnownProvider
  /** The brand or public body the domain imitates, if any. */
  lookalike: { brand: string; technique: LookalikeTechnique } | null
  /** The organisation a free or throwaway mailbox's name claims to be, if any. */
  posingAs: string | null
  mail: Checked<MailServers>
  /** How many SPF records the domain publishes. */
  spf: Checked<{ records: number }>
  /** How many DMARC records apply to the domain, and the policy of the one there is. */
  dmarc: Checked<{ records: number; policy: DmarcPolicy | null }>
  /** The domain's age from its registration (RDAP); null when the registry gives no date. */
  registration: Checked<{ ageDays: number | null }>
  /** Whether the domain answers over HTTPS, and whether a browser would accept its certificate. */
  website: Checked<{ reachable: boolean; validCertificate: boolean }>
  /** Community reports of the address or its domain (only a reported indicator counts). */
  community: Checked<{ reported: boolean; reports: number }>
  /** Threat feeds that list the domain. */
  threatFeeds: Checked<{ sources: string[] }>
}

/** Days under which a domain is new (one point of two) or very new (a warning sign). */
export const DOMAIN_AGE_DAYS = { established: 365, young: 90, veryNew: 30 } as const

/**
 * earned: all its points; partial: some; none: none, or a warning's negative points;
 * not_checked: the check could not be done, so nothing.
 */
export type FactorStatus = 'earned' | 'partial' | 'none' | 'not_checked'

/** What a factor found, for the writers to put in words. */
export type Finding =
  | { code: 'provider_corporate' }
  | { code: 'provider_brand'; brand: string }
  | { code: 'provider_free'; provider: string }
  | { code: 'provider_relay'; provider: string }
  | { code: 'provider_disposable' }
  | { code: 'provider_other' }
  | { code: 'mail_servers'; servers: number }
  | { code: 'mail_null_mx' }
  | { code: 'mail_none' }
  | { code: 'spf_published' }
  | { code: 'spf_missing' }
  | { code: 'spf_several'; records: number }
  | { code: 'dmarc_published' }
  | { code: 'dmarc_missing' }
  | { code: 'dmarc_several'; records: number }
  | { code: 'dmarc_enforced'; policy: 'quarantine' | 'reject' }
  | { code: 'dmarc_monitor_only' }
  | { code: 'dmarc_no_policy' }
  | { code: 'age_established'; days: number }
  | { code: 'age_young'; days: number }
  | { code: 'age_new'; days: number }
  | { code: 'age_very_new'; days: number }
  | { code: 'age_unknown' }
  | { code: 'website_valid' }
  | { code: 'website_invalid_certificate' }
  | { code: 'website_none' }
  | { code: 'lookalike_none' }
  | { code: 'lookalike'; brand: string; technique: LookalikeTechnique }
  | { code: 'community_clear' }
  | { code: 'community_reported'; reports: number }
  | { code: 'feeds_clear' }
  | { code: 'feeds_listed'; sources: string[] }
  | { code: 'posing_none' }
  | { code: 'posing'; brand: string }
  | { code: 'not_checked'; reason: NotCheckedReason }

export interface TrustFactor {
  id: FactorId
  points: number
  maxPoints: number
  status: FactorStatus
  finding: Finding
}

export interface EmailTrustAssessment {
  providerType: ProviderType
  isRelay: boolean
  /** Every factor, in FACTOR_IDS order. */
  factors: TrustFactor[]
  /** The factors' points added up, kept within 0–16. */
  score: number
  rating: TrustRating
}

type Scored = Omit<TrustFactor, 'id' | 'maxPoints'>

function notChecked(reason: NotCheckedReason): Scored {
  return { points: 0, status: 'not_checked', finding: { code: 'not_checked', reason } }
}

function earned(points: number, finding: Finding): Scored {
  return { points, status: 'earned', finding }
}

function none(finding: Finding): Scored {
  return { points: 0, status: 'none', finding }
}

function warning(finding: Finding): Scored {
  return { points: WARNING_POINTS, status: 'none', finding }
}

/**
 * The provider type once the lookups are in: a domain on no list is an organisation's own
 * ('corporate') when it has mail servers and answers over HTTPS, else 'other'. `known` is
 * false when the lookups that decide it could not be done.
 */
export function providerTypeOf(evidence: EmailTrustEvidence): {
  type: ProviderType
  known: boolean
} {
  if (evidence.provider.kind !== 'unknown') {
    return { type: listedProviderType(evidence.provider), known: true }
  }
  const { mail, website } = evidence
  const hasMail = mail.status === 'checked' ? mail.value.hosts.length > 0 : null
  const hasWebsite = website.status === 'checked' ? website.value.reachable : null
  if (hasMail === false || hasWebsite === false) return { type: 'other', known: true }
  if (hasMail && hasWebsite) return { type: 'corporate', known: true }
  return { type: 'other', known: false }
}

function providerFactor(evidence: EmailTrustEvidence): Scored {
  const { provider } = evidence
  switch (provider.kind) {
    case 'free':
      return none({ code: 'provider_free', provider: provider.name })
    case 'relay':
      return none({ code: 'provider_relay', provider: provider.name })
    case 'disposable':
      return warning({ code: 'provider_disposable' })
    case 'brand':
      return earned(2, { code: 'provider_brand', brand: provider.name })
    case 'unknown': {
      const { type, known } = providerTypeOf(evidence)
      if (!known) {
        const offline = [evidence.mail, evidence.website].some(
          (check) => check.status === 'not_checked' && check.reason === 'offline',
        )
        return notChecked(offline ? 'offline' : 'failed')
      }
      return type === 'corporate'
        ? earned(2, { code: 'provider_corporate' })
        : { points: 1, status: 'partial', finding: { code: 'provider_other' } }
    }
  }
}

function mailFactor({ mail }: EmailTrustEvidence): Scored {
  if (mail.status === 'not_checked') return notChecked(mail.reason)
  if (mail.value.hosts.length > 0) {
    return earned(2, { code: 'mail_servers', servers: mail.value.hosts.length })
  }
  return none(mail.value.nullMx ? { code: 'mail_null_mx' } : { code: 'mail_none' })
}

function spfFactor({ spf }: EmailTrustEvidence): Scored {
  if (spf.status === 'not_checked') return notChecked(spf.reason)
  const { records } = spf.value
  if (records === 1) return earned(1, { code: 'spf_published' })
  return none(records === 0 ? { code: 'spf_missing' } : { code: 'spf_several', records })
}

function dmarcFactor({ dmarc }: EmailTrustEvidence): Scored {
  if (dmarc.status === 'not_checked') return notChecked(dmarc.reason)
  const { records } = dmarc.value
  if (records === 1) return earned(1, { code: 'dmarc_published' })
  return none(records === 0 ? { code: 'dmarc_missing' } : { code: 'dmarc_several', records })
}

function dmarcPolicyFactor({ dmarc }: EmailTrustEvidence): Scored {
  if (dmarc.status === 'not_checked') return notChecked(dmarc.reason)
  const { records, policy } = dmarc.value
  if (records !== 1 || policy === null) return none({ code: 'dmarc_no_policy' })
  if (policy === 'none') return none({ code: 'dmarc_monitor_only' })
  return earned(1, { code: 'dmarc_enforced', policy })
}

function ageFactor({ registration }: EmailTrustEvidence): Scored {
  if (registration.status === 'not_checked') return notChecked(registration.reason)
  const days = registration.value.ageDays
  if (days === null || days < 0) return none({ code: 'age_unknown' })
  if (days >= DOMAIN_AGE_DAYS.established) return earned(2, { code: 'age_established', days })
  if (days >= DOMAIN_AGE_DAYS.young) {
    return { points: 1, status: 'partial', finding: { code: 'age_young', days } }
  }
  if (days >= DOMAIN_AGE_DAYS.veryNew) return none({ code: 'age_new', days })
  return warning({ code: 'age_very_new', days })
}

function websiteFactor({ website }: EmailTrustEvidence): Scored {
  if (website.status === 'not_checked') return notChecked(website.reason)
  if (!website.value.reachable) return none({ code: 'website_none' })
  return website.value.validCertificate
    ? earned(1, { code: 'website_valid' })
    : none({ code: 'website_invalid_certificate' })
}

function lookalikeFactor({ lookalike }: EmailTrustEvidence): Scored {
  return lookalike
    ? warning({ code: 'lookalike', brand: lookalike.brand, technique: lookalike.technique })
    : earned(2, { code: 'lookalike_none' })
}

function communityFactor({ community }: EmailTrustEvidence): Scored {
  if (community.status === 'not_checked') return notChecked(community.reason)
  return community.value.reported
    ? warning({ code: 'community_reported', reports: community.value.reports })
    : earned(2, { code: 'community_clear' })
}

function threatFeedFactor({ threatFeeds }: EmailTrustEvidence): Scored {
  if (threatFeeds.status === 'not_checked') return notChecked(threatFeeds.reason)
  return threatFeeds.value.sources.length > 0
    ? warning({ code: 'feeds_listed', sources: threatFeeds.value.sources })
    : earned(1, { code: 'feeds_clear' })
}

function posingFactor({ posingAs }: EmailTrustEvidence): Scored {
  return posingAs
    ? warning({ code: 'posing', brand: posingAs })
    : earned(1, { code: 'posing_none' })
}

const SCORERS: Readonly<Record<FactorId, (evidence: EmailTrustEvidence) => Scored>> = {
  provider_type: providerFactor,
  receives_mail: mailFactor,
  spf: spfFactor,
  dmarc: dmarcFactor,
  dmarc_policy: dmarcPolicyFactor,
  domain_age: ageFactor,
  website: websiteFactor,
  not_lookalike: lookalikeFactor,
  community_reports: communityFactor,
  threat_feeds: threatFeedFactor,
  not_posing: posingFactor,
}

/** The rating for a score (RATING_THRESHOLDS). */
export function trustRatingOf(score: number): TrustRating {
  return RATING_THRESHOLDS.find(({ minimum }) => score >= minimum)?.rating ?? 'Very Low Trust'
}

/** Scores the evidence: each factor, the total within 0–16, the rating. */
export function assessEmailTrust(evidence: EmailTrustEvidence): EmailTrustAssessment {
  const factors = FACTOR_IDS.map((id) => ({
    id,
    maxPoints: FACTOR_MAX_POINTS[id],
    ...SCORERS[id](evidence),
  }))
  const total = factors.reduce((sum, factor) => sum + factor.points, 0)
  const score = Math.min(MAX_TRUST_SCORE, Math.max(0, total))
  return {
    providerType: providerTypeOf(evidence).type,
    isRelay: evidence.provider.kind === 'relay',
    factors,
    score,
    rating: trustRatingOf(score),
  }
}
