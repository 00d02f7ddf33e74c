/** Every language the detectors read. Each file is written by speakers of its language. */
import type { Lexicon } from '../lexicon.ts'

import { ar } from './ar.ts'
import { bn } from './bn.ts'
import { cy } from './cy.ts'
import { de } from './de.ts'
import { en } from './en.ts'
import { es } from './es.ts'
import { gu } from './gu.ts'
import { pa } from './pa.ts'
import { pl } from './pl.ts'
import { pt } from './pt.ts'
import { ro } from './ro.ts'
import { ru } from './ru.ts'
import { sw } from './sw.ts'
import { tl } from './tl.ts'
import { uk } from './uk.ts'
import { ur } from './ur.ts'
import { zh } from './zh.ts'

export const LEXICONS: readonly Lexicon[] = [
  en,
  ar,
  bn,
  cy,
  de,
  es,
  gu,
  pa,
  pl,
  pt,
  ro,
  ru,
  sw,
  tl,
  uk,
  ur,
  zh,
]
