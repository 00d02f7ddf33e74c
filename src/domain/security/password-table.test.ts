import { describe, expect, it } from 'vitest'

import {
  CHARACTER_SETS,
  GUESSES_PER_SECOND,
  PASSWORD_LENGTHS,
  crackSeconds,
  humanDuration,
  passwordTable,
} from './password-table.ts'

describe('password cracking time table', () => {
  it('states its attacker: 12 cards at 184,000 bcrypt guesses a second each', () => {
    expect(GUESSES_PER_SECOND).toBe(2_208_000)
  })

  it('has lengths 6, 8, 10, 12 against five character sets of 10, 26, 52, 62 and 94', () => {
    expect(PASSWORD_LENGTHS).toEqual([6, 8, 10, 12])
    expect(CHARACTER_SETS.map((set) => set.size)).toEqual([10, 26, 52, 62, 94])
    const table = passwordTable()
    expect(table).toHaveLength(4)
    for (const row of table) expect(row.cells).toHaveLength(5)
  })

  it('is the number of possible passwords divided by the guessing rate', () => {
    expect(crackSeconds(10, 6)).toBeCloseTo(1_000_000 / 2_208_000)
    expect(crackSeconds(26, 8)).toBeCloseTo(26 ** 8 / 2_208_000)
    expect(crackSeconds(94, 12, 1)).toBe(94 ** 12)
  })

  it('names cells in the largest whole unit', () => {
    const cell = (length: number, set: string) =>
      passwordTable()
        .find((row) => row.length === length)
        ?.cells.find((c) => c.set === set)?.duration
    // 10^6 / 2,208,000 = 0.45 s.
    expect(cell(6, 'numbers')).toEqual({ instant: true, value: 0, unit: 'second' })
    // 10^8 / 2,208,000 = 45.3 s.
    expect(cell(8, 'numbers')).toEqual({ instant: false, value: 45, unit: 'second' })
    // 26^8 = 208,827,064,576 / 2,208,000 = 94,577 s = 1 day.
    expect(cell(8, 'lower')).toEqual({ instant: false, value: 1, unit: 'day' })
    // 62^8 = 2.18e14 / 2,208,000 = 9.89e7 s = 3 years.
    expect(cell(8, 'alphanumeric')).toEqual({ instant: false, value: 3, unit: 'year' })
    // 94^12 = 4.76e23 / 2,208,000 = 2.16e17 s = 6.8 billion years.
    const longest = cell(12, 'symbols')
    expect(longest?.unit).toBe('year')
    expect(longest?.value).toBeGreaterThan(6.8e9)
    expect(longest?.value).toBeLessThan(6.9e9)
  })

  it('rounds durations down to whole units', () => {
    expect(humanDuration(0.99).instant).toBe(true)
    expect(humanDuration(59)).toEqual({ instant: false, value: 59, unit: 'second' })
    expect(humanDuration(3600 * 5 + 10)).toEqual({ instant: false, value: 5, unit: 'hour' })
    expect(humanDuration(86400 * 40)).toEqual({ instant: false, value: 1, unit: 'month' })
  })
})
