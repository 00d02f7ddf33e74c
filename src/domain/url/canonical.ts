/**
 * Reads a web address the way a person pastes it (a bare host, a defanged link from an alert,
 * capitals, a trailing dot, an internationalised name, an IP address written as one number)
 * and gives the one canonical form that the browser and the server both check.
 * The WHATWG URL parser does the hard parts: percent-decoding the host where that is safe,
 * IDNA ToASCII, and normalising every IPv4 spelling (2130706433, 0x7f.1 …) to dotted decimal.
 */
import { parse } from 'tldts'

import { hostnameToUnicode } from './punycode.ts'

/** How an IPv4 address was disguised, when it was written in anything but a.b.c.d. */
export type NumericHostForm =
  /** One number for the whole address: 2130706433 or 0x7f000001. */
  | 'single_number'
  /** Fewer than four parts: 127.1. */
  | 'short'
  /** A part in hexadecimal: 0x7f.0.0.1. */
  | 'hex'
  /** A part with a leading zero, read as octal: 0177.0.0.1. */
  | 'octal'
  /** Percent-encoded digits or an IPv4 address inside an IPv6 one: [::ffff:7f00:1]. */
  | 'encoded'

/** One web address, canonicalised, with the parts the lexical checks read. */
export interface CanonicalUrl {
  /** The canonical address: scheme added, host lower-case ASCII without a trailing dot. */
  href: string
  protocol: 'http:' | 'https:'
  /** ASCII host name (Punycode for international names); IPv6 in brackets. */
  hostname: string
  /** The host name as people read it: `xn--` labels decoded. */
  unicodeHostname: string
  /** The part someone registered (example.co.uk), or the host itself for an IP address. */
  registrableDomain: string
  /** The registrable domain without its ending: `example` for example.co.uk; '' for an IP. */
  domainLabel: string
  /** The ending under which anyone can register (co.uk, com); '' for an IP. */
  publicSuffix: string
  /** The labels before the registrable domain (`www`, `secure.login`), '' when none. */
  subdomain: string
  /** The decoded path, lower-cased: what the lookalike check reads. */
  path: string
  isIp: boolean
  /** The host was an IPv4 address in an unusual spelling (a trick to hide where it goes). */
  usedNumericTrick: boolean
  numericForm: NumericHostForm | null
  /** The host exactly as typed, for explaining a numeric trick (`2130706433`). */
  typedHost: string
  /** No scheme was given, so https:// was assumed. */
  addedScheme: boolean
  /** The address was defanged (hxxp://, example[.]com) and has been put back together. */
  wasDefanged: boolean
  /** A user name or password was written before the host (https://paypal.com@evil.example). */
  hasUserinfo: boolean
  /** The user name part, decoded (`www.paypal.com`); never the password. */
  username: string
}

const WRAPPERS: Readonly<Record<string, string>> = {
  '<': '>',
  '"': '"',
  "'": "'",
  '`': '`',
  '(': ')',
}
const SCHEME = /^([a-z][a-z0-9+.-]*):(?!\d)/i
const DEFANGED = /hxxps?:|\[\.\]|\(\.\)|\{\.\}|\[dot\]|\[:\]/i

function undoDefanging(text: string): string {
  return text
    .replace(/^hxxp(s?):/i, 'http$1:')
    .replace(/\[\.\]|\(\.\)|\{\.\}|\[dot\]/gi, '.')
    .replace(/\[:\]/g, ':')
}

/** The host as typed: between `//` (or the start) and the path, without user info or port. */
function typedHostOf(withScheme: string): string {
  const afterScheme = withScheme.replace(/^[a-z][a-z0-9+.-]*:\/*/i, '')
  const authority = afterScheme.split(/[/?#\\]/, 1)[0] ?? ''
  const host = authority.slice(authority.lastIndexOf('@') + 1)
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1)
  return host.replace(/:\d*$/, '')
}

/** How a typed IPv4 host differs from plain dotted decimal, or null if it does not. */
export function numericFormOf(typedHost: string, parsedHost: string): NumericHostForm | null {
  if (parsedHost.startsWith('[')) {
    return /^\[[0:]*ffff:/.test(parsedHost) || /\d+\.\d+\.\d+\.\d+\]$/.test(typedHost)
      ? 'encoded'
      : null
  }
  const typed = typedHost.toLowerCase().replace(/\.$/, '')
  if (typed === parsedHost) return null
  if (typed.includes('%')) return 'encoded'
  const parts = typed.split('.')
  if (parts.length === 1) return 'single_number'
  if (parts.some((part) => part.startsWith('0x'))) return 'hex'
  if (parts.some((part) => /^0\d/.test(part))) return 'octal'
  if (parts.length < 4) return 'short'
  return 'encoded'
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

/**
 * Canonicalises what a person pasted into one web address, or returns null when it cannot
 * be read as an http or https address (empty, spaces inside, another scheme, a bad host).
 * Pure: no network, no clock.
 */
export function canonicaliseUrl(input: string): CanonicalUrl | null {
  let text = input.trim()
  // Angle brackets and quotes come along when a link is copied out of an email or a chat.
  while (text.length > 1 && WRAPPERS[text.charAt(0)] === text.charAt(text.length - 1)) {
    text = text.slice(1, -1).trim()
  }
  if (!text || /\s/.test(text)) return null
  const wasDefanged = DEFANGED.test(text)
  if (wasDefanged) text = undoDefanging(text)

  const scheme = SCHEME.exec(text)?.[1]?.toLowerCase()
  if (scheme && scheme !== 'http' && scheme !== 'https') return null
  const addedScheme = !scheme
  const withScheme = addedScheme ? `https://${text}` : text

  let url: URL
  try {
    url = new URL(withScheme)
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  // The parser keeps a trailing dot (example.com.): it names the same site, so drop it.
  const hostname = url.hostname.toLowerCase().replace(/\.$/, '')
  if (!hostname || hostname.includes('..') || hostname.startsWith('.')) return null
  if (hostname !== url.hostname) url.hostname = hostname

  const info = parse(hostname)
  const isIp = Boolean(info.isIp) || hostname.startsWith('[')
  const typedHost = typedHostOf(withScheme)
  const numericForm = isIp ? numericFormOf(typedHost, hostname) : null
  const registrableDomain = (!isIp && info.domain) || hostname
  return {
    href: url.href,
    protocol: url.protocol,
    hostname,
    unicodeHostname: hostnameToUnicode(hostname),
    registrableDomain,
    domainLabel: (!isIp && info.domainWithoutSuffix) || '',
    publicSuffix: (!isIp && info.publicSuffix) || '',
    subdomain: (!isIp && info.subdomain) || '',
    path: safeDecode(url.pathname).toLowerCase(),
    isIp,
    usedNumericTrick: numericForm !== null,
    numericForm,
    typedHost,
    addedScheme,
    wasDefanged,
    hasUserinfo: Boolean(url.username || url.password),
    username: safeDecode(url.username),
  }
}

/**
 * The longest of the host name and its parent domains that `has` accepts: for
 * a.b.example.com it asks a.b.example.com, b.example.com, example.com, com. One lookup per
 * label instead of one per listed domain.
 */
export function findParentDomain(
  hostname: string,
  has: (domain: string) => boolean,
): string | null {
  for (let domain = hostname; domain;) {
    if (has(domain)) return domain
    const dot = domain.indexOf('.')
    if (dot === -1) return null
    domain = domain.slice(dot + 1)
  }
  return null
}
