import { Trans } from '@lingui/react/macro'

export const CONTACT_FIELD_ID = 'email_or_website'

/** Step 1: the email address or website of whoever contacted the person (optional). */
export function ContactField({
  value,
  onChange,
}: {
  value: string
  onChange: (value: string) => void
}) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={CONTACT_FIELD_ID}>
        <span className="step-number" aria-hidden="true">
          1
        </span>
        <Trans>Email address or website (optional)</Trans>
      </label>
      <p className="field__hint" id="email_or_website-hint">
        <Trans>Of the person or company that contacted you, not your own.</Trans>
      </p>
      <input
        className="field__input"
        type="text"
        id={CONTACT_FIELD_ID}
        name="email_or_website"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        dir="ltr"
        aria-describedby="email_or_website-hint"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  )
}
