import { Trans } from '@lingui/react/macro'

/** An inline error under a field's label; the hidden prefix tells screen readers what it is. */
export function FieldError({ id, message }: { id: string; message: string }) {
  return (
    <p className="field__error" id={id}>
      <span className="visually-hidden">
        <Trans>Error:</Trans>
      </span>{' '}
      {message}
    </p>
  )
}

/** The ids a field's aria-describedby lists: hint first, then the error when there is one. */
export function describedBy(...ids: Array<string | false | null | undefined>): string | undefined {
  const list = ids.filter(Boolean).join(' ')
  return list || undefined
}
