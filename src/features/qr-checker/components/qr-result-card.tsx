import { Trans } from '@lingui/react/macro'
import { useEffect, useRef, useState, type ReactNode } from 'react'

import { AnalysisText, InlineText } from '../../../components/analysis-text.tsx'
import { DomainInfo } from '../../../components/results/domain-info.tsx'
import { LookupGaps } from '../../../components/results/lookup-gaps.tsx'
import { ScannerStatus } from '../../../components/results/scanner-status.tsx'
import { ServerInfo } from '../../../components/results/server-info.tsx'
import { ThreatSummary } from '../../../components/results/threat-summary.tsx'
import type { RiskLevel } from '../../../domain/engine/risk.ts'
import { isLinkResult, qrLevelOf, type QrResult } from '../api/scan-qr.ts'

const TITLE_ID = 'qr-result-title'

/** The server's answer (spec part 1 §2): the content, its code and, for a link, the evidence. */
export function QrResultCard({ result }: { result: QrResult }) {
  const heading = useRef<HTMLHeadingElement>(null)
  const link = isLinkResult(result)
  const level = qrLevelOf(result)
  const { content, threat_score: score } = result

  useEffect(() => {
    // Move the reader to the answer as soon as it arrives.
    heading.current?.focus()
  }, [result.reference_code])

  return (
    <section className="result-panel website-result qr-result" aria-labelledby={TITLE_ID}>
      <div className="website-result__summary">
        <h2 className="website-result__title" id={TITLE_ID} tabIndex={-1} ref={heading}>
          {link ? (
            <Trans>QR code result</Trans>
          ) : result.is_malicious ? (
            <Trans>Potentially Dangerous QR Code</Trans>
          ) : (
            <Trans>Safe QR Code</Trans>
          )}
        </h2>
        {/* As text, never a link: it may lead to the scam itself. */}
        <p className="website-result__url">
          {/* The content as a prop, not inside the message: Lingui would drop tag-like text. */}
          <Trans>
            Content: <ShownText text={content} />
          </Trans>
        </p>
        {result.final_url && (
          <p className="website-result__url">
            <Trans>
              Where the link really goes:{' '}
              <span dir="ltr" translate="no">
                {result.final_url}
              </span>
            </Trans>
          </p>
        )}
        <ThreatSummary
          level={link ? level : null}
          score={score}
          referenceCode={result.reference_code}
        />
      </div>
      {link ? (
        <LinkDetails result={result} level={level} />
      ) : (
        <AnalysisText text={result.analysis} />
      )}
    </section>
  )
}

function LinkDetails({ result, level }: { result: QrResult; level: RiskLevel | null }) {
  const website = result.website
  return (
    <>
      {website && <ScannerStatus result={website} />}
      {result.threats.length > 0 && (
        <section className="website-result__section" aria-labelledby="qr-risks-title">
          <h3 id="qr-risks-title">
            <Trans>Risk factors</Trans>
          </h3>
          <ul className="website-result__list">
            {result.threats.map((threat, index) => (
              <li key={index}>
                <InlineText text={threat} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {website && <DomainInfo result={website} />}
      {website && <ServerInfo result={website} />}
      {website && <LookupGaps result={website} />}
      <OpenLink url={result.final_url ?? result.content} level={level} />
    </>
  )
}

/**
 * Opening the link, offered only once the verdict is in. On Medium or High the person must
 * read a warning and choose to go on.
 */
function OpenLink({ url, level }: { url: string; level: RiskLevel | null }) {
  const [confirming, setConfirming] = useState(false)
  const risky = level !== 'Low'
  const anchor = (label: ReactNode) => (
    <a
      className={risky ? 'button button--danger' : 'button button--secondary'}
      href={url}
      target="_blank"
      rel="noopener noreferrer nofollow"
      referrerPolicy="no-referrer"
    >
      {label}
    </a>
  )
  if (!risky) return <div className="qr-result__open">{anchor(<Trans>Open link</Trans>)}</div>
  if (!confirming) {
    return (
      <div className="qr-result__open">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => setConfirming(true)}
        >
          <Trans>Open link</Trans>
        </button>
      </div>
    )
  }
  return (
    <div className="warning-callout qr-result__open" role="alert">
      <p className="warning-callout__title">
        <Trans>This link may be dangerous</Trans>
      </p>
      <p>
        <Trans>
          Only open it if you trust who put the code there. Never enter passwords, card details or
          codes sent to your phone on the page it opens.
        </Trans>
      </p>
      <div className="qr-result__open-actions">
        {anchor(<Trans>Open anyway</Trans>)}
        <button
          type="button"
          className="button button--secondary"
          onClick={() => setConfirming(false)}
        >
          <Trans>Cancel</Trans>
        </button>
      </div>
    </div>
  )
}

/** Text from the code, shown exactly as written (left to right or right to left as it runs). */
function ShownText({ text }: { text: string }) {
  return (
    <span dir="auto" translate="no">
      {text}
    </span>
  )
}
