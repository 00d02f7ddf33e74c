import { Trans } from '@lingui/react/macro'

import { AddressInput } from '../../../components/address-input.tsx'
import { FieldError } from '../../../components/field-error.tsx'
import type { TextFieldProps } from '../../../components/field-props.ts'

export const URL_FIELD_ID = 'website-url'
const HINT_ID = 'website-url-hint'
const ERROR_ID = 'website-url-error'

/**
 * The website address. Spec part 2 §5: no format check in the browser beyond "not empty";
 * the server reads what it can (a bare domain is fine) and says when it cannot.
 */
export function UrlField({ value, error, onChange }: TextFieldProps) {
  return (
    <div className={error ? 'field field--error' : 'field'}>
      <label className="field__label" htmlFor={URL_FIELD_ID}>
        <Trans>Website address</Trans>
      </label>
      <p className="field__hint" id={HINT_ID}>
        <Trans>Paste the link you were sent, or type the address, for example royalmail.com.</Trans>
      </p>
      {error && <FieldError id={ERROR_ID} message={error} />}
      <AddressInput
        id={URL_FIELD_ID}
        name="url"
        inputMode="url"
        hintId={HINT_ID}
        errorId={ERROR_ID}
        value={value}
        error={error}
        onChange={onChange}
      />
    </div>
  )
}
