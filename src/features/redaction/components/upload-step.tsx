import { Trans, useLingui } from '@lingui/react/macro'
import { useRef, useState, type ChangeEvent, type DragEvent } from 'react'

import { useRedactionState, useRedactionStore } from '../hooks/use-redaction-store.ts'
import type { UploadProblem } from '../model/redaction-store.ts'

import { preloadRedactionCanvas } from './redact-step.tsx'

export const UPLOAD_HEADING_ID = 'redaction-upload-title'
const FILE_INPUT_ID = 'redaction-file'

function useProblemText(problem: UploadProblem | null): string | null {
  const { t } = useLingui()
  switch (problem) {
    case 'not-an-image':
      return t`Please upload an image file`
    case 'sample-failed':
      return t`Failed to load sample image`
    case 'unreadable':
      return t`This image could not be opened. Choose a photo or screenshot saved as JPEG or PNG.`
    case null:
      return null
  }
}

/**
 * Step 1: choose an image with the picker, drop one on the zone, or use our sample letter.
 * All of it stays in the browser.
 */
export function UploadStep() {
  const { t } = useLingui()
  const store = useRedactionStore()
  const problem = useProblemText(useRedactionState((state) => state.problem))
  const input = useRef<HTMLInputElement>(null)
  const [dragging, setDragging] = useState(false)
  const [loadingSample, setLoadingSample] = useState(false)

  const choose = (file: File | undefined) => {
    if (!file) return
    preloadRedactionCanvas()
    store.chooseFile(file, file.name)
  }

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    // Cleared so that picking the same file again still counts as a change.
    event.target.value = ''
    choose(file)
  }

  const onDragOver = (event: DragEvent<HTMLElement>) => {
    // Without this the browser would open the dropped file itself, leaving the page.
    event.preventDefault()
    event.dataTransfer.dropEffect = 'copy'
    setDragging(true)
  }

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault()
    setDragging(false)
    choose(event.dataTransfer.files[0])
  }

  const loadSample = async () => {
    setLoadingSample(true)
    preloadRedactionCanvas()
    try {
      await store.loadSample()
    } finally {
      setLoadingSample(false)
    }
  }

  return (
    <section className="redaction-panel panel" aria-labelledby={UPLOAD_HEADING_ID}>
      <h2 id={UPLOAD_HEADING_ID} tabIndex={-1}>
        <Trans>Image Redaction Tool</Trans>
      </h2>
      <p className="redaction-privacy">
        <Trans>
          All processing happens in your browser. Your image never leaves your device, and nothing
          is uploaded.
        </Trans>
      </p>
      {problem && (
        <p className="form-alert redaction-problem" role="alert">
          {problem}
        </p>
      )}
      <div className="redaction-upload">
        <div className="redaction-card card">
          <h3>
            <Trans>Upload Directly</Trans>
          </h3>
          <p className="field__hint" id="redaction-file-hint">
            <Trans>A photo or screenshot: JPEG, PNG, WebP or GIF.</Trans>
          </p>
          <input
            ref={input}
            className="file-picker__input visually-hidden"
            type="file"
            id={FILE_INPUT_ID}
            accept="image/*"
            aria-describedby="redaction-file-hint"
            onChange={onPick}
          />
          <label className="button file-picker__browse" htmlFor={FILE_INPUT_ID}>
            <Trans>Choose File</Trans>
          </label>
        </div>
        <div
          className={dragging ? 'redaction-drop redaction-drop--active' : 'redaction-drop'}
          onDragOver={onDragOver}
          onDragEnter={onDragOver}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          <button
            type="button"
            className="redaction-drop__button"
            onClick={() => input.current?.click()}
          >
            <span className="redaction-drop__title">
              <Trans>Drag and drop an image here</Trans>
            </span>{' '}
            <span className="redaction-drop__hint">
              <Trans>or click to browse your files</Trans>
            </span>
          </button>
        </div>
        <div className="redaction-card card">
          <h3>
            <Trans>No image to hand?</Trans>
          </h3>
          <p>
            <Trans>Try the tool on a sample letter with invented personal details.</Trans>
          </p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void loadSample()}
            disabled={loadingSample}
          >
            {loadingSample ? t`Loading sample…` : t`Use Sample Image`}
          </button>
        </div>
      </div>
    </section>
  )
}
