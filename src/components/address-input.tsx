import { describedBy } from './field-error.tsx'
import type { TextFieldProps } from './field-props.ts'

/**
 * A single-line input for an address to check (a website, an email), taken exactly as typed:
 * a text input, not the browser's url or email one (those rewrite or refuse what people paste),
 * with no autocorrect or capitals, always left to right.
 */
export function AddressInput({
  id,
  name,
  inputMode,
  hintId,
  errorId,
  value,
  error,
  onChange,
}: TextFieldProps & {
  id: string
  name: string
  inputMode: 'url' | 'email'
  hintId: string
  errorId: string
}) {
  return (
    <input
      className="field__input"
      type="text"
      inputMode={inputMode}
      id={id}
      name={name}
      autoComplete="off"
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      dir="ltr"
      required
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(hintId, error && errorId)}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  )
}
