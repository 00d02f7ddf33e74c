import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'

import { formatDate } from '../../lib/format-date.ts'
import type { WebsiteResult } from '../../lib/website-result.ts'

import { FactList, NotKnown, type Fact } from './fact-list.tsx'
import {
  certificateDaysLeft,
  certificateState,
  domainAgeLevel,
  issuerText,
  registrarOf,
  websiteAgeWarning,
} from './website-facts.ts'

/**
 * Domain information (spec part 2 §2, §9): age with its warnings, first seen, registrar,
 * privacy, registration dates, and the certificate.
 */
export function DomainInfo({ result }: { result: WebsiteResult }) {
  const { i18n } = useLingui()
  // The clock is read once, when the card appears; "last year" is relative to it.
  const [now] = useState(() => new Date())
  const ageWarning = websiteAgeWarning(result, now)
  const domainLevel = domainAgeLevel(result.domain_age_days)
  const date = (iso: string | null) =>
    formatDate(iso, i18n.locale, { dateStyle: 'long', timeZone: 'UTC' }) ?? <NotKnown />
  const privacy = result.whois?.privacy_protected ?? null
  const certificate = certificateState(result)
  const daysLeft = certificateDaysLeft(result)
  const issuer = issuerText(result.ssl_info?.issuer ?? null)
  const registrar = registrarOf(result)

  const facts: Fact[] = [
    {
      id: 'website-age',
      term: <Trans>Website age</Trans>,
      value: <WebsiteAge result={result} />,
      tone: ageWarning === 'very_new' ? 'warning' : ageWarning === 'young' ? 'amber' : undefined,
      note: ageWarning === 'very_new' && <VeryNewDomain />,
    },
    {
      id: 'domain-age',
      term: <Trans>Domain age</Trans>,
      value:
        result.domain_age_days === null ? (
          <NotKnown />
        ) : (
          <Plural value={result.domain_age_days} one="# day" other="# days" />
        ),
      tone: domainLevel ?? undefined,
      note: domainLevel === 'warning' && <VeryNewDomain />,
    },
    {
      id: 'first-seen',
      term: <Trans>First seen</Trans>,
      // A year, not a number: no thousands separator.
      value: result.first_seen_year === null ? <NotKnown /> : String(result.first_seen_year),
    },
    { id: 'registrar', term: <Trans>Registrar</Trans>, value: registrar ?? <NotKnown /> },
    {
      id: 'privacy',
      term: <Trans>Privacy protection</Trans>,
      value:
        privacy === true ? (
          <Trans>On: the owner’s name is hidden</Trans>
        ) : privacy === false ? (
          <Trans>Off: the owner is named</Trans>
        ) : (
          <NotKnown />
        ),
    },
    {
      id: 'created',
      term: <Trans>Created</Trans>,
      value: date(result.whois?.creation_date ?? null),
    },
    {
      id: 'expires',
      term: <Trans>Expires</Trans>,
      value: date(result.whois?.expiration_date ?? null),
    },
    {
      id: 'ssl',
      term: <Trans>Security certificate (SSL)</Trans>,
      tone: certificate === 'invalid' || certificate === 'missing' ? 'warning' : undefined,
      value:
        certificate === 'valid' ? (
          <Trans>Valid</Trans>
        ) : certificate === 'invalid' ? (
          <Trans>Not valid</Trans>
        ) : certificate === 'missing' ? (
          <Trans>No certificate</Trans>
        ) : (
          <NotKnown />
        ),
    },
    {
      id: 'ssl-expiry',
      term: <Trans>Certificate expires in</Trans>,
      value:
        daysLeft === null ? <NotKnown /> : <Plural value={daysLeft} one="# day" other="# days" />,
    },
    {
      id: 'ssl-issuer',
      term: <Trans>Certificate issued by</Trans>,
      value: issuer ? <span dir="auto">{issuer}</span> : <NotKnown />,
    },
  ]

  return (
    <section className="website-result__section" aria-labelledby="domain-info-title">
      <h3 id="domain-info-title">
        <Trans>Domain information</Trans>
      </h3>
      <FactList facts={facts} />
    </section>
  )
}

function WebsiteAge({ result }: { result: WebsiteResult }) {
  const days = result.website_age_days
  if (days !== null && days < 365) return <Plural value={days} one="# day" other="# days" />
  if (days !== null) {
    const years = result.website_age_years ?? Math.floor(days / 365)
    return <Plural value={years} one="# year" other="# years" />
  }
  if (result.age !== null && result.age !== '') return <span dir="auto">{String(result.age)}</span>
  return <NotKnown />
}

function VeryNewDomain() {
  return (
    <>
      <strong>
        <Trans>Very new domain</Trans>
      </strong>{' '}
      <Trans>Scam websites are often only days or weeks old.</Trans>
    </>
  )
}
