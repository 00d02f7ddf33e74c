/**
 * A DKIM signer for tests, written apart from the verifier under test (api/enrich/dkim.ts):
 * signs a header block's From, To, Subject, Date and Message-ID as a sending server would
 * (RFC 6376 relaxed or simple header canonicalisation; RSA-SHA256 or Ed25519-SHA256 of RFC
 * 8463) and puts the DKIM-Signature on top. Keys are made by the tests with node:crypto.
 */
import { createHash, generateKeyPairSync, sign, type KeyObject } from 'node:crypto'

export interface DkimSignerOptions {
  domain: string
  selector: string
  algorithm: 'rsa-sha256' | 'ed25519-sha256'
  key: KeyObject
  canonicalisation?: 'relaxed' | 'simple'
}

function relaxed(field: string): string {
  const colon = field.indexOf(':')
  const value = field
    .slice(colon + 1)
    .replace(/\r\n/g, '')
    .replace(/[ \t]+/g, ' ')
    .trim()
  return `${field.slice(0, colon).trim().toLowerCase()}:${value}`
}

/** Signs header lines (continuation lines included) and returns them with the signature first. */
export function signHeaderLines(lines: readonly string[], options: DkimSignerOptions): string[] {
  const method = options.canonicalisation ?? 'relaxed'
  // Each field with its continuation lines, as it stands in the block.
  const fields: string[] = []
  for (const line of lines) {
    if (/^[ \t]/.test(line)) fields[fields.length - 1] += `\r\n${line}`
    else fields.push(line)
  }
  const byName = new Map(
    fields.map((field) => [field.slice(0, field.indexOf(':')).toLowerCase(), field]),
  )
  const names = ['from', 'to', 'subject', 'date', 'message-id'].filter((name) => byName.has(name))
  const unsigned =
    `DKIM-Signature: v=1; a=${options.algorithm}; c=${method}/relaxed; d=${options.domain};` +
    `\r\n s=${options.selector}; t=1764064800; h=${names.join(':')};` +
    `\r\n bh=47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=; b=`
  const canon = (field: string) => (method === 'relaxed' ? relaxed(field) : field)
  const data = names.map((name) => `${canon(byName.get(name)!)}\r\n`).join('') + canon(unsigned)
  const signature =
    options.algorithm === 'ed25519-sha256'
      ? sign(null, createHash('sha256').update(data).digest(), options.key)
      : sign('sha256', Buffer.from(data), options.key)
  const b64 = signature.toString('base64')
  return [`${unsigned}${b64.slice(0, 60)}`, ` ${b64.slice(60)}`, ...lines]
}

/** The key record's p= for a public key: SPKI for RSA, the bare 32 bytes for Ed25519. */
export function dkimKeyRecord(publicKey: KeyObject): string {
  const spki = publicKey.export({ format: 'der', type: 'spki' })
  return publicKey.asymmetricKeyType === 'ed25519'
    ? `v=DKIM1; k=ed25519; p=${spki.subarray(-32).toString('base64')}`
    : `v=DKIM1; k=rsa; p=${spki.toString('base64')}`
}

/** An RSA key pair the fake world publishes at s1._domainkey.acme-kettles.test. */
export const WORLD_DKIM_KEY = generateKeyPairSync('rsa', { modulusLength: 2048 })
