/**
 * The password cracking time table (spec part 2 §2, §9): lengths 6, 8, 10 and 12 against five
 * character sets, computed from a stated attacker model, as Hive Systems does, never typed in.
 *
 * The attacker: 12 RTX 4090 graphics cards running hashcat against a stolen list of passwords
 * stored with bcrypt at 32 rounds (cost 5), which is hashcat's published benchmark for that card
 * (about 184,000 guesses a second each). The time is the worst case for the attacker: every
 * possible password of that length and character set is tried.
 */
export const ATTACKER = {
  hash: 'bcrypt (cost 5, 32 rounds)',
  hardware: '12 × RTX 4090',
  guessesPerSecondPerCard: 184_000,
  cards: 12,
} as const

export const GUESSES_PER_SECOND = ATTACKER.guessesPerSecondPerCard * ATTACKER.cards

export const PASSWORD_LENGTHS = [6, 8, 10, 12] as const

export type CharacterSetId = 'numbers' | 'lower' | 'upper-lower' | 'alphanumeric' | 'symbols'

/** The five character sets, smallest first; symbols are the 32 printable ASCII ones. */
export const CHARACTER_SETS: ReadonlyArray<{ id: CharacterSetId; size: number }> = [
  { id: 'numbers', size: 10 },
  { id: 'lower', size: 26 },
  { id: 'upper-lower', size: 52 },
  { id: 'alphanumeric', size: 62 },
  { id: 'symbols', size: 94 },
]

/** Seconds to try every password of `length` characters drawn from `alphabet` symbols. */
export function crackSeconds(
  alphabet: number,
  length: number,
  guessesPerSecond = GUESSES_PER_SECOND,
): number {
  return alphabet ** length / guessesPerSecond
}

export type DurationUnit = 'second' | 'minute' | 'hour' | 'day' | 'month' | 'year'

export interface HumanDuration {
  /** Below one second: "instantly". */
  instant: boolean
  value: number
  unit: DurationUnit
}

const UNITS: ReadonlyArray<[DurationUnit, number]> = [
  ['year', 365.25 * 24 * 3600],
  ['month', (365.25 / 12) * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
]

/** The largest whole unit that fits, so "3 hours" rather than "10,800 seconds". */
export function humanDuration(seconds: number): HumanDuration {
  if (seconds < 1) return { instant: true, value: 0, unit: 'second' }
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return { instant: false, value: Math.floor(seconds / size), unit }
  }
  return { instant: false, value: Math.floor(seconds), unit: 'second' }
}

export interface PasswordTableRow {
  length: number
  cells: Array<{ set: CharacterSetId; seconds: number; duration: HumanDuration }>
}

/** The whole table: one row per length, one cell per character set. */
export function passwordTable(guessesPerSecond = GUESSES_PER_SECOND): PasswordTableRow[] {
  return PASSWORD_LENGTHS.map((length) => ({
    length,
    cells: CHARACTER_SETS.map(({ id, size }) => {
      const seconds = crackSeconds(size, length, guessesPerSecond)
      return { set: id, seconds, duration: humanDuration(seconds) }
    }),
  }))
}
