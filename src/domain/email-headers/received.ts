/**
 * One Received header read into its parts (RFC 5321 §4.4): who handed the message over
 * ("from", with the address the receiving server saw), who took it ("by"), how ("with"), and
 * when. Each header is read on its own, clause by clause outside comments, so a comment's
 * words ("(from a friend)") are never taken for a clause.
 */
import ipaddr from 'ipaddr.js'

export interface ReceivedHop {
  /** The name the sending host gave, or null. */
  from: string | null
  /** The sending host's address as the receiving server recorded it, or null. */
  fromIp: string | null
  by: string | null
  /** The protocol: SMTP, ESMTPS, ESMTPSA (authenticated submission), HTTP, LMTP… */
  with: string | null
  /** When this server took the message (ISO 8601), or null when the date cannot be read. */
  date: string | null
}

const CLAUSES = ['from', 'by', 'via', 'with', 'id', 'for'] as const
type Clause = (typeof CLAUSES)[number]

/** The header's words outside comments, and the text of its comments. */
function splitComments(value: string): { words: string[]; comments: string[] } {
  const words: string[] = []
  const comments: string[] = []
  let depth = 0
  let current = ''
  let comment = ''
  for (const char of value) {
    if (char === '(') {
      if (depth === 0 && current) words.push(current)
      if (depth === 0) current = ''
      else comment += char
      depth++
    } else if (char === ')' && depth > 0) {
      depth--
      if (depth === 0) {
        comments.push(comment)
        comment = ''
        words.push(`\u0000${comments.length - 1}`)
      } else comment += char
    } else if (depth > 0) comment += char
    else if (/\s/.test(char)) {
      if (current) words.push(current)
      current = ''
    } else current += char
  }
  if (current) words.push(current)
  return { words, comments }
}

/** An address in a form mail servers write: [192.0.2.1], [IPv6:2001:db8::1], 192.0.2.1. */
export function readIpAddress(text: string): string | null {
  const bare = text
    .replace(/^\[|\]$/g, '')
    .replace(/^ipv6:/i, '')
    .replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '')
  if (!ipaddr.isValid(bare)) return null
  // "1" and "0x7f" are valid for ipaddr.js in its lax IPv4 forms; mail servers write 4 parts.
  if (!bare.includes(':') && !ipaddr.IPv4.isValidFourPartDecimal(bare)) return null
  return ipaddr.parse(bare).toString()
}

/** Whether an address is on the public internet (not private, loopback, shared or reserved). */
export function isPublicIp(address: string): boolean {
  try {
    const parsed = ipaddr.parse(address)
    const ip =
      parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()
        ? (parsed as ipaddr.IPv6).toIPv4Address()
        : parsed
    return ip.range() === 'unicast'
  } catch {
    return false
  }
}

/** Every address in a piece of text: bracketed ones, then bare words that are addresses. */
function addressesIn(text: string): string[] {
  const found: string[] = []
  for (const token of text.split(/[\s()]+/)) {
    const candidate = token.replace(/^[[(<]+|[\]),;>]+$/g, '')
    const address = readIpAddress(token.match(/\[[^\]]+\]/)?.[0] ?? '') ?? readIpAddress(candidate)
    if (address) found.push(address)
  }
  return found
}

function readDate(text: string): string | null {
  const cleaned = text
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  if (!cleaned) return null
  const time = Date.parse(cleaned)
  return Number.isNaN(time) ? null : new Date(time).toISOString()
}

/** Reads one Received header's value (unfolded). */
export function parseReceived(value: string): ReceivedHop {
  // The date follows the last semicolon; a semicolon inside a comment is not it.
  let depth = 0
  let split = -1
  for (let i = 0; i < value.length; i++) {
    const char = value[i]
    if (char === '(') depth++
    else if (char === ')') depth = Math.max(0, depth - 1)
    else if (char === ';' && depth === 0) split = i
  }
  const body = split >= 0 ? value.slice(0, split) : value
  const date = split >= 0 ? readDate(value.slice(split + 1)) : null

  const { words, comments } = splitComments(body)
  const clauses: Partial<Record<Clause, { word: string | null; comments: string[] }>> = {}
  let open: Clause | null = null
  for (const word of words) {
    if (word.startsWith('\u0000')) {
      if (open) clauses[open]?.comments.push(comments[Number(word.slice(1))] ?? '')
      continue
    }
    const keyword = word.toLowerCase() as Clause
    if (CLAUSES.includes(keyword) && !clauses[keyword]) {
      open = keyword
      clauses[keyword] = { word: null, comments: [] }
    } else {
      const clause = open ? clauses[open] : undefined
      if (clause && clause.word === null) clause.word = word
    }
  }

  const from = clauses.from
  // The receiving server writes what it saw in the comment: (helo [192.0.2.1]), (name [ip]).
  const fromIp =
    (from && [...from.comments].flatMap(addressesIn)[0]) ??
    (from?.word ? readIpAddress(from.word) : null) ??
    null
  const clean = (word: string | null | undefined) =>
    word ? word.replace(/^[<[]+|[>\];,]+$/g, '') || null : null
  return {
    from: clean(from?.word),
    fromIp,
    by: clean(clauses.by?.word),
    with: clean(clauses.with?.word),
    date,
  }
}
