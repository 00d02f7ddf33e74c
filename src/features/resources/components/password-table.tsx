import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'

import {
  ATTACKER,
  CHARACTER_SETS,
  passwordTable,
  type CharacterSetId,
} from '../../../domain/security/password-table.ts'
import { formatDuration } from '../model/format-duration.ts'

export const CHARACTER_SET_LABELS: Record<CharacterSetId, MessageDescriptor> = {
  numbers: msg`Numbers only`,
  lower: msg`Lowercase letters`,
  'upper-lower': msg`Upper and lowercase letters`,
  alphanumeric: msg`Numbers, upper and lowercase letters`,
  symbols: msg`Numbers, upper and lowercase letters and symbols`,
}

const TABLE = passwordTable()

/** How long a password takes to crack (spec part 2 §2, §9), computed, with its attacker named. */
export function PasswordTable() {
  const { t, i18n } = useLingui()
  const cards = ATTACKER.cards
  const perCard = i18n.number(ATTACKER.guessesPerSecondPerCard)
  const instantly = t`Instantly`
  return (
    // Not a named section: the scrolling table below is the region with this title, and two
    // landmarks with one name are one too many for a screen reader's list (axe landmark-unique).
    <section>
      <h3 id="password-table-title">
        <Trans>How long a password takes to crack</Trans>
      </h3>
      <p>
        <Trans>
          The attacker: {cards} RTX 4090 graphics cards running hashcat against stolen passwords
          stored with bcrypt (cost 5), about {perCard} guesses a second per card. The time is to try
          every possible password of that length. Passwords stored with a weaker hash fall far
          faster.
        </Trans>
      </p>
      {/* A table wider than a phone scrolls sideways: it takes focus so a keyboard can scroll it. */}
      <div
        className="table-scroll"
        role="region"
        aria-labelledby="password-table-title"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
      >
        <table className="password-table">
          <thead>
            <tr>
              <th scope="col">
                <Trans>Length</Trans>
              </th>
              {CHARACTER_SETS.map((set) => (
                <th key={set.id} scope="col">
                  {t(CHARACTER_SET_LABELS[set.id])}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {TABLE.map((row) => {
              const length = row.length
              return (
                <tr key={length}>
                  <th scope="row">
                    <Trans>{length} characters</Trans>
                  </th>
                  {row.cells.map((cell) => (
                    <td key={cell.set} data-level={strengthLevel(cell.seconds)}>
                      {formatDuration(cell.duration, i18n.locale, instantly)}
                    </td>
                  ))}
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
    </section>
  )
}

/** The cell's shading: under a day, under a century, or longer. */
function strengthLevel(seconds: number): 'weak' | 'middle' | 'strong' {
  if (seconds < 24 * 3600) return 'weak'
  if (seconds < 100 * 365.25 * 24 * 3600) return 'middle'
  return 'strong'
}
