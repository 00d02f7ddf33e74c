/**
 * Indicators: the parts of a report that identify a scammer and that a later check can meet
 * again (a website's registrable domain, an email address, a phone number, a bank account).
 * Each is normalised to one canonical text, so "WWW.Evil-Site.com/pay", "evil-site.com" and
 * "https://shop.evil-site.com" are the same indicator, and 07700 900123 is +447700900123.
 * The server stores only a keyed hash of the canonical text.
 */
import { parse } from 'tldts'

import { compactAccountNumber, parseReportedWebsite, type ReportValues } from './validation.ts'

export type IndicatorKind = 'domain' | 'email' | 'phone' | 'bank_account' | 'iban'

export interface Indicator {
  kind: IndicatorKind
  /** The canonical text: what is hashed and compared. */
  value: string
}

/** How many sort codes and account numbers of one message are paired up, at most. */
const MAX_BANK_DETAILS_PAIRED = 5

/**
 * The registrable domain of a website or host ("shop.evil-site.co.uk" → "evil-site.co.uk").
 * Private suffixes count as suffixes, so two sites on netlify.app stay two indicators and the
 * platform itself never becomes one. An IP address is its own indicator.
 */
export function domainIndicator(urlOrHost: string): Indicator | null {
  const url = parseReportedWebsite(urlOrHost)
  if (!url) return null
  const host = url.hostname.toLowerCase().replace(/^\[|\]$/g, '')
  const info = parse(host, { allowPrivateDomains: true })
  if (info.isIp) return { kind: 'domain', value: host }
  return info.domain ? { kind: 'domain', value: info.domain } : null
}

/** An email address, trimmed and in lower case (providers treat the local part so in practice). */
export function emailIndicator(email: string): Indicator | null {
  const value = email.trim().toLowerCase()
  return /^[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}$/.test(value) ? { kind: 'email', value } : null
}

/**
 * A phone number in E.164 (+447700900123), or a UK short code as its digits (159, 7726).
 * Spaces, dots, hyphens and brackets are ignored; 00 and 0 prefixes are read as + and +44.
 */
export function phoneIndicator(phone: string): Indicator | null {
  let digits = phone.trim().replace(/[\s().-]/g, '')
  if (/^\d{3,6}$/.test(digits) && !digits.startsWith('0')) return { kind: 'phone', value: digits }
  if (digits.startsWith('00')) digits = `+${digits.slice(2)}`
  else if (digits.startsWith('0')) digits = `+44${digits.slice(1)}`
  else if (/^44\d{10}$/.test(digits)) digits = `+${digits}`
  // A trunk 0 kept after +44 ("+44 (0)7700...") is dropped, as diallers do.
  digits = digits.replace(/^\+440/, '+44')
  return /^\+[1-9]\d{6,14}$/.test(digits) ? { kind: 'phone', value: digits } : null
}

/**
 * A UK bank account: sort code and account number together (neither alone identifies
 * anyone). A GB IBAN carries both, so it becomes the same indicator; other IBANs stay IBANs.
 */
export function bankAccountIndicator(sortCode: string, accountNumber: string): Indicator | null {
  const account = compactAccountNumber(accountNumber)
  if (/^[A-Z]{2}/.test(account)) return ibanIndicator(account)
  const sort = sortCode.replace(/[-\s]/g, '')
  if (!/^\d{6}$/.test(sort) || !/^\d{8}$/.test(account)) return null
  return { kind: 'bank_account', value: `${sort}:${account}` }
}

/** An IBAN; a GB one (GBkk BANK SSSSSS AAAAAAAA) as its sort code and account number. */
export function ibanIndicator(iban: string): Indicator | null {
  const compact = compactAccountNumber(iban)
  if (/^GB\d{2}[A-Z]{4}\d{14}$/.test(compact)) {
    return { kind: 'bank_account', value: `${compact.slice(8, 14)}:${compact.slice(14)}` }
  }
  return /^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(compact) ? { kind: 'iban', value: compact } : null
}

function unique(indicators: Array<Indicator | null>): Indicator[] {
  const seen = new Map<string, Indicator>()
  for (const indicator of indicators) {
    if (indicator) seen.set(`${indicator.kind}:${indicator.value}`, indicator)
  }
  return [...seen.values()]
}

/** The domain of an email address, as a website indicator of its own. */
function emailDomainIndicator(email: Indicator | null): Indicator | null {
  return email ? domainIndicator(email.value.slice(email.value.lastIndexOf('@') + 1)) : null
}

/**
 * The indicators in a report's fields. An email address also gives its domain, so a scam
 * reported once by its website and twice by its email address is seen three times.
 */
export function reportIndicators(values: Partial<ReportValues>): Indicator[] {
  const email = values.email_address ? emailIndicator(values.email_address) : null
  return unique([
    values.website_url ? domainIndicator(values.website_url) : null,
    email,
    emailDomainIndicator(email),
    values.phone_number ? phoneIndicator(values.phone_number) : null,
    values.account_number
      ? bankAccountIndicator(values.sort_code ?? '', values.account_number)
      : null,
  ])
}

/** What the analysis engine found in a message (a subset of its Entities). */
export interface FoundEntities {
  urls: string[]
  emails: string[]
  phones: Array<{ e164: string }>
  sortCodes: string[]
  accountNumbers: string[]
  ibans: string[]
}

/**
 * The indicators in what a check found: the message's entities and the counterparty the
 * person named (an email address, a website or a phone number).
 */
export function lookupIndicators(
  entities: Partial<FoundEntities>,
  counterparty?: string,
): Indicator[] {
  const emails = (entities.emails ?? []).map(emailIndicator)
  const sortCodes = (entities.sortCodes ?? []).slice(0, MAX_BANK_DETAILS_PAIRED)
  const accounts = (entities.accountNumbers ?? []).slice(0, MAX_BANK_DETAILS_PAIRED)
  return unique([
    ...(entities.urls ?? []).map(domainIndicator),
    ...emails,
    ...emails.map(emailDomainIndicator),
    ...(entities.phones ?? []).map((phone) => phoneIndicator(phone.e164)),
    ...sortCodes.flatMap((sort) => accounts.map((account) => bankAccountIndicator(sort, account))),
    ...(entities.ibans ?? []).map(ibanIndicator),
    ...(counterparty ? counterpartyIndicators(counterparty) : []),
  ])
}

/** The counterparty field holds an email address, a website or (sometimes) a phone number. */
function counterpartyIndicators(counterparty: string): Array<Indicator | null> {
  const text = counterparty.trim()
  if (text.includes('@')) {
    const email = emailIndicator(text)
    return [email, emailDomainIndicator(email)]
  }
  if (/^[+\d][\d\s().-]{2,}$/.test(text)) return [phoneIndicator(text)]
  return [domainIndicator(text)]
}
