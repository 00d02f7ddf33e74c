import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useState, type FormEvent } from 'react'

import { ErrorAlert } from '../../../components/error-alert.tsx'
import { ErrorSummary } from '../../../components/error-summary.tsx'
import { contentPlatformOf } from '../../../domain/url/content-platforms.ts'
import { CheckTimeoutError } from '../../../lib/use-cancel-on-unmount.ts'
import { useOnline } from '../../../lib/use-online.ts'
import {
  UnreadableAnswerError,
  useScreenWebsite,
  WebsiteScreeningError,
} from '../api/screen-website.ts'

import { ContentPlatformNotice } from './content-platform-notice.tsx'
import { ScanProgress } from './scan-progress.tsx'
import { URL_FIELD_ID, UrlField } from './url-field.tsx'

/** The answers, loaded when the form is first sent. */
const loadResults = () => import('./check-results.tsx')
const DeviceVerdict = lazy(() =>
  loadResults().then((module) => ({ default: module.DeviceVerdict })),
)
const WebsiteResultCard = lazy(() =>
  loadResults().then((module) => ({ default: module.WebsiteResultCard })),
)

/** What the last submit led to; a new submit replaces it (spec part 2 §4). */
type Submitted =
  | { kind: 'platform'; platform: string }
  | { kind: 'offline'; url: string }
  | { kind: 'server'; url: string }

/**
 * The website screener (spec part 2 §2, §4, §5, §8): one address in, the server's assessment
 * out. A content platform gets the 'Content Analysis Required' notice and no call; offline,
 * the device's own check of the address stands in, clearly labelled.
 */
export function WebsiteScreeningTool() {
  const { t } = useLingui()
  const online = useOnline()
  const screening = useScreenWebsite()
  const [url, setUrl] = useState('')
  const [missing, setMissing] = useState(false)
  const [failedAttempts, setFailedAttempts] = useState(0)
  const [submitted, setSubmitted] = useState<Submitted | null>(null)

  const missingMessage = t`Enter a website address`

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (screening.isPending) return
    // Fetched while the check runs, so the answer shows the moment it comes.
    loadResults().catch(() => undefined)
    const typed = url.trim()
    // Submitting clears the previous error and result.
    screening.reset()
    setSubmitted(null)
    if (!typed) {
      setMissing(true)
      setFailedAttempts((count) => count + 1)
      return
    }
    setMissing(false)
    const platform = contentPlatformOf(typed)
    if (platform) {
      setSubmitted({ kind: 'platform', platform })
      return
    }
    if (!online) {
      setSubmitted({ kind: 'offline', url: typed })
      return
    }
    setSubmitted({ kind: 'server', url: typed })
    screening.mutate(typed)
  }

  // Spec part 2 §8: the server's words or 'Server returned error: {status}', the exception's
  // message, or 'Network error occurred' when no answer came.
  const failureMessage = (error: Error): string => {
    if (error instanceof WebsiteScreeningError) {
      return error.serverMessage ?? t`Server returned error: ${error.status}`
    }
    if (error instanceof CheckTimeoutError) {
      return t`The check took too long. Try again in a few minutes.`
    }
    if (error instanceof UnreadableAnswerError) {
      return t`The answer from the server could not be read. Try again.`
    }
    return t`Network error occurred`
  }
  const failure =
    screening.error && screening.error.name !== 'AbortError'
      ? failureMessage(screening.error)
      : null

  return (
    <>
      <form className="screening website-form" noValidate onSubmit={onSubmit}>
        {failedAttempts > 0 && missing && (
          <ErrorSummary
            key={failedAttempts}
            errors={[{ fieldId: URL_FIELD_ID, message: missingMessage }]}
          />
        )}
        <UrlField
          value={url}
          error={missing ? missingMessage : undefined}
          onChange={(value) => {
            setUrl(value)
            if (missing && value.trim()) setMissing(false)
          }}
        />
        <button
          type="submit"
          className="button screening__submit"
          disabled={screening.isPending}
          aria-describedby={screening.isPending ? 'scan-progress' : undefined}
        >
          {screening.isPending && <span className="spinner" aria-hidden="true" />}
          <Trans>Scan Website</Trans>
        </button>
      </form>
      {submitted?.kind === 'platform' && <ContentPlatformNotice platform={submitted.platform} />}
      {submitted?.kind === 'offline' && (
        <Suspense fallback={null}>
          <DeviceVerdict url={submitted.url} offline />
        </Suspense>
      )}
      {submitted?.kind === 'server' && screening.isPending && (
        <>
          <ScanProgress />
          <Suspense fallback={null}>
            <DeviceVerdict url={submitted.url} offline={false} />
          </Suspense>
        </>
      )}
      {submitted?.kind === 'server' && failure && <ErrorAlert message={failure} />}
      {submitted?.kind === 'server' && screening.data && (
        <Suspense fallback={null}>
          <WebsiteResultCard result={screening.data} />
        </Suspense>
      )}
    </>
  )
}
