import { Trans, useLingui } from '@lingui/react/macro'
import { useRef, useState, type ChangeEvent } from 'react'

import { DeviceResult } from '../../../components/device-result.tsx'
import { ErrorAlert } from '../../../components/error-alert.tsx'
import { PdfPreview } from '../../../components/pdf-preview.tsx'
import { DOCUMENT_MAX_BYTES, isDocumentFile, isPdfFile } from '../../../domain/documents/limits.ts'
import type { DeviceCheckResult } from '../../../lib/device-engine.ts'
import { useSiteConfig } from '../../../lib/site-config.ts'
import { toast } from '../../../lib/toast.ts'
import { useOnline } from '../../../lib/use-online.ts'
import { useRedactionHandOver } from '../../../lib/use-redaction-hand-over.ts'
import { DocumentAnalysisError, useAnalyseDocument } from '../api/analyze-document.ts'
import { useReturnedPage } from '../hooks/use-returned-page.ts'

import { DocumentResult } from './document-result.tsx'
import '../documents.css'

/**
 * The document screen (spec part 1 §2, §4, §5, §8): Choose Document (a PDF or an image, under
 * 10 MB), a preview of a PDF on the device, Redact First for an image or any PDF page, and
 * Analyze Document. Choosing a file clears the last error and result.
 */
export function DocumentScreenTool() {
  const { t, i18n } = useLingui()
  const online = useOnline()
  const site = useSiteConfig()
  const redaction = useRedactionHandOver('/document-screen')
  const analyse = useAnalyseDocument()
  const input = useRef<HTMLInputElement>(null)
  const [file, setFile] = useState<File | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [consent, setConsent] = useState(false)
  /** The engine's verdict on the PDF's text, worked out on this device as the preview opens. */
  const [deviceCheck, setDeviceCheck] = useState<DeviceCheckResult | null>(null)
  const deviceRun = useRef(0)

  const busy = analyse.isPending
  const shownError = error ?? redaction.error
  const fileName = file?.name ?? null
  const isPdf = file !== null && isPdfFile(file.type, file.name)
  const isImage = file !== null && !isPdf

  const choose = (picked: File) => {
    analyse.reset()
    deviceRun.current++
    setDeviceCheck(null)
    setError(null)
    redaction.clearError()
    if (!isDocumentFile(picked.type, picked.name)) {
      setFile(null)
      setError(t`Please upload a PDF or image file`)
      return
    }
    if (picked.size >= DOCUMENT_MAX_BYTES) {
      setFile(null)
      setError(t`File size must be less than 10MB`)
      return
    }
    setFile(picked)
  }
  useReturnedPage(choose)

  const checkTextOnDevice = async (pages: string[]) => {
    const text = pages.join('\n\n').trim()
    if (!text) return
    const run = ++deviceRun.current
    try {
      const { checkOnDevice } = await import('../../../lib/device-engine.ts')
      const result = await checkOnDevice({
        text,
        locale: i18n.locale,
        forwardSmsNumber: site.forwardSmsNumber,
        forwardEmail: site.forwardEmail,
      })
      if (run !== deviceRun.current) return
      setDeviceCheck(result)
      // bench/documents.ts reads this: the verdict's time after the preview opened.
      performance.measure('document:device-verdict', 'pdf-preview:opened')
    } catch {
      // The engine was never cached (offline on a first visit): the preview still shows.
    }
  }

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0]
    event.target.value = ''
    if (picked) choose(picked)
  }

  const submit = () => {
    if (!file) return
    setError(null)
    analyse.mutate(
      { file, consentToStore: consent },
      {
        onSuccess: () =>
          toast({
            title: t`Analysis Complete`,
            description: t`Document has been analysed successfully.`,
          }),
        onError: (failure) => {
          if (failure instanceof DocumentAnalysisError) {
            const status = failure.status
            const reason = failure.serverMessage
            setError(
              reason
                ? `${t`Server returned error: ${status}`}. ${reason}`
                : t`Server returned error: ${status}`,
            )
          } else {
            setError(t`Failed to analyse document`)
          }
          toast({
            title: t`Error`,
            description: t`Failed to analyse document. Please try again.`,
            variant: 'destructive',
          })
        },
      },
    )
  }

  return (
    <div className="document-screen">
      <section className="panel document-upload" aria-labelledby="document-upload-title">
        <h2 id="document-upload-title" className="visually-hidden">
          <Trans>Choose Document</Trans>
        </h2>
        <input
          ref={input}
          id="document-file"
          className="visually-hidden"
          type="file"
          accept="application/pdf,.pdf,image/*"
          aria-describedby="document-file-hint document-file-name"
          onChange={onChange}
        />
        <label htmlFor="document-file" className="button document-upload__choose">
          <Trans>Choose Document</Trans>
        </label>
        <p className="field__hint" id="document-file-hint">
          <Trans>A PDF or an image, smaller than 10 MB.</Trans>
        </p>
        <p id="document-file-name" className="document-upload__name">
          {fileName !== null && <Trans>Selected: {fileName}</Trans>}
        </p>
        {isImage && (
          <button
            type="button"
            className="button button--secondary"
            onClick={() =>
              file && void redaction.handOver(file, file.name, file.type || 'image/png')
            }
            disabled={redaction.handingOver || busy}
          >
            <Trans>Redact First</Trans>
          </button>
        )}
        {isPdf && file && (
          <PdfPreview
            key={`${file.name}:${file.size}:${file.lastModified}`}
            file={file}
            stillChecked
            onText={(pages) => void checkTextOnDevice(pages)}
            onRedactPage={(page) => void redaction.redactPage(file, page)}
            busy={redaction.handingOver || busy}
          />
        )}
        <div className="document-upload__consent">
          <input
            type="checkbox"
            id="document-consent"
            checked={consent}
            onChange={(event) => setConsent(event.target.checked)}
          />
          <label htmlFor="document-consent">
            <Trans>Keep my document to help improve scam detection (optional)</Trans>
          </label>
        </div>
        {isImage && !online && (
          <p className="form-alert" role="status">
            <Trans>
              Reading the words in a picture needs an internet connection. Check it again when you
              are back online.
            </Trans>
          </p>
        )}
        {shownError && <ErrorAlert message={shownError} />}
        <button
          type="button"
          className="button"
          onClick={submit}
          disabled={!file || busy}
          aria-busy={busy}
        >
          {busy ? <Trans>Analysing...</Trans> : <Trans>Analyze Document</Trans>}
        </button>
      </section>
      {deviceCheck && !analyse.data && (
        <DeviceResult result={deviceCheck} mode={online ? 'document' : 'offline'} />
      )}
      {analyse.data && <DocumentResult result={analyse.data} />}
    </div>
  )
}
