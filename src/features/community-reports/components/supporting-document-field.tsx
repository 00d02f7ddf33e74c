import { Trans } from '@lingui/react/macro'

import type { FileFieldProps } from '../../../components/field-props.ts'
import { FilePicker } from '../../../components/file-picker.tsx'
import { REPORT_FILE_EXTENSIONS } from '../../../domain/reports/validation.ts'

import { FieldShell, describedByIds } from './field-shell.tsx'

export const DOCUMENT_FIELD_ID = 'supporting_document'

/** The optional supporting document, chosen with the shared file picker. */
export function SupportingDocumentField({ file, error, onPick, onRemove }: FileFieldProps) {
  const hint = (
    <Trans>
      A PDF, Word document, text file, JPG or PNG, smaller than 10 MB. Photos lose their location
      data before they leave this phone.
    </Trans>
  )
  return (
    <FieldShell
      id={DOCUMENT_FIELD_ID}
      label={<Trans>Supporting document (optional)</Trans>}
      hint={hint}
      error={error}
      wide
    >
      <FilePicker
        id={DOCUMENT_FIELD_ID}
        name={DOCUMENT_FIELD_ID}
        accept={REPORT_FILE_EXTENSIONS.join(',')}
        hintIds={describedByIds(DOCUMENT_FIELD_ID, { hint, error })}
        file={file}
        error={error}
        onPick={onPick}
        onRemove={onRemove}
      />
    </FieldShell>
  )
}
