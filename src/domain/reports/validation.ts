/**
 * The community report's rules (spec part 2 §5, §9), written once: the form checks them as the
 * person types and on submit, and POST /api/community-reports checks them again, because
 * anything can be sent to the API. Problems are codes; `REPORT_PROBLEM_MESSAGES` holds the
 * server's English words (the spec's, where it gives them) and the form words them through
 * Lingui in the same English.
 */

/** The form's text fields, named as the multipart body names them (spec part 2 §7). */
export const REPORT_TEXT_FIELDS = [
  'website_url',
  'email_address',
  'phone_number',
  'incident_date',
  'scammer_name',
  'organisation_name',
  'location',
  'sort_code',
  'account_number',
  'description',
] as const

export type ReportTextField = (typeof REPORT_TEXT_FIELDS)[number]
export type ReportField = ReportTextField | 'supporting_document'
export type ReportValues = Record<ReportTextField, string>

/** The spec sets no maximum; this keeps one report readable and the database sane. */
export const REPORT_DESCRIPTION_MAX_LENGTH = 10_000
/** Names, organisations and places: generous for any real one. */
export const REPORT_SHORT_TEXT_MAX_LENGTH = 200
/** The supporting document, at most 10 MB (as every upload in ScamScreen). */
export const REPORT_FILE_MAX_BYTES = 10 * 1024 * 1024
/** Sort code input: digits and hyphens, at most 8 characters ("20-00-00"). */
export const SORT_CODE_MAX_LENGTH = 8
/** What the file picker offers (spec part 2 §5); the server checks the bytes, not the name. */
export const REPORT_FILE_EXTENSIONS = ['.pdf', '.doc', '.docx', '.txt', '.jpg', '.jpeg', '.png']

export type PhoneProblem =
  'phone-uk-mobile' | 'phone-international-length' | 'phone-international-format' | 'phone-start'

export type ReportProblem =
  | PhoneProblem
  | 'description-missing'
  | 'description-too-long'
  | 'website-format'
  | 'email-format'
  | 'date-format'
  | 'date-future'
  | 'name-too-long'
  | 'organisation-too-long'
  | 'location-too-long'
  | 'sort-code-format'
  | 'account-number-format'
  | 'file-type'
  | 'file-too-large'
  | 'file-empty'

export type ReportProblems = Partial<Record<ReportField, ReportProblem>>

/** The server's words for each problem; the spec's own where it gives them (§5, §8). */
export const REPORT_PROBLEM_MESSAGES: Record<ReportProblem, string> = {
  'description-missing': 'Please provide a description of what happened',
  'description-too-long': 'The description must be 10,000 characters or less',
  'phone-uk-mobile':
    'UK mobile numbers must be exactly 11 digits (starting with 07) or 12 digits (starting with +44)',
  'phone-international-length': 'International numbers must be between 7 and 15 digits long',
  'phone-international-format': 'Invalid international number format',
  'phone-start': 'Phone number must start with +44, 07 (UK) or + (international)',
  'website-format': 'Enter a website address in the correct format, like www.example.com',
  'email-format': 'Enter an email address in the correct format, like name@example.com',
  'date-format': 'Enter the date of the incident as a real date',
  'date-future': 'The date of the incident must be today or in the past',
  'name-too-long': "The scammer's name must be 200 characters or less",
  'organisation-too-long': 'The organisation name must be 200 characters or less',
  'location-too-long': 'The location must be 200 characters or less',
  'sort-code-format': 'Enter a sort code of 6 digits, like 20-00-00',
  'account-number-format': 'Please enter either an 8 digit UK account number or IBAN.',
  'file-type': 'The selected file must be a PDF, Word document, text file, JPG or PNG',
  'file-too-large': 'The selected file must be smaller than 10 MB',
  'file-empty': 'The selected file is empty',
}

/** Spaces are ignored everywhere in a phone number (spec part 2 §5). */
function withoutSpaces(value: string): string {
  return value.replace(/\s+/g, '')
}

/**
 * Checks a phone number as the spec has it: +44 or 0 means a UK mobile (07 and 9 digits, or
 * +44 7 and 9 digits); any other + is international with 7 to 15 digits; anything else is
 * refused. Empty is fine: the field is optional.
 */
export function checkPhone(value: string): PhoneProblem | null {
  const phone = withoutSpaces(value)
  if (phone === '') return null
  if (phone.startsWith('+44') || phone.startsWith('0')) {
    return /^(?:07\d{9}|\+447\d{9})$/.test(phone) ? null : 'phone-uk-mobile'
  }
  if (phone.startsWith('+')) {
    const digits = phone.slice(1)
    if (!/^\d+$/.test(digits)) return 'phone-international-format'
    if (digits.length < 7 || digits.length > 15) return 'phone-international-length'
    // E.164: no country code starts with 0.
    return digits.startsWith('0') ? 'phone-international-format' : null
  }
  return 'phone-start'
}

/**
 * The number as it is sent (spec part 2 §5): UK numbers in +44 form (a leading 0 is replaced,
 * a 44 prefix becomes +44), any other number prefixed with + if it has none.
 */
export function normalisePhone(value: string): string {
  const phone = withoutSpaces(value)
  if (phone === '') return ''
  if (phone.startsWith('+')) return phone
  if (phone.startsWith('0')) return `+44${phone.slice(1)}`
  // A 44 prefix becomes +44; any other number gets its + the same way.
  return `+${phone}`
}

/**
 * The sort code as the person types it: only digits and hyphens are kept, at most 8
 * characters, and the digits are grouped XX-XX-XX as they come.
 */
export function formatSortCodeInput(raw: string): string {
  const kept = raw.replace(/[^\d-]/g, '').slice(0, SORT_CODE_MAX_LENGTH)
  const digits = kept.replace(/-/g, '').slice(0, 6)
  return digits.match(/\d{1,2}/g)?.join('-') ?? ''
}

/** A sort code is 6 digits, with or without hyphens or spaces. */
export function checkSortCode(value: string): 'sort-code-format' | null {
  const trimmed = value.trim()
  if (trimmed === '') return null
  return /^\d{6}$/.test(trimmed.replace(/[-\s]/g, '')) ? null : 'sort-code-format'
}

/** The account number without spaces, in capitals (IBANs are often written in groups). */
export function compactAccountNumber(value: string): string {
  return withoutSpaces(value).toUpperCase()
}

/** 8 digits, or the IBAN shape: 2 letters, 2 digits, 4 alphanumerics, 6 digits, 8 alphanumerics. */
export const ACCOUNT_NUMBER_PATTERN = /^(?:\d{8}|[A-Z]{2}\d{2}[A-Z0-9]{4}\d{6}[A-Z0-9]{8})$/

export function checkAccountNumber(value: string): 'account-number-format' | null {
  const account = compactAccountNumber(value)
  if (account === '') return null
  return ACCOUNT_NUMBER_PATTERN.test(account) ? null : 'account-number-format'
}

/** The pattern the spec gives for email addresses (part 2 §5, email trust). */
export const EMAIL_PATTERN = /^[a-zA-Z0-9._%+-]+@[a-zA-Z0-9.-]+\.[a-zA-Z]{2,}$/

export function checkEmail(value: string): 'email-format' | null {
  const email = value.trim()
  if (email === '') return null
  return email.length <= 254 && EMAIL_PATTERN.test(email) ? null : 'email-format'
}

/**
 * The website the scam used, as an absolute http(s) address or a bare host such as
 * evil-site.com (people rarely type the scheme). Null when it cannot be a website address.
 */
export function parseReportedWebsite(value: string): URL | null {
  const text = value.trim()
  if (text === '' || text.length > 2048 || /\s/.test(text)) return null
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(text)
  if (hasScheme && !/^https?:\/\//i.test(text)) return null
  let url: URL
  try {
    url = new URL(hasScheme ? text : `https://${text}`)
  } catch {
    return null
  }
  const host = url.hostname
  const looksLikeHost = host.includes('.') || host.startsWith('[')
  return looksLikeHost && !host.startsWith('.') && !host.endsWith('.') ? url : null
}

export function checkWebsite(value: string): 'website-format' | null {
  if (value.trim() === '') return null
  return parseReportedWebsite(value) ? null : 'website-format'
}

/**
 * A date input's value (YYYY-MM-DD) that is a real calendar date, not after `latest` (also
 * YYYY-MM-DD: today for the browser; the server allows a day more for time zones).
 */
export function checkIncidentDate(
  value: string,
  latest: string,
): 'date-format' | 'date-future' | null {
  const text = value.trim()
  if (text === '') return null
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  if (!match) return 'date-format'
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  const real =
    year >= 1900 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  if (!real) return 'date-format'
  return text > latest ? 'date-future' : null
}

/** A date as YYYY-MM-DD in UTC, for `checkIncidentDate`'s `latest`. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10)
}

export function checkDescription(
  value: string,
): 'description-missing' | 'description-too-long' | null {
  const length = value.trim().length
  if (length === 0) return 'description-missing'
  return length > REPORT_DESCRIPTION_MAX_LENGTH ? 'description-too-long' : null
}

/** What the rules need to know about a picked file; a File satisfies it. */
export interface ReportFileCandidate {
  name: string
  size: number
}

/** The browser's first filter, by name and size; the server decides by the bytes. */
export function checkReportFile(
  file: ReportFileCandidate,
): 'file-type' | 'file-too-large' | 'file-empty' | null {
  const name = file.name.toLowerCase()
  if (!REPORT_FILE_EXTENSIONS.some((extension) => name.endsWith(extension))) return 'file-type'
  if (file.size === 0) return 'file-empty'
  return file.size > REPORT_FILE_MAX_BYTES ? 'file-too-large' : null
}

function tooLong<P extends ReportProblem>(value: string, problem: P): P | null {
  return value.trim().length > REPORT_SHORT_TEXT_MAX_LENGTH ? problem : null
}

/**
 * Every problem in a report, by field. `latestDate` is the last allowed incident date
 * (YYYY-MM-DD); the file is checked only when one is given.
 */
export function validateReport(
  values: Partial<ReportValues>,
  options: { latestDate: string; file?: ReportFileCandidate | null },
): ReportProblems {
  const value = (field: ReportTextField) => values[field] ?? ''
  const found: Array<[ReportField, ReportProblem | null]> = [
    ['website_url', checkWebsite(value('website_url'))],
    ['email_address', checkEmail(value('email_address'))],
    ['phone_number', checkPhone(value('phone_number'))],
    ['incident_date', checkIncidentDate(value('incident_date'), options.latestDate)],
    ['scammer_name', tooLong(value('scammer_name'), 'name-too-long')],
    ['organisation_name', tooLong(value('organisation_name'), 'organisation-too-long')],
    ['location', tooLong(value('location'), 'location-too-long')],
    ['sort_code', checkSortCode(value('sort_code'))],
    ['account_number', checkAccountNumber(value('account_number'))],
    ['description', checkDescription(value('description'))],
    ['supporting_document', options.file ? checkReportFile(options.file) : null],
  ]
  const problems: ReportProblems = {}
  for (const [field, problem] of found) if (problem) problems[field] = problem
  return problems
}

/**
 * The values as they are sent and stored: trimmed, the phone number in +44 or + form, the
 * sort code as XX-XX-XX and the account number without spaces. Empty stays empty.
 */
export function normaliseReportValues(values: Partial<ReportValues>): ReportValues {
  const normalised = Object.fromEntries(
    REPORT_TEXT_FIELDS.map((field) => [field, (values[field] ?? '').trim()]),
  ) as ReportValues
  normalised.phone_number = normalisePhone(normalised.phone_number)
  normalised.sort_code = normalised.sort_code && formatSortCodeInput(normalised.sort_code)
  normalised.account_number = compactAccountNumber(normalised.account_number)
  return normalised
}
