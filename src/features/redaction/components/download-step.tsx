import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useState } from 'react'

import {
  REDACTION_RETURN_KEYS,
  isQuotaExceededError,
  redactedReturnName,
} from '../../../domain/files/image-transfer.ts'
import {
  DEFAULT_EXPORT_FORMAT,
  redactedFileName,
  type RedactionExportFormat,
} from '../../../domain/redaction/export.ts'
import { downloadFile } from '../../../lib/download-file.ts'
import { storeImageTransfer } from '../../../lib/image-transfer-storage.ts'
import { useObjectUrl } from '../hooks/use-object-url.ts'
import { useRedactionState, useRedactionStore } from '../hooks/use-redaction-store.ts'

export const DOWNLOAD_HEADING_ID = 'redaction-download-title'
/** How long "Download started!" stays on screen (spec part 1 §9). */
export const DOWNLOAD_CONFIRMATION_MS = 3000

type Status = 'idle' | 'preparing' | 'started' | 'failed'

/** "Download started!" for three seconds after each download. */
function useDownloadStatus(): [Status, (status: Status) => void] {
  const [status, setStatus] = useState<Status>('idle')
  useEffect(() => {
    if (status !== 'started') return
    const timer = setTimeout(() => setStatus('idle'), DOWNLOAD_CONFIRMATION_MS)
    return () => clearTimeout(timer)
  }, [status])
  return [status, setStatus]
}

/**
 * Sends the redacted image back to the form that handed it over (src/domain/files/image-transfer.ts),
 * named after the original, e.g. `letter-redacted.png`.
 */
function storeForForm(blob: Blob, originalName: string): Promise<void> {
  const type = blob.type === 'image/jpeg' ? 'image/jpeg' : 'image/png'
  return storeImageTransfer(
    REDACTION_RETURN_KEYS,
    blob,
    redactedReturnName(originalName, type),
    type,
  )
}

/**
 * Step 3: the redacted image as it will be saved, a choice of PNG or JPEG, and the download.
 * When the image came from the home form, it can also go straight back there.
 */
export function DownloadStep() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const store = useRedactionStore()
  const exportState = useRedactionState((state) => state.export)
  const chosen = useRedactionState((state) => state.chosen)
  const png = exportState.status === 'ready' ? exportState.png : null
  const previewUrl = useObjectUrl(png?.blob ?? null)
  const [format, setFormat] = useState<RedactionExportFormat>(DEFAULT_EXPORT_FORMAT)
  const [status, setStatus] = useDownloadStatus()
  const [returning, setReturning] = useState(false)
  const [returnProblem, setReturnProblem] = useState<string | null>(null)

  const download = async () => {
    setStatus('preparing')
    try {
      const image = await store.exportAs(format)
      downloadFile(image.blob, redactedFileName(format))
      setStatus('started')
    } catch (error) {
      console.error('The redacted image could not be saved.', error)
      setStatus('failed')
    }
  }

  const sendToForm = async () => {
    if (!chosen) return
    setReturning(true)
    setReturnProblem(null)
    try {
      try {
        await storeForForm((await store.exportAs(format)).blob, chosen.name)
      } catch (error) {
        // A PNG of a photo can be too big for localStorage where a JPEG fits.
        if (!isQuotaExceededError(error) || format === 'jpeg') throw error
        await storeForForm((await store.exportAs('jpeg')).blob, chosen.name)
      }
    } catch (error) {
      console.error('The redacted image could not be passed back to the form.', error)
      setReturning(false)
      setReturnProblem(
        isQuotaExceededError(error)
          ? t`This image is too large to pass back to the form. Download it, then choose the downloaded file in the form.`
          : t`The redacted image could not be passed back to the form. Download it, then choose the downloaded file in the form.`,
      )
      return
    }
    // In the app, without a page load; the form takes the image when it mounts.
    if (chosen.returnTo === '/document-screen') void navigate({ to: '/document-screen' })
    else void navigate({ to: '/', hash: 'screen' })
  }

  return (
    <section className="redaction-panel panel" aria-labelledby={DOWNLOAD_HEADING_ID}>
      <div className="redaction-panel__header">
        <button type="button" className="button button--secondary" onClick={() => store.back()}>
          <Trans>Back</Trans>
        </button>
        <h2 id={DOWNLOAD_HEADING_ID} tabIndex={-1}>
          <Trans>Step 3: Download Redacted Image</Trans>
        </h2>
      </div>
      <div className="redaction-download">
        <div className="redaction-download__options">
          {previewUrl && png && (
            <img
              className="redaction-preview"
              src={previewUrl}
              width={png.width}
              height={png.height}
              alt={t`Your redacted document, as it will be saved`}
            />
          )}
          <fieldset className="redaction-format">
            <legend>
              <Trans>File format</Trans>
            </legend>
            <div className="redaction-format__option">
              <input
                type="radio"
                id="redaction-format-png"
                name="redaction-format"
                value="png"
                checked={format === 'png'}
                onChange={() => setFormat('png')}
              />
              <label htmlFor="redaction-format-png">
                <Trans>PNG (best for text and screenshots)</Trans>
              </label>
            </div>
            <div className="redaction-format__option">
              <input
                type="radio"
                id="redaction-format-jpeg"
                name="redaction-format"
                value="jpeg"
                checked={format === 'jpeg'}
                onChange={() => setFormat('jpeg')}
              />
              <label htmlFor="redaction-format-jpeg">
                <Trans>JPEG (smaller file, best for photos)</Trans>
              </label>
            </div>
          </fieldset>
          <div className="button-row">
            <button
              type="button"
              className="button"
              onClick={() => void download()}
              disabled={status === 'preparing'}
            >
              <Trans>Download Redacted Image</Trans>
            </button>
            {chosen?.fromHandover && (
              <button
                type="button"
                className="button button--secondary"
                onClick={() => void sendToForm()}
                disabled={returning}
              >
                <Trans>Use this redacted image</Trans>
              </button>
            )}
          </div>
          <p className="redaction-download__status" role="status">
            {status === 'preparing' && <Trans>Preparing your download…</Trans>}
            {status === 'started' && <Trans>Download started!</Trans>}
          </p>
          {status === 'failed' && (
            <p className="form-alert" role="alert">
              <Trans>The redacted image could not be saved. Try again.</Trans>
            </p>
          )}
          {returnProblem && (
            <p className="form-alert" role="alert">
              {returnProblem}
            </p>
          )}
        </div>
        <aside className="redaction-ready" aria-labelledby="redaction-ready-title">
          <h3 id="redaction-ready-title">
            <Trans>Image Ready</Trans>
          </h3>
          <p>
            <Trans>
              Your image has been successfully redacted. You can download it using the options on
              the left.
            </Trans>
          </p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => store.startOver()}
          >
            <Trans>Start Over</Trans>
          </button>
        </aside>
      </div>
    </section>
  )
}
