/**
 * Reading Authentication-Results (RFC 8601) and Received-SPF (RFC 7208 §9.1), one header at a
 * time. Only the results the recipient's own mailbox provider wrote can be trusted: the
 * topmost Authentication-Results. Anything lower could have been written by the sender.
 */
import type { EmailHeader } from './parse.ts'

export type AuthMethod = 'spf' | 'dkim' | 'dmarc' | 'arc'

export interface MethodResult {
  /** As written: pass, fail, softfail, neutral, none, temperror, permerror, policy… */
  result: string
  /** The properties after it: smtp.mailfrom, header.d, header.i, header.from… */
  properties: Record<string, string>
  /** The clause as the server wrote it, for the technical detail. */
  clause: string
}

export interface AuthenticationResults {
  /** The server that wrote them (authserv-id), or null (Microsoft leaves it out). */
  authservId: string | null
  methods: Array<{ method: string } & MethodResult>
}

/** Splits on a separator outside comments and quoted strings. */
function splitOutside(text: string, separator: string): string[] {
  const parts: string[] = []
  let depth = 0
  let quoted = false
  let current = ''
  for (const char of text) {
    if (char === '"' && depth === 0) quoted = !quoted
    else if (!quoted && char === '(') depth++
    else if (!quoted && char === ')') depth = Math.max(0, depth - 1)
    if (char === separator && depth === 0 && !quoted) {
      parts.push(current)
      current = ''
    } else current += char
  }
  parts.push(current)
  return parts
}

function withoutComments(text: string): string {
  let depth = 0
  let out = ''
  for (const char of text) {
    if (char === '(') depth++
    else if (char === ')') depth = Math.max(0, depth - 1)
    else if (depth === 0) out += char
  }
  return out
}

/** `method=result ptype.property=value …` → the method and what it says. */
function readResInfo(clause: string): ({ method: string } & MethodResult) | null {
  const tokens = withoutComments(clause).trim().split(/\s+/).filter(Boolean)
  const head = tokens[0]?.match(/^([a-z0-9-]+)(?:\/[\d.]+)?=([a-z]+)$/i)
  if (!head) return null
  const properties: Record<string, string> = {}
  for (const token of tokens.slice(1)) {
    const property = token.match(/^([a-z0-9-]+\.[a-z0-9-]+)=(.+)$/i)
    if (property) properties[property[1].toLowerCase()] = property[2].replace(/^"|"$/g, '')
  }
  return {
    method: head[1].toLowerCase(),
    result: head[2].toLowerCase(),
    properties,
    clause: clause.replace(/\s+/g, ' ').trim(),
  }
}

/** Reads one Authentication-Results value. */
export function parseAuthenticationResults(value: string): AuthenticationResults {
  const [first = '', ...rest] = splitOutside(value, ';')
  // RFC 8601 starts with the authserv-id; Microsoft 365 starts with the first result instead.
  const firstIsResult = readResInfo(first) !== null
  const authservId = firstIsResult
    ? null
    : withoutComments(first).trim().split(/\s+/)[0]?.toLowerCase() || null
  const clauses = firstIsResult ? [first, ...rest] : rest
  return {
    authservId,
    methods: clauses
      .map(readResInfo)
      .filter((found): found is NonNullable<typeof found> => found !== null),
  }
}

/** Reads a Received-SPF value: `Pass (comment) client-ip=…; envelope-from=…; …`. */
export function parseReceivedSpf(value: string): MethodResult | null {
  const result = value
    .trim()
    .match(/^([a-z]+)/i)?.[1]
    ?.toLowerCase()
  if (!result) return null
  const properties: Record<string, string> = {}
  for (const pair of splitOutside(withoutComments(value).replace(/^\s*[a-z]+/i, ''), ';')) {
    const found = pair.trim().match(/^([a-z-]+)=(.+)$/i)
    if (found) properties[found[1].toLowerCase()] = found[2].trim().replace(/^"|"$/g, '')
  }
  // The domain SPF checked: envelope-from's domain, or the HELO name when there is none.
  const envelope = properties['envelope-from']?.replace(/^<|>$/g, '')
  const domain = envelope?.includes('@') ? envelope.split('@').pop() : properties.helo
  if (domain) properties['smtp.mailfrom'] = domain.toLowerCase()
  return { result, properties, clause: value.replace(/\s+/g, ' ').trim() }
}

export interface TrustedAuthentication {
  /** The server whose results these are. */
  authservId: string | null
  spf: MethodResult | null
  /** Every DKIM result from the trusted server (a message may carry several signatures). */
  dkim: MethodResult[]
  dmarc: MethodResult | null
  /** What the recipient's provider said of the ARC chain of a forwarded message, if anything. */
  arc: MethodResult | null
  /** Where SPF came from when Authentication-Results gave none. */
  spfSource: 'authentication-results' | 'received-spf' | null
  /** Lower Authentication-Results headers that were not trusted (could be forged). */
  ignored: number
}

/**
 * The results to believe: the topmost Authentication-Results; a header right after it from the
 * same server (some write one per method) adds only methods the topmost leaves out. The
 * topmost Received-SPF stands in for SPF when those say nothing about it. Receivers should
 * remove results carrying their own name from incoming mail (RFC 8601 §5), but not all do, so a
 * lower header never overrides the topmost one.
 */
export function trustedAuthentication(headers: readonly EmailHeader[]): TrustedAuthentication {
  const topIndex = headers.findIndex((header) => header.key === 'authentication-results')
  const all = headers.filter((header) => header.key === 'authentication-results').length
  const trusted: AuthenticationResults[] = []
  for (let index = topIndex; index >= 0 && index < headers.length; index++) {
    if (headers[index].key !== 'authentication-results') break
    const results = parseAuthenticationResults(headers[index].value)
    if (trusted.length && results.authservId !== trusted[0].authservId) break
    const known = new Set(trusted.flatMap((found) => found.methods.map((m) => m.method)))
    const added = results.methods.filter((found) => !known.has(found.method))
    if (trusted.length && added.length === 0) break
    trusted.push({ ...results, methods: added })
  }
  const methods = trusted.flatMap((results) => results.methods)
  const first = (method: AuthMethod) => methods.find((found) => found.method === method) ?? null
  let spf: MethodResult | null = first('spf')
  let spfSource: TrustedAuthentication['spfSource'] = spf ? 'authentication-results' : null
  if (!spf) {
    const receivedSpf = headers.find((header) => header.key === 'received-spf')
    spf = receivedSpf ? parseReceivedSpf(receivedSpf.value) : null
    if (spf) spfSource = 'received-spf'
  }
  return {
    authservId: trusted[0]?.authservId ?? null,
    spf,
    dkim: methods.filter((found) => found.method === 'dkim'),
    dmarc: first('dmarc'),
    arc: first('arc'),
    spfSource,
    ignored: all - trusted.length,
  }
}
