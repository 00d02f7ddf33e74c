import { Trans, useLingui } from '@lingui/react/macro'

import { ReferenceCode } from '../../../components/reference-code.tsx'
import {
  documentRiskLevel,
  formatDocumentType,
  type DocumentRiskLevel,
} from '../../../domain/documents/limits.ts'
import type { DocumentResult as Result } from '../api/analyze-document.ts'

const BADGE_CLASS: Record<DocumentRiskLevel, string> = {
  HIGH_RISK: 'risk-badge risk-badge--high',
  NEEDS_VERIFICATION: 'risk-badge risk-badge--medium',
  LOW_RISK: 'risk-badge risk-badge--low',
}

function RiskLevel({ level }: { level: DocumentRiskLevel }) {
  return (
    <p className={BADGE_CLASS[level]} data-level={level}>
      {level === 'HIGH_RISK' && <Trans>High risk</Trans>}
      {level === 'NEEDS_VERIFICATION' && <Trans>Needs verification</Trans>}
      {level === 'LOW_RISK' && <Trans>Low risk</Trans>}
    </p>
  )
}

/**
 * Analysis Results (spec part 1 §2): the reference code, Potential Fraud Markers (only when
 * there are some, each with the page and words it came from), Recommendation, Risk Level in
 * red, yellow or green from the fraud score, and Document Type.
 */
export function DocumentResult({ result }: { result: Result }) {
  const { t } = useLingui()
  const level = documentRiskLevel(result.fraudScore)
  const markers =
    result.markers.length > 0
      ? result.markers
      : result.fraudIndicators.map((text) => ({ id: text, text, page: null, evidence: '' }))
  const { pages, pages_read: read } = result
  const { page_limit: pageLimit, pages_not_read: notRead } = result.pictures
  return (
    <section className="panel document-result" aria-labelledby="document-result-title">
      <h2 id="document-result-title" tabIndex={-1}>
        <Trans>Analysis Results</Trans>
      </h2>
      <ReferenceCode code={result.reference_code} />
      {markers.length > 0 && (
        <>
          <h3>
            <Trans>Potential Fraud Markers</Trans>
          </h3>
          <ul className="document-result__markers">
            {markers.map((marker) => {
              const page = marker.page
              return (
                <li key={marker.id}>
                  <span>{marker.text}</span>
                  {(page !== null || marker.evidence) && (
                    <span className="document-result__evidence">
                      {page !== null && <span>{t`Page ${page}`}</span>}
                      {marker.evidence && <q translate="no">{marker.evidence}</q>}
                    </span>
                  )}
                </li>
              )
            })}
          </ul>
        </>
      )}
      {result.recommendation && (
        <>
          <h3>
            <Trans>Recommendation</Trans>
          </h3>
          <p>{result.recommendation}</p>
        </>
      )}
      <h3>
        <Trans>Risk Level</Trans>
      </h3>
      <RiskLevel level={level} />
      <h3>
        <Trans>Document Type</Trans>
      </h3>
      <p>{formatDocumentType(result.documentType)}</p>
      {notRead > 0 && (
        <p className="document-result__note">
          <Trans>
            The words in pictures are read on the first {pageLimit} pages that have pictures; those
            on {notRead} more pages were not read.
          </Trans>
        </p>
      )}
      {result.truncated && pages > read && (
        <p className="document-result__note">
          <Trans>
            Only the first {read} of {pages} pages were read.
          </Trans>
        </p>
      )}
    </section>
  )
}
