import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useId, useState } from 'react'

import { GUESSES_PER_SECOND, humanDuration } from '../../../domain/security/password-table.ts'
import { formatDuration } from '../model/format-duration.ts'
import {
  loadStrengthChecker,
  type Strength,
  type StrengthChecker,
} from '../model/password-strength.ts'

const SCORE_LABELS = [msg`Very weak`, msg`Weak`, msg`Fair`, msg`Strong`, msg`Very strong`]

type Loading =
  { state: 'loading' } | { state: 'ready'; check: StrengthChecker } | { state: 'failed' }

/**
 * A live strength meter. The password stays in this component's state: it is checked on the
 * device, never sent, never stored, and the field is not part of any form.
 */
export function PasswordMeter() {
  const { t, i18n } = useLingui()
  const [engine, setEngine] = useState<Loading>({ state: 'loading' })
  const [password, setPassword] = useState('')
  const [visible, setVisible] = useState(false)
  const inputId = useId()
  const hintId = useId()
  const strengthId = useId()

  useEffect(() => {
    let live = true
    loadStrengthChecker().then(
      (check) => live && setEngine({ state: 'ready', check }),
      () => live && setEngine({ state: 'failed' }),
    )
    return () => {
      live = false
    }
  }, [])

  const strength: Strength | undefined =
    engine.state === 'ready' && password ? engine.check(password) : undefined
  const label = strength ? t(SCORE_LABELS[strength.score] ?? SCORE_LABELS[0]!) : ''
  const time = strength
    ? formatDuration(
        humanDuration(strength.guesses / GUESSES_PER_SECOND),
        i18n.locale,
        t`Instantly`,
      )
    : ''

  return (
    <section className="password-meter card" aria-labelledby="password-meter-title">
      <h3 id="password-meter-title">
        <Trans>Test a password</Trans>
      </h3>
      <p id={hintId}>
        <Trans>
          Your password is checked on this device. It is never sent or stored. Even so, try a
          password like yours rather than the real one.
        </Trans>
      </p>
      <label className="field__label" htmlFor={inputId}>
        <Trans>Password to test</Trans>
      </label>
      <div className="password-meter__row">
        <input
          id={inputId}
          className="field__input"
          type={visible ? 'text' : 'password'}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          aria-describedby={hintId}
          value={password}
          disabled={engine.state !== 'ready'}
          onChange={(event) => setPassword(event.target.value)}
        />
        <button
          type="button"
          className="button button--secondary"
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          <Trans>Show</Trans>
        </button>
      </div>
      <div className="password-meter__result" aria-live="polite">
        {engine.state === 'loading' && (
          <p>
            <Trans>Loading the strength checker...</Trans>
          </p>
        )}
        {engine.state === 'failed' && (
          <p>
            <Trans>The strength checker could not load. Reload the page to try again.</Trans>
          </p>
        )}
        {strength && (
          <>
            <meter
              className="password-meter__bar"
              min={0}
              max={4}
              low={2}
              high={3}
              optimum={4}
              value={strength.score}
              aria-labelledby={strengthId}
            />
            <p id={strengthId}>
              <Trans>Strength:</Trans> <strong>{label}</strong>
            </p>
            <p>
              <Trans>Time to crack with the attacker above: {time}</Trans>
            </p>
          </>
        )}
      </div>
    </section>
  )
}
