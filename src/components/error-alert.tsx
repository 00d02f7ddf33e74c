import { Trans } from '@lingui/react/macro'

/**
 * A check failed (spec part 1 §8, part 2 §8): an alert titled "Error", then the server's words
 * or a general message.
 */
export function ErrorAlert({ message }: { message: string }) {
  return (
    <div className="form-alert" role="alert">
      <p className="form-alert__title">
        <Trans>Error</Trans>
      </p>
      <p>{message}</p>
    </div>
  )
}
