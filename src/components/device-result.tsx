import { Trans } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'

import type { DeviceCheckResult } from '../lib/device-engine.ts'

import { AnalysisText } from './analysis-text.tsx'
import { RiskBadge } from './risk-badge.tsx'

/**
 * Why the device's verdict is shown: `offline`, it is the only answer; `running`, the full
 * check has not answered yet; `unfinished`, the full check failed; `document`, a PDF's text was
 * read on the device and the full check has not been asked for yet.
 */
export type DeviceResultMode = 'offline' | 'running' | 'unfinished' | 'document'

/**
 * The engine's verdict on the message, worked out on this device with no network: shown at
 * once, and as the answer while offline. Clearly labelled, because the full check also reads
 * the attached file and what other people reported.
 */
export function DeviceResult({
  result,
  mode,
}: {
  result: DeviceCheckResult
  mode: DeviceResultMode
}) {
  const heading = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    // Offline this is the answer, so the reader goes to it; online the full answer follows.
    if (mode === 'offline') heading.current?.focus()
  }, [mode, result])

  return (
    <section className="device-verdict screening-device" aria-labelledby="screening-device-title">
      <h2 className="device-verdict__title" id="screening-device-title" tabIndex={-1} ref={heading}>
        <Trans>Checked on this device only</Trans>
      </h2>
      <p className="device-verdict__lead">
        {mode === 'offline' && <Trans>The full check needs an internet connection.</Trans>}
        {mode === 'running' && (
          <Trans>While the full check runs, this is what this device found.</Trans>
        )}
        {mode === 'unfinished' && (
          <Trans>The full check did not finish. This is what this device found.</Trans>
        )}
        {mode === 'document' && (
          <Trans>
            This is what this device found in the PDF’s words. The full check also reads its links,
            how the file was made and its pictures.
          </Trans>
        )}
      </p>
      <RiskBadge level={result.riskLevel} />
      <AnalysisText text={result.analysis} />
    </section>
  )
}
