import { Trans } from '@lingui/react/macro'

import type { WebsiteResult } from '../../lib/website-result.ts'

import { FactList } from './fact-list.tsx'
import { safeBrowsingState, virusTotalState, type ScannerState } from './website-facts.ts'

/**
 * What the two security scanners said. A scanner that is not set up, or failed, says so: it
 * is never shown as "safe".
 */
export function ScannerStatus({ result }: { result: WebsiteResult }) {
  const safeBrowsing = safeBrowsingState(result)
  const virusTotal = virusTotalState(result)
  const positives = result.virustotal?.positives ?? 0
  const total = result.virustotal?.total ?? 0
  return (
    <section className="website-result__section" aria-labelledby="scanner-status-title">
      <h3 id="scanner-status-title">
        <Trans>Security scanners</Trans>
      </h3>
      <FactList
        facts={[
          {
            id: 'safe-browsing',
            term: <Trans>Google Safe Browsing</Trans>,
            tone: safeBrowsing === 'flagged' ? 'warning' : undefined,
            value:
              safeBrowsing === 'clear' ? (
                <Trans>No threats found</Trans>
              ) : safeBrowsing === 'flagged' ? (
                <Trans>Listed as dangerous</Trans>
              ) : (
                <GapText state={safeBrowsing} />
              ),
          },
          {
            id: 'virustotal',
            term: <Trans>VirusTotal</Trans>,
            tone: virusTotal === 'flagged' ? 'warning' : undefined,
            value:
              virusTotal === 'clear' ? (
                <Trans>No scanner flags it</Trans>
              ) : virusTotal === 'flagged' ? (
                <Trans>
                  {positives} of {total} scanners flag it
                </Trans>
              ) : (
                <GapText state={virusTotal} />
              ),
          },
        ]}
      />
    </section>
  )
}

function GapText({ state }: { state: ScannerState }) {
  if (state === 'failed') return <Trans>Could not be checked</Trans>
  if (state === 'busy') return <Trans>Could not be checked right now</Trans>
  return <Trans>Not checked</Trans>
}
