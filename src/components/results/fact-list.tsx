import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'

export interface Fact {
  /** A stable key for React. */
  id: string
  term: ReactNode
  value: ReactNode
  /** Amber highlight or a red warning, as spec part 2 §9 asks for young domains. */
  tone?: 'amber' | 'warning'
  /** A short note under the value, for example the 'Very new domain' warning. */
  note?: ReactNode
}

/** Facts as a description list: a term and its value on one row, stacked on a phone. */
export function FactList({ facts }: { facts: Fact[] }) {
  return (
    <dl className="fact-list">
      {facts.map((fact) => (
        <div
          key={fact.id}
          className={fact.tone ? `fact-list__row fact-list__row--${fact.tone}` : 'fact-list__row'}
        >
          <dt className="fact-list__term">{fact.term}</dt>
          <dd className="fact-list__value">
            {fact.value}
            {fact.note && <span className="fact-list__note">{fact.note}</span>}
          </dd>
        </div>
      ))}
    </dl>
  )
}

/** A value the server did not give. */
export function NotKnown() {
  return (
    <span className="fact-list__unknown">
      <Trans>Not known</Trans>
    </span>
  )
}
