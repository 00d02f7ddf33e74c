import { Trans } from '@lingui/react/macro'

import { FieldError, describedBy } from '../../../components/field-error.tsx'

export const URL_FIELD_ID = 'website-url'
const HINT_ID = 'website-url-hint'
const ERROR_ID = 'website-url-error'

/**
 * The website address. Spec part 2 §5: no format check in the browser beyond "not empty";
 * the server reads what it can (a bare domain is fine) and says when it cannot.
 */
export function UrlField({
  value,
  error,
  onChange,
}: {
  value: string
  error?: string
  onChange: (value: string) => void
}) {
  return (
    <div className={error ? 'field field--error' : 'field'}>
      <label className="field__label" htmlFor={URL_FIELD_ID}>
        <Trans>Website address</Trans>
      </label>
      <p className="field__hint" id={HINT_ID}>
        <Trans>Paste the link you were sent, or type the address, for example royalmail.com.</Trans>
      </p>
      {error && <FieldError id={ERROR_ID} message={error} />}
      <input
        className="field__input"
        // Text, not url: people paste bare domains, and the native check would refuse them.
        type="text"
        inputMode="url"
        id={URL_FIELD_ID}
        name="url"
        autoComplete="off"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        dir="ltr"
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(HINT_ID, error && ERROR_ID)}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  )
}
