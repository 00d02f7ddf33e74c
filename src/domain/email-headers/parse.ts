/**
 * From pasted text or a saved .eml file to the header fields, with postal-mime (which runs on
 * the device and on the server alike): folded lines joined, CRLF or LF, RFC 2047 encoded names
 * and subjects decoded. Only the header block is ever read or sent: the body stays on the phone.
 */
import PostalMime from 'postal-mime'

/** The spec's limit on what is sent (part 2 §7): more than this is not a header block. */
export const MAX_HEADERS_BYTES = 256 * 1024

export interface EmailHeader {
  /** Lower case: received, authentication-results, from… */
  key: string
  /** Unfolded, with runs of white space made single spaces. */
  value: string
}

export interface Mailbox {
  name: string
  address: string
}

export interface ParsedHeaders {
  /** The header block as written (folding kept): what DKIM signed. */
  block: string
  /** Every header, top (newest) first, as in the message. */
  headers: EmailHeader[]
  from: Mailbox | null
  replyTo: Mailbox[]
  returnPath: string | null
  subject: string | null
  messageId: string | null
  date: string | null
}

export type HeadersProblem = 'empty' | 'too_large' | 'not_headers'

export type HeadersReading =
  { ok: true; parsed: ParsedHeaders } | { ok: false; problem: HeadersProblem }

/**
 * The header block of a message: everything before the first empty line. Pasted headers often
 * start with a blank line or spaces, which are dropped first.
 */
export function headerBlockOf(text: string): string {
  const trimmed = text.replace(/^[\s\uFEFF]+/, '')
  const end = trimmed.search(/\r?\n[ \t]*\r?\n/)
  return end < 0 ? trimmed : trimmed.slice(0, end)
}

/**
 * A saved message's bytes as text: UTF-8, or Windows-1252 for the old 8-bit headers some
 * mail programs still write, so a real message never reaches the parser with U+FFFD in it.
 */
export function decodeMessageBytes(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return new TextDecoder('windows-1252').decode(bytes)
  }
}

/** Fields every real message's headers carry at least one of. */
const TELLTALE = new Set([
  'received',
  'authentication-results',
  'message-id',
  'from',
  'return-path',
  'dkim-signature',
  'received-spf',
])

function utf8Length(text: string): number {
  return new TextEncoder().encode(text).length
}

/**
 * Reads the headers, or says why the text is not a header block. A whole message pasted (as
 * "Show original" copies it, attachments and all) is read by its header block alone: the
 * limit is the block's, not the message's.
 */
export async function readEmailHeaders(text: string): Promise<HeadersReading> {
  if (!text.trim()) return { ok: false, problem: 'empty' }
  const block = headerBlockOf(text)
  if (block.length > MAX_HEADERS_BYTES || utf8Length(block) > MAX_HEADERS_BYTES) {
    return { ok: false, problem: 'too_large' }
  }
  // Headers are text: a NUL or an unreadable byte (U+FFFD) means this is something else.
  if (block.includes('\u0000') || block.includes('\uFFFD'))
    return { ok: false, problem: 'not_headers' }
  // postal-mime reads a header block only when an empty line ends it.
  const email = await PostalMime.parse(`${block}\r\n\r\n`, { maxHeadersSize: MAX_HEADERS_BYTES })
  const headers = email.headers.map((header) => ({
    key: header.key,
    value: header.value.replace(/\s+/g, ' ').trim(),
  }))
  // Two telltale fields at least (a real message has Received, Message-ID and From), so that
  // a message's text or a "From: x" line alone is not taken for headers.
  const telltales = new Set(headers.map((h) => h.key).filter((key) => TELLTALE.has(key)))
  if (telltales.size < 2) return { ok: false, problem: 'not_headers' }
  const from = email.from && 'address' in email.from && email.from.address ? email.from : null
  return {
    ok: true,
    parsed: {
      block,
      headers,
      from: from ? { name: from.name ?? '', address: from.address ?? '' } : null,
      replyTo: (email.replyTo ?? []).flatMap((address) =>
        address.address ? [{ name: address.name, address: address.address }] : [],
      ),
      returnPath: email.returnPath?.replace(/^<|>$/g, '') || null,
      subject: email.subject?.trim() || null,
      messageId: email.messageId?.trim() || null,
      date: email.date ?? null,
    },
  }
}
