import { Trans } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'

import { AnalysisText } from '../../../components/analysis-text.tsx'
import { ReferenceCode } from '../../../components/reference-code.tsx'
import { RiskBadge } from '../../../components/risk-badge.tsx'
import type { ScreenResult } from '../api/screen.ts'

import { ReactionRow } from './reaction-row.tsx'

/** The answer: risk level, reference code, the analysis, and the reactions. */
export function ResultPanel({ result }: { result: ScreenResult }) {
  const heading = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    // Move the reader to the answer as soon as it arrives.
    heading.current?.focus()
  }, [result.reference_code])

  return (
    <section className="result-panel" aria-labelledby="result-title">
      <h2 className="result-panel__title" id="result-title" tabIndex={-1} ref={heading}>
        <Trans>Analysis</Trans>
      </h2>
      <div className="result-panel__summary">
        {result.risk_level && <RiskBadge level={result.risk_level} />}
        <ReferenceCode code={result.reference_code} />
      </div>
      <AnalysisText text={result.analysis} />
      {result.reference_code && (
        <ReactionRow key={result.reference_code} referenceCode={result.reference_code} />
      )}
    </section>
  )
}
