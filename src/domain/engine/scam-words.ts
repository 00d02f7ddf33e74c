/**
 * The words scammers add around a brand's name in a domain or a path (secure-, -login,
 * -refund, -uk …), and a splitter that tells whether a run of letters is made only of them:
 * "hmrctaxrefund" is hmrc + tax + refund. Kept apart from lookalike.ts so the list is easy
 * to review. No word here may be part of a brand token that ends or starts a brand's name
 * ("mail" would eat royalmail and hotmail), or the splitter would eat the brand.
 */

/** Words that show what a page wants from the person: to log in, pay, verify, claim. */
const INTENT_WORDS = [
  'secure',
  'security',
  'safe',
  'safety',
  'login',
  'logon',
  'log',
  'signin',
  'sign',
  'signon',
  'verify',
  'verification',
  'verified',
  'validate',
  'validation',
  'confirm',
  'confirmation',
  'auth',
  'authenticate',
  'authentication',
  'account',
  'accounts',
  'acct',
  'update',
  'updates',
  'unlock',
  'unblock',
  'suspend',
  'suspended',
  'suspension',
  'locked',
  'lock',
  'recover',
  'recovery',
  'reset',
  'restore',
  'refund',
  'refunds',
  'rebate',
  'rebates',
  'reclaim',
  'claim',
  'claims',
  'redelivery',
  'redeliver',
  'reschedule',
  'delivery',
  'deliveries',
  'parcel',
  'parcels',
  'package',
  'track',
  'tracking',
  'tracker',
  'shipment',
  'shipping',
  'postage',
  'post',
  'fee',
  'fees',
  'pay',
  'payment',
  'payments',
  'payee',
  'paid',
  'bill',
  'bills',
  'billing',
  'invoice',
  'invoices',
  'charge',
  'charges',
  'fine',
  'fines',
  'penalty',
  'tax',
  'taxes',
  'grant',
  'grants',
  'support',
  'helpdesk',
  'help',
  'service',
  'services',
  'customer',
  'customers',
  'care',
  'team',
  'center',
  'centre',
  'portal',
  'alert',
  'alerts',
  'notice',
  'notification',
  'notifications',
  'warning',
  'message',
  'messages',
  'inbox',
  'wallet',
  'bank',
  'banking',
  'card',
  'cards',
  'debit',
  'credit',
  'loan',
  'transfer',
  'fraud',
  'dispute',
  'protection',
  'protect',
  'review',
  'check',
  'official',
  'gateway',
  'access',
  'online',
  'app',
  'apps',
  'web',
  'id',
  'pass',
  'password',
  'reward',
  'rewards',
  'prize',
  'bonus',
  'gift',
  'gifts',
  'voucher',
  'vouchers',
  'offer',
  'offers',
  'discount',
  'free',
  'winner',
  'cancel',
  'cancellation',
  'renew',
  'renewal',
  'subscription',
  'licence',
  'license',
  'membership',
  'prime',
  'member',
  'members',
  'order',
  'orders',
  'booking',
  'energy',
  'power',
  'money',
  'cash',
  'uk',
  'gb',
  'eu',
  'gov',
]

/**
 * Words that carry no intent of their own (www, my, com, .php): allowed around a brand, but
 * not enough on their own to make an everyday word (apple, halifax) a lookalike.
 */
const FILLER_WORDS = [
  'www',
  'my',
  'the',
  'en',
  'com',
  'co',
  'net',
  'org',
  'ltd',
  'plc',
  'group',
  'hq',
  'index',
  'home',
  'main',
  'html',
  'htm',
  'php',
  'asp',
  'aspx',
  'jsp',
  'cgi',
]

/**
 * The intent words a path needs before a brand in it counts. Narrower than INTENT_WORDS:
 * news and shop pages are full of "money", "tax" and "delivery" (/money/hmrc is an article).
 */
const PATH_INTENT = new Set([
  'secure',
  'login',
  'logon',
  'signin',
  'signon',
  'verify',
  'verification',
  'validate',
  'confirm',
  'auth',
  'authenticate',
  'account',
  'accounts',
  'acct',
  'update',
  'unlock',
  'unblock',
  'suspend',
  'suspended',
  'locked',
  'recover',
  'recovery',
  'reset',
  'refund',
  'rebate',
  'reclaim',
  'claim',
  'redelivery',
  'redeliver',
  'reschedule',
  'pay',
  'payment',
  'billing',
  'invoice',
  'wallet',
  'password',
])

const INTENT = new Set(INTENT_WORDS)
const FILLER = new Set(FILLER_WORDS)
const DIGITS = /^\d+$/

/** A letter trie, so finding every added word that starts (or ends) at a position is one walk. */
interface TrieNode {
  word: boolean
  next: Map<string, TrieNode>
}

function buildTrie(words: string[]): TrieNode {
  const root: TrieNode = { word: false, next: new Map() }
  for (const word of words) {
    let node = root
    for (const char of word) {
      let child = node.next.get(char)
      if (!child) node.next.set(char, (child = { word: false, next: new Map() }))
      node = child
    }
    node.word = true
  }
  return root
}

const ALL_WORDS = [...INTENT_WORDS, ...FILLER_WORDS]
const FORWARD = buildTrie(ALL_WORDS)
const BACKWARD = buildTrie(ALL_WORDS.map((word) => [...word].reverse().join('')))

function isDigit(code: number): boolean {
  return code >= 0x30 && code <= 0x39
}

/** Calls `visit(end)` for every added word text[start..end) (two letters or more). */
function wordsFrom(text: string, start: number, visit: (end: number) => void): void {
  let node: TrieNode | undefined = FORWARD
  for (let index = start; index < text.length && node; index += 1) {
    node = node.next.get(text.charAt(index))
    if (node?.word && index + 1 - start >= 2) visit(index + 1)
  }
  let digitEnd = start
  while (digitEnd < text.length && isDigit(text.charCodeAt(digitEnd))) {
    digitEnd += 1
    if (digitEnd - start >= 2) visit(digitEnd)
  }
}

/** Calls `visit(start)` for every added word text[start..end) (two letters or more). */
function wordsBefore(text: string, end: number, visit: (start: number) => void): void {
  let node: TrieNode | undefined = BACKWARD
  for (let index = end - 1; index >= 0 && node; index -= 1) {
    node = node.next.get(text.charAt(index))
    if (node?.word && end - index >= 2) visit(index)
  }
  let digitStart = end
  while (digitStart > 0 && isDigit(text.charCodeAt(digitStart - 1))) {
    digitStart -= 1
    if (end - digitStart >= 2) visit(digitStart)
  }
}

/** Whether one whole word is a scam word or a filler (digits count as filler: -24, -365). */
export function isAddedWord(word: string): boolean {
  return INTENT.has(word) || FILLER.has(word) || DIGITS.test(word)
}

/**
 * Whether a word in a path shows what a phishing page wants: login, verify, refund, alone or
 * at either end of a longer word (paypallogin, accountupdate).
 */
export function hasPathIntent(word: string): boolean {
  if (PATH_INTENT.has(word)) return true
  for (const intent of PATH_INTENT) {
    if (word.startsWith(intent) || word.endsWith(intent)) return true
  }
  return false
}

export interface Split {
  /** The letters are nothing but added words (or empty). */
  whole: boolean
  /** At least one of them is an intent word, not only filler. */
  intent: boolean
}

const EMPTY_SPLIT: Split = { whole: true, intent: false }
const NO_SPLIT: Split = { whole: false, intent: false }

/**
 * Splits a run of letters into added words, if it can be: "taxrefund" → whole, intent;
 * "www" → whole, no intent; "removals" → not whole. Dynamic programming over positions.
 */
export function splitAddedWords(text: string): Split {
  if (!text) return EMPTY_SPLIT
  // 0: not reached; 1: reached with filler only; 2: reached with an intent word on the way.
  const reached = new Uint8Array(text.length + 1)
  reached[0] = 1
  for (let start = 0; start < text.length; start += 1) {
    const state = reached[start] ?? 0
    if (!state) continue
    wordsFrom(text, start, (end) => {
      const next = INTENT.has(text.slice(start, end)) ? 2 : state
      if (next > (reached[end] ?? 0)) reached[end] = next
    })
  }
  const final = reached[text.length] ?? 0
  return final ? { whole: true, intent: final === 2 } : NO_SPLIT
}

/** A way to read a word as added words around a core: secure + paypa1 + login. */
export interface Core {
  core: string
  /** The added words before the core ('' when none). */
  before: string
  /** The added words after it. */
  after: string
}

/**
 * Every way to peel added words off the ends of a word, leaving a core of three letters or
 * more: "paypa1login" gives paypa1login, paypa1, pa1login and pa1. The brand check tries
 * each core, so peeling "pay" off "paypal" cannot hide PayPal.
 */
export function coresOf(word: string): Core[] {
  const length = word.length
  const prefixEnds = [0]
  const prefixOk = new Uint8Array(length + 1)
  prefixOk[0] = 1
  for (let index = 0; index < prefixEnds.length; index += 1) {
    wordsFrom(word, prefixEnds[index] ?? 0, (end) => {
      if (!prefixOk[end]) {
        prefixOk[end] = 1
        prefixEnds.push(end)
      }
    })
  }
  const suffixOk = new Uint8Array(length + 1)
  suffixOk[length] = 1
  for (let end = length; end > 0; end -= 1) {
    if (suffixOk[end]) {
      wordsBefore(word, end, (start) => {
        suffixOk[start] = 1
      })
    }
  }
  const cores: Core[] = []
  for (const start of prefixEnds) {
    for (let end = length; end - start >= 3; end -= 1) {
      if (suffixOk[end]) {
        cores.push({
          core: word.slice(start, end),
          before: word.slice(0, start),
          after: word.slice(end),
        })
      }
    }
  }
  return cores
}
