/**
 * The business a page says is behind it: the names, Companies House and VAT numbers, a UK
 * address, contact details, the kind of business, and any well-known brand the page names
 * without being that brand's website. Pure: works on what page-parser.ts read.
 */
import { BRANDS, type Brand } from '../../src/domain/engine/brands.ts'

import type { PageFacts } from './page-parser.ts'

export type SectorId =
  | 'banking'
  | 'investment'
  | 'cryptocurrency'
  | 'shopping'
  | 'delivery'
  | 'government'
  | 'tech_support'
  | 'travel'
  | 'ticketing'
  | 'charity'
  | 'gambling'
  | 'health'
  | 'employment'
  | 'energy'
  | 'telecoms'

export interface BusinessDetails {
  legalName: string | null
  tradingName: string | null
  tradingAddress: string | null
  contactEmail: string | null
  contactPhone: string | null
  contactPage: string | null
  companyNumber: string | null
  vatNumber: string | null
  sector: SectorId | null
  description: string | null
  /** A brand the page names prominently although the site is not the brand's. */
  brandMentioned: string | null
}

const COMPANY_NUMBER = [
  /\b(?:company|reg(?:istration|\.)?)\s*(?:no\.?|number)[:\s]*([A-Z]{2}\d{6}|\d{8})\b/i,
  /\bregistered in (?:england|scotland|wales|northern ireland)[^.\n]{0,40}?(?:no\.?|number)[:\s]*([A-Z]{2}\d{6}|\d{8})\b/i,
]
const VAT_NUMBER = /\bGB\s?(\d{3})\s?(\d{4})\s?(\d{2})\b/
const POSTCODE =
  /\b(?:GIR ?0AA|[A-PR-UWYZ](?:\d{1,2}|[A-HK-Y]\d{1,2}|\d[A-HJKPSTUW]|[A-HK-Y]\d[ABEHMNPRV-Y]) ?\d[ABD-HJLNP-UW-Z]{2})\b/
const EMAIL = /\b[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}\b/gi
const UK_PHONE = /(?:\+44\s?(?:\(0\)\s?)?|\b0)\d(?:[\s-]?\d){8,9}\b/
const LEGAL_NAME =
  /\b((?:[A-Z][A-Za-z0-9&'’-]*[ \t]+){1,5}(?:Limited|Ltd\.?|LLP|PLC|plc|Ltd))(?=[\s,.)]|$)/
const SECTOR_WORDS: Record<SectorId, RegExp> = {
  banking:
    /\b(?:bank|banking|current account|savings account|mortgage|loan|credit card|overdraft)\b/gi,
  investment:
    /\b(?:invest(?:ment|ing|or)?s?|trading|forex|stocks|shares|portfolio|returns|pension)\b/gi,
  cryptocurrency: /\b(?:crypto(?:currency)?|bitcoin|btc|ethereum|wallet|token|blockchain|usdt)\b/gi,
  shopping:
    /\b(?:shop|store|basket|cart|checkout|add to bag|free delivery|sale|discount|buy now|order)\b/gi,
  delivery: /\b(?:parcel|delivery|redelivery|tracking|courier|shipment|postage)\b/gi,
  government:
    /\b(?:hmrc|gov\.uk|dvla|council|tax refund|universal credit|passport|visa|licen[cs]e)\b/gi,
  tech_support:
    /\b(?:tech(?:nical)? support|virus|malware|helpdesk|remote assistance|antivirus)\b/gi,
  travel: /\b(?:flights?|hotels?|holidays?|booking|travel|airline|cruise)\b/gi,
  ticketing: /\b(?:tickets?|concert|festival|gig|box office|seats?)\b/gi,
  charity: /\b(?:charity|donat(?:e|ion)|appeal|fundrais\w*|registered charity)\b/gi,
  gambling: /\b(?:casino|betting|bet|slots|jackpot|poker|odds|bonus spins)\b/gi,
  health: /\b(?:pharmacy|pills?|prescription|weight loss|clinic|medicine|nhs)\b/gi,
  employment: /\b(?:jobs?|vacanc(?:y|ies)|recruit\w*|careers?|salary|work from home)\b/gi,
  energy: /\b(?:energy|electricity|gas bill|meter reading|tariff|rebate)\b/gi,
  telecoms: /\b(?:broadband|mobile contract|sim only|phone bill|tariff|data plan)\b/gi,
}
const IMAGE_SUFFIX = /\.(?:png|jpe?g|gif|webp|svg)$/i

function first(patterns: RegExp[], text: string): string | null {
  for (const pattern of patterns) {
    const match = pattern.exec(text)
    if (match?.[1]) return match[1].toUpperCase()
  }
  return null
}

function absolute(href: string, base: string): string | null {
  try {
    const url = new URL(href, base)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}

/** Lines that are something else than an address (numbers, contacts, labels). */
const NOT_ADDRESS = /\b(?:vat|company|registered|reg|tel|phone|email|no)\b|:|@/i

function addressAround(facts: PageFacts): string | null {
  const marked = facts.addresses.find((address) => POSTCODE.test(address))
  if (marked) return marked.slice(0, 200)
  const lines = facts.text.split('\n')
  const index = lines.findIndex((line) => POSTCODE.test(line))
  if (index < 0) return null
  const parts = [lines[index] ?? '']
  // A postcode alone on its line: the street and town are usually on the lines before it.
  for (
    let back = index - 1;
    back >= 0 && parts.join(', ').length < 60 && index - back <= 3;
    back--
  ) {
    const line = lines[back] ?? ''
    if (line.length > 80 || NOT_ADDRESS.test(line)) break
    parts.unshift(line)
  }
  const address = parts.join(', ').replace(/\s+/g, ' ').trim()
  return address.length > 200 ? (address.match(/.{0,160}$/)?.[0] ?? address).trim() : address
}

function contactEmail(facts: PageFacts): string | null {
  const mailto = facts.links.find((link) => /^mailto:/i.test(link.href))
  if (mailto) {
    const address = decodeURIComponent(mailto.href.slice(7).split('?')[0] ?? '').trim()
    if (address.includes('@')) return address.toLowerCase()
  }
  const found = [...facts.text.matchAll(EMAIL)].map((match) => match[0])
  return found.find((email) => !IMAGE_SUFFIX.test(email))?.toLowerCase() ?? null
}

function contactPhone(facts: PageFacts): string | null {
  const tel = facts.links.find((link) => /^tel:/i.test(link.href))
  if (tel) return decodeURIComponent(tel.href.slice(4)).trim() || null
  return UK_PHONE.exec(facts.text)?.[0]?.trim() ?? null
}

function contactPage(facts: PageFacts, pageUrl: string): string | null {
  const link =
    facts.links.find((candidate) => /contact/i.test(`${candidate.text} ${candidate.href}`)) ??
    facts.links.find((candidate) =>
      /get in touch|customer service|help centre/i.test(candidate.text),
    )
  return link ? absolute(link.href, pageUrl) : null
}

/** The sector with the most keyword hits in the title, headings and text (at least three). */
export function guessSector(facts: PageFacts): SectorId | null {
  const haystack = [
    facts.title,
    facts.metaDescription,
    ...facts.headings,
    facts.text.slice(0, 20_000),
  ]
    .filter(Boolean)
    .join('\n')
  let best: SectorId | null = null
  let bestCount = 2
  for (const [sector, pattern] of Object.entries(SECTOR_WORDS) as Array<[SectorId, RegExp]>) {
    const count = haystack.match(pattern)?.length ?? 0
    if (count > bestCount) {
      best = sector
      bestCount = count
    }
  }
  return best
}

function mentions(brand: Brand, text: string): boolean {
  // Short names (EE, O2, DPD) only in capitals, so "free" or "dpd" in a word never match.
  const flags = brand.name.length <= 4 ? '' : 'i'
  const name = brand.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(`(^|[^A-Za-z0-9])${name}([^A-Za-z0-9]|$)`, flags).test(text)
}

/**
 * A brand named where a visitor looks first (title, headings, site name, description, logo
 * text) on a site that is not the brand's and does not carry its name in the domain.
 */
export function brandOnPage(
  facts: PageFacts,
  registrableDomain: string,
  hostname: string,
): string | null {
  const prominent = [
    facts.title,
    facts.siteName,
    facts.metaDescription,
    ...facts.headings,
    ...facts.imageAlts,
  ]
    .filter(Boolean)
    .join('\n')
  const domainText = hostname.toLowerCase()
  for (const brand of BRANDS) {
    const official = brand.officialDomains.some((domain) =>
      domain === 'gov.uk'
        ? domainText === 'gov.uk' || domainText.endsWith('.gov.uk')
        : registrableDomain === domain,
    )
    if (official) continue
    if (brand.tokens.some((token) => domainText.includes(token))) continue
    if (mentions(brand, prominent)) return brand.name
  }
  return null
}

/** Reads the business details from a page's facts. */
export function extractBusinessDetails(
  facts: PageFacts,
  pageUrl: string,
  registrableDomain: string,
  hostname: string,
): BusinessDetails {
  const vat = VAT_NUMBER.exec(facts.text)
  const footer = facts.text.slice(-4000)
  const paragraph = facts.paragraphs.find((text) => text.length >= 60)
  const description =
    facts.ogDescription && facts.ogDescription !== facts.metaDescription
      ? facts.ogDescription
      : (paragraph ?? null)
  return {
    legalName:
      LEGAL_NAME.exec(footer)?.[1]?.trim() ?? LEGAL_NAME.exec(facts.text)?.[1]?.trim() ?? null,
    tradingName: facts.siteName,
    tradingAddress: addressAround(facts),
    contactEmail: contactEmail(facts),
    contactPhone: contactPhone(facts),
    contactPage: contactPage(facts, pageUrl),
    companyNumber: first(COMPANY_NUMBER, facts.text),
    vatNumber: vat ? `GB${vat[1]}${vat[2]}${vat[3]}` : null,
    sector: guessSector(facts),
    description: description ? description.slice(0, 300) : null,
    brandMentioned: brandOnPage(facts, registrableDomain, hostname),
  }
}
