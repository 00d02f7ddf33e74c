/**
 * The password strength meter's engine: zxcvbn-ts with its common and English dictionaries,
 * imported only when the Security Toolkit tab asks for it (about 1 MB of word lists that no
 * other page needs). It runs on this device; the password is never sent or stored.
 */
export interface Strength {
  /** zxcvbn's score: 0 (too guessable) to 4 (very unguessable). */
  score: 0 | 1 | 2 | 3 | 4
  /** zxcvbn's estimate of the guesses a smart attacker needs. */
  guesses: number
}

export type StrengthChecker = (password: string) => Strength

let loading: Promise<StrengthChecker> | undefined

/** Loads the checker once; later calls share the same promise. */
export function loadStrengthChecker(): Promise<StrengthChecker> {
  loading ??= import('./zxcvbn-engine.ts').then((engine) => engine.createChecker())
  loading.catch(() => (loading = undefined))
  return loading
}
