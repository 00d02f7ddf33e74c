import { useEffect, useRef } from 'react'

import { DomainInfo } from '../../../components/results/domain-info.tsx'
import { LookupGaps } from '../../../components/results/lookup-gaps.tsx'
import { ScannerStatus } from '../../../components/results/scanner-status.tsx'
import { ServerInfo } from '../../../components/results/server-info.tsx'
import { ResultSummary, RESULT_TITLE_ID } from '../../../components/results/threat-summary.tsx'
import type { WebsiteResult } from '../../../lib/website-result.ts'

import { BusinessInfo } from './business-info.tsx'
import { Recommendations, RisksOrAnalysis, SuspiciousWarning } from './security-advice.tsx'

/** The full result card, every block of spec part 2 §2 in reading order. */
export function WebsiteResultCard({ result }: { result: WebsiteResult }) {
  const heading = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    // Move the reader to the answer as soon as it arrives.
    heading.current?.focus()
  }, [result.reference_code])

  return (
    <section className="result-panel website-result" aria-labelledby={RESULT_TITLE_ID}>
      <ResultSummary result={result} headingRef={heading} />
      {result.is_suspicious && <SuspiciousWarning />}
      <ScannerStatus result={result} />
      <Recommendations result={result} />
      <RisksOrAnalysis result={result} />
      <DomainInfo result={result} />
      <ServerInfo result={result} />
      <BusinessInfo result={result} />
      <LookupGaps result={result} />
    </section>
  )
}
