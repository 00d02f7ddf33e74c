/**
 * DKIM signatures checked on the server (RFC 6376, RSA-SHA256 and Ed25519-SHA256 of RFC 8463):
 * the key from DNS (selector._domainkey.domain), the signature over the signed headers with
 * node:crypto. The body hash cannot be checked, since only the headers are sent; the answer
 * says so. Each key lookup is a lookup of its own under the caller's deadline: one that does
 * not answer in time leaves that signature "not checked", never an error.
 */
import { createHash, createPublicKey, verify, type KeyObject } from 'node:crypto'

import {
  readDkimKeyRecord,
  readDkimSignatures,
  type DkimSignature,
} from '../../src/domain/email-headers/dkim-signature.ts'
import type { DkimCheck } from '../../src/domain/email-headers/result.ts'

import { beforeDeadline } from './lookup-status.ts'
import type { DnsClient } from './ssrf/dns-client.ts'

/** RFC 8301: RSA keys shorter than this are not to be trusted. */
const MIN_RSA_BITS = 1024

// DER prefix of an Ed25519 SubjectPublicKeyInfo: the record holds the bare 32-byte key.
const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex')

type KeyOutcome =
  { status: 'found'; key: KeyObject } | { status: 'key_not_found' | 'key_revoked' | 'key_invalid' }

/** Reads the key from the TXT records at the selector's name. */
function keyFrom(records: readonly string[], algorithm: string): KeyOutcome {
  const keys = records.flatMap((text) => {
    const record = readDkimKeyRecord(text)
    return record ? [record] : []
  })
  const [record] = keys
  if (!record) return { status: 'key_not_found' }
  if (record.publicKey === '') return { status: 'key_revoked' }
  const wanted = algorithm.startsWith('ed25519') ? 'ed25519' : 'rsa'
  if (record.keyType !== wanted) return { status: 'key_invalid' }
  if (record.hashes && !record.hashes.includes('sha256')) return { status: 'key_invalid' }
  try {
    const bytes = Buffer.from(record.publicKey, 'base64')
    if (wanted === 'ed25519') {
      if (bytes.length !== 32) return { status: 'key_invalid' }
      return {
        status: 'found',
        key: createPublicKey({
          key: Buffer.concat([ED25519_SPKI_PREFIX, bytes]),
          format: 'der',
          type: 'spki',
        }),
      }
    }
    let key: KeyObject
    try {
      key = createPublicKey({ key: bytes, format: 'der', type: 'spki' })
    } catch {
      // A few old records hold the bare RSAPublicKey rather than SubjectPublicKeyInfo.
      key = createPublicKey({ key: bytes, format: 'der', type: 'pkcs1' })
    }
    const bits = key.asymmetricKeyDetails?.modulusLength ?? 0
    if (key.asymmetricKeyType !== 'rsa' || bits < MIN_RSA_BITS) return { status: 'key_invalid' }
    return { status: 'found', key }
  } catch {
    return { status: 'key_invalid' }
  }
}

/** Checks one signature with its key: the signed text's bytes, as the signer hashed them. */
export function signatureHolds(signature: DkimSignature, key: KeyObject): boolean {
  const data = Buffer.from(signature.signedText, 'utf8')
  const bytes = Buffer.from(signature.signature, 'base64')
  try {
    // RFC 8463: Ed25519 signs the SHA-256 hash of the data, not the data itself.
    return signature.algorithm === 'ed25519-sha256'
      ? verify(null, createHash('sha256').update(data).digest(), key, bytes)
      : verify('sha256', data, key, bytes)
  } catch {
    return false
  }
}

const SUPPORTED = new Set(['rsa-sha256', 'ed25519-sha256'])

async function checkOne(
  signature: DkimSignature,
  dns: DnsClient,
  deadline: number,
  now: Date,
): Promise<DkimCheck> {
  const base = {
    domain: signature.domain,
    selector: signature.selector,
    algorithm: signature.algorithm,
  }
  if (!SUPPORTED.has(signature.algorithm)) return { ...base, status: 'unsupported' }
  const lookup = await beforeDeadline(
    async () => ({
      status: 'checked' as const,
      data: await dns.resolveTxt(`${signature.selector}._domainkey.${signature.domain}`),
    }),
    deadline,
    'DKIM key',
  )
  if (lookup.status !== 'checked') return { ...base, status: 'not_checked' }
  const key = keyFrom(lookup.data, signature.algorithm)
  if (key.status !== 'found') return { ...base, status: key.status }
  if (!signatureHolds(signature, key.key)) return { ...base, status: 'bad_signature' }
  if (signature.expires !== null && signature.expires * 1000 < now.getTime()) {
    return { ...base, status: 'expired' }
  }
  return { ...base, status: 'verified' }
}

/** Every DKIM signature in the header block, checked at once, each under the deadline. */
export async function verifyDkimSignatures(
  block: string,
  dns: DnsClient,
  { deadline, now }: { deadline: number; now: Date },
): Promise<DkimCheck[]> {
  return Promise.all(
    readDkimSignatures(block).map((reading) =>
      reading.ok
        ? checkOne(reading.signature, dns, deadline, now)
        : Promise.resolve<DkimCheck>({
            domain: reading.domain,
            selector: reading.selector,
            algorithm: null,
            status: 'malformed',
          }),
    ),
  )
}
