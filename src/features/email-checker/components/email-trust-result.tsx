import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'

import { ReferenceCode } from '../../../components/reference-code.tsx'
import { FactList, NotKnown, type Fact } from '../../../components/results/fact-list.tsx'
import { MAX_TRUST_SCORE } from '../../../domain/email/trust-scale.ts'
import { formatDate } from '../../../lib/format-date.ts'
import type { EmailTrustFactor, EmailTrustResult } from '../api/check-email.ts'

import { ListDates } from './list-dates.tsx'
import { FACTOR_LABELS, PROVIDER_TYPE_LABELS, TrustBadge } from './trust-labels.tsx'

export const EMAIL_RESULT_TITLE_ID = 'email-result-title'

/** Points in words: earned of possible, a warning's loss, or "could not check". */
function PointsNote({ factor }: { factor: EmailTrustFactor }) {
  const { points, max_points: max } = factor
  if (factor.status === 'not_checked') {
    return <Trans>Could not check. Points: 0 of {max}</Trans>
  }
  if (points < 0) {
    const lost = -points
    return <Trans>Warning sign: {lost} points taken away</Trans>
  }
  return (
    <Trans>
      Points: {points} of {max}
    </Trans>
  )
}

function breakdownFacts(factors: EmailTrustFactor[]): Fact[] {
  return factors.map((factor) => ({
    id: factor.id,
    term: FACTOR_LABELS[factor.id],
    value: factor.finding,
    note: <PointsNote factor={factor} />,
    tone: factor.points < 0 ? 'warning' : factor.status === 'not_checked' ? 'amber' : undefined,
  }))
}

/**
 * The email trust result (spec part 2 §2): the trust analysis card (reference code, address,
 * provider type, score out of 16, rating badge, progress bar), then Score Breakdown, Security
 * Recommendations and Analysis Details. Addresses are shown as text, never as links.
 */
export function EmailTrustResultCards({ result }: { result: EmailTrustResult }) {
  const { i18n } = useLingui()
  const heading = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    // Move the reader to the answer as soon as it arrives.
    heading.current?.focus()
  }, [result.reference_code])

  const score = result.trust_score
  const maximum = MAX_TRUST_SCORE
  const providerName = result.provider_name
  const checkedAt = formatDate(result.analysis_timestamp, i18n.locale, {
    dateStyle: 'long',
    timeStyle: 'short',
  })
  const details: Fact[] = [
    {
      id: 'domain',
      term: <Trans>Domain</Trans>,
      value: result.domain ? (
        <span dir="ltr" translate="no">
          {result.domain}
        </span>
      ) : (
        <NotKnown />
      ),
    },
    {
      id: 'provider',
      term: <Trans>Email provider</Trans>,
      value: providerName ? <span translate="no">{providerName}</span> : <NotKnown />,
    },
    {
      id: 'relay',
      term: <Trans>Privacy relay</Trans>,
      value: result.is_relay ? <Trans>Yes</Trans> : <Trans>No</Trans>,
    },
    {
      id: 'checked-at',
      term: <Trans>Checked at</Trans>,
      value: checkedAt ?? <NotKnown />,
    },
    {
      id: 'lists',
      term: <Trans>Lists of mailbox domains</Trans>,
      value: <ListDates />,
    },
  ]

  return (
    <div className="email-result">
      <section className="result-panel" aria-labelledby={EMAIL_RESULT_TITLE_ID}>
        <h2 className="result-panel__title" id={EMAIL_RESULT_TITLE_ID} tabIndex={-1} ref={heading}>
          <Trans>Email trust analysis</Trans>
        </h2>
        <ReferenceCode code={result.reference_code} />
        <FactList
          facts={[
            {
              id: 'email',
              term: <Trans>Email address</Trans>,
              value: (
                <span dir="ltr" translate="no">
                  {result.email}
                </span>
              ),
            },
            {
              id: 'provider-type',
              term: <Trans>Provider type</Trans>,
              value: PROVIDER_TYPE_LABELS[result.provider_type],
            },
          ]}
        />
        <div className="trust-meter">
          <TrustBadge rating={result.trust_rating} />
          <p className="trust-meter__score" id="trust-score-text">
            <Trans>
              Trust score: {score} out of {maximum}
            </Trans>
          </p>
          <progress
            className="trust-meter__bar"
            max={MAX_TRUST_SCORE}
            value={score}
            aria-labelledby="trust-score-text"
          />
        </div>
      </section>

      <section className="result-panel" aria-labelledby="score-breakdown-title">
        <h2 className="result-panel__title" id="score-breakdown-title">
          <Trans>Score Breakdown</Trans>
        </h2>
        <p>
          <Trans>
            What we checked, what we found and the points it earned. A check we could not do earns
            nothing.
          </Trans>
        </p>
        <FactList facts={breakdownFacts(result.factors)} />
      </section>

      <section className="result-panel" aria-labelledby="recommendations-title">
        <h2 className="result-panel__title" id="recommendations-title">
          <Trans>Security Recommendations</Trans>
        </h2>
        <ul className="website-result__list">
          {result.recommendations.map((advice) => (
            <li key={advice}>{advice}</li>
          ))}
        </ul>
      </section>

      <section className="result-panel" aria-labelledby="analysis-details-title">
        <h2 className="result-panel__title" id="analysis-details-title">
          <Trans>Analysis Details</Trans>
        </h2>
        <FactList facts={details} />
      </section>
    </div>
  )
}
