import { Trans } from '@lingui/react/macro'
import type { Ref } from 'react'

/** Submit: "Screen", or "SCANNING..." with a spinner while the check runs. */
export function SubmitButton({ busy }: { busy: boolean }) {
  return (
    <button type="submit" className="button screening__submit" disabled={busy}>
      {busy ? (
        <>
          <span className="spinner" aria-hidden="true" />
          <Trans>SCANNING...</Trans>
        </>
      ) : (
        <Trans>Screen</Trans>
      )}
    </button>
  )
}

/** Shown while offline: the full check needs the server, and nothing typed is lost. */
export function OfflineNotice({ ref }: { ref?: Ref<HTMLParagraphElement> }) {
  return (
    <p className="form-notice" role="status" tabIndex={-1} ref={ref}>
      <Trans>
        The full check needs an internet connection. What you typed is kept here until you are back
        online.
      </Trans>
    </p>
  )
}
