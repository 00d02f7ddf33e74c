/**
 * What the engine needs to know about a language to read a scam written in it: the words for
 * what no genuine organisation asks for (the never-events), the words that turn a request into
 * a warning ("we will never ask…"), and the phrases of the commonest scams. One file per
 * language in ./lexicons, written by speakers of it, not translated word for word.
 *
 * How a phrase is matched (see ./matcher.ts):
 * - On text in lower case, NFKC-normalised, with Arabic and Urdu letter forms unified, accents
 *   kept, and every digit written as an ASCII digit.
 * - A phrase is one or more words separated by single spaces; it matches whole words only, and
 *   the words of a phrase must follow each other (only spaces or punctuation between them).
 * - `*` at the end of a word matches any ending: `kod*` matches kod, kodu, kodem.
 * - `*` at the start of a word matches any beginning: `*رمز` matches الرمز and والرمز.
 * - Chinese (and any phrase in Han script) is matched as a substring: no spaces are needed.
 * - Every language's words are used on every message, as people mix languages (Taglish,
 *   Hinglish, Roman Urdu): a word must not mean something harmless and common in English.
 */

/** The concepts the never-event rules combine. Each is a list of phrases. */
export interface NeverEventWords {
  /**
   * Asking for, or handing over: send, give, tell, share, provide, confirm, reply with, read
   * out, "asked me for", "wanted my", "need your". Imperatives, polite forms, and the reported
   * forms a person uses to tell what a caller did. Not "enter", "type" or "use": people enter
   * their own codes and PINs in their own apps and at tills.
   */
  ask: string[]
  /**
   * What makes a nearby request a warning: never, not, don't, no one, nobody, "will never ask",
   * "if anyone asks", "scammers", "fraudsters", "criminals", "beware". In languages that fuse
   * negation into the verb (Swahili usi-, hatu-), the negated verb forms.
   */
  negation: string[]
  /**
   * Phrases that look like a negation but are not one: "don't worry", "do not delay",
   * "if you did not make this payment", "if this wasn't you".
   */
  notNegation: string[]
  /**
   * Optional: who a "don't share it with anyone" leaves out, which turns the advice into the
   * request: "except me", "apart from me", "but us", "only with our officer".
   */
  exceptMe?: string[]
  /**
   * Optional: words just before a request word that make it the sender's own statement, not
   * a request: "we'll send (your new PIN by post)", "has been sent", "I'll text you (the code)".
   */
  notAsk?: string[]
  /**
   * Optional: who a person handed something to, right after a request word ("I gave him",
   * "I read them"), which makes "I gave him my PIN" the account of a request, not a statement.
   */
  handedTo?: string[]
  /**
   * Optional: words that start a new subject ("I", "they"), beyond which a negation does not
   * reach: in "a lottery I never entered and they need a fee", "never" is not about the fee.
   */
  subjects?: string[]
  /**
   * Optional: words between a request and a secret that mean the person makes one up, not
   * hands one over: choose, set up, create, change, reset.
   */
  create?: string[]
  /** The card's long number: card number, 16 digits, long number on the card. */
  cardNumber: string[]
  /** Expiry date, valid until, expiration. */
  cardExpiry: string[]
  /** CVV, CVC, security code, the three digits on the back. */
  cardSecurityCode: string[]
  /** PIN, password, passcode, memorable word or information, online banking login. */
  secret: string[]
  /** One-time code, OTP, verification code, the code we sent you, BLIK, "6-digit code". */
  oneTimeCode: string[]
  /**
   * Passing on a code that arrived by text, whatever the word for it: "read it back", "send it
   * back", "forward it to me", "sent you a code by mistake", "what is the code".
   */
  codeBack: string[]
  /**
   * Optional: words that say a code arrived by text ("texted", "came through", "sent to your
   * phone"), so that the plain word "code" near a request means a one-time code.
   */
  codeArrived?: string[]
  /** Install, download, open, go to (a website), "give access". */
  install: string[]
  /** Remote control in words: remote access, control your computer, share your screen. */
  remoteAccess: string[]
  /** Moving money: move, transfer, send, your money, savings, funds, balance. */
  moveMoney: string[]
  /** Safe account, secure account, holding account, protected account, "a new account in your name". */
  safeAccount: string[]
  /** Cash, notes, money withdrawn, gold, jewellery. */
  cash: string[]
  /** The physical bank card: bank card, debit card, your card. */
  bankCard: string[]
  /** The one who collects: courier, driver, officer, someone, "a colleague will come". */
  courier: string[]
  /** Handing over: hand over, give to, collect, pick up, come to your house, put in an envelope. */
  handOver: string[]
  /** Gift cards and vouchers: gift card, iTunes, Google Play, Steam, Amazon card, paysafecard. */
  giftCard: string[]
  /** Cryptocurrency: bitcoin, crypto, USDT, bitcoin ATM. */
  crypto: string[]
  /** What genuine bodies bill for: fine, tax, bill, penalty, court, bail, customs, arrears. */
  officialDebt: string[]
  /** Paying: pay, buy, purchase, settle, top up. */
  pay: string[]
  /** A fee in advance: fee, charge, deposit, insurance, tax, commission, "pay first". */
  upfrontFee: string[]
  /** Releasing: release, unlock, receive, withdraw, transfer to you, clear, approve. */
  release: string[]
  /** What is released: loan, prize, winnings, refund, compensation, inheritance, profits, funds. */
  windfall: string[]
  /**
   * Keeping it from the bank, as an instruction: "don't tell the bank", "if the bank asks,
   * say it's for a holiday", "keep this between us", "the bank staff are involved".
   */
  secrecy: string[]
}

/**
 * The commonest scams' phrases, by the detector signal they raise (the ids of ../detectors.ts,
 * so the model's weight for a sign holds in every language).
 */
export const THEME_IDS = [
  'family_new_number',
  'parcel_delivery',
  'delivery_fee',
  'bank_security_alert',
  'hmrc_tax',
  'government_agency',
  'lottery_prize',
  'refund_owed',
  'job_task',
  'investment_returns',
  'crypto_topic',
  'romance',
  'tech_support',
  'account_problem',
  'loan_offer',
  'police_impersonation',
  'urgency',
  'threat',
  'asks_for_payment',
  'asks_to_click',
] as const

export type ThemeId = (typeof THEME_IDS)[number]

export interface Lexicon {
  /** The language's code (one of the app's locales, or another ISO 639-1 code). */
  locale: string
  neverEvents: NeverEventWords
  /** Phrases typical of each kind of scam; any one of them raises the signal. */
  themes: Record<ThemeId, string[]>
}
