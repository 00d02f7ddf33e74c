/**
 * Reading an email address as the email trust checker takes it (spec part 2 §5): trimmed, then
 * a local part of letters, digits and . _ % + -, an @, a domain, a dot and an ending of at least
 * two letters. The browser checks it before any call and the API checks it again.
 */
import { canonicaliseUrl } from '../url/canonical.ts'

/** The spec's pattern, applied to the trimmed address. */
export const EMAIL_PATTERN = /^[a-zA-Z0-9._%+-]+@[a-zA-Z0-9.-]+\.[a-zA-Z]{2,}$/

/** The longest address SMTP carries (RFC 5321: 64 + @ + 189 would not fit a path of 256). */
export const MAX_EMAIL_LENGTH = 254

export interface EmailAddress {
  /** The address as checked: trimmed, the domain in lower case. */
  address: string
  /** Before the @, as typed. */
  localPart: string
  /** After the @, lower case. */
  domain: string
  /** The part someone registered: example.co.uk for mail.example.co.uk. */
  registrableDomain: string
}

/** Why an address was refused: nothing typed, or not an email address. */
export type EmailAddressProblem = 'empty' | 'invalid'

export type EmailAddressReading =
  { ok: true; email: EmailAddress } | { ok: false; problem: EmailAddressProblem }

/**
 * Reads a typed address. Beyond the spec's pattern, the domain must be a name a resolver could
 * ask about (no empty labels, none starting or ending with a hyphen): the checks look it up.
 */
export function readEmailAddress(input: string): EmailAddressReading {
  const trimmed = input.trim()
  if (!trimmed) return { ok: false, problem: 'empty' }
  if (trimmed.length > MAX_EMAIL_LENGTH || !EMAIL_PATTERN.test(trimmed)) {
    return { ok: false, problem: 'invalid' }
  }
  const at = trimmed.lastIndexOf('@')
  const localPart = trimmed.slice(0, at)
  const domain = trimmed.slice(at + 1).toLowerCase()
  const labelsOk = domain
    .split('.')
    .every((label) => /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(label))
  const canonical = labelsOk ? canonicaliseUrl(domain) : null
  if (!canonical || canonical.isIp || canonical.hostname !== domain) {
    return { ok: false, problem: 'invalid' }
  }
  return {
    ok: true,
    email: {
      address: `${localPart}@${domain}`,
      localPart,
      domain,
      registrableDomain: canonical.registrableDomain,
    },
  }
}
