/**
 * "Which brand is this pretending to be?" Names the UK brand (brands.ts) a domain imitates and
 * how: words added to the name (royalmail-redelivery.com), a near miss (paypall.com), look-
 * alike letters (pаypal.com with a Cyrillic а, paypa1.com), the name under another ending
 * (hmrc.com, royalmail.co), the name in a subdomain (paypal.com.account-verify.net) or in the
 * path (example.top/paypal/login), or gov.uk dressing (gov-uk.com, gov.uk.tax-refund.com).
 * A brand's own domains and every *.gov.uk are never lookalikes.
 *
 * False alarms matter as much as misses: an anxious person told that their bank's real site
 * is fake may not pay a genuine bill. So everyday words (apple, halifax) count only beside
 * scam words, near misses are allowed only for names of six letters or more, and words one
 * edit from a brand that are ordinary words themselves (finance, revolt) are never near misses.
 *
 * Decisions: amazonaws.com is not an Amazon lookalike (it is Amazon's cloud, where anyone can
 * publish, so url-heuristics treats it as free hosting instead); a brand's name on free
 * hosting (paypal.github.io) is reported even if the brand put it there, because nobody can
 * tell from the address who did.
 */
import { BRANDS, type Brand } from '../engine/brands.ts'
import { coresOf, hasPathIntent, isAddedWord, splitAddedWords } from '../engine/scam-words.ts'

import { canonicaliseUrl, findParentDomain, type CanonicalUrl } from './canonical.ts'
import { foldedSkeleton, skeleton } from './confusables.ts'
import { CONTENT_PLATFORMS } from './content-platforms.ts'
import { damerauLevenshtein } from './edit-distance.ts'
import { freeHostingDomainOf, RISKY_TLDS, TYPO_SUFFIXES } from './lists.ts'

/** How a domain imitates a brand; the API reports it as `lookalike.technique`. */
export type LookalikeTechnique =
  | 'added_word'
  | 'edit_distance'
  | 'confusable'
  | 'swapped_tld'
  | 'gov_uk_dressing'
  | 'brand_in_subdomain'
  | 'brand_in_path'

/** The brand a domain imitates, and how. */
export interface Lookalike {
  /** The brand's display name, as in brands.ts: "Royal Mail". */
  brand: string
  technique: LookalikeTechnique
}

interface Token {
  brand: Brand
  /** Lower case, letters and digits only: royal-mail → royalmail. */
  text: string
  /** Also an everyday word or place: counts only beside intent words. */
  common: boolean
  skeleton: string
  folded: string
  /** Edits allowed for a near miss: 0 below six letters, 1 up to eight, 2 from nine. */
  maxEdits: number
}

/**
 * Registrable domains of other organisations that share a brand's name. They are not
 * imitations, whatever the rules below would say.
 */
const UNRELATED_NAMESAKES = new Set([
  // Metropolitan Bank and Trust, the Philippines.
  'metrobank.com.ph',
])

/**
 * Ordinary words that hold a distinctive brand name whole: marginalrevolution.com and a sender
 * named "Revolution Beauty" are not Revolut's.
 */
const WORDS_HOLDING_NAMES = ['revolution']

/**
 * Ordinary words within one or two edits of a brand. Typing them is not a slip and they are
 * in many genuine domain names, so they are never near misses.
 */
const NOT_NEAR_MISSES = new Set([
  'finance', // binance
  'revolt', // revolut
  'royalmile', // royalmail: Edinburgh's Royal Mile
  'paypay', // paypal: a Japanese payment service
  'barclay', // barclays: a surname
  'goole', // google: a town in Yorkshire
  'cloud', // icloud
])

/**
 * Sites whose paths name other organisations (github.com/paypal, facebook.com/royalmail,
 * stackoverflow.com/questions/…/paypal-login): a brand in their path is a page about it.
 */
const PATHS_NAME_OTHERS = new Set([
  ...CONTENT_PLATFORMS,
  'github.com',
  'gitlab.com',
  'bitbucket.org',
  'npmjs.com',
  'stackoverflow.com',
  'stackexchange.com',
  'wikipedia.org',
  'medium.com',
  'trustpilot.com',
])

const GOV_UK_DRESSING = /(?:^|[.-])(?:gov[.-]?uk|uk[.-]?gov)(?:[.-]|$)/

function normalise(token: string): string {
  return token.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '')
}

/**
 * The name part of a token: trailing added words peeled off (edfenergy → edf, eebilling →
 * ee), so "e-billing" is not one edit from EE. Only trailing ones: "pay" starts PayPal's name.
 */
function namePart(token: string): string {
  let name = token
  for (let peeled = true; peeled;) {
    peeled = false
    for (let cut = 2; cut <= name.length - 2; cut += 1) {
      if (isAddedWord(name.slice(cut))) {
        name = name.slice(0, cut)
        peeled = true
        break
      }
    }
  }
  return name
}

function editsAllowed(token: string, common: boolean): number {
  if (common) return 0
  const length = namePart(token).length
  if (length >= 9) return 2
  if (length >= 6) return 1
  return 0
}

const TOKENS: Token[] = BRANDS.flatMap((brand) => {
  const common = new Set((brand.commonWords ?? []).map(normalise))
  const texts = [...new Set(brand.tokens.map(normalise))].filter((text) => text.length >= 2)
  return texts.map((text) => {
    const tokenSkeleton = skeleton(text)
    return {
      brand,
      text,
      common: common.has(text),
      skeleton: tokenSkeleton,
      folded: foldedSkeleton(tokenSkeleton),
      maxEdits: editsAllowed(text, common.has(text)),
    }
  })
})

const TOKENS_BY_TEXT = groupBy(TOKENS, (token) => token.text)
const TOKENS_BY_SKELETON = groupBy(TOKENS, (token) => token.skeleton)
const TOKENS_BY_FOLDED = groupBy(TOKENS, (token) => token.folded)
/** Long distinctive names are found anywhere in a label: verifyroyalmailparcel. */
const LONG_DISTINCTIVE = TOKENS.filter((token) => !token.common && token.text.length >= 6)
const NEAR_MISS_TOKENS = TOKENS.filter((token) => token.maxEdits > 0)
const GOV_BRANDS = new Set(
  BRANDS.filter((brand) => brand.officialDomains.includes('gov.uk')).map((brand) => brand.id),
)
const GOV_UK_BRAND = BRANDS.find((brand) => brand.id === 'govuk')

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>()
  for (const item of items) {
    const list = map.get(key(item))
    if (list) list.push(item)
    else map.set(key(item), [item])
  }
  return map
}

/** Official domain → brand; a domain two brands share names the first listed … */
const BRAND_BY_DOMAIN = new Map<string, Brand>()
for (const brand of BRANDS) {
  for (const domain of brand.officialDomains) {
    if (!BRAND_BY_DOMAIN.has(domain)) BRAND_BY_DOMAIN.set(domain, brand)
  }
}
// … except gov.uk itself, which is GOV.UK's (HMRC, DVLA and DWP live under it).
if (GOV_UK_BRAND) BRAND_BY_DOMAIN.set('gov.uk', GOV_UK_BRAND)

/**
 * The brand whose own domain this host is on, if any; the longest match names it (ofgem.gov.uk
 * is Ofgem). Free hosting belongs to nobody, even under a brand's domain
 * (storage.googleapis.com).
 */
export function officialBrandOf(hostname: string): Brand | null {
  if (freeHostingDomainOf(hostname)) return null
  const domain = findParentDomain(hostname, (candidate) => BRAND_BY_DOMAIN.has(candidate))
  return domain ? (BRAND_BY_DOMAIN.get(domain) ?? null) : null
}

interface WordMatch {
  token: Token
  /** Intent words around the name, in the same label or segment. */
  intent: boolean
  /** Every other word is an added word (or filler). */
  onlyAddedWords: boolean
  /** The label or segment is the name and nothing else. */
  exact: boolean
}

/**
 * Finds a brand's name in a sequence of words (a label split at hyphens, a path segment):
 * alone, across up to three words (royal-mail), or with added words stuck to it
 * (hmrcrefund, myroyalmail).
 */
function findNameInWords(words: string[]): WordMatch[] {
  const matches: WordMatch[] = []
  for (let start = 0; start < words.length; start += 1) {
    for (let end = start + 1; end <= Math.min(words.length, start + 3); end += 1) {
      const joined = words.slice(start, end).join('')
      for (const { core, before, after } of coresOf(joined)) {
        const tokens = TOKENS_BY_TEXT.get(core)
        if (!tokens) continue
        const others = [...words.slice(0, start), ...words.slice(end)]
        const beside = splitAddedWords(before + after)
        const onlyAddedWords = others.every(isAddedWord)
        const intent = beside.intent || others.some((word) => splitAddedWords(word).intent)
        const exact = others.length === 0 && !before && !after
        for (const token of tokens) matches.push({ token, intent, onlyAddedWords, exact })
      }
    }
  }
  return matches
}

function splitWords(text: string): string[] {
  return text.split(/[-_.~+@,;=!\s]+/).filter(Boolean)
}

/** Whether a name found in a label is an imitation by itself, without the ending. */
function isImitationInLabel(match: WordMatch): boolean {
  if (match.exact) return false // the name alone: a matter for the ending (swappedEnding)
  if (!match.token.common) return true
  return match.onlyAddedWords && match.intent
}

/** The name under an ending the brand does not use: hmrc.com, royalmail.co, paypal.xyz. */
function swappedEnding(token: Token, publicSuffix: string): boolean {
  const suspect = TYPO_SUFFIXES.has(publicSuffix) || RISKY_TLDS.has(publicSuffix)
  if (token.common) return suspect
  const countryEnding = /(?:^|\.)[a-z]{2}$/.test(publicSuffix)
  if (token.brand.global && countryEnding) return suspect
  return true
}

/** Look-alike letters or a near miss: pаypal, paypa1, rnicrosoft, paypall, royalmial. */
function findLookalikeSpelling(
  words: string[],
): { token: Token; technique: 'confusable' | 'edit_distance' } | null {
  const nonAdded = words.filter((word) => !isAddedWord(word))
  const candidates = new Set<string>()
  for (const word of [...nonAdded, nonAdded.join('')]) {
    for (const { core } of coresOf(word)) candidates.add(core)
  }
  let nearMiss: Token | null = null
  for (const candidate of candidates) {
    if (candidate.length < 3) continue
    const candidateSkeleton = skeleton(candidate)
    const sameLook =
      TOKENS_BY_SKELETON.get(candidateSkeleton) ??
      TOKENS_BY_FOLDED.get(foldedSkeleton(candidateSkeleton))
    // Equal skeletons but different letters: a disguise. (Equal letters were matched before.)
    const disguised = sameLook?.find((token) => token.text !== candidate)
    if (disguised) return { token: disguised, technique: 'confusable' }
    if (nearMiss || NOT_NEAR_MISSES.has(candidate)) continue
    for (const token of NEAR_MISS_TOKENS) {
      if (Math.abs(token.skeleton.length - candidateSkeleton.length) > token.maxEdits) continue
      const distance = damerauLevenshtein(candidateSkeleton, token.skeleton, token.maxEdits)
      if (distance > 0 && distance <= token.maxEdits) {
        nearMiss = token
        break
      }
    }
  }
  return nearMiss ? { token: nearMiss, technique: 'edit_distance' } : null
}

/** Anything dressed as gov.uk that is not under gov.uk: gov-uk.com, hmrc-gov.uk.com. */
function govUkDressing(url: CanonicalUrl): Lookalike | null {
  const looksGov =
    GOV_UK_DRESSING.test(url.hostname) ||
    GOV_UK_DRESSING.test(url.unicodeHostname.split('.').map(skeleton).join('.'))
  if (!looksGov) return null
  // Name the department when the host names one (hmrc-gov.uk.com is HMRC), else GOV.UK.
  const words = splitWords(url.unicodeHostname)
  const department = findNameInWords(words).find((match) => GOV_BRANDS.has(match.token.brand.id))
  const brand = department?.token.brand ?? GOV_UK_BRAND
  return brand ? { brand: brand.name, technique: 'gov_uk_dressing' } : null
}

function techniqueFor(token: Token, technique: LookalikeTechnique): Lookalike {
  // GOV.UK's own name in a domain (govuk-refund.com) is gov.uk dressing, however it is done.
  const dressing = token.brand.id === 'govuk' && technique !== 'brand_in_path'
  return { brand: token.brand.name, technique: dressing ? 'gov_uk_dressing' : technique }
}

/** The registrable label: paypal-secure in paypal-secure.com. */
function checkRegistrableLabel(url: CanonicalUrl): Lookalike | null {
  if (!url.domainLabel) return null
  const label = url.unicodeHostname.split('.').at(-1 - url.publicSuffix.split('.').length)
  if (!label) return null
  const words = splitWords(label)
  const joined = normalise(label)

  const alone = TOKENS_BY_TEXT.get(joined)?.find((token) => swappedEnding(token, url.publicSuffix))
  if (alone) {
    // royal-mail.com is a spelling, not only an ending.
    const respelled =
      label !== joined && !alone.brand.officialDomains.some((d) => d.startsWith(`${label}.`))
    return techniqueFor(alone, respelled ? 'edit_distance' : 'swapped_tld')
  }
  const named = findNameInWords(words).find(isImitationInLabel)
  if (named) return techniqueFor(named.token, 'added_word')
  const inside = distinctiveNamesIn(joined).find((token) => joined !== token.text)
  if (inside) {
    // paypall is a slip of the keyboard; paypalsecure has a word added.
    const rest = joined.replace(inside.text, '')
    const slip = rest.length <= 2 && !splitAddedWords(rest).whole
    return techniqueFor(inside, slip ? 'edit_distance' : 'added_word')
  }
  if (TOKENS_BY_TEXT.has(joined)) return null // the name alone under an ending it may own
  const spelling = findLookalikeSpelling(words)
  return spelling ? techniqueFor(spelling.token, spelling.technique) : null
}

/** Subdomains: paypal.com.account-verify.net, royalmail-parcel.pages.dev. */
function checkSubdomain(url: CanonicalUrl): Lookalike | null {
  if (!url.subdomain) return null
  const unicodeLabels = url.unicodeHostname.split('.')
  const subdomainLabels = unicodeLabels.slice(0, url.subdomain.split('.').length)
  const words = subdomainLabels.flatMap(splitWords).filter((word) => word !== 'www')
  if (!words.length) return null
  // An official domain spelled out in front of another: amazon.co.uk.evil.example.
  const dotted = `.${url.subdomain}.`
  for (const brand of BRANDS) {
    if (brand.officialDomains.some((domain) => dotted.includes(`.${domain}.`))) {
      return { brand: brand.name, technique: 'brand_in_subdomain' }
    }
  }
  const registrableWords = splitWords(url.domainLabel)
  const registrableIsScamWords =
    registrableWords.length > 0 &&
    registrableWords.every(isAddedWord) &&
    registrableWords.some((word) => splitAddedWords(word).intent)
  const named = findNameInWords(words).find(
    (match) =>
      !match.token.common || (match.onlyAddedWords && (match.intent || registrableIsScamWords)),
  )
  if (named) return techniqueFor(named.token, 'brand_in_subdomain')
  const joined = words.join('')
  const inside = LONG_DISTINCTIVE.find((token) => joined.includes(token.text))
  if (inside) return techniqueFor(inside, 'brand_in_subdomain')
  const spelling = findLookalikeSpelling(words)
  return spelling ? techniqueFor(spelling.token, 'brand_in_subdomain') : null
}

/**
 * The path: /paypal/login.php, /www.paypal.com/signin, /hmrc-refund. Only with words that
 * show intent somewhere in the path, so news pages and encyclopaedia articles about a brand
 * (/wiki/PayPal, /news/business-hmrc-refund-scam) are not lookalikes.
 */
function checkPath(url: CanonicalUrl): Lookalike | null {
  if (PATHS_NAME_OTHERS.has(url.registrableDomain)) return null
  const segments = url.path.split('/').filter(Boolean)
  if (!segments.length) return null
  const segmentWords = segments.map(splitWords)
  // A brand's own name is not intent, even when it starts like one (paypal and pay).
  const pathIntent = segmentWords.some((words) =>
    words.some((word) => !TOKENS_BY_TEXT.has(word) && hasPathIntent(word)),
  )
  if (!pathIntent) return null
  for (const words of segmentWords) {
    const named = findNameInWords(words).find((match) => match.onlyAddedWords)
    if (named) return techniqueFor(named.token, 'brand_in_path')
  }
  return null
}

/**
 * Names the brand a canonical URL imitates, and how, or null when it imitates none we know
 * (or is the brand's own). Pure and fast: no network, no clock.
 */
export function lookalikeOf(url: CanonicalUrl): Lookalike | null {
  if (officialBrandOf(url.hostname)) return null
  if (UNRELATED_NAMESAKES.has(url.registrableDomain)) return null
  if (!url.isIp) {
    const found = govUkDressing(url) ?? checkRegistrableLabel(url) ?? checkSubdomain(url)
    if (found) return found
  }
  return checkPath(url)
}

/** Names the brand a pasted address or domain imitates, or null (see lookalikeOf). */
export function findLookalike(input: string): Lookalike | null {
  const url = canonicaliseUrl(input)
  return url ? lookalikeOf(url) : null
}

/**
 * The brand a name claims, read the way a domain's label is: a distinctive brand name with
 * anything around it (barclaysfraudteam, hmrc.refunds, paypal-support), an everyday one
 * (apple, halifax) only among scam words (apple-id-verify). For the local part of an email
 * address, or a sender's display name. Null for ordinary names.
 */
export function brandClaimedBy(name: string): string | null {
  const words = splitWords(name.toLowerCase())
  if (!words.length) return null
  const named = findNameInWords(words).find(
    (match) => !match.token.common || (match.onlyAddedWords && match.intent),
  )
  if (named) return named.token.brand.name
  return distinctiveNamesIn(normalise(name))[0]?.brand.name ?? null
}

/** Long distinctive names anywhere in a joined label or name, but not inside ordinary words. */
function distinctiveNamesIn(joined: string): Token[] {
  const plain = WORDS_HOLDING_NAMES.reduce((text, word) => text.replaceAll(word, ' '), joined)
  return LONG_DISTINCTIVE.filter((token) => plain.includes(token.text))
}
