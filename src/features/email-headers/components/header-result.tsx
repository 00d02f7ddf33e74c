import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef, type ReactNode } from 'react'

import { ReferenceCode } from '../../../components/reference-code.tsx'
import { FactList, NotKnown, type Fact } from '../../../components/results/fact-list.tsx'
import {
  LEGITIMATE_FROM,
  organisationalDomain,
  type AuthCard,
} from '../../../domain/email-headers/analysis.ts'
import type { DkimCheck, EmailHeaderResult } from '../../../domain/email-headers/result.ts'

import { RouteTable } from './route-table.tsx'
import { SignalText } from './signal-text.tsx'

export const HEADER_RESULT_TITLE_ID = 'header-result-title'

/** A technical value: left to right, never translated. */
function Code({ children }: { children: string }) {
  return (
    <span dir="ltr" translate="no">
      {children}
    </span>
  )
}

/** The plain-English sentence first: who really sent it, and whether that is who it claims. */
function Summary({ result }: { result: EmailHeaderResult }) {
  const { claimedBrand: brand, sentBy } = result.summary
  const fromDomain = result.sender.domain
  const forwarded = result.signals.find((found) => found.id === 'arc_forwarded')
  if (forwarded && !brand) {
    const original = forwarded.params?.domain ?? fromDomain ?? ''
    return (
      <Trans>
        This email was forwarded, for example by a mailing list. Forwarding changes an email, so
        some checks fail for {original}. Your email provider checked the chain of forwarders and
        accepted it, and {original} had passed its checks before it was forwarded. That is not a
        sign of a fake sender.
      </Trans>
    )
  }
  const sameOrganisation =
    sentBy && fromDomain && organisationalDomain(sentBy) === organisationalDomain(fromDomain)
  if (brand && sentBy) {
    return (
      <Trans>
        This email claims to be from {brand}, but it was sent by a server of {sentBy}, not by{' '}
        {brand}.
      </Trans>
    )
  }
  if (brand)
    return (
      <Trans>
        This email claims to be from {brand}, but nothing shows that {brand} sent it.
      </Trans>
    )
  if (sameOrganisation && result.authentication.dmarc.status !== 'fail') {
    return (
      <Trans>
        {fromDomain} vouches for this email: it was sent by a server {fromDomain} allows.
      </Trans>
    )
  }
  if (sentBy && fromDomain) {
    return (
      <Trans>
        This email was sent by a server of {sentBy}, not by {fromDomain} in the From address.
      </Trans>
    )
  }
  return (
    <Trans>
      Nothing confirms who sent this email: the checks that would prove it failed or are missing.
    </Trans>
  )
}

/** One authentication card (spec part 2 §2): pass in green, anything else explained. */
function AuthenticationCard({
  name,
  card,
  fallback,
  children,
}: {
  name: string
  card: AuthCard
  fallback: string
  children?: ReactNode
}) {
  const passed = card.status === 'pass'
  const domain = card.domain
  return (
    <section className={`auth-card ${passed ? 'auth-card--pass' : 'auth-card--fail'}`}>
      <h3 className="auth-card__name" translate="no">
        {name}
      </h3>
      <p className="auth-card__status">
        {passed ? (
          <Trans>Pass</Trans>
        ) : card.status === 'missing' ? (
          <Trans>Not found</Trans>
        ) : (
          <Code>{card.status}</Code>
        )}
      </p>
      {domain && (
        <p className="auth-card__domain">
          <Trans>Domain checked:</Trans> <Code>{domain}</Code>
        </p>
      )}
      {/* The spec's default text when the provider wrote nothing about this check. */}
      <p className="auth-card__details">{card.details ? <Code>{card.details}</Code> : fallback}</p>
      {children}
    </section>
  )
}

/** One DKIM signature checked on the server, in plain words. */
function DkimCheckText({ check }: { check: DkimCheck }) {
  const domain = check.domain ?? ''
  switch (check.status) {
    case 'verified':
      return <Trans>Signature verified for {domain}.</Trans>
    case 'bad_signature':
      return (
        <Trans>
          The signature for {domain} is broken: it does not match these headers, so they may have
          been changed.
        </Trans>
      )
    case 'key_not_found':
      return (
        <Trans>
          The signature for {domain} could not be verified: {domain} publishes no key for it.
        </Trans>
      )
    case 'key_revoked':
      return (
        <Trans>
          The signature for {domain} is broken: {domain} has withdrawn its key.
        </Trans>
      )
    case 'key_invalid':
      return (
        <Trans>
          The signature for {domain} is broken: the key {domain} publishes is unusable or too weak.
        </Trans>
      )
    case 'expired':
      return <Trans>The signature for {domain} has expired.</Trans>
    case 'unsupported':
      return <Trans>The signature for {domain} uses an outdated method we do not trust.</Trans>
    case 'malformed':
      return <Trans>A signature is damaged and cannot be read.</Trans>
    case 'not_checked':
      return <Trans>The signature for {domain} could not be checked in time.</Trans>
  }
}

/** What our own check of the DKIM signatures found; the server's answer only. */
function DkimChecks({ checks }: { checks: readonly DkimCheck[] }) {
  if (checks.length === 0) return null
  return (
    <div className="auth-card__checks">
      <p className="auth-card__checks-title">
        <Trans>Our own check of the signatures:</Trans>
      </p>
      <ul>
        {checks.map((check, index) => (
          <li key={`${check.domain}-${check.selector}-${index}`}>
            <DkimCheckText check={check} />
          </li>
        ))}
      </ul>
      <p className="auth-card__checks-note">
        <Trans>
          Only the headers were checked: the message body was not sent to us, so its part of the
          signature could not be checked.
        </Trans>
      </p>
    </div>
  )
}

function originFacts(result: EmailHeaderResult): Fact[] {
  const { sender, summary } = result
  const value = (text: string | null) => (text ? <Code>{text}</Code> : <NotKnown />)
  const facts: Fact[] = [
    {
      id: 'from',
      term: <Trans>From</Trans>,
      value: value(sender.name ? `${sender.name} <${sender.email ?? ''}>` : sender.email),
    },
    { id: 'return-path', term: <Trans>Return-Path</Trans>, value: value(sender.returnPath) },
    { id: 'reply-to', term: <Trans>Reply-To</Trans>, value: value(sender.replyTo) },
    {
      id: 'subject',
      term: <Trans>Subject</Trans>,
      value: sender.subject ? <span dir="auto">{sender.subject}</span> : <NotKnown />,
    },
    {
      id: 'ip',
      term: <Trans>Sending server (where it entered the internet)</Trans>,
      value: value(sender.ipAddress),
    },
    {
      id: 'location',
      term: <Trans>Location</Trans>,
      value: sender.location ? <span dir="auto">{sender.location}</span> : <NotKnown />,
    },
    { id: 'network', term: <Trans>Network</Trans>, value: value(sender.network) },
  ]
  if (sender.networkKind === 'hosting') {
    facts.push({
      id: 'network-kind',
      term: <Trans>Kind of network</Trans>,
      value: <Trans>A hosting or cloud provider, where mail servers normally are.</Trans>,
    })
  } else if (sender.networkKind === 'residential') {
    facts.push({
      id: 'network-kind',
      term: <Trans>Kind of network</Trans>,
      value: <Trans>A home or mobile connection.</Trans>,
    })
  } else if (sender.networkKind === 'proxy') {
    facts.push({
      id: 'network-kind',
      term: <Trans>Kind of network</Trans>,
      value: <Trans>A VPN or proxy network, which hides where it came from.</Trans>,
      tone: 'warning',
    })
  }
  facts.push({
    id: 'checked-by',
    term: <Trans>Checks written by</Trans>,
    value: value(summary.checkedBy),
  })
  return facts
}

/**
 * The email header result (spec part 2 §2, §9): the verdict in a sentence and a score, the SPF,
 * DKIM and DMARC cards, Email Origin Details, the alerts for suspicious addresses and X-headers,
 * what was found, and the route folded below. On the device it is labelled as such.
 */
export function HeaderResult({
  result,
  referenceCode,
  onDevice,
}: {
  result: EmailHeaderResult
  /** The server's code, null when it could not store the check; none on the device. */
  referenceCode?: string | null
  onDevice: boolean
}) {
  const { t } = useLingui()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    heading.current?.focus()
  }, [referenceCode, onDevice])

  const score = result.summary.authenticityScore
  const legitimate = score >= LEGITIMATE_FROM
  const { suspiciousIps, suspiciousXHeaders } = result.securityIssues
  return (
    <div className="header-result">
      <section className="result-panel" aria-labelledby={HEADER_RESULT_TITLE_ID}>
        <h2 className="result-panel__title" id={HEADER_RESULT_TITLE_ID} tabIndex={-1} ref={heading}>
          {onDevice ? <Trans>Checked on this device</Trans> : <Trans>Email header analysis</Trans>}
        </h2>
        {referenceCode !== undefined && <ReferenceCode code={referenceCode} />}
        <p className={`verdict-badge ${legitimate ? 'verdict-badge--good' : 'verdict-badge--bad'}`}>
          {legitimate ? <Trans>Legitimate</Trans> : <Trans>Suspicious</Trans>}
        </p>
        <p className="header-result__score">
          <Trans>Authenticity score: {score} out of 100</Trans>
        </p>
        <p className="header-result__summary">
          <Summary result={result} />
        </p>
        {onDevice && (
          <p className="header-result__note">
            <Trans>
              Read from the headers alone. The sending network, the domain’s age and reports from
              other people need a connection.
            </Trans>
          </p>
        )}
      </section>

      <section aria-labelledby="auth-cards-title">
        <h2 id="auth-cards-title" className="header-result__heading">
          <Trans>Authentication</Trans>
        </h2>
        <div className="auth-cards">
          <AuthenticationCard
            name="SPF"
            card={result.authentication.spf}
            fallback={t`SPF check failed`}
          />
          <AuthenticationCard
            name="DKIM"
            card={result.authentication.dkim}
            fallback={t`DKIM check failed`}
          >
            <DkimChecks checks={result.dkimSignatures} />
          </AuthenticationCard>
          <AuthenticationCard
            name="DMARC"
            card={result.authentication.dmarc}
            fallback={t`DMARC check failed`}
          />
        </div>
      </section>

      <section className="result-panel" aria-labelledby="origin-title">
        <h2 id="origin-title" className="result-panel__title">
          <Trans>Email Origin Details</Trans>
        </h2>
        <FactList facts={originFacts(result)} />
      </section>

      {suspiciousIps.length > 0 && (
        <div className="warning-callout" role="note">
          <p className="warning-callout__title">
            <Trans>Suspicious IP addresses</Trans>
          </p>
          <ul>
            {suspiciousIps.map((ip) => (
              <li key={ip}>
                <Code>{ip}</Code>
              </li>
            ))}
          </ul>
        </div>
      )}
      {suspiciousXHeaders.length > 0 && (
        <div className="warning-callout" role="note">
          <p className="warning-callout__title">
            <Trans>Suspicious X-headers</Trans>
          </p>
          <ul>
            {suspiciousXHeaders.map((header) => (
              <li key={header}>
                <Code>{header}</Code>
              </li>
            ))}
          </ul>
        </div>
      )}

      {result.signals.length > 0 && (
        <section className="result-panel" aria-labelledby="findings-title">
          <h2 id="findings-title" className="result-panel__title">
            <Trans>What we found</Trans>
          </h2>
          <ul className="header-result__findings">
            {result.signals.map((found) => (
              <li key={`${found.id}-${found.evidence}`}>
                <SignalText signal={found} />
              </li>
            ))}
          </ul>
        </section>
      )}

      <details className="header-result__route">
        <summary>
          <Trans>Technical details: the route this email took</Trans>
        </summary>
        <RouteTable hops={result.hops} originIp={result.sender.ipAddress} />
      </details>
    </div>
  )
}
