import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'

export interface FieldTexts {
  hint?: ReactNode
  error?: string
  /** A caution that does not stop the report (the bank details check). */
  warning?: string
}

/** The ids a field's aria-describedby lists: hint, then error, then warning. */
export function describedByIds(
  id: string,
  { hint, error, warning }: FieldTexts,
): string | undefined {
  const ids = [hint && `${id}-hint`, error && `${id}-error`, warning && `${id}-warning`]
  return ids.filter(Boolean).join(' ') || undefined
}

/**
 * A field's label, hint, inline error (GOV.UK: under the label, red bar at the side) and
 * warning, around its control. The control itself gets `describedByIds(...)`.
 */
export function FieldShell({
  id,
  label,
  hint,
  error,
  warning,
  wide = false,
  children,
}: FieldTexts & { id: string; label: ReactNode; wide?: boolean; children: ReactNode }) {
  const classes = ['field', error && 'field--error', wide && 'report-form__wide']
  return (
    <div className={classes.filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id} id={`${id}-label`}>
        {label}
      </label>
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={`${id}-error`}>
          <span className="visually-hidden">
            <Trans>Error:</Trans>
          </span>{' '}
          {error}
        </p>
      )}
      {children}
      {warning && (
        <p className="field__warning" id={`${id}-warning`}>
          <span className="visually-hidden">
            <Trans>Warning:</Trans>
          </span>{' '}
          {warning}
        </p>
      )}
    </div>
  )
}
