import { Trans } from '@lingui/react/macro'

import { AddressInput } from '../../../components/address-input.tsx'
import { FieldError } from '../../../components/field-error.tsx'
import type { TextFieldProps } from '../../../components/field-props.ts'

export const EMAIL_FIELD_ID = 'email-address'
const HINT_ID = 'email-address-hint'
const ERROR_ID = 'email-address-error'

/**
 * The address to check. Its format is checked on submit by the spec's pattern (part 2 §5),
 * not by the browser's own email check, so the messages are ours and in the person's language.
 */
export function EmailField({ value, error, onChange }: TextFieldProps) {
  return (
    <div className={error ? 'field field--error' : 'field'}>
      <label className="field__label" htmlFor={EMAIL_FIELD_ID}>
        <Trans>Email address</Trans>
      </label>
      <p className="field__hint" id={HINT_ID}>
        <Trans>
          Type or paste the address exactly as you were given it, for example
          accounts@company.co.uk. We never write to it.
        </Trans>
      </p>
      {error && <FieldError id={ERROR_ID} message={error} />}
      <AddressInput
        id={EMAIL_FIELD_ID}
        name="email"
        inputMode="email"
        hintId={HINT_ID}
        errorId={ERROR_ID}
        value={value}
        error={error}
        onChange={onChange}
      />
    </div>
  )
}
