/**
 * The fraud markers of a letter, invoice or fine that the text engine cannot see: how the file
 * was made (its structure and metadata) and what a UK letter asks for (pay-to details, a change
 * of bank details, an official body's name with a mobile number, a webmail address, threats of
 * bailiffs within days, payment by bank transfer or gift card, numbers that fail their own
 * check digits). Each marker keeps the page and the words it came from. Pure: the account
 * check (Vocalink modulus tables) is passed in by the caller.
 */
import { freeProviderOf } from '../email/providers.ts'
import { BRANDS } from '../engine/brands.ts'
import type { FraudCategory } from '../engine/fraud-taxonomy.ts'
import { escapeRegExp } from '../engine/language/matcher.ts'
import type { SignalKind } from '../engine/signals.ts'

import { companyNumberValid, ibanChecksumValid, ukVatNumberValid } from './identifiers.ts'
import type { PdfKeyword, PdfStructure } from './pdf-structure.ts'

export type DocumentMarkerId =
  | 'javascript'
  | 'auto_action'
  | 'launch_action'
  | 'embedded_file'
  | 'submit_form'
  | 'rich_media'
  | 'remote_goto'
  | 'hidden_names'
  | 'online_editor'
  | 'edited_after_creation'
  | 'made_recently_at_night'
  | 'bank_details_changed'
  | 'account_fails_check'
  | 'iban_fails_check'
  | 'mobile_on_official_letter'
  | 'webmail_on_official_letter'
  | 'bailiff_threat'
  | 'official_bank_transfer'
  | 'gift_card_payment'
  | 'reference_wrong_format'
  | 'vat_number_fails_check'
  | 'company_number_wrong_format'
  | 'risky_link'
  | 'risky_qr_code'
  | 'sign_in_page'
  | 'locked_file'
  | 'damaged_file'

export interface DocumentMarker {
  id: DocumentMarkerId
  /** How the engine counts it (see src/domain/engine/signals.ts). */
  kind: SignalKind
  /** 0 to 1: how strongly this alone points to fraud. */
  weight: number
  category: FraudCategory | null
  /** The page it was found on (1-based), or null for the whole file. */
  page: number | null
  /** The words, name or value it came from. */
  evidence: string
  params?: Record<string, string>
}

export interface DocumentPage {
  page: number
  text: string
}

export interface DocumentInfo {
  producer: string | null
  creator: string | null
  created: Date | null
  modified: Date | null
}

/** A link or QR code already judged by the URL checks (0–100). */
export interface JudgedTarget {
  page: number | null
  target: string
  score: number
  /** The address is a brand's or public body's own (royalmail.com, gov.uk). */
  official?: boolean
}

export interface DocumentFacts {
  pages: DocumentPage[]
  structure: PdfStructure | null
  info: DocumentInfo | null
  links: JudgedTarget[]
  qrCodes: JudgedTarget[]
  /** When the document is checked: "made last night" is relative to it. */
  now: Date
  /** True, false, or null when the sort code is not in the tables. */
  checkUkAccount?: (sortCode: string, accountNumber: string) => boolean | null
  /** Nothing inside could be read: it is locked with a password, or damaged. */
  unreadable?: 'locked' | 'damaged' | null
  /** The pages read from pictures (a screenshot, a photo, a scanned page). */
  picturePages?: readonly number[]
}

/** The public bodies whose letters scammers copy, as a letter names them. */
const OFFICIAL_BODIES: Array<{ name: string; pattern: RegExp }> = [
  { name: 'HMRC', pattern: /\b(?:hmrc|hm revenue|revenue (?:&|and) customs)\b/i },
  { name: 'DVLA', pattern: /\bdvla\b|driver and vehicle licensing/i },
  { name: 'TV Licensing', pattern: /\btv licen[cs]ing\b/i },
  {
    name: 'court',
    pattern: /\b(?:county court|magistrates'? court|high court|court order|ccj)\b/i,
  },
  { name: 'bailiffs', pattern: /\b(?:bailiffs?|enforcement agents?|high court enforcement)\b/i },
  { name: 'council', pattern: /\b(?:borough|city|district|county) council\b|\bcouncil tax\b/i },
  { name: 'parking', pattern: /\b(?:parking charge notice|penalty charge notice|pcn)\b/i },
  { name: 'DWP', pattern: /\b(?:dwp|department for work and pensions)\b/i },
]

/** Producers and creators of online editors and converters: fine for a shop, odd for HMRC. */
const ONLINE_EDITORS =
  /\b(?:sejda|smallpdf|ilovepdf|pdfescape|pdf24|canva|docfly|pdffiller|soda ?pdf|pdf2go|pdfcandy|online2pdf|pdf ?filler|dochub|formswift|lightpdf|pdfsimpli|hipdf|xodo|cloudconvert|zamzar|convertio)\b/i

const SORT_CODE = /\bsort[\s-]*code\s*:?\s*(\d{2})[\s-]?(\d{2})[\s-]?(\d{2})\b/i
const ACCOUNT_NUMBER = /\b(?:account|acc(?:ount)?\.?)\s*(?:number|no\.?|#)\s*:?\s*(\d{8})\b/i
const IBAN = /\b([A-Z]{2}\d{2}(?:\s?[A-Z0-9]{4}){2,7}(?:\s?[A-Z0-9]{1,4})?)\b/g
const MOBILE = /(?<![\d+])(?:\+44\s?7|07)\d{3}[\s-]?\d{3}[\s-]?\d{3}(?!\d)/
const EMAIL = /\b[a-z0-9._%+-]+@((?:[a-z0-9-]+\.)+[a-z]{2,24})\b/gi
const BANK_CHANGE =
  /\b(?:(?:our|my|the) (?:bank|banking|account|payment) details have (?:now )?changed|(?:new|updated|changed) (?:bank|banking|account|payment) details|we have changed (?:our )?bank|(?:pay|payment|payments) (?:in)?to (?:our|the) new (?:bank )?account|update (?:your|the) (?:records|payee details))\b/i
const BAILIFF_THREAT =
  /\b(?:bailiffs?|enforcement agents?|arrest|warrant)\b[^.]{0,120}\b(?:within\s+(?:\d{1,2}|one|two|three|seven|24|48|72)\s+(?:hours?|days?)|today|immediately|tomorrow)\b|\b(?:within\s+(?:\d{1,2}|one|two|three|seven|24|48|72)\s+(?:hours?|days?)|today|immediately)\b[^.]{0,120}\b(?:bailiffs?|enforcement agents?|arrest|warrant)\b/i
const BANK_TRANSFER =
  /\b(?:bank transfer|faster payment|transfer (?:the )?(?:amount|payment|balance))\b/i
const GIFT_CARD =
  /\b(?:gift ?cards?|itunes|google play|steam|amazon) (?:cards?|vouchers?|codes?)\b|\bvouchers? codes?\b|\bpaysafecard\b/i
const HMRC_REFERENCE =
  /\b(?:your |tax |payment |case )?reference(?: number| no\.?)?\s*:?\s*([A-Z0-9/-]{5,20})\b/i
/** HMRC's references: a UTR (10 digits, K for payments), a PAYE reference, a NINO, a VAT number. */
const HMRC_FORMATS = [
  /^\d{10}K?$/,
  /^\d{3}P[A-Z]\d{8}$/,
  /^\d{3}\/[A-Z0-9]{1,10}$/,
  /^[A-CEGHJ-PR-TW-Z]{2}\d{6}[A-D]$/,
  /^(?:GB)?\d{9}$/,
  /^X[A-Z]\d{13}$/,
]
/** HMRC's own accounts for payments (gov.uk/pay-tax): a transfer there is not a marker. */
const HMRC_SORT_CODES = new Set(['083210', '083220'])
const VAT_NUMBER =
  /\bVAT\s*(?:reg(?:istration)?\.?\s*)?(?:no\.?|number|#)\s*:?\s*((?:GB)?\s?\d{3}\s?\d{4}\s?\d{2}\d*)\b/i
const COMPANY_NUMBER =
  /\bcompany\s*(?:reg(?:istration|istered)?\.?\s*)?(?:no\.?|number)\s*:?\s*([A-Z0-9]{4,12})\b/i

function snippet(text: string, index: number, length: number): string {
  const start = Math.max(0, index - 20)
  const end = Math.min(text.length, index + length + 20)
  return text.slice(start, end).replace(/\s+/g, ' ').trim().slice(0, 160)
}

interface Found {
  page: number
  evidence: string
  match: RegExpExecArray
}

function findFirst(pages: DocumentPage[], pattern: RegExp): Found | null {
  for (const { page, text } of pages) {
    const match = new RegExp(pattern.source, pattern.flags.replace('g', '')).exec(text)
    if (match) return { page, evidence: snippet(text, match.index, match[0].length), match }
  }
  return null
}

function structureMarkers(structure: PdfStructure): DocumentMarker[] {
  const count = (...keys: PdfKeyword[]) => keys.reduce((sum, k) => sum + structure.keywords[k], 0)
  const markers: DocumentMarker[] = []
  const add = (id: DocumentMarkerId, weight: number, evidence: string) =>
    markers.push({ id, kind: 'entity', weight, category: 'digital', page: null, evidence })
  if (count('JS', 'JavaScript') > 0) add('javascript', 0.6, '/JavaScript')
  if (count('OpenAction', 'AA') > 0)
    add('auto_action', 0.3, structure.keywords.OpenAction ? '/OpenAction' : '/AA')
  if (count('Launch') > 0) add('launch_action', 0.7, '/Launch')
  if (count('EmbeddedFile') > 0) add('embedded_file', 0.45, '/EmbeddedFile')
  if (count('SubmitForm') > 0) add('submit_form', 0.45, '/SubmitForm')
  if (count('RichMedia') > 0) add('rich_media', 0.4, '/RichMedia')
  if (count('GoToR') > 0) add('remote_goto', 0.35, '/GoToR')
  if (structure.hiddenNames.length > 0) {
    add('hidden_names', 0.7, structure.hiddenNames.map((name) => `/${name}`).join(' '))
  }
  return markers
}

function officialBodyOf(pages: DocumentPage[]): { name: string; found: Found } | null {
  for (const body of OFFICIAL_BODIES) {
    const found = findFirst(pages, body.pattern)
    if (found) return { name: body.name, found }
  }
  return null
}

function metadataMarkers(info: DocumentInfo, official: string | null, now: Date): DocumentMarker[] {
  const markers: DocumentMarker[] = []
  const tool = [info.producer, info.creator].find((value) => value && ONLINE_EDITORS.test(value))
  if (tool) {
    markers.push({
      id: 'online_editor',
      // Any small business may use one; a public body's letters never come from one.
      kind: official ? 'entity' : 'context',
      weight: official ? 0.5 : 0.05,
      category: official ? 'impersonation' : null,
      page: null,
      evidence: tool,
      params: { body: official ?? '' },
    })
  }
  const { created, modified } = info
  if (created && modified && modified.getTime() - created.getTime() > 60 * 60_000) {
    markers.push({
      id: 'edited_after_creation',
      kind: official ? 'tactic' : 'context',
      weight: official ? 0.2 : 0.05,
      category: null,
      page: null,
      evidence: `${created.toISOString()} → ${modified.toISOString()}`,
    })
  }
  const age = created ? now.getTime() - created.getTime() : Number.NaN
  const hour = created?.getUTCHours() ?? 12
  if (official && age >= 0 && age < 3 * 24 * 60 * 60_000 && (hour >= 22 || hour < 6)) {
    markers.push({
      id: 'made_recently_at_night',
      kind: 'tactic',
      weight: 0.3,
      category: 'impersonation',
      page: null,
      evidence: created?.toISOString() ?? '',
      params: { body: official },
    })
  }
  return markers
}

function bankMarkers(facts: DocumentFacts): DocumentMarker[] {
  const { pages, checkUkAccount } = facts
  const markers: DocumentMarker[] = []
  const change = findFirst(pages, BANK_CHANGE)
  if (change) {
    markers.push({
      id: 'bank_details_changed',
      kind: 'request',
      weight: 0.55,
      category: 'banking',
      page: change.page,
      evidence: change.evidence,
    })
  }
  const sort = findFirst(pages, SORT_CODE)
  const account = findFirst(pages, ACCOUNT_NUMBER)
  if (sort && account && checkUkAccount) {
    const sortCode = `${sort.match[1]}${sort.match[2]}${sort.match[3]}`
    const accountNumber = account.match[1] ?? ''
    if (checkUkAccount(sortCode, accountNumber) === false) {
      markers.push({
        id: 'account_fails_check',
        kind: 'entity',
        weight: 0.35,
        category: 'banking',
        page: account.page,
        evidence: `${sort.match[1]}-${sort.match[2]}-${sort.match[3]} ${accountNumber}`,
      })
    }
  }
  for (const { page, text } of pages) {
    for (const match of text.matchAll(IBAN)) {
      const iban = match[1] ?? ''
      if (
        /^[A-Z]{2}\d{2}/.test(iban) &&
        iban.replace(/\s/g, '').length >= 15 &&
        !ibanChecksumValid(iban)
      ) {
        markers.push({
          id: 'iban_fails_check',
          kind: 'entity',
          weight: 0.35,
          category: 'banking',
          page,
          evidence: iban,
        })
        return markers
      }
    }
  }
  return markers
}

function officialLetterMarkers(
  facts: DocumentFacts,
  official: { name: string; found: Found },
): DocumentMarker[] {
  const { pages } = facts
  const markers: DocumentMarker[] = []
  const body = official.name
  const mobile = findFirst(pages, MOBILE)
  if (mobile) {
    markers.push({
      id: 'mobile_on_official_letter',
      kind: 'entity',
      weight: 0.45,
      category: 'impersonation',
      page: mobile.page,
      evidence: mobile.match[0],
      params: { body },
    })
  }
  for (const { page, text } of pages) {
    const webmail = [...text.matchAll(EMAIL)].find((m) =>
      freeProviderOf((m[1] ?? '').toLowerCase()),
    )
    if (webmail) {
      markers.push({
        id: 'webmail_on_official_letter',
        kind: 'entity',
        weight: 0.5,
        category: 'impersonation',
        page,
        evidence: webmail[0],
        params: { body },
      })
      break
    }
  }
  const threat = findFirst(pages, BAILIFF_THREAT)
  if (threat) {
    markers.push({
      id: 'bailiff_threat',
      kind: 'tactic',
      weight: 0.35,
      category: 'impersonation',
      page: threat.page,
      evidence: threat.evidence,
    })
  }
  const gift = findFirst(pages, GIFT_CARD)
  if (gift) {
    markers.push({
      id: 'gift_card_payment',
      kind: 'request',
      weight: 0.7,
      category: 'impersonation',
      page: gift.page,
      evidence: gift.evidence,
      params: { body },
    })
  }
  const transfer = findFirst(pages, BANK_TRANSFER)
  const sort = findFirst(pages, SORT_CODE)
  const sortCode = sort ? `${sort.match[1]}${sort.match[2]}${sort.match[3]}` : null
  const toHmrc = body === 'HMRC' && sortCode !== null && HMRC_SORT_CODES.has(sortCode)
  if ((transfer || sort) && !toHmrc && body !== 'council') {
    const where = sort ?? transfer
    markers.push({
      id: 'official_bank_transfer',
      kind: 'request',
      weight: 0.45,
      category: 'impersonation',
      page: where?.page ?? null,
      evidence: where?.evidence ?? '',
      params: { body },
    })
  }
  if (body === 'HMRC') {
    const reference = findFirst(pages, HMRC_REFERENCE)
    const value = reference?.match[1]?.toUpperCase() ?? ''
    if (reference && /\d/.test(value) && !HMRC_FORMATS.some((format) => format.test(value))) {
      markers.push({
        id: 'reference_wrong_format',
        kind: 'entity',
        weight: 0.3,
        category: 'impersonation',
        page: reference.page,
        evidence: value,
        params: { body },
      })
    }
  }
  return markers
}

function businessNumberMarkers(pages: DocumentPage[]): DocumentMarker[] {
  const markers: DocumentMarker[] = []
  const vat = findFirst(pages, VAT_NUMBER)
  if (vat && !ukVatNumberValid(vat.match[1] ?? '')) {
    markers.push({
      id: 'vat_number_fails_check',
      kind: 'entity',
      weight: 0.3,
      category: 'shopping',
      page: vat.page,
      evidence: (vat.match[1] ?? '').trim(),
    })
  }
  const company = findFirst(pages, COMPANY_NUMBER)
  if (company && /\d/.test(company.match[1] ?? '') && !companyNumberValid(company.match[1] ?? '')) {
    markers.push({
      id: 'company_number_wrong_format',
      kind: 'entity',
      weight: 0.25,
      category: 'shopping',
      page: company.page,
      evidence: company.match[1] ?? '',
    })
  }
  return markers
}

/** A link or QR code the URL checks scored above this is a marker. */
const RISKY_TARGET_SCORE = 30

function targetMarkers(
  targets: JudgedTarget[],
  id: 'risky_link' | 'risky_qr_code',
): DocumentMarker[] {
  const riskiest = [...targets].sort((a, b) => b.score - a.score)[0]
  if (!riskiest || riskiest.score <= RISKY_TARGET_SCORE) return []
  return [
    {
      id,
      kind: 'entity',
      weight: Math.min(0.8, riskiest.score / 100),
      category: 'digital',
      page: riskiest.page,
      evidence: riskiest.target.slice(0, 300),
    },
  ]
}

/**
 * A brand or body whose sign-in or payment page a scam copies, as a page names it: the brand
 * list, and services with sign-in pages of their own that have no entry in it.
 */
const BRAND_NAME = new RegExp(
  String.raw`\b(?:${BRANDS.flatMap((brand) => [brand.name, ...brand.tokens])
    .filter((name) => name.length >= 3)
    .map(escapeRegExp)
    .join('|')}|office 365|onedrive|sharepoint|wetransfer)\b`,
  'i',
)
/** The fields of a sign-in or payment form, in the languages scams arrive in. */
const FORM_FIELDS = [
  /\b(?:sign[ -]?in|log[ -]?in|log on|anmelden|iniciar sesi[oó]n|entrar|zaloguj|conectare|autentificare)\b/i,
  /\b(?:password|passcode|passwort|contrase[nñ]a|senha|has[lł]o|parol[aă]|mot de passe)\b/i,
  /\b(?:email or (?:phone|mobile)|email address|user ?(?:name|id)|e-?mail|telefone)\b/i,
  /\b(?:card number|expiry|expiration|cvv|cvc|security code|n[uú]mero (?:do|de) cart[aã]o|numer karty)\b/i,
]

/**
 * A picture of a sign-in or payment page: a brand's name with at least two of a form's fields
 * ("Sign in", "Password", "Card number"). A screenshot of such a page is what a scam's link
 * opens; a genuine one shows the brand's own address, which clears it.
 */
function signInPageMarkers(facts: DocumentFacts): DocumentMarker[] {
  if (facts.links.some((link) => link.official)) return []
  for (const page of facts.pages) {
    if (!facts.picturePages?.includes(page.page)) continue
    const brand = BRAND_NAME.exec(page.text)
    if (!brand) continue
    const fields = FORM_FIELDS.filter((field) => field.test(page.text)).length
    if (fields < 2) continue
    return [
      {
        id: 'sign_in_page',
        kind: 'request',
        weight: 0.5,
        category: 'digital',
        page: page.page,
        evidence: brand[0],
        params: { body: brand[0] },
      },
    ]
  }
  return []
}

function unreadableMarkers(unreadable: 'locked' | 'damaged'): DocumentMarker[] {
  return [
    unreadable === 'locked'
      ? {
          id: 'locked_file',
          kind: 'entity',
          weight: 0.5,
          category: 'digital',
          page: null,
          evidence: '',
        }
      : {
          id: 'damaged_file',
          kind: 'entity',
          weight: 0.35,
          category: 'digital',
          page: null,
          evidence: '',
        },
  ]
}

/** Every marker in a document, strongest first. */
export function findDocumentMarkers(facts: DocumentFacts): DocumentMarker[] {
  const official = officialBodyOf(facts.pages)
  const markers = [
    ...(facts.structure ? structureMarkers(facts.structure) : []),
    ...(facts.info ? metadataMarkers(facts.info, official?.name ?? null, facts.now) : []),
    ...bankMarkers(facts),
    ...(official ? officialLetterMarkers(facts, official) : []),
    ...businessNumberMarkers(facts.pages),
    ...targetMarkers(facts.links, 'risky_link'),
    ...targetMarkers(facts.qrCodes, 'risky_qr_code'),
    ...signInPageMarkers(facts),
    ...(facts.unreadable ? unreadableMarkers(facts.unreadable) : []),
  ]
  return markers.sort((a, b) => b.weight - a.weight)
}

/** The public body a letter claims to come from, if any. */
export function claimedOfficialBody(pages: DocumentPage[]): string | null {
  return officialBodyOf(pages)?.name ?? null
}
