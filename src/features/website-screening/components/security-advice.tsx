import { Trans } from '@lingui/react/macro'

import { AnalysisText, InlineText } from '../../../components/analysis-text.tsx'
import { RiskBadge } from '../../../components/risk-badge.tsx'
import type { WebsiteResult } from '../../../lib/website-result.ts'
import { riskLevelOf } from '../../../lib/website-risk.ts'

/** Shown when the server flags the site as suspicious (spec part 2 §2). */
export function SuspiciousWarning() {
  return (
    <div className="warning-callout website-result__suspicious">
      <p className="warning-callout__title">
        <Trans>This website looks suspicious</Trans>
      </p>
      <p>
        <Trans>Do not enter personal details, passwords or card details on it.</Trans>
      </p>
    </div>
  )
}

/**
 * The recommendations: a 'Critical Security Warning' when the risk is Medium or High, plain
 * recommendations when it is Low (spec part 2 §2).
 */
export function Recommendations({ result }: { result: WebsiteResult }) {
  const recommendations = result.recommendations
  if (!recommendations.length && !result.llm_recommendation) return null
  const critical = riskLevelOf(result) !== 'Low'
  return (
    <section
      className={critical ? 'warning-callout website-result__section' : 'website-result__section'}
      aria-labelledby="recommendations-title"
    >
      <h3 id="recommendations-title" className={critical ? 'warning-callout__title' : undefined}>
        {critical ? <Trans>Critical Security Warning</Trans> : <Trans>Recommendations</Trans>}
      </h3>
      {recommendations.length > 0 && (
        <ul className="website-result__list">
          {recommendations.map((recommendation, index) => (
            <li key={index}>
              <InlineText text={recommendation} />
            </li>
          ))}
        </ul>
      )}
      {result.llm_recommendation && <AnalysisText text={result.llm_recommendation} />}
    </section>
  )
}

/** The written analysis with a risk-level pill, or else the list of risks (spec part 2 §2). */
export function RisksOrAnalysis({ result }: { result: WebsiteResult }) {
  const level = riskLevelOf(result)
  if (result.custom_analysis) {
    return (
      <section className="website-result__section" aria-labelledby="analysis-title">
        <div className="website-result__heading-row">
          <h3 id="analysis-title">
            <Trans>Analysis</Trans>
          </h3>
          {level && <RiskBadge level={level} size="small" />}
        </div>
        <AnalysisText text={result.custom_analysis} />
      </section>
    )
  }
  if (!result.risks.length) return null
  return (
    <section className="website-result__section" aria-labelledby="risks-title">
      <h3 id="risks-title">
        <Trans>Risks found</Trans>
      </h3>
      <ul className="website-result__list">
        {result.risks.map((risk, index) => (
          <li key={index}>
            <InlineText text={risk} />
          </li>
        ))}
      </ul>
    </section>
  )
}
