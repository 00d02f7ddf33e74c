import { useEffect, useRef } from 'react'

import type { WebsiteResult } from '../api/screen-website.ts'

import { BusinessInfo } from './business-info.tsx'
import { DomainInfo } from './domain-info.tsx'
import { LookupGaps } from './lookup-gaps.tsx'
import { ResultSummary, RESULT_TITLE_ID } from './result-summary.tsx'
import { ScannerStatus } from './scanner-status.tsx'
import { Recommendations, RisksOrAnalysis, SuspiciousWarning } from './security-advice.tsx'
import { ServerInfo } from './server-info.tsx'

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
