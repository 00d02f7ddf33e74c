import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'

import { PageMeta } from './page-meta.tsx'

/** The screen for an unknown path or a failure the page could not handle (spec part 1 §2). */
export function ErrorScreen() {
  const { t } = useLingui()
  return (
    <section className="page error-screen" aria-labelledby="error-title">
      <PageMeta title={t`Oops! Something went wrong.`} />
      <h1 id="error-title">
        <Trans>Oops! Something went wrong.</Trans>
      </h1>
      <p>
        <Trans>
          We encountered an error while processing your request. Please try again or return to the
          home page.
        </Trans>
      </p>
      <div className="button-row">
        <Link to="/" className="button">
          <Trans>Return Home</Trans>
        </Link>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => window.location.reload()}
        >
          <Trans>Try Again</Trans>
        </button>
      </div>
    </section>
  )
}
