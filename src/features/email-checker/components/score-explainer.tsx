import { Trans } from '@lingui/react/macro'

import {
  FACTOR_IDS,
  FACTOR_MAX_POINTS,
  MAX_TRUST_SCORE,
  RATING_THRESHOLDS,
  WARNING_POINTS,
  type TrustRating,
} from '../../../domain/email/trust-scale.ts'

import { FACTOR_LABELS, RATING_LABELS } from './trust-labels.tsx'

/** Each rating with its range of scores, best first, from the thresholds the score uses. */
function ratingRanges(): Array<{ rating: TrustRating; from: number; to: number }> {
  const ranges = RATING_THRESHOLDS.map(({ rating, minimum }, index) => ({
    rating,
    from: minimum,
    to: index === 0 ? MAX_TRUST_SCORE : (RATING_THRESHOLDS[index - 1]?.minimum ?? 0) - 1,
  }))
  const lowest = RATING_THRESHOLDS.at(-1)?.minimum ?? 0
  return [...ranges, { rating: 'Very Low Trust', from: 0, to: lowest - 1 }]
}

/**
 * How the score works, on the page itself: the factors and their points, the warning signs,
 * and the rating thresholds, all read from the same constants the score is made with.
 */
export function ScoreExplainer() {
  const maximum = MAX_TRUST_SCORE
  const penalty = -WARNING_POINTS
  return (
    <section className="panel score-explainer" aria-labelledby="score-explainer-title">
      <h2 id="score-explainer-title">
        <Trans>How the score works</Trans>
      </h2>
      <p>
        <Trans>
          We add up points for eleven checks, {maximum} at most. A check we could not do earns
          nothing: missing information is never a good sign. We never write to the address.
        </Trans>
      </p>
      <table className="score-explainer__table">
        <thead>
          <tr>
            <th scope="col">
              <Trans>Check</Trans>
            </th>
            <th scope="col">
              <Trans>Most points</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {FACTOR_IDS.map((id) => (
            <tr key={id}>
              <th scope="row">{FACTOR_LABELS[id]}</th>
              <td>{FACTOR_MAX_POINTS[id]}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        <Trans>
          An organisation’s own domain earns 2 points for its kind, another domain 1, and a free
          mailbox or privacy relay none: anyone can open one. A domain earns 2 points for its age
          from one year, 1 from 90 days.
        </Trans>
      </p>
      <p>
        <Trans>
          Each warning sign takes {penalty} points away: a throwaway mailbox, a domain less than 30
          days old, a domain that imitates a brand or UK public body, a free mailbox whose name
          claims to be an organisation, and an address or domain reported by the community or on a
          phishing list.
        </Trans>
      </p>
      <h3>
        <Trans>Ratings</Trans>
      </h3>
      <ul className="score-explainer__ratings">
        {ratingRanges().map(({ rating, from, to }) => (
          <li key={rating}>
            <strong>{RATING_LABELS[rating]}</strong>:{' '}
            <Trans>
              {from} to {to} points
            </Trans>
          </li>
        ))}
      </ul>
    </section>
  )
}
