import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState, type FormEvent } from 'react'

import '../community-reports.css'

import { ErrorSummary, type ErrorSummaryItem } from '../../../components/error-summary.tsx'
import { HoneypotField } from '../../../components/honeypot-field.tsx'
import { acceptedReportFileType } from '../../../domain/reports/file.ts'
import {
  checkPhone,
  checkReportFile,
  REPORT_TEXT_FIELDS,
  validateReport,
  type ReportField,
  type ReportProblem,
  type ReportProblems,
  type ReportTextField,
  type ReportValues,
} from '../../../domain/reports/validation.ts'
import { useOnline } from '../../../lib/use-online.ts'
import { useSubmitReport } from '../api/submit-report.ts'
import { useReportProblemMessage } from '../hooks/use-report-messages.ts'
import { useReportToasts } from '../hooks/use-report-toasts.ts'
import { bankDetailsLookWrong } from '../model/bank-details-check.ts'
import { EMPTY_REPORT, HONEYPOT_FIELD, localIsoDate, toastProblem } from '../model/report-values.ts'

import { FieldShell, describedByIds } from './field-shell.tsx'
import { ReportDetailsFields } from './report-details-fields.tsx'
import { DOCUMENT_FIELD_ID, SupportingDocumentField } from './supporting-document-field.tsx'

/** The order problems are listed in: the order of the fields on the page. */
const FIELD_ORDER: ReportField[] = [...REPORT_TEXT_FIELDS, 'supporting_document']

/** Waits this long after typing before loading the bank tables and checking. */
const BANK_CHECK_DELAY_MS = 400

/**
 * The community report form (spec part 2 §2–§5, §8): optional fields in a grid, the required
 * description, an optional document. Checked on submit (the phone number also as it is typed),
 * with the GOV.UK error summary and inline errors, and the spec's toasts. Every report goes
 * through the outbox: sent at once when online, kept on the phone until the connection
 * returns when not. Success clears the form; a refusal keeps what was typed.
 */
export function ReportForm() {
  const { t } = useLingui()
  const online = useOnline()
  const submit = useSubmitReport()
  const toasts = useReportToasts()
  const problemMessage = useReportProblemMessage()
  const [values, setValues] = useState<ReportValues>(EMPTY_REPORT)
  const [file, setFile] = useState<File | null>(null)
  const [fileProblem, setFileProblem] = useState<ReportProblem | null>(null)
  const [honeypot, setHoneypot] = useState('')
  const [problems, setProblems] = useState<ReportProblems>({})
  const [failedAttempts, setFailedAttempts] = useState(0)
  const [bankWarning, setBankWarning] = useState(false)

  const set = (field: ReportTextField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    // A fixed field loses its error at once; other errors wait for the next submit.
    setProblems((current) => ({ ...current, [field]: undefined }))
  }
  const setPhone = (value: string) => {
    setValues((current) => ({ ...current, phone_number: value }))
    // The spec checks the phone number as it changes, too.
    setProblems((current) => ({ ...current, phone_number: checkPhone(value) ?? undefined }))
  }

  useEffect(() => {
    let current = true
    const timer = setTimeout(() => {
      void bankDetailsLookWrong(values.sort_code, values.account_number).then((wrong) => {
        if (current) setBankWarning(wrong)
      })
    }, BANK_CHECK_DELAY_MS)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [values.sort_code, values.account_number])

  const pickFile = async (picked: File) => {
    let problem = checkReportFile(picked)
    if (!problem && !acceptedReportFileType(new Uint8Array(await picked.arrayBuffer()))) {
      problem = 'file-type'
    }
    setFile(picked)
    setFileProblem(problem)
    setProblems((current) => ({ ...current, supporting_document: problem ?? undefined }))
  }
  const removeFile = () => {
    setFile(null)
    setFileProblem(null)
    setProblems((current) => ({ ...current, supporting_document: undefined }))
  }

  const reset = () => {
    setValues(EMPTY_REPORT)
    setFile(null)
    setFileProblem(null)
    setHoneypot('')
    setProblems({})
    setFailedAttempts(0)
  }

  const error = (field: ReportField) => {
    const problem = problems[field]
    if (!problem) return undefined
    // The toast says the spec's words; the field and the summary say what to do.
    return problem === 'description-missing'
      ? t`Enter a description of what happened`
      : problemMessage(problem)
  }
  const summary: ErrorSummaryItem[] = FIELD_ORDER.flatMap((field) => {
    const message = error(field)
    return message ? [{ fieldId: field, message }] : []
  })

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (submit.isPending) return
    const found: ReportProblems = {
      ...validateReport(values, { latestDate: localIsoDate(new Date()) }),
      ...(fileProblem && { supporting_document: fileProblem }),
    }
    setProblems(found)
    if (Object.keys(found).length > 0) {
      const announced = toastProblem(found)
      if (announced) toasts.failed(problemMessage(announced))
      setFailedAttempts((count) => count + 1)
      return
    }
    submit.mutate(
      { values, file, honeypot },
      {
        onSuccess: (outcome) => {
          if (outcome.status === 'rejected') {
            toasts.failed(outcome.message ?? t`Failed to submit report`)
            return
          }
          if (outcome.status === 'sent') toasts.delivered(outcome.id, outcome.referenceCode)
          else toasts.queued(outcome.busy)
          reset()
        },
        onError: (failure) =>
          toasts.failed(
            failure instanceof DOMException && failure.name === 'QuotaExceededError'
              ? t`There is no room left on this phone to keep the report. Free up some space and try again.`
              : t`Failed to submit report`,
          ),
      },
    )
  }

  const descriptionHint = (
    <Trans>
      Tell us what happened in your own words: how they contacted you, what they asked for, and
      whether you paid. Do not include your own passwords or card details.
    </Trans>
  )

  return (
    <section className="panel report-card" aria-labelledby="report-title">
      <h2 id="report-title">
        <Trans>Submit a Report</Trans>
      </h2>
      <p>
        <Trans>
          You do not need to fill in every field. Tell us what you know: only the description is
          needed.
        </Trans>
      </p>
      {failedAttempts > 0 && summary.length > 0 && (
        <ErrorSummary key={failedAttempts} errors={summary} />
      )}
      <form className="report-form" noValidate onSubmit={onSubmit} aria-labelledby="report-title">
        <ReportDetailsFields
          values={values}
          error={error}
          set={set}
          setPhone={setPhone}
          bankWarning={bankWarning}
        />
        <FieldShell
          id="description"
          label={<Trans>What happened</Trans>}
          hint={descriptionHint}
          error={error('description')}
          wide
        >
          <textarea
            className="field__input field__textarea"
            id="description"
            name="description"
            rows={6}
            required
            aria-describedby={describedByIds('description', {
              hint: descriptionHint,
              error: error('description'),
            })}
            aria-invalid={error('description') ? true : undefined}
            value={values.description}
            onChange={(event) => set('description', event.target.value)}
          />
        </FieldShell>
        <SupportingDocumentField
          file={file}
          error={error(DOCUMENT_FIELD_ID)}
          onPick={(picked) => void pickFile(picked)}
          onRemove={removeFile}
        />
        <HoneypotField name={HONEYPOT_FIELD} value={honeypot} onChange={setHoneypot} />
        {!online && (
          <p className="form-notice" role="status">
            <Trans>
              You are offline. Your report will be saved on this phone and sent when you are back
              online.
            </Trans>
          </p>
        )}
        <button type="submit" className="button report-form__submit" disabled={submit.isPending}>
          {submit.isPending ? (
            <>
              <span className="spinner" aria-hidden="true" />
              <Trans>Submitting...</Trans>
            </>
          ) : (
            <Trans>Submit Report</Trans>
          )}
        </button>
      </form>
    </section>
  )
}
