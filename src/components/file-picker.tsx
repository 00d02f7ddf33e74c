import { Trans } from '@lingui/react/macro'
import type { ChangeEvent } from 'react'

import { describedBy } from './field-error.tsx'
import type { FileFieldProps } from './field-props.ts'

/**
 * A one-file picker inside a field: the native file input stays the focusable control (keyboard
 * and screen readers use it as a normal file input), only visually hidden; the Browse label is
 * what a pointer clicks, and it shows the input's focus ring. The field's label must have the id
 * `${id}-label`; `hintIds` are the field's hint and error ids; the chosen file's name follows.
 */
export function FilePicker({
  id,
  name,
  accept,
  hintIds,
  file,
  error,
  onPick,
  onRemove,
}: FileFieldProps & { id: string; name: string; accept: string; hintIds: string | undefined }) {
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0]
    // Cleared so that picking the same file again still counts as a change.
    event.target.value = ''
    if (picked) onPick(picked)
  }
  return (
    <div className="file-picker">
      <input
        className="file-picker__input visually-hidden"
        type="file"
        id={id}
        name={name}
        accept={accept}
        // Two labels point at this input; its name is the field's, not "Browse".
        aria-labelledby={`${id}-label`}
        aria-describedby={describedBy(hintIds, `${id}-name`)}
        aria-invalid={error ? true : undefined}
        onChange={onChange}
      />
      <label className="button button--secondary file-picker__browse" htmlFor={id}>
        <Trans>Browse</Trans>
      </label>
      <span className="file-picker__name" id={`${id}-name`}>
        {file ? file.name : <Trans>No file chosen</Trans>}
      </span>
      {file && (
        <button type="button" className="link-button" onClick={onRemove}>
          <Trans>Remove file</Trans>
        </button>
      )}
    </div>
  )
}
