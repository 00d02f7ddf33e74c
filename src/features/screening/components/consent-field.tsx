import { Trans } from '@lingui/react/macro'

/** Opt-in: the upload is kept to improve the checks only if the person ticks this. */
export function ConsentField({
  checked,
  onChange,
}: {
  checked: boolean
  onChange: (checked: boolean) => void
}) {
  return (
    <div className="checkbox-field">
      <input
        className="checkbox-field__input"
        type="checkbox"
        id="consent_to_store"
        name="consent_to_store"
        aria-describedby="consent_to_store-hint"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <div>
        <label className="checkbox-field__label" htmlFor="consent_to_store">
          <Trans>Keep my file to help improve ScamScreen's checks</Trans>
        </label>
        <p className="field__hint" id="consent_to_store-hint">
          <Trans>
            If you tick this box, we store your upload and use it to improve our scam detection. If
            you do not, your file is only used for this check.
          </Trans>
        </p>
      </div>
    </div>
  )
}
