import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useRef, useState, type FormEvent } from 'react'

import type { DeviceResultMode } from '../../../components/device-result.tsx'
import { ErrorAlert } from '../../../components/error-alert.tsx'
import { ErrorSummary, type ErrorSummaryItem } from '../../../components/error-summary.tsx'
import { HoneypotField } from '../../../components/honeypot-field.tsx'
import type { PdfOpenProblem } from '../../../domain/documents/pdf-preview.ts'
import type { SharedItem } from '../../../domain/files/shared-item.ts'
import { DESCRIPTION_MAX_LENGTH, DESCRIPTION_MIN_LENGTH } from '../../../domain/screening/limits.ts'
import { DEFAULT_SITE_CONFIG } from '../../../domain/site-config.ts'
import type { DeviceCheckResult } from '../../../lib/device-engine.ts'
import { siteConfigQueryOptions } from '../../../lib/site-config.ts'
import { toast } from '../../../lib/toast.ts'
import { useOnline } from '../../../lib/use-online.ts'
import { useRedactionHandOver } from '../../../lib/use-redaction-hand-over.ts'
import { ScreeningRequestError, useScreen } from '../api/screen.ts'
import { useRedactedImage } from '../hooks/use-redacted-image.ts'
import { loadDraft, useScreeningDraft } from '../hooks/use-screening-draft.ts'
import { useSharedItem } from '../hooks/use-shared-item.ts'
import { EMPTY_DRAFT, mergeShared } from '../model/draft.ts'
import {
  checkUpload,
  mimeTypeFor,
  uploadKind,
  validateScreening,
  type DescriptionProblem,
  type ScreeningProblems,
  type UploadProblem,
} from '../model/validation.ts'

import { ConsentField } from './consent-field.tsx'
import { ContactField } from './contact-field.tsx'
import { DESCRIPTION_FIELD_ID, DescriptionField } from './description-field.tsx'
import { DOCUMENT_FIELD_ID, DocumentField } from './document-field.tsx'
import { OfflineNotice, SubmitButton } from './form-status.tsx'
import { RedactPrompt } from './redact-prompt.tsx'

/** The form's id: the hero's SCREEN button and the tool card link to `/#screen`. */
export const SCREENING_FORM_ID = 'screen'
const TITLE_ID = 'screen-title'

/** Scrolls the form into view and moves focus to its heading (after a link to #screen). */
export function revealScreeningForm(): void {
  document.getElementById(SCREENING_FORM_ID)?.scrollIntoView()
  document.getElementById(TITLE_ID)?.focus({ preventScroll: true })
}

/** The device's verdict on the last submitted message, and whether it was submitted offline. */
interface DeviceCheck {
  result: DeviceCheckResult
  offline: boolean
}

/** The answers, loaded when the form is first sent (or a saved answer is shown). */
const loadResults = () => import('./check-results.tsx')
const DeviceResult = lazy(() => loadResults().then((module) => ({ default: module.DeviceResult })))
const ResultPanel = lazy(() => loadResults().then((module) => ({ default: module.ResultPanel })))

/** Only when a PDF is attached: the home page's first load stays as it was. */
const PdfPreview = lazy(() =>
  import('../../../components/pdf-preview.tsx').then((module) => ({ default: module.PdfPreview })),
)

/**
 * The home page's screening form (spec part 1 §2, §4, §5): three steps, validated on submit
 * with an error summary, sent to POST /api/screen, and answered by the result panel below.
 * The engine also runs on the device at once: its verdict shows while the full check runs,
 * and is the answer offline, when nothing is sent.
 */
export function ScreeningTool({
  sharedPending = false,
  onSharedHandled = () => {},
}: {
  /** The page was opened from the share target (`?shared=1`). */
  sharedPending?: boolean
  onSharedHandled?: () => void
}) {
  const { t, i18n } = useLingui()
  const online = useOnline()
  const screen = useScreen()
  const queryClient = useQueryClient()
  const [initialDraft] = useState(() => loadDraft() ?? EMPTY_DRAFT)
  const [emailOrWebsite, setEmailOrWebsite] = useState(initialDraft.emailOrWebsite)
  const [description, setDescription] = useState(initialDraft.description)
  const [file, setFile] = useState<File | null>(null)
  const [redactOffered, setRedactOffered] = useState(false)
  const [pdfProblem, setPdfProblem] = useState<PdfOpenProblem | null>(null)
  const redaction = useRedactionHandOver('/')
  const [consent, setConsent] = useState(false)
  const [honeypot, setHoneypot] = useState('')
  const [problems, setProblems] = useState<ScreeningProblems>({})
  const [failedAttempts, setFailedAttempts] = useState(0)
  const offlineNotice = useRef<HTMLParagraphElement>(null)
  const [deviceCheck, setDeviceCheck] = useState<DeviceCheck | null>(null)
  /** Counts submits, so that a slow device check never shows over a newer one. */
  const deviceRun = useRef(0)
  const draft = useScreeningDraft({ description, emailOrWebsite })

  /** Takes a file as the document; an image is offered to the redaction tool if `offerRedaction`. */
  const attachFile = (picked: File, { offerRedaction }: { offerRedaction: boolean }) => {
    // Some phone pickers give no type: name it from the extension for the worker and server.
    const type = mimeTypeFor(picked)
    const chosen = type === picked.type ? picked : new File([picked], picked.name, { type })
    const problem = checkUpload(chosen)
    setFile(chosen)
    setPdfProblem(null)
    setProblems((current) => ({ ...current, document: problem ?? undefined }))
    setRedactOffered(offerRedaction && !problem && uploadKind(chosen) === 'image')
  }
  const pickFile = (picked: File) => attachFile(picked, { offerRedaction: true })

  const removeFile = () => {
    setFile(null)
    setPdfProblem(null)
    setRedactOffered(false)
    setProblems((current) => ({ ...current, document: undefined }))
  }

  useSharedItem(
    sharedPending,
    (item: SharedItem) => {
      const merged = mergeShared({ description, emailOrWebsite }, item)
      setDescription(merged.description)
      setEmailOrWebsite(merged.emailOrWebsite)
      if (item.file) pickFile(item.file)
      revealScreeningForm()
    },
    onSharedHandled,
  )

  useRedactedImage((redacted) => {
    // Just redacted, and re-encoded without metadata: no second offer to redact it.
    attachFile(redacted, { offerRedaction: false })
    revealScreeningForm()
    toast({ title: t`Your redacted image is attached.` })
  })

  const descriptionMessage = (problem: DescriptionProblem): string => {
    const min = DESCRIPTION_MIN_LENGTH
    const max = i18n.number(DESCRIPTION_MAX_LENGTH)
    if (problem === 'missing') return t`Enter a description of what happened`
    if (problem === 'too-short') return t`Description must be ${min} characters or more`
    return t`Description must be ${max} characters or less`
  }
  const uploadMessage = (problem: UploadProblem): string => {
    if (problem === 'wrong-type') return t`The selected file must be an image or a PDF`
    if (problem === 'empty') return t`The selected file is empty`
    if (problem === 'unreadable-pdf') {
      return t`This PDF cannot be opened, so it cannot be checked. Remove it, or attach a screenshot instead.`
    }
    return t`The selected file must be smaller than 10 MB`
  }

  const summary: ErrorSummaryItem[] = [
    problems.description && {
      fieldId: DESCRIPTION_FIELD_ID,
      message: descriptionMessage(problems.description),
    },
    problems.document && { fieldId: DOCUMENT_FIELD_ID, message: uploadMessage(problems.document) },
  ].filter((item): item is ErrorSummaryItem => Boolean(item))

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Fetched while the check runs, so the answer shows the moment it comes.
    loadResults().catch(() => undefined)
    event.preventDefault()
    if (screen.isPending) return
    const found = validateScreening({ description, file })
    // The preview could not open the PDF: the server could not read it either.
    if (!found.document && pdfProblem) found.document = 'unreadable-pdf'
    setProblems(found)
    if (found.description === 'missing' || found.description === 'too-short') {
      toast({
        title: t`Validation Error`,
        description: t`Please provide a detailed description (minimum 50 characters)`,
      })
    }
    if (found.description || found.document) {
      setFailedAttempts((count) => count + 1)
      return
    }
    const checked = checkMessageOnDevice()
    if (!online) {
      // A new submit replaces the last answer. Nothing is sent and the form keeps what was
      // typed; the device's verdict is the answer, or, without the engine, the notice says why.
      screen.reset()
      void checked.then((found) => {
        if (!found) offlineNotice.current?.focus()
      })
      return
    }
    setRedactOffered(false)
    screen.mutate(
      {
        description,
        emailOrWebsite,
        document: file,
        consentToStore: consent,
        urlConfirmation: honeypot,
      },
      { onSuccess: () => draft.clear() },
    )
  }

  /** Runs the engine on this device; resolves false when it could not be loaded. */
  const checkMessageOnDevice = async (): Promise<boolean> => {
    const run = ++deviceRun.current
    const submittedOffline = !online
    setDeviceCheck(null)
    // The installation's forwarding number and address, as the header has loaded them.
    const site = queryClient.getQueryData(siteConfigQueryOptions.queryKey) ?? DEFAULT_SITE_CONFIG
    try {
      // The loader is a chunk of its own too: the home page's first load stays as it was.
      const { checkOnDevice } = await import('../../../lib/device-engine.ts')
      const result = await checkOnDevice({
        text: description.trim(),
        emailOrWebsite,
        locale: i18n.locale,
        forwardSmsNumber: site.forwardSmsNumber,
        forwardEmail: site.forwardEmail,
      })
      if (run === deviceRun.current) setDeviceCheck({ result, offline: submittedOffline })
      return true
    } catch {
      // Not loaded (offline before it was ever cached): the form works as it did without it.
      return false
    }
  }

  // Spec part 1 §8: the server's words, else "Something went wrong"; a request that never got
  // an answer (no connection, say) is "An error occurred".
  const failureMessage = (error: Error): string =>
    error instanceof ScreeningRequestError
      ? (error.serverMessage ?? t`Something went wrong`)
      : t`An error occurred`
  const failure = screen.error && !isAbort(screen.error) ? failureMessage(screen.error) : null
  // Online, the device's verdict shows until the full answer comes, or stays if it failed.
  const deviceMode: DeviceResultMode | null = !deviceCheck
    ? null
    : deviceCheck.offline
      ? 'offline'
      : screen.isPending
        ? 'running'
        : failure
          ? 'unfinished'
          : null

  return (
    <>
      <form
        className="screening"
        id={SCREENING_FORM_ID}
        aria-labelledby={TITLE_ID}
        noValidate
        onSubmit={onSubmit}
      >
        <h2 className="screening__title" id={TITLE_ID} tabIndex={-1}>
          {t`Check a message`}
        </h2>
        {failedAttempts > 0 && summary.length > 0 && (
          <ErrorSummary key={failedAttempts} errors={summary} />
        )}
        <ContactField value={emailOrWebsite} onChange={setEmailOrWebsite} />
        <DescriptionField
          value={description}
          onChange={setDescription}
          error={problems.description && descriptionMessage(problems.description)}
        />
        <DocumentField
          file={file}
          error={problems.document && uploadMessage(problems.document)}
          onPick={pickFile}
          onRemove={removeFile}
        />
        {file && redactOffered && (
          <RedactPrompt file={file} type={file.type} onContinue={() => setRedactOffered(false)} />
        )}
        {file && uploadKind(file) === 'pdf' && !problems.document && (
          <Suspense fallback={null}>
            <PdfPreview
              key={`${file.name}:${file.size}:${file.lastModified}`}
              file={file}
              onProblem={setPdfProblem}
              onRedactPage={(page) => void redaction.redactPage(file, page)}
              busy={redaction.handingOver || screen.isPending}
            />
          </Suspense>
        )}
        {redaction.error && <ErrorAlert message={redaction.error} />}
        <HoneypotField name="url_confirmation" value={honeypot} onChange={setHoneypot} hideInput />
        <ConsentField checked={consent} onChange={setConsent} />
        {!online && <OfflineNotice ref={offlineNotice} />}
        {failure && <ErrorAlert message={failure} />}
        <SubmitButton busy={screen.isPending} />
      </form>
      <Suspense fallback={null}>
        {deviceCheck && deviceMode && (
          <DeviceResult result={deviceCheck.result} mode={deviceMode} />
        )}
        {screen.data && <ResultPanel result={screen.data} />}
      </Suspense>
    </>
  )
}

function isAbort(error: Error): boolean {
  return error.name === 'AbortError'
}
