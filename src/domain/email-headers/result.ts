/**
 * The email header result as the spec names its fields (part 2 §3), plus the route, the
 * verdict and the signals. Built the same way on the device (from the headers alone) and on
 * the server (which adds its own signals, the origin's network and location, and the code).
 */
import type { Signal } from '../engine/signals.ts'

import {
  authenticityScore,
  headerVerdict,
  type AuthCard,
  type HeaderFindings,
  type HeaderVerdict,
  type Hop,
} from './analysis.ts'

export interface OriginNetwork {
  /** "Lagos, Nigeria" as the offline IP data has it, or null. */
  location: string | null
  /** The network's name (its autonomous system), or null. */
  network: string | null
  kind: 'hosting' | 'residential' | 'proxy' | 'other'
}

/** What became of one DKIM signature checked on the server (api/enrich/dkim.ts). */
export interface DkimCheck {
  domain: string | null
  selector: string | null
  algorithm: string | null
  status:
    | 'verified'
    | 'bad_signature'
    | 'key_not_found'
    | 'key_revoked'
    | 'key_invalid'
    | 'expired'
    | 'unsupported'
    | 'malformed'
    | 'not_checked'
}

export interface EmailHeaderResult {
  authentication: { spf: AuthCard; dkim: AuthCard; dmarc: AuthCard }
  sender: {
    email: string | null
    name: string | null
    domain: string | null
    returnPath: string | null
    replyTo: string | null
    subject: string | null
    /** Where the message entered the internet. */
    ipAddress: string | null
    location: string | null
    network: string | null
    networkKind: OriginNetwork['kind'] | null
  }
  summary: {
    authenticityScore: number
    /** The domain that took responsibility for sending it, or null when none did. */
    sentBy: string | null
    /** The organisation it claims to be from but is not, or null. */
    claimedBrand: string | null
    /** The recipient's provider whose checks these are. */
    checkedBy: string | null
  }
  securityIssues: { suspiciousIps: string[]; suspiciousXHeaders: string[] }
  hops: Hop[]
  /**
   * Each DKIM signature checked over the headers with its key from DNS (the server only; the
   * body hash cannot be checked without the body). Empty on the device.
   */
  dkimSignatures: DkimCheck[]
  verdict: HeaderVerdict
  signals: Signal[]
}

/** Signals that put an address among the suspicious ones. */
const IP_SIGNALS = new Set([
  'origin_listed',
  'origin_reported',
  'origin_proxy',
  'origin_residential',
])

export function buildHeaderResult(
  findings: HeaderFindings,
  extra: {
    signals?: readonly Signal[]
    origin?: OriginNetwork | null
    dkimSignatures?: readonly DkimCheck[]
  } = {},
): EmailHeaderResult {
  const signals = [...findings.signals, ...(extra.signals ?? [])]
  const score = authenticityScore(signals)
  const originIp = findings.origin?.ip ?? null
  return {
    authentication: findings.authentication,
    sender: {
      ...findings.sender,
      ipAddress: originIp,
      location: extra.origin?.location ?? null,
      network: extra.origin?.network ?? null,
      networkKind: extra.origin?.kind ?? null,
    },
    summary: {
      authenticityScore: score,
      sentBy: findings.sentBy,
      claimedBrand: findings.claimedBrand,
      checkedBy: findings.checkedBy,
    },
    securityIssues: {
      suspiciousIps:
        originIp && signals.some((found) => IP_SIGNALS.has(found.id)) ? [originIp] : [],
      suspiciousXHeaders: findings.suspiciousXHeaders,
    },
    hops: findings.hops,
    dkimSignatures: [...(extra.dkimSignatures ?? [])],
    verdict: headerVerdict(score),
    signals,
  }
}
