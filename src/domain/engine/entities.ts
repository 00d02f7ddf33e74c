/**
 * Finds the things in a message that scams are made of: links (also "defanged" ones such as
 * hxxp://evil[.]com), UK phone numbers and their ranges, email addresses, bank details, crypto
 * addresses, money amounts and gift-card brands. Pure: text in, entities out.
 */
import { parse } from 'tldts'

import { classifyUkNumber, type UkNumberRange } from './uk-numbers.ts'

export { classifyUkNumber, type UkNumberRange }

export interface PhoneEntity {
  raw: string
  /** E.164, e.g. +447700900123. */
  e164: string
  range: UkNumberRange
}

export interface MoneyEntity {
  raw: string
  amount: number
  currency: 'GBP' | 'USD' | 'EUR'
}

export interface Entities {
  urls: string[]
  emails: string[]
  phones: PhoneEntity[]
  sortCodes: string[]
  accountNumbers: string[]
  ibans: string[]
  cryptoAddresses: Array<{ raw: string; kind: 'bitcoin' | 'ethereum' | 'tron' }>
  money: MoneyEntity[]
  giftCardBrands: string[]
}

/** Undoes the usual ways of "defanging" a link so that it is read as the link it is. */
export function refang(text: string): string {
  return text
    .replace(/\bhxxp(s?)/gi, 'http$1')
    .replace(/\bh\*\*p(s?)/gi, 'http$1')
    .replace(/\s?[[({]\s?(?:\.|dot)\s?[\])}]\s?/gi, '.')
    .replace(/\[:\]/g, ':')
    .replace(/\[\/\]/g, '/')
}

const URL_WITH_SCHEME = /\bhttps?:\/\/[^\s<>"'`]+/gi
// A bare host such as royalmail-redelivery.com/pay or www.example.co.uk; its suffix is checked
// against the public suffix list, so "e.g." or "file.pdf" are not taken for links.
const BARE_HOST =
  /(?<![@\w.-])(?:www\.)?(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,24}(?::\d{2,5})?(?:\/[^\s<>"'`]*)?/gi
const EMAIL = /\b[a-z0-9._%+-]+@(?:[a-z0-9-]+\.)+[a-z]{2,24}\b/gi
const TRAILING_PUNCTUATION = /[.,;:!?)\]}'"’”]+$/

function trimUrl(url: string): string {
  return url.replace(TRAILING_PUNCTUATION, '')
}

function isLinkableHost(candidate: string): boolean {
  const host = candidate.split(/[/:]/)[0] ?? ''
  const info = parse(host)
  // Require a real public suffix and a lower-case TLD: "Hi Mum.So" is a sentence, not a link.
  return Boolean(info.domain && info.isIcann) && !/[A-Z]/.test(host.split('.').pop() ?? '')
}

/** Links in the order they appear; blanking keeps positions while hiding what was taken. */
function extractUrls(text: string): string[] {
  const found: Array<[index: number, url: string]> = []
  const blank = (match: string) => ' '.repeat(match.length)
  for (const match of text.matchAll(URL_WITH_SCHEME)) found.push([match.index, trimUrl(match[0])])
  const rest = text.replace(URL_WITH_SCHEME, blank).replace(EMAIL, blank)
  for (const match of rest.matchAll(BARE_HOST)) {
    const candidate = trimUrl(match[0])
    if (isLinkableHost(candidate)) found.push([match.index, candidate])
  }
  return [...new Set(found.sort((a, b) => a[0] - b[0]).map(([, url]) => url))]
}

const PHONE = /(?<![\d+])(?:\+|00)?[\d(][\d\s().-]{8,16}\d(?!\d)/g

function extractPhones(text: string): PhoneEntity[] {
  const phones = new Map<string, PhoneEntity>()
  for (const match of text.matchAll(PHONE)) {
    const raw = match[0].trim()
    let digits = raw.replace(/[^\d+]/g, '').replace(/^00/, '+')
    if (digits.startsWith('+44')) digits = `0${digits.slice(3).replace(/^0/, '')}`
    if (digits.startsWith('+')) {
      const count = digits.length - 1
      if (count >= 7 && count <= 15)
        phones.set(digits, { raw, e164: digits, range: 'international' })
      continue
    }
    const range = classifyUkNumber(digits)
    if (range) phones.set(digits, { raw, e164: `+44${digits.slice(1)}`, range })
  }
  // 118 directory enquiries numbers are six digits, too short for the pattern above.
  for (const match of text.matchAll(/(?<!\d)118\s?\d{3}(?!\d)/g)) {
    const national = match[0].replace(/\s/g, '')
    phones.set(national, { raw: match[0], e164: `+44${national}`, range: 'directory' })
  }
  return [...phones.values()]
}

/** An IBAN is only taken when its check digits add up (ISO 13616 mod 97). */
export function isValidIban(candidate: string): boolean {
  const iban = candidate.replace(/\s/g, '').toUpperCase()
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return false
  const rearranged = iban.slice(4) + iban.slice(0, 4)
  let remainder = 0
  for (const char of rearranged) {
    const value = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55)
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97
  }
  return remainder === 1
}

const IBAN = /\b[A-Z]{2}\d{2}(?:\s?[A-Z0-9]{4}){2,7}(?:\s?[A-Z0-9]{1,4})?\b/g
const SORT_CODE =
  /(?<![\d-])\d{2}-\d{2}-\d{2}(?![\d-])|(?<=sort\s?code:?\s{0,3})\d{6}(?!\d)|(?<=sort\s?code:?\s{0,3})\d{2}\s\d{2}\s\d{2}(?!\d)/gi
const ACCOUNT_NUMBER = /(?<=(?:account|acc|a\/c)\s?(?:no\.?|number|num)?:?\s{0,3})\d{8}(?!\d)/gi
const CRYPTO: Array<[RegExp, 'bitcoin' | 'ethereum' | 'tron']> = [
  [/\b(?:bc1[ac-hj-np-z02-9]{11,71}|[13][a-km-zA-HJ-NP-Z1-9]{25,34})\b/g, 'bitcoin'],
  [/\b0x[a-fA-F0-9]{40}\b/g, 'ethereum'],
  [/\bT[1-9A-HJ-NP-Za-km-z]{33}\b/g, 'tron'],
]
const MONEY =
  /(£|\$|€)\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?\b|\b(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?\s?(gbp|pounds?|quid|usd|dollars?|eur|euros?)\b/gi

const GIFT_CARD_BRANDS: Array<[string, RegExp]> = [
  ['Apple', /\b(?:itunes|apple (?:gift )?cards?|app store cards?)\b/i],
  ['Google Play', /\bgoogle play (?:gift )?(?:cards?|vouchers?|codes?)\b/i],
  ['Amazon', /\bamazon (?:gift )?(?:card|voucher)s?\b/i],
  ['Steam', /\bsteam (?:gift )?(?:card|wallet)s?\b/i],
  ['Paysafecard', /\bpaysafe ?card\b/i],
  ['Vanilla', /\bvanilla (?:visa|gift|card)\b/i],
  ['Razer Gold', /\brazer gold\b/i],
  ['eBay', /\bebay (?:gift )?(?:card|voucher)s?\b/i],
  ['Xbox', /\bxbox (?:gift )?(?:card|voucher)s?\b/i],
  ['PlayStation', /\b(?:playstation|psn) (?:gift )?(?:card|voucher)s?\b/i],
  ['Neosurf', /\bneosurf\b/i],
]

function currencyOf(symbol: string): MoneyEntity['currency'] {
  const s = symbol.toLowerCase()
  if (s === '$' || s.startsWith('usd') || s.startsWith('dollar')) return 'USD'
  if (s === '€' || s.startsWith('eur')) return 'EUR'
  return 'GBP'
}

function extractMoney(text: string): MoneyEntity[] {
  const amounts: MoneyEntity[] = []
  for (const match of text.matchAll(MONEY)) {
    const [raw, symbol, whole, pence, wholeAfter, penceAfter, word] = match
    const units = (whole ?? wholeAfter ?? '0').replace(/,/g, '')
    const fraction = pence ?? penceAfter
    const amount = Number(fraction ? `${units}.${fraction.padEnd(2, '0')}` : units)
    amounts.push({ raw: raw.trim(), amount, currency: currencyOf(symbol ?? word ?? '£') })
  }
  return amounts
}

/** Extracts every entity from a text (defanged links included). */
export function extractEntities(input: string): Entities {
  const text = refang(input)
  const emails = [...new Set([...text.matchAll(EMAIL)].map((m) => m[0].toLowerCase()))]
  const ibans = [...text.matchAll(IBAN)].map((m) => m[0].replace(/\s/g, '')).filter(isValidIban)
  const textWithoutIbans = ibans.length ? text.replace(IBAN, ' ') : text
  return {
    urls: extractUrls(text),
    emails,
    phones: extractPhones(textWithoutIbans),
    sortCodes: [
      ...new Set(
        [...text.matchAll(SORT_CODE)].map((m) =>
          m[0].replace(/\D/g, '').replace(/(\d{2})(\d{2})(\d{2})/, '$1-$2-$3'),
        ),
      ),
    ],
    accountNumbers: [...new Set([...text.matchAll(ACCOUNT_NUMBER)].map((m) => m[0]))],
    ibans: [...new Set(ibans)],
    cryptoAddresses: CRYPTO.flatMap(([pattern, kind]) =>
      [...text.matchAll(pattern)].map((m) => ({ raw: m[0], kind })),
    ),
    money: extractMoney(text),
    giftCardBrands: GIFT_CARD_BRANDS.filter(([, pattern]) => pattern.test(text)).map(
      ([brand]) => brand,
    ),
  }
}
