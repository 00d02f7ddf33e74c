import { Trans } from '@lingui/react/macro'

import { FieldError, describedBy } from '../../../components/field-error.tsx'
import type { FileFieldProps } from '../../../components/field-props.ts'
import { FilePicker } from '../../../components/file-picker.tsx'

export const DOCUMENT_FIELD_ID = 'document'

/** Step 3: an optional image or PDF, chosen with the shared file picker. */
export function DocumentField({ file, error, onPick, onRemove }: FileFieldProps) {
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
      <FilePicker
        id={DOCUMENT_FIELD_ID}
        name="document"
        accept="image/*,application/pdf,.pdf"
        hintIds={describedBy('document-hint', error && 'document-error')}
        file={file}
        error={error}
        onPick={onPick}
        onRemove={onRemove}
      />
    </div>
  )
}
