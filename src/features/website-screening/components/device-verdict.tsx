import { Trans } from '@lingui/react/macro'
import { useEffect, useMemo, useRef } from 'react'

import { FindingText } from '../../../components/results/finding-text.tsx'
import { assessLink } from '../../../domain/engine/link.ts'
import { websiteRiskLevel } from '../../../domain/engine/risk.ts'
import { analyseUrl } from '../../../domain/url/heuristics.ts'
import { unwrapRedirect } from '../../../domain/url/redirects.ts'

/**
 * What the address alone says, worked out on the device with no network: the URL model's score
 * (as the server's check gives it, for where a redirector leads), the address's tricks and the
 * lookalike check. Shown offline in place of a result, and online at once while the full check
 * runs. Clearly labelled, because it is far from the whole story.
 */
export function DeviceVerdict({ url, offline }: { url: string; offline: boolean }) {
  const target = useMemo(() => unwrapRedirect(url) ?? url, [url])
  const analysis = useMemo(() => analyseUrl(target), [target])
  const score = useMemo(() => assessLink(target)?.prediction.score ?? null, [target])
  const heading = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    // Offline this is the answer, so the reader goes to it; online the full answer follows.
    if (offline) heading.current?.focus()
  }, [offline, url])

  const findings = [...analysis.findings].sort(
    (a, b) =>
      Number(b.id === 'brand_lookalike') - Number(a.id === 'brand_lookalike') ||
      b.weight - a.weight,
  )
  return (
    <section className="device-verdict" aria-labelledby="device-verdict-title">
      <h2 className="device-verdict__title" id="device-verdict-title" tabIndex={-1} ref={heading}>
        <Trans>Checked on this device only</Trans>
      </h2>
      {offline ? (
        <p className="device-verdict__lead">
          <Trans>The full check needs an internet connection.</Trans>
        </p>
      ) : (
        <p className="device-verdict__lead">
          <Trans>While the full check runs, this is what the address alone shows.</Trans>
        </p>
      )}
      {analysis.href === null ? (
        <p>
          <Trans>
            This does not look like a web address. Check what you typed, for example royalmail.com.
          </Trans>
        </p>
      ) : (
        <>
          <p className="device-verdict__address">
            <Trans>
              Address:{' '}
              <span dir="ltr" translate="no">
                {analysis.unicodeHostname ?? analysis.hostname}
              </span>
            </Trans>
          </p>
          {target !== url && (
            <p>
              <Trans>This link passes through a redirect; we checked where it leads.</Trans>
            </p>
          )}
          {score !== null && <AddressScore score={score} />}
          {analysis.officialBrand && (
            <p>
              <Trans>This address is on one of {analysis.officialBrand}’s own websites.</Trans>
            </p>
          )}
          {findings.length ? (
            <ul className="device-verdict__findings">
              {findings.map((finding) => (
                <li key={finding.id}>
                  <FindingText finding={finding} unicodeHostname={analysis.unicodeHostname} />
                </li>
              ))}
            </ul>
          ) : (
            <p>
              <Trans>
                We found nothing wrong in the address itself. That does not make the website safe:
                only the full check looks at the website.
              </Trans>
            </p>
          )}
        </>
      )}
    </section>
  )
}

/** The URL model's verdict on the address alone, in the website check's bands. */
function AddressScore({ score }: { score: number }) {
  switch (websiteRiskLevel(score)) {
    case 'High':
      return (
        <p className="device-verdict__score">
          <Trans>
            From the address alone: <strong>high risk</strong>, {score} out of 100. It is built like
            the addresses of scam websites.
          </Trans>
        </p>
      )
    case 'Medium':
      return (
        <p className="device-verdict__score">
          <Trans>
            From the address alone: <strong>medium risk</strong>, {score} out of 100.
          </Trans>
        </p>
      )
    default:
      return (
        <p className="device-verdict__score">
          <Trans>
            From the address alone: <strong>low risk</strong>, {score} out of 100.
          </Trans>
        </p>
      )
  }
}
