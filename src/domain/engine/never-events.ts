/**
 * The never-events: what UK banks, UK Finance's Take Five, the police and HMRC say a genuine
 * organisation never asks for. A request for one is a scam whatever else the message says, so
 * the engine makes it High, with this reason first. Each rule combines concepts from every
 * language's lexicon (./language/lexicons) by distance within a sentence, and a request near a
 * negation or a warning frame ("we will never ask…", "if anyone asks…", "scammers may…") is a
 * warning, not a request. The same rules read a pasted message and a person's account of a
 * call ("he asked for the three digits on the back").
 */
import { BRANDS } from './brands.ts'
import type { FraudCategory } from './fraud-taxonomy.ts'
import type { Lexicon, NeverEventWords } from './language/lexicon.ts'
import {
  compilePhrase,
  escapeRegExp,
  PhraseIndex,
  type Hit,
  type Phrase,
  type Token,
  CONTRAST,
} from './language/matcher.ts'
import { normaliseText } from './language/normalise.ts'

type Concept = keyof NeverEventWords | 'remoteApp'

/** Remote-access programs: the same names in every language. */
const REMOTE_APPS = [
  'anydesk',
  'any desk',
  'teamviewer',
  'team viewer',
  'quicksupport',
  'quick support',
  'rustdesk',
  'rust desk',
  'ultraviewer',
  'ultra viewer',
  'logmein',
  'supremo',
  'screenconnect',
  'connectwise',
  'splashtop',
  'airdroid',
  'zoho assist',
  'alpemix',
  'aeroadmin',
  'ammyy',
  'remotepc',
  'chrome remote desktop',
  'remote utilities',
  'getscreen',
  'quick assist',
  'quickassist',
  'isl light',
  'isl online',
  'tightvnc',
  'realvnc',
  'vnc viewer',
  'todesk',
  'aweray',
  'airmirror',
]

function* phrases(lexicons: readonly Lexicon[]): Generator<Phrase<Concept>> {
  for (const lexicon of lexicons) {
    for (const [concept, list] of Object.entries(lexicon.neverEvents) as Array<
      [keyof NeverEventWords, string[] | undefined]
    >) {
      for (const source of list ?? []) {
        const phrase = compilePhrase<Concept>(concept, source, lexicon.locale, normaliseText)
        if (phrase) yield phrase
      }
    }
  }
  for (const app of REMOTE_APPS) {
    const phrase = compilePhrase<Concept>('remoteApp', app, '', normaliseText)
    if (phrase) yield phrase
  }
}

export type NeverEventId =
  | 'never_card_details'
  | 'never_credentials'
  | 'never_one_time_code'
  | 'never_remote_access'
  | 'never_safe_account'
  | 'never_courier'
  | 'never_gift_cards_crypto'
  | 'never_upfront_fee'
  | 'never_secrecy'

export const NEVER_EVENT_CATEGORY: Record<NeverEventId, FraudCategory> = {
  never_card_details: 'banking',
  never_credentials: 'banking',
  never_one_time_code: 'digital',
  never_remote_access: 'impersonation',
  never_safe_account: 'banking',
  // The fraud taxonomy (spec) files courier fraud under advance fee.
  never_courier: 'advance_fee',
  never_gift_cards_crypto: 'impersonation',
  never_upfront_fee: 'advance_fee',
  never_secrecy: 'banking',
}

export interface NeverEvent {
  id: NeverEventId
  /** The words that made it, as found in the normalised text. */
  evidence: string
}

/** How far, in words, a negation reaches forward to a request, and back from after it. */
const NEGATION_BEFORE = 12
const NEGATION_AFTER = 3
/** How near, in words, the parts of one request must be. */
const NEAR = 10
/** A number of this many digits beside a code or PIN gives it (a genuine code text). */
const GIVEN_CODE = /^\d{4,8}$/
/** Words before a number that make it a short code to text or call, not a code given. */
const SHORT_CODE_BEFORE = new Set(['to', 'on', 'text', 'txt', 'reply', 'call', 'number', 'dial'])
/** The concepts a request can be for, which a code text gives instead. */
const GIVEN: readonly Concept[] = ['secret', 'oneTimeCode', 'cardSecurityCode']

/**
 * The concepts that read a language's grammar (its negations, its subjects): taken only from
 * English and the languages the message is in, as "na" negates in Urdu but joins in Swahili.
 */
const GRAMMAR: ReadonlySet<Concept> = new Set<Concept>([
  'negation',
  'notNegation',
  'notAsk',
  'handedTo',
  'subjects',
  'create',
  'exceptMe',
])

/** Languages written in Latin letters, whose little words can clash with English ones. */
const LATIN_LANGUAGES = new Set(['pl', 'ro', 'cy', 'sw', 'pt', 'tl', 'es', 'de', 'fr', 'it'])

/** The concepts found in one message, and which of them are negated. */
class Reading {
  private readonly byConcept = new Map<Concept, Hit<Concept>[]>()
  private readonly negations: Hit<Concept>[]

  constructor(
    readonly text: string,
    readonly tokens: readonly Token[],
    hits: readonly Hit<Concept>[],
    languages: readonly string[],
  ) {
    // English's grammar words are read too, unless the message is in another language written
    // in Latin letters, where they clash ("no" is "in the" in Portuguese).
    const [main] = languages
    const english = !main || languages.includes('en') || !LATIN_LANGUAGES.has(main)
    const grammarOf = new Set(english ? ['en', ...languages] : languages)
    for (const hit of hits) {
      if (GRAMMAR.has(hit.concept) && !grammarOf.has(hit.locale)) continue
      const list = this.byConcept.get(hit.concept)
      if (list) list.push(hit)
      else this.byConcept.set(hit.concept, [hit])
    }
    // "Don't worry", and the "don't" of "don't tell the bank", which is an instruction; but
    // "don't tell anyone your PIN" is the advice, and its "don't" negates the request.
    const masked = [
      ...this.all('notNegation'),
      ...this.all('secrecy').filter((secrecy) => !this.keepsSecretSafe(secrecy)),
    ]
    // "Don't share it with anyone except me" asks for it; so does Arabic's "لأحد غيري", whose
    // "لأحد" (to anyone) is itself a negation. But "…مع أحد، غيري كلمة السر" ("…with anyone,
    // change the password") is not one: an exception lies within one clause.
    const exceptions = this.all('exceptMe').filter(
      (exception) => this.at(exception.first).clause === this.at(exception.last - 1).clause,
    )
    this.negations = this.all('negation').filter(
      (negation) =>
        !masked.some((mask) => overlaps(mask, negation)) &&
        !exceptions.some(
          (exception) =>
            exception.first >= negation.first &&
            this.sentenceOf(exception) === this.sentenceOf(negation),
        ),
    )
    // A request word right after "we'll", "has been" or "I" is a statement, not a request
    // ("I paid", though, is a person telling what a scam made them do), unless it was handed
    // to someone ("I read him the code").
    const statements = this.all('notAsk')
    const handedTo = this.all('handedTo')
    this.keep(
      'ask',
      (hit) =>
        statements.every((statement) => statement.last !== hit.first) ||
        handedTo.some((to) => to.first > hit.first && to.first <= hit.last),
    )
    // "Your code is 482913": a code text gives the code, it does not ask for it, and asking to
    // tell it to someone ("tell your driver the PIN") is about that code.
    for (const concept of GIVEN) {
      if (this.all(concept).some((hit) => this.givesCode(hit))) this.byConcept.delete(concept)
    }
  }

  private keep(concept: Concept, test: (hit: Hit<Concept>) => boolean) {
    this.byConcept.set(concept, this.all(concept).filter(test))
  }

  /** A code given beside the hit: up to eight words after it, or three before ("358820 is your code"). */
  private givesCode(hit: Hit<Concept>): boolean {
    const sentence = this.at(hit.first).sentence
    const isDigits = (index: number) => /^\d+$/.test(this.tokens[index]?.text ?? '')
    const from = Math.max(0, hit.first - 3)
    const to = Math.min(this.tokens.length, hit.last + 8)
    for (let index = from; index < to; index++) {
      const token = this.at(index)
      if (token.sentence !== sentence || (index >= hit.first && index < hit.last)) continue
      // A code on its own, not a piece of a phone number written with spaces.
      if (
        GIVEN_CODE.test(token.text) &&
        !isDigits(index - 1) &&
        !isDigits(index + 1) &&
        !SHORT_CODE_BEFORE.has(this.tokens[index - 1]?.text ?? '')
      ) {
        return true
      }
    }
    return false
  }

  all(concept: Concept): Hit<Concept>[] {
    return this.byConcept.get(concept) ?? []
  }

  private at(index: number): Token {
    return this.tokens[index] as Token
  }

  sentenceOf(hit: Hit<Concept>): number {
    return this.at(hit.first).sentence
  }

  /** Words between the end of the earlier hit and the start of the later one. */
  gap(a: Hit<Concept>, b: Hit<Concept>): number {
    const [early, late] = a.first <= b.first ? [a, b] : [b, a]
    if (late.first < early.last) return 0
    return Math.max(0, this.at(late.first).position - this.at(early.last - 1).position - 1)
  }

  /**
   * Whether a request made of these hits is negated or framed as a warning: a negation in the
   * clause where it starts, up to ten words before it, or in the clause where it ends, just
   * after it. Hits in different sentences are judged one by one.
   */
  negated(hits: readonly Hit<Concept>[]): boolean {
    const sentences = new Set(hits.map((hit) => this.sentenceOf(hit)))
    if (sentences.size > 1) return hits.some((hit) => this.negated([hit]))
    const first = Math.min(...hits.map((hit) => hit.first))
    const last = Math.max(...hits.map((hit) => hit.last))
    const opening = this.at(first)
    const closing = this.at(last - 1)
    return this.negations.some((negation) => {
      // Part of a hit ("don't tell the bank" is the request itself).
      if (hits.some((hit) => hit.first <= negation.first && negation.last <= hit.last)) return false
      const start = this.at(negation.first)
      const end = this.at(negation.last - 1)
      // A frame of several words ("if someone asks", "scammers may", 都是诈骗 "is always a
      // scam") speaks for its whole sentence, and for the questions just before it ("Rushed?
      // Asked for a code? That's a scam.").
      const frame = negation.last - negation.first > 1
      if (start.sentence !== opening.sentence) {
        return frame && this.questionsBefore(closing.sentence, start.sentence)
      }
      if (negation.first < last && first < negation.last) return true
      if (frame) return !this.contrastBetween(negation, first)
      const before = negation.last <= first
      // "A lottery I never entered and they need a fee": a new subject ends a "never".
      if (before && this.newSubjectBetween(negation.last, first)) return false
      if (before) {
        return end.clause === opening.clause && opening.position - end.position <= NEGATION_BEFORE
      }
      return start.clause === closing.clause && start.position - closing.position <= NEGATION_AFTER
    })
  }

  /**
   * Whether "but" or "however" stands between a frame and the request after it: "Scammers may
   * ask for your card details, but to verify your account reply with…" asks for them. (After the
   * request, a "but" can stand inside the frame: Bengali's "PIN kintu chay nai".)
   */
  private contrastBetween(frame: Hit<Concept>, first: number): boolean {
    return this.tokens.slice(frame.last, first).some((token) => CONTRAST.has(token.text))
  }

  /**
   * Whether the sentences from `from` up to (not including) `to` are questions, but for a
   * word or two between them and the frame ("Rushed to pay? Stop. It's a scam.").
   */
  private questionsBefore(from: number, to: number): boolean {
    if (to <= from || !this.asksQuestion(from)) return false
    for (let sentence = from + 1; sentence < to; sentence++) {
      if (!this.asksQuestion(sentence) && this.wordsIn(sentence) > 2) return false
    }
    return true
  }

  private wordsIn(sentence: number): number {
    return this.tokens.filter((token) => token.sentence === sentence).length
  }

  /** Whether a sentence ends with a question mark. */
  private asksQuestion(sentence: number): boolean {
    const next = this.tokens.find((other) => other.sentence > sentence)
    const end = next ? next.start : this.text.length
    const lastOfSentence = this.tokens.filter((other) => other.sentence === sentence).at(-1)
    return lastOfSentence !== undefined && /[?？؟]/.test(this.text.slice(lastOfSentence.end, end))
  }

  /** A subject word after "and", "so" or "then" between two token indexes. */
  private newSubjectBetween(from: number, to: number): boolean {
    return this.all('subjects').some(
      (subject) =>
        subject.first > from &&
        subject.last <= to &&
        JOINS.has(this.tokens[subject.first - 1]?.text ?? ''),
    )
  }

  /** Hits of the concepts within `distance` words of `hit`, in its sentence. */
  near(hit: Hit<Concept>, concepts: readonly Concept[], distance = NEAR): Hit<Concept>[] {
    const sentence = this.sentenceOf(hit)
    return concepts.flatMap((concept) =>
      this.all(concept).filter(
        (other) => this.sentenceOf(other) === sentence && this.gap(hit, other) <= distance,
      ),
    )
  }

  /** Hits of the concepts in the hit's sentence or the one before or after it. */
  around(hit: Hit<Concept>, concepts: readonly Concept[], sentences = 1): Hit<Concept>[] {
    const sentence = this.sentenceOf(hit)
    return concepts.flatMap((concept) =>
      this.all(concept).filter((other) => Math.abs(this.sentenceOf(other) - sentence) <= sentences),
    )
  }

  /** Whether a hit of the concepts lies strictly between two hits. */
  between(a: Hit<Concept>, b: Hit<Concept>, concepts: readonly Concept[]): boolean {
    const [from, to] = a.first <= b.first ? [a.last, b.first] : [b.last, a.first]
    return concepts.some((concept) =>
      this.all(concept).some((hit) => hit.first >= from && hit.last <= to),
    )
  }

  /** "Don't tell anyone your PIN" keeps a secret safe: that is the advice, not the scam. */
  keepsSecretSafe(secrecy: Hit<Concept>): boolean {
    return this.near(secrecy, ['secret', 'oneTimeCode', 'cardNumber'], 2).length > 0
  }

  /** Whether a sum of money (£38.20, $95, €40) lies within three words of the hit, in its sentence. */
  sumBeside(hit: Hit<Concept>): boolean {
    const sentence = this.sentenceOf(hit)
    const from = Math.max(0, hit.first - 3)
    const to = Math.min(this.tokens.length, hit.last + 3)
    for (let index = from; index < to; index++) {
      const token = this.at(index)
      if (token.sentence !== sentence || !/^\d/.test(token.text)) continue
      const before = this.text.slice(Math.max(0, token.start - 2), token.start)
      if (/[£$€]\s?$/u.test(before)) return true
    }
    return false
  }

  has(concepts: readonly Concept[]): boolean {
    return concepts.some((concept) => this.all(concept).length > 0)
  }

  /** The words from the first to the last hit, as evidence. */
  evidence(hits: readonly Hit<Concept>[]): string {
    const first = Math.min(...hits.map((hit) => hit.first))
    const last = Math.max(...hits.map((hit) => hit.last))
    const text = this.text.slice(this.at(first).start, this.at(last - 1).end)
    return text.length > 100 ? `${text.slice(0, 97)}…` : text
  }

  isPlainCode(hit: Hit<Concept>): boolean {
    return hit.last - hit.first === 1 && PLAIN_CODE.test(this.at(hit.first).text)
  }
}

/** Words that join a new clause with its own subject: "…never entered and they need…". */
const JOINS = new Set(['and', 'so', 'then', 'because', 'as', 'while', 'when', 'until'])

/** The plain word "code" in any of the languages: doors and Wi-Fi have codes too. */
const PLAIN_CODE =
  /^(?:cod|cód|kod|код|কোড|ਕੋਡ|કોડ|کوڈ)[\p{L}\p{M}]{0,4}$|^(?:ال|و|ب|ف|ل)*(?:كود|رمز)$|^[码碼]$/u

function overlaps(a: Hit<Concept>, b: Hit<Concept>): boolean {
  return a.first < b.last && b.first < a.last
}

/** A rule proposes requests (the hits that make each); the first one not negated counts. */
type Rule = (reading: Reading) => Iterable<Hit<Concept>[]>

/** Request words with a part of the request near them, not made up on the spot ("choose a PIN"). */
function* askedFor(reading: Reading, items: readonly Concept[]): Iterable<Hit<Concept>[]> {
  for (const ask of reading.all('ask')) {
    for (const item of reading.near(ask, items)) {
      if (!reading.between(ask, item, ['create'])) yield [ask, item]
    }
  }
}

/** Hits that show a code from a text message is meant, besides the plain word "code". */
function codeMeant(reading: Reading, hit: Hit<Concept>): boolean {
  return reading
    .around(hit, ['codeBack', 'oneTimeCode', 'codeArrived'])
    .some(
      (other) =>
        !(other.first >= hit.first && other.last <= hit.last) &&
        !(hit.first >= other.first && hit.last <= other.last) &&
        !reading.isPlainCode(other) &&
        !reading.negated([other]),
    )
}

/**
 * A sum of money, the word for a bank in the languages' scripts, a bank's branch or cashier, or
 * a bank by name: what secrecy keeps from.
 */
const MONEY_OR_BANK = new RegExp(
  [
    /[£$€]|\bbank|\bbanc|\bbenki|\bbangko|\bbranch\b|\bcashier|банк|بنك|مصرف|بینک|ব্যাংক|ਬੈਂਕ|બેંક|银行|銀行/u
      .source,
    `\\b(?:${BRANDS.filter((brand) => brand.category === 'banking')
      .flatMap((brand) => brand.tokens)
      .map(escapeRegExp)
      .join('|')})\\b`,
  ].join('|'),
  'u',
)

const MONEY_TALK: readonly Concept[] = [
  'moveMoney',
  'cash',
  'pay',
  'safeAccount',
  'courier',
  'bankCard',
  'crypto',
  'giftCard',
  'secret',
  'cardNumber',
  'windfall',
  'officialDebt',
]

const RULES: Array<[NeverEventId, Rule]> = [
  [
    'never_card_details',
    function* (reading) {
      yield* askedFor(reading, ['cardSecurityCode'])
      for (const [ask, number] of askedFor(reading, ['cardNumber'])) {
        if (!ask || !number) continue
        for (const detail of reading.around(ask, ['cardExpiry', 'cardSecurityCode'])) {
          yield reading.sentenceOf(detail) === reading.sentenceOf(ask)
            ? [ask, number, detail]
            : [ask, number]
        }
      }
    },
  ],
  ['never_credentials', (reading) => askedFor(reading, ['secret'])],
  [
    'never_one_time_code',
    function* (reading) {
      const codes = reading.all('oneTimeCode')
      for (const passOn of reading.all('codeBack')) {
        const named = codes.some((code) => overlaps(code, passOn) && !reading.isPlainCode(code))
        if (named || codeMeant(reading, passOn)) yield [passOn]
      }
      for (const [ask, code] of askedFor(reading, ['oneTimeCode'])) {
        if (ask && code && (!reading.isPlainCode(code) || codeMeant(reading, code)))
          yield [ask, code]
      }
    },
  ],
  [
    'never_remote_access',
    function* (reading) {
      for (const app of reading.all('remoteApp')) {
        for (const doing of reading.near(app, ['install', 'ask', 'remoteAccess'], 14)) {
          yield [doing, app]
        }
      }
      // Remote control in words, alone ("our engineer will access your PC remotely"); an
      // app's name alone is not enough, as warnings name them too.
      const apps = reading.all('remoteApp')
      for (const access of reading.all('remoteAccess')) {
        if (!apps.some((app) => overlaps(app, access))) yield [access]
      }
    },
  ],
  [
    'never_safe_account',
    function* (reading) {
      // The move may be a sentence away: "It is an internal account. Move everything now."
      for (const account of reading.all('safeAccount')) {
        for (const moving of reading.around(account, ['moveMoney', 'ask', 'pay'])) {
          yield [moving, account]
        }
      }
    },
  ],
  [
    'never_courier',
    function* (reading) {
      for (const handing of reading.all('handOver')) {
        const what = reading.around(handing, ['cash', 'bankCard', 'secret'], 2)[0]
        if (!what) continue
        for (const who of reading.near(handing, ['courier'], 14)) yield [who, handing]
      }
    },
  ],
  [
    'never_gift_cards_crypto',
    function* (reading) {
      for (const card of reading.all('giftCard')) {
        const debt = reading.around(card, ['officialDebt'])
        const paying = reading.near(card, ['pay', 'ask'], 12)[0]
        const more = reading
          .around(card, ['pay', 'ask', 'codeBack'])
          .filter((hit) => hit !== paying)
        // A fine or tax paid in vouchers, or vouchers bought to pass on their codes.
        if (paying && (debt.length || more.length)) yield [paying, card]
      }
      for (const coin of reading.all('crypto')) {
        if (!reading.around(coin, ['officialDebt']).length) continue
        for (const paying of reading.near(coin, ['pay', 'ask', 'moveMoney'], 12)) {
          yield [paying, coin]
        }
      }
    },
  ],
  [
    'never_upfront_fee',
    function* (reading) {
      // The loan or prize may be named two sentences before its fee ("Loans up to £10,000! …
      // Only a £150 fee before payout."); a sum beside the fee asks for it as plainly as "pay".
      for (const fee of reading.all('upfrontFee')) {
        if (!reading.around(fee, ['release']).length) continue
        if (reading.around(fee, ['windfall']).length) {
          for (const paying of reading.near(fee, ['pay', 'ask'])) yield [paying, fee]
        }
        // Not a tax or bill ("£214 tax refund", "council tax £164"), which genuine bodies name.
        const owed = reading.all('officialDebt').some((debt) => overlaps(debt, fee))
        if (!owed && reading.sumBeside(fee) && reading.around(fee, ['windfall'], 2).length) {
          yield [fee]
        }
      }
    },
  ],
  [
    'never_secrecy',
    function* (reading) {
      if (!reading.has(MONEY_TALK) && !MONEY_OR_BANK.test(reading.text)) return
      for (const secret of reading.all('secrecy')) {
        if (!reading.keepsSecretSafe(secret)) yield [secret]
      }
    },
  ],
]

export interface NeverEventReading {
  /** The never-events the message asks for, in the order of the rules. */
  events: NeverEvent[]
  /** The never-events it mentions only in a warning or a negation ("we will never ask…"). */
  warnings: NeverEventId[]
  /** Whether the words at these offsets are negated or framed as a warning. */
  negatedAt(start: number, end: number): boolean
}

/**
 * Reads a normalised message (see ./language/normalise.ts), its tokens and the languages it
 * seems to be in (./language/identify.ts) for never-events.
 */
export type NeverEventReader = (
  text: string,
  tokens: readonly Token[],
  languages: readonly string[],
) => NeverEventReading

/** How the reader reads; the bench turns negation off to show what it is worth. */
export interface ReaderOptions {
  negation?: boolean
}

/** A reader of the never-events in the lexicons' languages. */
export function createNeverEventReader(
  lexicons: readonly Lexicon[],
  { negation = true }: ReaderOptions = {},
): NeverEventReader {
  const index = new PhraseIndex(phrases(lexicons))
  return (text, tokens, languages) => {
    const hits = index.find(tokens)
    const read = negation ? hits : hits.filter((hit) => hit.concept !== 'negation')
    const reading = new Reading(text, tokens, read, languages)
    const events: NeverEvent[] = []
    const warnings: NeverEventId[] = []
    for (const [id, rule] of RULES) {
      let hits: Hit<Concept>[] | null = null
      const warnedAbout: Hit<Concept>[] = []
      for (const candidate of rule(reading)) {
        // "Never … asking you to log in and confirm your password": the password is warned about.
        const [, ...items] = candidate
        if (items.some((item) => warnedAbout.includes(item))) continue
        if (reading.negated(candidate)) {
          // Across sentences, only what a warning frames is warned about: "We never ask you to
          // move money to a safe account. However, … a temporary account to move your money
          // into" asks for it in the second sentence.
          const sentences = new Set(candidate.map((hit) => reading.sentenceOf(hit)))
          warnedAbout.push(
            ...(sentences.size > 1 ? items.filter((item) => reading.negated([item])) : items),
          )
          continue
        }
        hits = candidate
        break
      }
      if (!hits) {
        if (warnedAbout.length) warnings.push(id)
        continue
      }
      const evidence = reading.evidence(hits)
      // "Card number and security code" is one request, not also a one-time code's.
      if (!events.some((event) => event.evidence === evidence)) events.push({ id, evidence })
    }
    return {
      events,
      warnings,
      negatedAt(start, end) {
        const first = tokens.findIndex((token) => token.end > start)
        if (first < 0) return false
        let last = first + 1
        while (last < tokens.length && (tokens[last]?.start ?? Infinity) < end) last++
        return reading.negated([{ concept: 'ask', locale: '', source: '', first, last }])
      },
    }
  }
}
