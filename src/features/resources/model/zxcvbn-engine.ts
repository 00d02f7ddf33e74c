/**
 * zxcvbn-ts with its common and English word lists, in one chunk of its own
 * (zxcvbn-engine-<hash>.js): the service worker keeps it the first time the Security Toolkit
 * loads it instead of putting 1.6 MB in everyone's install (vite.config.ts, service-worker.ts).
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import * as common from '@zxcvbn-ts/language-common'
import * as english from '@zxcvbn-ts/language-en'

import type { StrengthChecker } from './password-strength.ts'

export function createChecker(): StrengthChecker {
  const zxcvbn = new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  })
  return (password) => {
    const result = zxcvbn.check(password)
    return { score: result.score, guesses: result.guesses }
  }
}
