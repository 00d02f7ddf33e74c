import { Trans, useLingui } from '@lingui/react/macro'
import { useCallback } from 'react'

import { FieldError, describedBy } from '../../../components/field-error.tsx'
import type { TextFieldProps } from '../../../components/field-props.ts'
import { DESCRIPTION_MIN_LENGTH } from '../../../domain/screening/limits.ts'
import { useVoiceInput } from '../hooks/use-voice-input.ts'

export const DESCRIPTION_FIELD_ID = 'description'

/** Step 2: what happened, typed or spoken (required, at least 50 characters). */
export function DescriptionField({ value, onChange, error }: TextFieldProps) {
  const { t } = useLingui()
  const getText = useCallback(() => value, [value])
  const voice = useVoiceInput({ getText, onText: onChange })
  return (
    <div className={error ? 'field field--error' : 'field'}>
      <label className="field__label" htmlFor={DESCRIPTION_FIELD_ID}>
        <span className="step-number" aria-hidden="true">
          2
        </span>
        <Trans>Describe what happened</Trans>
      </label>
      <p className="field__hint" id="description-hint">
        <Trans>Paste the message you received, or say what you were asked to do.</Trans>{' '}
        <Trans>Minimum 50 characters required.</Trans>
      </p>
      {error && <FieldError id="description-error" message={error} />}
      <div className="description-input">
        <textarea
          className="field__input field__textarea"
          id={DESCRIPTION_FIELD_ID}
          name="description"
          rows={6}
          required
          minLength={DESCRIPTION_MIN_LENGTH}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy('description-hint', error && 'description-error')}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
        <button
          type="button"
          className="voice-toggle"
          aria-pressed={voice.listening}
          onClick={voice.toggle}
        >
          <MicrophoneIcon />
          <span>{t`Use voice input`}</span>
          {voice.listening && (
            <span className="voice-toggle__status" aria-hidden="true">
              <Trans>Listening</Trans>
            </span>
          )}
        </button>
      </div>
    </div>
  )
}

function MicrophoneIcon() {
  return (
    <svg
      className="voice-toggle__icon"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path
        fill="currentColor"
        d="M12 14a3 3 0 0 0 3-3V5a3 3 0 0 0-6 0v6a3 3 0 0 0 3 3Zm5-3a5 5 0 0 1-10 0H5a7 7 0 0 0 6 6.92V21h2v-3.08A7 7 0 0 0 19 11h-2Z"
      />
    </svg>
  )
}
