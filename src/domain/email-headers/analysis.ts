/**
 * The header signals and the authenticity score: what the headers say about who really sent a
 * message, in the engine's currency (engine/signals.ts), so the device, the API and the CLI
 * read the same findings. Pure: the server adds its own signals (the origin network, the
 * sender domain's age, threat feeds, community reports) and scores them with the same rule.
 */
import { getDomain } from 'tldts'

import { freeProviderOf } from '../email/providers.ts'
import { BRANDS, UK_PUBLIC_BODY_DOMAINS } from '../engine/brands.ts'
import type { Signal } from '../engine/signals.ts'
import { findParentDomain } from '../url/canonical.ts'
import { brandClaimedBy, findLookalike } from '../url/lookalike.ts'

import { readArc } from './arc.ts'
import { trustedAuthentication, type MethodResult } from './authentication.ts'
import type { ParsedHeaders } from './parse.ts'
import { isPublicIp, parseReceived } from './received.ts'
import { microsoftVerdict, suspiciousXHeaders, type MicrosoftVerdict } from './x-headers.ts'

/** The spec's line (part 2 §9): a score of 70 or more is Legitimate. */
export const LEGITIMATE_FROM = 70

export type HeaderVerdict = 'Legitimate' | 'Suspicious'

export interface AuthCard {
  /** pass, fail, softfail, neutral, none, temperror, permerror… or "missing" when not written. */
  status: string
  /** The clause as the recipient's provider wrote it (technical), or '' when there is none. */
  details: string
  /** The domain this method vouched for (or failed for). */
  domain: string | null
  /** Whether that domain is the From address's organisation. Null when there is no domain. */
  aligned: boolean | null
}

export interface Hop {
  /** 1 for where the message started, counting towards the recipient. */
  step: number
  from: string | null
  fromIp: string | null
  by: string | null
  with: string | null
  date: string | null
  /** Seconds since the previous hop, or null when either date is unknown. */
  delaySeconds: number | null
}

export interface HeaderFindings {
  authentication: { spf: AuthCard; dkim: AuthCard; dmarc: AuthCard }
  /** The recipient's provider that wrote the results we trust, or null. */
  checkedBy: string | null
  sender: {
    email: string | null
    name: string | null
    domain: string | null
    returnPath: string | null
    replyTo: string | null
    subject: string | null
  }
  /** Oldest first. */
  hops: Hop[]
  /**
   * Where the message entered the internet: the first public address in the chain.
   * `authenticatedSubmission`: the Received line says the sender logged in (ESMTPSA…).
   * `viaSenderProvider`: that address handed the message to a server of another organisation
   * than the recipient's provider, which sent it on, and the From domain vouched for it: a
   * person or an app submitting to their own mail service, not a computer sending it straight
   * to the recipient.
   */
  origin: {
    ip: string
    step: number
    authenticatedSubmission: boolean
    viaSenderProvider: boolean
  } | null
  /** The domain that took responsibility for sending (DKIM, else SPF, that passed), or null. */
  sentBy: string | null
  /** The brand or UK body the message claims to come from but does not, or null. */
  claimedBrand: string | null
  /**
   * Forwarded (a mailing list, a forwarding address) and accepted by the recipient's provider
   * on a passing ARC chain, with the original sender's checks passing: who forwarded it, and
   * the domain the first forwarder saw vouched for. Null otherwise.
   */
  forwarded: { by: string[]; originalDomain: string } | null
  microsoft: MicrosoftVerdict | null
  suspiciousXHeaders: string[]
  signals: Signal[]
}

const cleanHost = (host: string) => host.toLowerCase().replace(/\.$/, '')

/** A host's registered organisation (mx.google.com → google.com), or null for an address. */
function knownOrganisation(host: string): string | null {
  return getDomain(cleanHost(host), { allowPrivateDomains: false })
}

/** The organisation's domain (mail.hmrc.gov.uk → hmrc.gov.uk); the host itself when unknown. */
export function organisationalDomain(host: string): string {
  return knownOrganisation(host) ?? cleanHost(host)
}

function domainOfAddress(address: string | null | undefined): string | null {
  const at = address?.lastIndexOf('@') ?? -1
  const domain = at >= 0 ? address!.slice(at + 1) : address
  return domain ? domain.replace(/[<>\s]/g, '').toLowerCase() || null : null
}

function signal(
  id: string,
  weight: number,
  evidence: string,
  params?: Record<string, string>,
  kind: Signal['kind'] = 'entity',
): Signal {
  return { id, kind, weight, category: 'impersonation', evidence, ...(params ? { params } : {}) }
}

function card(
  result: MethodResult | null,
  domain: string | null,
  fromOrg: string | null,
): AuthCard {
  return {
    status: result?.result ?? 'missing',
    details: result?.clause ?? '',
    domain,
    aligned: domain && fromOrg ? organisationalDomain(domain) === fromOrg : null,
  }
}

/** SPF's domain: the envelope sender's, or the HELO name. */
function spfDomain(result: MethodResult | null): string | null {
  if (!result) return null
  return domainOfAddress(result.properties['smtp.mailfrom'] ?? result.properties['smtp.helo'])
}

function dkimDomain(result: MethodResult): string | null {
  return domainOfAddress(result.properties['header.d'] ?? result.properties['header.i'])
}

/** What SPF, DKIM and DMARC say against the message, as the recipient's provider saw them. */
function authenticationSignals(
  spf: AuthCard,
  dkim: AuthCard,
  dmarc: AuthCard,
  fromOrg: string | null,
): Signal[] {
  const signals: Signal[] = []
  if (spf.status === 'fail') signals.push(signal('spf_fail', 0.3, spf.details))
  else if (spf.status === 'softfail') signals.push(signal('spf_softfail', 0.15, spf.details))
  else if (spf.status !== 'pass') signals.push(signal('spf_unverified', 0.1, spf.details))
  if (dkim.status === 'fail' || dkim.status === 'permerror') {
    signals.push(signal('dkim_fail', 0.25, dkim.details))
  } else if (dkim.status !== 'pass') signals.push(signal('dkim_unverified', 0.15, dkim.details))
  if (dmarc.status === 'fail') signals.push(signal('dmarc_fail', 0.4, dmarc.details))
  else if (dmarc.status !== 'pass' && dmarc.status !== 'bestguesspass') {
    signals.push(signal('dmarc_unverified', 0.1, dmarc.details))
    // Without DMARC's verdict, alignment is read here: did a passing check vouch for From?
    const vouched =
      (spf.status === 'pass' && spf.aligned) || (dkim.status === 'pass' && dkim.aligned)
    if (fromOrg && !vouched && (spf.status === 'pass' || dkim.status === 'pass')) {
      signals.push(
        signal('not_aligned', 0.25, [spf.details, dkim.details].filter(Boolean).join('; '), {
          domain: fromOrg,
        }),
      )
    }
  }
  return signals
}

/** Reads the headers into findings and signals. */
export function analyseHeaders(parsed: ParsedHeaders): HeaderFindings {
  const signals: Signal[] = []
  const fromDomain = domainOfAddress(parsed.from?.address)
  const fromOrg = fromDomain ? organisationalDomain(fromDomain) : null

  // Authentication, as the recipient's provider saw it.
  const trusted = trustedAuthentication(parsed.headers)
  const dkimPassing = trusted.dkim.filter((result) => result.result === 'pass')
  const dkimShown =
    dkimPassing.find((result) => card(result, dkimDomain(result), fromOrg).aligned) ??
    dkimPassing[0] ??
    trusted.dkim[0] ??
    null
  const spf = card(trusted.spf, spfDomain(trusted.spf), fromOrg)
  const dkim = card(dkimShown, dkimShown ? dkimDomain(dkimShown) : null, fromOrg)
  const dmarc = card(
    trusted.dmarc,
    domainOfAddress(trusted.dmarc?.properties['header.from']) ?? fromDomain,
    fromOrg,
  )

  // Forwarded mail: the forwarder's changes break SPF, DKIM and DMARC for the From domain,
  // which is not forgery when the recipient's provider accepted the chain of forwarders.
  const arc = readArc(parsed.headers, trusted.arc, trusted.dmarc, fromOrg)
  const forwarded = arc.acceptedOnArc
    ? {
        by: arc.sets
          .filter((set) => set.checkedBy !== trusted.authservId && set.sealedBy)
          .map((set) => set.sealedBy!),
        originalDomain: arc.originalDomain!,
      }
    : null
  if (forwarded) {
    // The forwarder's changes explain any failure for the From domain: arc_forwarded says so.
    signals.push(
      signal(
        'arc_forwarded',
        0,
        trusted.arc?.clause ?? trusted.dmarc?.clause ?? '',
        { domain: forwarded.originalDomain, forwarder: forwarded.by.at(-1) ?? '' },
        'context',
      ),
    )
  } else signals.push(...authenticationSignals(spf, dkim, dmarc, fromOrg))
  if (trusted.ignored > 0) {
    signals.push(
      signal(
        'lower_results_ignored',
        0,
        `${trusted.ignored}`,
        { count: `${trusted.ignored}` },
        'context',
      ),
    )
  }

  // Who the message claims to be from.
  const sentBy =
    (dkim.status === 'pass' ? dkim.domain : null) ?? (spf.status === 'pass' ? spf.domain : null)
  const free = fromDomain ? freeProviderOf(fromDomain) : null
  const displayName = parsed.from?.name ?? ''
  const localPart = parsed.from?.address.split('@')[0] ?? ''
  const named = brandClaimedBy(displayName) ?? (free ? brandClaimedBy(localPart) : null)
  // Sent from the brand's own domain, and that domain vouched for it: the name is theirs.
  const authenticated =
    forwarded !== null ||
    dmarc.status === 'pass' ||
    (spf.status === 'pass' && spf.aligned === true) ||
    (dkim.status === 'pass' && dkim.aligned === true)
  let claimedBrand: string | null = null
  if (named && !isBrandDomain(named, fromDomain)) {
    claimedBrand = named
    const evidence = parsed.from ? `${displayName} <${parsed.from.address}>` : displayName
    if (free)
      signals.push(signal('free_mail_posing', 0.45, evidence, { brand: named, provider: free }))
    else
      signals.push(
        signal('impersonation', 0.45, evidence, { brand: named, domain: fromDomain ?? '' }),
      )
  } else if (named && !authenticated) {
    // The brand's own address in From, which its domain did not vouch for: a forged From. The
    // failed checks above count; the summary names whom it pretends to be.
    claimedBrand = named
  } else if (!named && parsed.subject) {
    const inSubject = brandClaimedBy(parsed.subject)
    if (inSubject && !isBrandDomain(inSubject, fromDomain)) {
      claimedBrand = inSubject
      signals.push(
        signal('subject_names_brand', 0.2, parsed.subject, {
          brand: inSubject,
          domain: fromDomain ?? '',
        }),
      )
    }
  }
  const lookalike = fromDomain && !free ? findLookalike(fromDomain) : null
  if (lookalike) {
    claimedBrand ??= lookalike.brand
    signals.push(
      signal('lookalike_domain', 0.5, fromDomain!, { brand: lookalike.brand, domain: fromDomain! }),
    )
  }

  // Where replies and bounces go, and who made the Message-ID.
  const replyTo = parsed.replyTo[0]?.address ?? null
  const replyDomain = domainOfAddress(replyTo)
  if (replyDomain && fromOrg && organisationalDomain(replyDomain) !== fromOrg) {
    signals.push(signal('reply_to_elsewhere', 0.2, replyTo!, { domain: replyDomain }))
  }
  const returnDomain = domainOfAddress(parsed.returnPath)
  // A forwarder (a mailing list) takes the bounces of what it forwards: that is expected.
  const forwarderBounces = forwarded?.by.some(
    (forwarder) =>
      returnDomain && organisationalDomain(forwarder) === organisationalDomain(returnDomain),
  )
  if (
    returnDomain &&
    fromOrg &&
    organisationalDomain(returnDomain) !== fromOrg &&
    !forwarderBounces
  ) {
    signals.push(
      signal('return_path_elsewhere', 0.05, parsed.returnPath!, { domain: returnDomain }),
    )
  }
  const messageIdDomain = domainOfAddress(parsed.messageId?.replace(/^<|>$/g, ''))
  if (messageIdDomain && fromOrg && organisationalDomain(messageIdDomain) !== fromOrg) {
    signals.push(
      signal('message_id_elsewhere', 0.05, parsed.messageId!, { domain: messageIdDomain }),
    )
  }

  // The route, oldest first.
  const received = parsed.headers.filter((header) => header.key === 'received').reverse()
  if (received.length === 0) signals.push(signal('no_received', 0.1, ''))
  const hops: Hop[] = received.map((header, index) => ({
    step: index + 1,
    ...parseReceived(header.value),
    delaySeconds: null,
  }))
  for (let i = 1; i < hops.length; i++) {
    const before = hops[i - 1].date
    const now = hops[i].date
    if (before && now)
      hops[i].delaySeconds = Math.round((Date.parse(now) - Date.parse(before)) / 1000)
  }
  const originHop = hops.find((hop) => hop.fromIp && isPublicIp(hop.fromIp))
  const origin = originHop?.fromIp
    ? {
        ip: originHop.fromIp,
        step: originHop.step,
        // ESMTPSA, ESMTPA, LMTPSA…: a person logged in to their own provider to send it.
        authenticatedSubmission: /^[a-z]*smtps?a$/i.test(originHop.with ?? ''),
        viaSenderProvider:
          authenticated && handedToAnotherOrganisation(originHop, hops, trusted.authservId),
      }
    : null

  // The sending software, and Microsoft's own verdict.
  const xHeaders = suspiciousXHeaders(parsed.headers)
  const tellWeights = { php_script: 0.3, php_mailer: 0.2, mass_mailer: 0.2, forged_client: 0.2 }
  for (const tell of new Set(xHeaders.map((found) => found.tell))) {
    const first = xHeaders.find((found) => found.tell === tell)!
    signals.push(
      signal(tell, tellWeights[tell], `${first.name}: ${first.value}`, undefined, 'tactic'),
    )
  }
  const microsoft = microsoftVerdict(parsed.headers)
  if (microsoft) {
    const phishing = ['PHSH', 'HPHSH', 'HPHISH', 'SPOOF', 'DIMP', 'UIMP', 'GIMP', 'MALW']
    if (microsoft.cat && phishing.includes(microsoft.cat)) {
      signals.push(
        signal('microsoft_phishing', 0.4, `CAT:${microsoft.cat}`, { category: microsoft.cat }),
      )
    } else if ((microsoft.scl ?? 0) >= 5 || microsoft.sfv === 'SPM' || microsoft.sfv === 'SKS') {
      signals.push(
        signal('microsoft_spam', 0.3, `SCL:${microsoft.scl ?? '?'};SFV:${microsoft.sfv ?? '?'}`, {
          scl: `${microsoft.scl ?? ''}`,
        }),
      )
    }
    if ((microsoft.bcl ?? 0) >= 7) {
      signals.push(
        signal(
          'microsoft_bulk',
          0.1,
          `BCL:${microsoft.bcl}`,
          { bcl: `${microsoft.bcl}` },
          'tactic',
        ),
      )
    }
  }

  return {
    authentication: { spf, dkim, dmarc },
    checkedBy: trusted.authservId,
    sender: {
      email: parsed.from?.address ?? null,
      name: parsed.from?.name || null,
      domain: fromDomain,
      returnPath: parsed.returnPath,
      replyTo,
      subject: parsed.subject,
    },
    hops,
    origin,
    sentBy,
    claimedBrand,
    forwarded,
    microsoft,
    suspiciousXHeaders: xHeaders.map((found) => `${found.name}: ${found.value}`),
    signals,
  }
}

/**
 * Whether the origin handed the message to a server of another organisation than the
 * recipient's provider (whose name is the trusted results' authserv-id), and a later hop took
 * it on: mail services (Mailgun, SendGrid…) write "with SMTP" or "with HTTP" for their
 * customers' logged-in submissions. Unknown when either name is an address or missing.
 */
function handedToAnotherOrganisation(
  originHop: Hop,
  hops: readonly Hop[],
  recipient: string | null,
): boolean {
  const receivedBy = originHop.by && knownOrganisation(originHop.by)
  const recipientOrg = recipient && knownOrganisation(recipient)
  const later = hops.some((hop) => hop.step > originHop.step)
  return Boolean(receivedBy && recipientOrg && later && receivedBy !== recipientOrg)
}

/**
 * GOV.UK Notify's sending domain. Only public sector bodies may use Notify (central and local
 * government, the NHS and others), and each chooses the name its messages are sent under.
 */
const PUBLIC_SECTOR_SENDER = 'notifications.service.gov.uk'

/**
 * Whether a domain is one of the brand's own (HMRC's are every gov.uk domain), or GOV.UK
 * Notify's when the brand is a UK public body. Not every public body's domain: a hijacked
 * nhs.net mailbox signing as HMRC is still an impersonation.
 */
function isBrandDomain(brandName: string, domain: string | null): boolean {
  const brand = BRANDS.find((candidate) => candidate.name === brandName)
  if (!domain || !brand) return false
  if (isUnder(domain, brand.officialDomains)) return true
  const publicBody = brand.officialDomains.some((own) => isUnder(own, UK_PUBLIC_BODY_DOMAINS))
  return publicBody && isUnder(domain, [PUBLIC_SECTOR_SENDER])
}

function isUnder(domain: string, parents: readonly string[]): boolean {
  return findParentDomain(domain, (parent) => parents.includes(parent)) !== null
}

/** 100 less each signal's weight in points, within 0–100. */
export function authenticityScore(signals: readonly Signal[]): number {
  const lost = signals.reduce((sum, found) => sum + Math.round(found.weight * 100), 0)
  return Math.max(0, Math.min(100, 100 - lost))
}

export function headerVerdict(score: number): HeaderVerdict {
  return score >= LEGITIMATE_FROM ? 'Legitimate' : 'Suspicious'
}
