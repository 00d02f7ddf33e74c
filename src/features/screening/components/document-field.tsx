import { Trans } from '@lingui/react/macro'
import type { ChangeEvent } from 'react'

import { FieldError, describedBy } from '../../../components/field-error.tsx'

export const DOCUMENT_FIELD_ID = 'document'

/**
 * Step 3: an optional image or PDF. The native input is visually hidden but stays the
 * focusable control (keyboard and screen readers use it as a normal file input); the Browse
 * label is what a pointer clicks, and it shows the input's focus ring.
 */
export function DocumentField({
  file,
  error,
  onPick,
  onRemove,
}: {
  file: File | null
  error?: string
  onPick: (file: File) => void
  onRemove: () => void
}) {
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0]
    // Cleared so that picking the same file again still counts as a change.
    event.target.value = ''
    if (picked) onPick(picked)
  }
  return (
    <div className={error ? 'field field--error' : 'field'}>
      <label className="field__label" htmlFor={DOCUMENT_FIELD_ID} id="document-label">
        <span className="step-number" aria-hidden="true">
          3
        </span>
        <Trans>Add a screenshot, photo or PDF (optional)</Trans>
      </label>
      <p className="field__hint" id="document-hint">
        <Trans>An image or a PDF, smaller than 10 MB.</Trans>
      </p>
      {error && <FieldError id="document-error" message={error} />}
      <div className="file-picker">
        <input
          className="file-picker__input visually-hidden"
          type="file"
          id={DOCUMENT_FIELD_ID}
          name="document"
          accept="image/*,application/pdf,.pdf"
          aria-labelledby="document-label"
          aria-describedby={describedBy(
            'document-hint',
            error && 'document-error',
            'document-name',
          )}
          aria-invalid={error ? true : undefined}
          onChange={onChange}
        />
        <label className="button button--secondary file-picker__browse" htmlFor={DOCUMENT_FIELD_ID}>
          <Trans>Browse</Trans>
        </label>
        <span className="file-picker__name" id="document-name">
          {file ? file.name : <Trans>No file chosen</Trans>}
        </span>
        {file && (
          <button type="button" className="link-button" onClick={onRemove}>
            <Trans>Remove file</Trans>
          </button>
        )}
      </div>
    </div>
  )
}
