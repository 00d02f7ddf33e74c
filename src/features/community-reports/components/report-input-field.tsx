import type { InputHTMLAttributes, ReactNode } from 'react'

import { FieldShell, describedByIds } from './field-shell.tsx'

type InputProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  | 'type'
  | 'inputMode'
  | 'autoComplete'
  | 'maxLength'
  | 'max'
  | 'dir'
  | 'spellCheck'
  | 'autoCapitalize'
>

/** One of the report's single-line fields: label, hint, inline error, optional warning. */
export function ReportInputField({
  id,
  label,
  hint,
  error,
  warning,
  value,
  onChange,
  onBlur,
  ...input
}: InputProps & {
  id: string
  label: ReactNode
  hint?: ReactNode
  error?: string
  warning?: string
  value: string
  onChange: (value: string) => void
  onBlur?: () => void
}) {
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} warning={warning}>
      <input
        className="field__input"
        id={id}
        name={id}
        type="text"
        {...input}
        aria-describedby={describedByIds(id, { hint, error, warning })}
        aria-invalid={error ? true : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
    </FieldShell>
  )
}
