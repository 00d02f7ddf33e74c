import { Trans } from '@lingui/react/macro'
import type { ChangeEvent } from 'react'

import { REPORT_FILE_EXTENSIONS } from '../../../domain/reports/validation.ts'

import { FieldShell, describedByIds } from './field-shell.tsx'

export const DOCUMENT_FIELD_ID = 'supporting_document'

/**
 * The optional supporting document. The native file input stays the focusable control, only
 * visually hidden; the Browse label is what a pointer clicks, and shows its focus ring.
 */
export function SupportingDocumentField({
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
  const hint = (
    <Trans>
      A PDF, Word document, text file, JPG or PNG, smaller than 10 MB. Photos lose their location
      data before they leave this phone.
    </Trans>
  )
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0]
    // Cleared so that picking the same file again still counts as a change.
    event.target.value = ''
    if (picked) onPick(picked)
  }
  return (
    <FieldShell
      id={DOCUMENT_FIELD_ID}
      label={<Trans>Supporting document (optional)</Trans>}
      hint={hint}
      error={error}
      wide
    >
      <div className="file-picker">
        <input
          className="file-picker__input visually-hidden"
          type="file"
          id={DOCUMENT_FIELD_ID}
          name={DOCUMENT_FIELD_ID}
          accept={REPORT_FILE_EXTENSIONS.join(',')}
          // Two labels point at this input; its name is the field's, not "Browse".
          aria-labelledby={`${DOCUMENT_FIELD_ID}-label`}
          aria-describedby={[
            describedByIds(DOCUMENT_FIELD_ID, { hint, error }),
            `${DOCUMENT_FIELD_ID}-name`,
          ].join(' ')}
          aria-invalid={error ? true : undefined}
          onChange={onChange}
        />
        <label className="button button--secondary file-picker__browse" htmlFor={DOCUMENT_FIELD_ID}>
          <Trans>Browse</Trans>
        </label>
        <span className="file-picker__name" id={`${DOCUMENT_FIELD_ID}-name`}>
          {file ? file.name : <Trans>No file chosen</Trans>}
        </span>
        {file && (
          <button type="button" className="link-button" onClick={onRemove}>
            <Trans>Remove file</Trans>
          </button>
        )}
      </div>
    </FieldShell>
  )
}
