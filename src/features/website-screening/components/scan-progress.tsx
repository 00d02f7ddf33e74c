import { Trans } from '@lingui/react/macro'

/** The loading card: the check can take a minute (spec part 2 §2, §9). */
export function ScanProgress() {
  return (
    <div className="scan-progress" id="scan-progress" role="status">
      <span className="spinner spinner--dark" aria-hidden="true" />
      <div>
        <p className="scan-progress__title">
          <Trans>Scanning the website</Trans>
        </p>
        <p className="scan-progress__text">
          <Trans>The analysis may take up to 60 seconds.</Trans>
        </p>
      </div>
    </div>
  )
}
