/**
 * DKIM (RFC 6376) over a header block, the pure half: each DKIM-Signature's tags, the exact
 * text its signer signed (the headers it names, canonicalised "relaxed" or "simple", then the
 * signature header itself with its b= value emptied), and the key record's tags. The server
 * fetches the key from DNS and checks the signature with node:crypto (api/enrich/dkim.ts).
 * The body hash (bh=) cannot be checked: only the headers are ever sent.
 */
import { readTags } from './arc.ts'

/** A header field as it stands in the block: its name and its full text, folding included. */
export interface RawField {
  /** Lower case. */
  name: string
  /** "Name: value", continuation lines included, without the final line break. */
  text: string
}

export type DkimAlgorithm = 'rsa-sha256' | 'ed25519-sha256'

export interface DkimSignature {
  domain: string
  selector: string
  /** As written: rsa-sha256, ed25519-sha256, rsa-sha1… */
  algorithm: string
  headerCanonicalisation: 'relaxed' | 'simple'
  /** The signature's bytes, base64, white space removed. */
  signature: string
  /** Expiry (x=), seconds since 1970, or null. */
  expires: number | null
  /** What was signed, exactly as the signer hashed it. */
  signedText: string
}

export type DkimSignatureReading =
  | { ok: true; signature: DkimSignature }
  | { ok: false; domain: string | null; selector: string | null; problem: 'malformed' }

/** Splits a header block into its fields, keeping each one's folding (CRLF line ends). */
export function rawFields(block: string): RawField[] {
  const lines = block.replace(/\r?\n/g, '\r\n').split('\r\n')
  const fields: RawField[] = []
  for (const line of lines) {
    const last = fields.at(-1)
    if (/^[ \t]/.test(line) && last) last.text += `\r\n${line}`
    else {
      const colon = line.indexOf(':')
      if (colon <= 0) continue
      fields.push({ name: line.slice(0, colon).trim().toLowerCase(), text: line })
    }
  }
  return fields
}

/** RFC 6376 §3.4.2: lower-case name, unfolded, runs of spaces made one, none around the colon. */
function relaxedHeader(text: string): string {
  const colon = text.indexOf(':')
  const name = text.slice(0, colon).trim().toLowerCase()
  const value = text
    .slice(colon + 1)
    .replace(/\r\n/g, '')
    .replace(/[ \t]+/g, ' ')
    .trim()
  return `${name}:${value}`
}

function canonical(text: string, method: 'relaxed' | 'simple'): string {
  return method === 'relaxed' ? relaxedHeader(text) : text
}

/** The signature header with its b= value emptied (RFC 6376 §3.7), bh= left alone. */
function withoutSignatureValue(text: string): string {
  const colon = text.indexOf(':')
  const value = text.slice(colon + 1).replace(/(^|;)([ \t\r\n]*b[ \t\r\n]*=)[^;]*/, '$1$2')
  return `${text.slice(0, colon + 1)}${value}`
}

/**
 * The text one DKIM-Signature signed: each header named in h= (the lowest unused instance
 * first, as signers take them from the bottom; a name with none left adds nothing), then the
 * signature header itself.
 */
function signedText(
  fields: readonly RawField[],
  signatureField: RawField,
  signedNames: readonly string[],
  method: 'relaxed' | 'simple',
): string {
  const used = new Set<number>()
  let text = ''
  for (const name of signedNames) {
    for (let index = fields.length - 1; index >= 0; index--) {
      if (used.has(index) || fields[index].name !== name) continue
      used.add(index)
      text += `${canonical(fields[index].text, method)}\r\n`
      break
    }
  }
  return text + canonical(withoutSignatureValue(signatureField.text), method)
}

const DOMAIN = /^(?:[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?\.)+[a-z0-9-]{2,63}$/
const SELECTOR = /^[a-z0-9_](?:[a-z0-9_.-]{0,61}[a-z0-9_])?$/

/** Every DKIM-Signature in a header block, read and ready to check (up to `limit`). */
export function readDkimSignatures(block: string, limit = 5): DkimSignatureReading[] {
  const fields = rawFields(block)
  return fields
    .filter((field) => field.name === 'dkim-signature')
    .slice(0, limit)
    .map((field): DkimSignatureReading => {
      const tags = readTags(field.text.slice(field.text.indexOf(':') + 1))
      const domain = tags.d?.toLowerCase() ?? ''
      const selector = tags.s?.toLowerCase() ?? ''
      const [headerMethod = 'simple'] = (tags.c ?? 'simple/simple').toLowerCase().split('/')
      const signedNames = (tags.h ?? '')
        .toLowerCase()
        .split(':')
        .map((name) => name.trim())
        .filter(Boolean)
      const wellFormed =
        tags.v === '1' &&
        DOMAIN.test(domain) &&
        SELECTOR.test(selector) &&
        (headerMethod === 'relaxed' || headerMethod === 'simple') &&
        signedNames.includes('from') &&
        /^[A-Za-z0-9+/]+={0,2}$/.test(tags.b ?? '') &&
        typeof tags.a === 'string'
      if (!wellFormed) {
        return {
          ok: false,
          domain: domain || null,
          selector: selector || null,
          problem: 'malformed',
        }
      }
      const method = headerMethod as 'relaxed' | 'simple'
      const expires = tags.x && /^\d{1,12}$/.test(tags.x) ? Number(tags.x) : null
      return {
        ok: true,
        signature: {
          domain,
          selector,
          algorithm: tags.a!.toLowerCase(),
          headerCanonicalisation: method,
          signature: tags.b!,
          expires,
          signedText: signedText(fields, field, signedNames, method),
        },
      }
    })
}

export interface DkimKeyRecord {
  /** rsa or ed25519 (k=, rsa when absent). */
  keyType: string
  /** The public key, base64; empty when the key has been revoked. */
  publicKey: string
  /** Acceptable hash algorithms (h=), or null for any. */
  hashes: string[] | null
}

/** Reads a `v=DKIM1; k=rsa; p=…` TXT record, or null when it is not a DKIM key record. */
export function readDkimKeyRecord(text: string): DkimKeyRecord | null {
  const tags = readTags(text)
  if (tags.v !== undefined && tags.v !== 'DKIM1') return null
  if (tags.p === undefined) return null
  return {
    keyType: (tags.k ?? 'rsa').toLowerCase(),
    publicKey: tags.p,
    hashes: tags.h ? tags.h.toLowerCase().split(':') : null,
  }
}
