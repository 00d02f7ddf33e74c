/**
 * The commonest scams' phrases in every language the lexicons cover, as the same detector
 * signals the English patterns raise (../detectors.ts), so what the model learned about a sign
 * holds whatever the language. English is left to its own patterns, which read word order.
 */
import { THEME_IDS, type Lexicon, type ThemeId } from './lexicon.ts'
import { compilePhrase, PhraseIndex, type Phrase, type Token } from './matcher.ts'
import { normaliseText } from './normalise.ts'

function* phrases(lexicons: readonly Lexicon[]): Generator<Phrase<ThemeId>> {
  for (const lexicon of lexicons) {
    for (const id of THEME_IDS) {
      for (const source of lexicon.themes[id]) {
        const phrase = compilePhrase(id, source, lexicon.locale, normaliseText)
        if (phrase) yield phrase
      }
    }
  }
}

export interface ThemeHit {
  id: ThemeId
  /** Offsets of the words found, in the normalised text. */
  start: number
  end: number
}

/** Finds the first place each theme's phrases are, in the order of the text. */
export type ThemeFinder = (tokens: readonly Token[]) => ThemeHit[]

/** A finder of the lexicons' themes. */
export function createThemeFinder(lexicons: readonly Lexicon[]): ThemeFinder {
  const index = new PhraseIndex(phrases(lexicons))
  return (tokens) => findThemes(index, tokens)
}

function findThemes(index: PhraseIndex<ThemeId>, tokens: readonly Token[]): ThemeHit[] {
  const found = new Map<ThemeId, ThemeHit>()
  for (const hit of index.find(tokens)) {
    if (found.has(hit.concept)) continue
    const first = tokens[hit.first]
    const last = tokens[hit.last - 1]
    if (first && last)
      found.set(hit.concept, { id: hit.concept, start: first.start, end: last.end })
  }
  return [...found.values()]
}
