import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useState, type FormEvent } from 'react'

import { ErrorAlert } from '../../../components/error-alert.tsx'
import { ErrorSummary } from '../../../components/error-summary.tsx'
import {
  readEmailAddress,
  type EmailAddress,
  type EmailAddressProblem,
} from '../../../domain/email/address.ts'
import { useOnline } from '../../../lib/use-online.ts'
import { EmailTrustError, useCheckEmail } from '../api/check-email.ts'
import { mailboxListsQuery } from '../api/mailbox-lists.ts'

import { EMAIL_FIELD_ID, EmailField } from './email-field.tsx'

/** The answers, loaded when the form is first sent. */
const loadResults = () => import('./check-results.tsx')
const DeviceCheck = lazy(() => loadResults().then((module) => ({ default: module.DeviceCheck })))
const EmailTrustResultCards = lazy(() =>
  loadResults().then((module) => ({ default: module.EmailTrustResultCards })),
)

/** What the last submit led to; a new submit replaces it (spec part 2 §4). */
type Submitted = { kind: 'offline' | 'server'; email: EmailAddress }

/**
 * The email trust checker (spec part 2 §2, §4, §5, §8): one address in, a trust score out of
 * 16 with every point explained. The address is checked before any call; editing it clears
 * the error. Offline, and while the server works, the device's own checks stand in, labelled.
 */
export function EmailCheckerTool() {
  const { t } = useLingui()
  const online = useOnline()
  const check = useCheckEmail()
  const queryClient = useQueryClient()
  const [email, setEmail] = useState('')
  const [problem, setProblem] = useState<EmailAddressProblem | null>(null)
  const [failedAttempts, setFailedAttempts] = useState(0)
  const [submitted, setSubmitted] = useState<Submitted | null>(null)

  // Spec part 2 §5, word for word.
  const problemMessage =
    problem === 'empty'
      ? t`Please enter an email address`
      : problem === 'invalid'
        ? t`Please enter a valid email address`
        : null

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (check.isPending) return
    // Fetched while the check runs, so the answer shows the moment it comes.
    loadResults().catch(() => undefined)
    // Submitting clears the previous error and result.
    check.reset()
    setSubmitted(null)
    const reading = readEmailAddress(email)
    if (!reading.ok) {
      setProblem(reading.problem)
      setFailedAttempts((count) => count + 1)
      return
    }
    setProblem(null)
    // The lists the device's own check reads, fetched even should the server answer first:
    // the service worker keeps them from then on, for the checks made offline.
    void queryClient.prefetchQuery(mailboxListsQuery)
    if (!online) {
      setSubmitted({ kind: 'offline', email: reading.email })
      return
    }
    setSubmitted({ kind: 'server', email: reading.email })
    check.mutate(reading.email.address)
  }

  // Spec part 2 §8: the server's error text, else 'Analysis failed'; an exception (no answer,
  // an unreadable one) is 'An error occurred during analysis'.
  const failure =
    check.error && check.error.name !== 'AbortError'
      ? check.error instanceof EmailTrustError
        ? (check.error.serverMessage ?? t`Analysis failed`)
        : t`An error occurred during analysis`
      : null

  return (
    <>
      <form className="screening email-form" noValidate onSubmit={onSubmit}>
        {failedAttempts > 0 && problemMessage && (
          <ErrorSummary
            key={failedAttempts}
            errors={[{ fieldId: EMAIL_FIELD_ID, message: problemMessage }]}
          />
        )}
        <EmailField
          value={email}
          error={problemMessage ?? undefined}
          onChange={(value) => {
            setEmail(value)
            // Spec part 2 §4: editing the input clears the error.
            setProblem(null)
            if (check.isError) check.reset()
          }}
        />
        <button
          type="submit"
          className="button screening__submit"
          disabled={check.isPending}
          aria-describedby={check.isPending ? 'email-check-progress' : undefined}
        >
          {check.isPending && <span className="spinner" aria-hidden="true" />}
          <Trans>Check Email</Trans>
        </button>
      </form>
      {submitted?.kind === 'offline' && (
        <Suspense fallback={null}>
          <DeviceCheck email={submitted.email} offline />
        </Suspense>
      )}
      {submitted?.kind === 'server' && check.isPending && (
        <>
          <div className="scan-progress" id="email-check-progress" role="status">
            <span className="spinner spinner--dark" aria-hidden="true" />
            <p>
              <Trans>Checking the address. This takes up to 5 seconds.</Trans>
            </p>
          </div>
          <Suspense fallback={null}>
            <DeviceCheck email={submitted.email} offline={false} />
          </Suspense>
        </>
      )}
      {submitted?.kind === 'server' && failure && <ErrorAlert message={failure} />}
      {submitted?.kind === 'server' && check.data && (
        <Suspense fallback={null}>
          <EmailTrustResultCards result={check.data} />
        </Suspense>
      )}
    </>
  )
}
