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

/** Shown while offline: the check needs the server, and nothing typed is lost. */
export function OfflineNotice({ ref }: { ref?: Ref<HTMLParagraphElement> }) {
  return (
    <p className="form-notice" role="status" tabIndex={-1} ref={ref}>
      <Trans>
        Checking needs an internet connection. What you typed is kept here until you are back
        online.
      </Trans>
    </p>
  )
}

/** The check failed: the server's words, or a general message (spec part 1 §8). */
export function ScreeningFailure({ message }: { message: string }) {
  return (
    <div className="form-alert" role="alert">
      <p className="form-alert__title">
        <Trans>Error</Trans>
      </p>
      <p>{message}</p>
    </div>
  )
}
