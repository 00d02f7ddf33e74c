import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'

import { PREVIEW_THUMBNAILS, type PdfOpenProblem } from '../domain/documents/pdf-preview.ts'
import {
  canPreviewPdf,
  holdPdfPreview,
  openPdf,
  pdfText,
  pdfThumbnail,
} from '../lib/pdf-preview-client.ts'

/** Thumbnail width in CSS pixels, drawn at twice that for sharp screens. */
const THUMBNAIL_WIDTH = 120

type Preview =
  | { status: 'opening' }
  | { status: 'open'; pages: number; thumbnails: Array<{ page: number; url: string }> }
  | { status: 'problem'; problem: PdfOpenProblem }
  | { status: 'unavailable' }

/**
 * The PDF opened on the device before anything is sent: its page count and the first pages'
 * thumbnails (offline too), or, for a damaged or locked file, a plain explanation: the document
 * check still judges such a file (`stillChecked`); elsewhere it is not sent. Any page can be
 * opened in the redaction tool.
 */
export function PdfPreview({
  file,
  onProblem,
  stillChecked = false,
  onText,
  onRedactPage,
  busy,
}: {
  file: File
  onProblem?: (problem: PdfOpenProblem | null) => void
  stillChecked?: boolean
  /** The PDF's text, page by page, read on the device as soon as it opens. */
  onText?: (pages: string[]) => void
  /** Opens the page in the redaction tool (usePdfPageHandOver). */
  onRedactPage: (page: number) => void
  busy: boolean
}) {
  const { t } = useLingui()
  // The parent keys this component by file, so a new file starts from a fresh state.
  const [preview, setPreview] = useState<Preview>(() =>
    canPreviewPdf() ? { status: 'opening' } : { status: 'unavailable' },
  )
  const [chosenPage, setChosenPage] = useState(1)

  useEffect(() => {
    if (!canPreviewPdf()) return
    const release = holdPdfPreview()
    const controller = new AbortController()
    const urls: string[] = []
    const run = async () => {
      const started = performance.now()
      const opened = await openPdf(file, controller.signal)
      if (!opened.ok) {
        setPreview({ status: 'problem', problem: opened.problem })
        onProblem?.(opened.problem)
        return
      }
      onProblem?.(null)
      performance.mark('pdf-preview:opened')
      // The text (for the device's verdict) is read beside the thumbnails, not before them; a
      // text that cannot be read just gives no device verdict.
      if (onText) {
        pdfText(controller.signal)
          .then(onText)
          .catch(() => {})
      }
      const thumbnails: Array<{ page: number; url: string }> = []
      setPreview({ status: 'open', pages: opened.pages, thumbnails: [] })
      const count = Math.min(opened.pages, PREVIEW_THUMBNAILS)
      for (let page = 1; page <= count; page++) {
        const image = await pdfThumbnail(page, THUMBNAIL_WIDTH * 2, controller.signal)
        const url = URL.createObjectURL(image.blob)
        urls.push(url)
        thumbnails.push({ page, url })
        if (page === 1) {
          performance.measure('pdf-preview:first-thumbnail', {
            start: started,
            end: performance.now(),
          })
        }
        setPreview({ status: 'open', pages: opened.pages, thumbnails: [...thumbnails] })
      }
    }
    run().catch((error: unknown) => {
      if (controller.signal.aborted) return
      console.warn('The PDF preview failed.', error)
      setPreview({ status: 'unavailable' })
    })
    return () => {
      controller.abort()
      for (const url of urls) URL.revokeObjectURL(url)
      release()
    }
    // onProblem and onText are the parent's callbacks; the preview follows the file only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [file])

  if (preview.status === 'unavailable') return null
  if (preview.status === 'opening') {
    return (
      <p className="pdf-preview__status" role="status">
        <Trans>Opening the PDF on your device…</Trans>
      </p>
    )
  }
  if (preview.status === 'problem' && stillChecked) {
    return (
      <div className="form-alert" role="alert">
        <p>
          {preview.problem === 'password' ? (
            <Trans>
              This PDF is locked with a password, so it cannot be shown here. You can still check
              it: we will tell you what a locked file means and what to do.
            </Trans>
          ) : (
            <Trans>
              This PDF is damaged and cannot be shown here. You can still check it: we will tell you
              what that means and what to do.
            </Trans>
          )}
        </p>
      </div>
    )
  }
  if (preview.status === 'problem') {
    return (
      <div className="form-alert" role="alert">
        <p>
          {preview.problem === 'password' ? (
            <Trans>
              This PDF is protected by a password, so it cannot be checked. It has not been sent.
              Take a screenshot of it and upload that instead.
            </Trans>
          ) : (
            <Trans>
              This PDF is damaged and cannot be opened. It has not been sent. Save or download it
              again, or upload a screenshot instead.
            </Trans>
          )}
        </p>
      </div>
    )
  }
  const { pages, thumbnails } = preview
  return (
    <section className="pdf-preview" aria-labelledby="pdf-preview-title">
      <h2 id="pdf-preview-title" className="pdf-preview__title">
        <Plural value={pages} one="# page" other="# pages" />
      </h2>
      <p className="pdf-preview__hint">
        <Trans>
          Shown on your device only: nothing has been sent yet. To hide personal details, open a
          page in the redaction tool and send the redacted page instead.
        </Trans>
      </p>
      <ol className="pdf-preview__pages">
        {thumbnails.map(({ page, url }) => (
          <li key={page}>
            <img src={url} width={THUMBNAIL_WIDTH} alt={t`Page ${page}`} />
          </li>
        ))}
      </ol>
      <div className="pdf-preview__redact">
        <label htmlFor="pdf-preview-page">
          <Trans>Page to redact</Trans>
        </label>
        <select
          id="pdf-preview-page"
          value={chosenPage}
          onChange={(event) => setChosenPage(Number(event.target.value))}
        >
          {Array.from({ length: pages }, (_, index) => (
            <option key={index + 1} value={index + 1}>
              {index + 1}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => onRedactPage(chosenPage)}
          disabled={busy}
        >
          <Trans>Open page in the redaction tool</Trans>
        </button>
      </div>
    </section>
  )
}
