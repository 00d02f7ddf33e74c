/**
 * Finds a lexicon's phrases in a message, in any script: the text is cut into words (each Han
 * character is a word of its own, as Chinese needs no spaces), every word knows its sentence and
 * its place, and phrases match runs of whole words, with `*` for any ending or beginning. The
 * rules that combine what is found (./never-events.ts) then ask "how far apart, in the same
 * sentence, negated or not?", the same questions in every language.
 */

export interface Token {
  text: string
  /** Offsets in the normalised text. */
  start: number
  end: number
  sentence: number
  /** Clauses end where sentences do, and at commas, colons, dashes and "but". */
  clause: number
  /** Distance from the start of the text, in words (a Han character counts half a word). */
  position: number
}

const HAN = /\p{Script=Han}/u
// A Han character alone, or a run of letters, marks and digits with inner apostrophes (don't).
const WORD =
  /\p{Script=Han}|(?:(?!\p{Script=Han})[\p{L}\p{M}\p{N}])+(?:'(?:(?!\p{Script=Han})[\p{L}\p{M}])+)*/gu
// A full stop ends a sentence only before a space or the end ("gov.uk", "£1.50" are words),
// and not after a short abbreviation ("card no. and expiry").
const SENTENCE_END =
  /[!?;。！？；؟۔।\n]|(?<!(?:^|[\s(])(?:no|nr|tel|mr|mrs|ms|dr|st|ref|acc|approx|inc|ltd|co|e\.g|i\.e|dvs|dl|dna|str|nr|ul|tel|pl|np|zł|zl))\.(?=\s|$)/g
const CLAUSE_END = /[,:，،]/g
/** Words that start a new clause, so a "never" before them does not reach the request after. */
export const CONTRAST: ReadonlySet<string> = new Set([
  'but',
  'however',
  'although',
  'though',
  'ale',
  'jednak',
  'dar',
  'însă',
  'insa',
  'mas',
  'porém',
  'porem',
  'contudo',
  'todavia',
  'entretanto',
  'но',
  'однако',
  'але',
  'проте',
  'lakini',
  'ila',
  'pero',
  'ngunit',
  'subalit',
  'lekin',
  'lakin',
  'لیکن',
  'ليكن',
  'لكن',
  'ولكن',
  'কিন্তু',
  'kintu',
  'પરંતુ',
  'ਪਰ',
  'ond',
  'aber',
  'mais',
  '但',
])

/**
 * Words that carry a clause on after a comma: "never call, or ask", and the "that" a comma must
 * precede in Polish or Russian ("nigdy nie prosimy, żebyś podał PIN").
 */
const CONTINUATION = new Set([
  'or',
  'and',
  'nor',
  'lub',
  'albo',
  'oraz',
  'sau',
  'ou',
  'или',
  'або',
  'neu',
  "neu'n",
  'ac',
  'au',
  'ama',
  'ya',
  'یا',
  'او',
  'أو',
  'অথবা',
  'বা',
  'ਜਾਂ',
  'અથવા',
  'o',
  'ni',
  'или',
  'та',
  'że',
  'ze',
  'żeby',
  'zeby',
  'aby',
  'który',
  'ktory',
  'która',
  'ktora',
  'które',
  'ktore',
  'что',
  'чтобы',
  'що',
  'щоб',
  'că',
  'să',
  'que',
])

/**
 * Text-message spellings, read as the words they stand for. A Map, not an object: a word such as
 * "constructor" must not find Object's own properties.
 */
const TEXT_SPEAK = new Map<string, string>([
  ['u', 'you'],
  ['ur', 'your'],
  ['pls', 'please'],
  ['plz', 'please'],
  ['wot', 'what'],
  ['wat', 'what'],
  ['whats', "what's"],
  ['msg', 'message'],
  ['txt', 'text'],
  ['acc', 'account'],
  ['acct', 'account'],
  ['dont', "don't"],
  ['wont', "won't"],
  ['cant', "can't"],
  ['didnt', "didn't"],
  ['doesnt', "doesn't"],
  ['thats', "that's"],
  ['im', "i'm"],
])

/** The words of a normalised text, with their sentences and places. */
export function tokenise(text: string): Token[] {
  const ends = [...text.matchAll(SENTENCE_END)].map((match) => match.index)
  const breaks = [...text.matchAll(CLAUSE_END)].map((match) => match.index)
  const tokens: Token[] = []
  let sentence = 0
  let pause = 0
  let clause = 0
  let position = 0
  for (const match of text.matchAll(WORD)) {
    const word = match[0]
    let next = clause
    let newSentence = false
    while (sentence < ends.length && (ends[sentence] ?? Infinity) < match.index) {
      sentence++
      next = clause + 1
      newSentence = true
    }
    while (pause < breaks.length && (breaks[pause] ?? Infinity) < match.index) {
      pause++
      next = clause + 1
    }
    // "We will never call you, or ask for your PIN": a list of what is never done goes on.
    if (!newSentence && CONTINUATION.has(word)) next = clause
    if (CONTRAST.has(word)) next = clause + 1
    clause = next
    tokens.push({
      text: TEXT_SPEAK.get(word) ?? word,
      start: match.index,
      end: match.index + word.length,
      sentence,
      clause,
      position,
    })
    position += HAN.test(word) ? 0.5 : 1
  }
  return tokens
}

type WordPattern =
  { kind: 'exact'; text: string } | { kind: 'prefix' | 'suffix' | 'infix'; text: string }

export interface Phrase<C extends string> {
  concept: C
  /** The language of the lexicon it comes from. */
  locale: string
  /** The phrase as written in its lexicon. */
  source: string
  words: WordPattern[]
}

export interface Hit<C extends string> {
  concept: C
  locale: string
  source: string
  /** Token indexes: first, and one past the last. */
  first: number
  last: number
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

function wordMatches(pattern: WordPattern, word: string): boolean {
  switch (pattern.kind) {
    case 'exact':
      return word === pattern.text
    case 'prefix':
      return word.startsWith(pattern.text)
    case 'suffix':
      return word.endsWith(pattern.text)
    default:
      return word.includes(pattern.text)
  }
}

/** A phrase as patterns over words, normalised as the text will be; null when it is empty. */
export function compilePhrase<C extends string>(
  concept: C,
  source: string,
  locale: string,
  normalise: (text: string) => string,
): Phrase<C> | null {
  const words: WordPattern[] = []
  for (const part of source.trim().split(/\s+/)) {
    const leading = part.startsWith('*')
    const trailing = part.endsWith('*') && part.length > 1
    const inner = [...normalise(part.replace(/^\*|\*$/g, '')).matchAll(WORD)].map((m) => m[0])
    inner.forEach((text, index) => {
      const open = leading && index === 0
      const close = trailing && index === inner.length - 1
      const kind = open && close ? 'infix' : open ? 'suffix' : close ? 'prefix' : 'exact'
      words.push({ kind, text: kind === 'exact' ? (TEXT_SPEAK.get(text) ?? text) : text })
    })
  }
  return words.length ? { concept, locale, source, words } : null
}

/** Letters a prefix or suffix is indexed by, at most. */
const KEY_LENGTH = 3

/**
 * Phrases indexed by their first word, so a message is read in one pass: an exact first word
 * by itself, a prefix or suffix by its first or last three letters, and the few inner stems
 * behind one pattern that a word must match before they are tried one by one.
 */
export class PhraseIndex<C extends string> {
  private readonly exact = new Map<string, Phrase<C>[]>()
  private readonly prefix = new Map<string, Phrase<C>[]>()
  private readonly suffix = new Map<string, Phrase<C>[]>()
  private readonly infix: Phrase<C>[] = []
  private readonly anyInfix: RegExp | null

  constructor(phrases: Iterable<Phrase<C>>) {
    const seen = new Set<string>()
    for (const phrase of phrases) {
      const key = `${phrase.concept}\u0000${phrase.locale}\u0000${JSON.stringify(phrase.words)}`
      if (seen.has(key)) continue
      seen.add(key)
      const [first] = phrase.words
      if (!first) continue
      const add = (map: Map<string, Phrase<C>[]>, at: string) => {
        const list = map.get(at)
        if (list) list.push(phrase)
        else map.set(at, [phrase])
      }
      if (first.kind === 'exact') add(this.exact, first.text)
      else if (first.kind === 'prefix') add(this.prefix, first.text.slice(0, KEY_LENGTH))
      else if (first.kind === 'suffix') add(this.suffix, first.text.slice(-KEY_LENGTH))
      else this.infix.push(phrase)
    }
    const stems = this.infix.map((phrase) => escapeRegExp(phrase.words[0]?.text ?? ''))
    this.anyInfix = stems.length ? new RegExp([...new Set(stems)].join('|')) : null
  }

  private candidates(word: string): Phrase<C>[] {
    const found: Phrase<C>[] = []
    const push = (list: Phrase<C>[] | undefined) => {
      if (list) found.push(...list)
    }
    push(this.exact.get(word))
    for (let length = Math.min(KEY_LENGTH, word.length); length >= 1; length--) {
      push(this.prefix.get(word.slice(0, length)))
      push(this.suffix.get(word.slice(-length)))
    }
    if (this.anyInfix?.test(word)) found.push(...this.infix)
    return found
  }

  /** Every phrase found in the tokens, within one sentence each. */
  find(tokens: readonly Token[]): Hit<C>[] {
    const hits: Hit<C>[] = []
    tokens.forEach((token, first) => {
      for (const phrase of this.candidates(token.text)) {
        const { words } = phrase
        const last = first + words.length
        if (last > tokens.length) continue
        let matches = true
        for (let offset = 0; offset < words.length && matches; offset++) {
          const word = tokens[first + offset]
          const pattern = words[offset]
          matches =
            word !== undefined &&
            pattern !== undefined &&
            word.sentence === token.sentence &&
            wordMatches(pattern, word.text)
        }
        if (matches) {
          const { concept, locale, source } = phrase
          hits.push({ concept, locale, source, first, last })
        }
      }
    })
    return hits
  }
}
