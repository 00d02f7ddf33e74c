import { Trans } from '@lingui/react/macro'
import type { Ref } from 'react'

import type { RiskLevel } from '../../domain/engine/risk.ts'
import type { WebsiteResult } from '../../lib/website-result.ts'
import { riskLevelOf } from '../../lib/website-risk.ts'
import { ReferenceCode } from '../reference-code.tsx'
import { RiskBadge } from '../risk-badge.tsx'

export const RESULT_TITLE_ID = 'website-result-title'

/** The top of the result: which address, its reference code, the badge, its description. */
export function ResultSummary({
  result,
  headingRef,
}: {
  result: WebsiteResult
  headingRef?: Ref<HTMLHeadingElement>
}) {
  const level = riskLevelOf(result)
  const score = result.threat_score
  return (
    <div className="website-result__summary">
      <h2 className="website-result__title" id={RESULT_TITLE_ID} tabIndex={-1} ref={headingRef}>
        <Trans>Website screening result</Trans>
      </h2>
      {result.url && (
        // As text, never a link: it may be the scam site itself.
        <p className="website-result__url">
          <Trans>
            Website:{' '}
            <span dir="ltr" translate="no">
              {result.url}
            </span>
          </Trans>
        </p>
      )}
      <ThreatSummary level={level} score={score} referenceCode={result.reference_code} />
      {result.meta_description && (
        <div className="website-result__description">
          <p className="website-result__label">
            <Trans>How the website describes itself</Trans>
          </p>
          <blockquote className="website-result__quote">
            <p>{result.meta_description}</p>
          </blockquote>
        </div>
      )}
    </div>
  )
}

/** The risk badge with its score (when there is a level), beside the reference code. */
export function ThreatSummary({
  level,
  score,
  referenceCode,
}: {
  level: RiskLevel | null
  score: number | null
  referenceCode: string | null
}) {
  return (
    <div className="result-panel__summary">
      {level && (
        <div className="website-result__threat">
          <RiskBadge level={level} />
          {score !== null && (
            <p className="website-result__score">
              <Trans>Threat score: {score} out of 100</Trans>
            </p>
          )}
        </div>
      )}
      <ReferenceCode code={referenceCode} />
    </div>
  )
}
