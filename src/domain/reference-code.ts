/**
 * Reference codes a person can read aloud over the phone: a tool prefix and eight characters
 * of Crockford base32 in two groups, e.g. "SCR-7K4Q-X2MD". The alphabet has no I, L, O or U, so
 * nothing is confused with 1 or 0; reading a code back forgives those confusions and case.
 */
export const CROCKFORD_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

/** One prefix per tool, so a code says where it came from. */
export const REFERENCE_PREFIXES = {
  screening: 'SCR',
  website: 'WEB',
  qr: 'QR',
  emailHeaders: 'EML',
  emailTrust: 'ETC',
  document: 'DOC',
  report: 'REP',
} as const

export type ReferenceTool = keyof typeof REFERENCE_PREFIXES

const RANDOM_CHARACTERS = 8
const PREFIXES = Object.values(REFERENCE_PREFIXES).join('|')
const CODE_PATTERN = new RegExp(
  `^(${PREFIXES})-([${CROCKFORD_ALPHABET}]{4})-([${CROCKFORD_ALPHABET}]{4})$`,
)

/** Builds a code from random bytes (at least 5, 40 bits); the randomness is the caller's. */
export function formatReferenceCode(tool: ReferenceTool, randomBytes: Uint8Array): string {
  if (randomBytes.length < 5) throw new RangeError('A reference code needs 5 random bytes')
  let bits = 0n
  for (const byte of randomBytes.subarray(0, 5)) bits = (bits << 8n) | BigInt(byte)
  let body = ''
  for (let i = RANDOM_CHARACTERS - 1; i >= 0; i--) {
    body += CROCKFORD_ALPHABET[Number((bits >> BigInt(i * 5)) & 31n)]
  }
  return `${REFERENCE_PREFIXES[tool]}-${body.slice(0, 4)}-${body.slice(4)}`
}

/**
 * Reads a code as a person might type it: any case, spaces or missing hyphens, O for 0 and
 * I or L for 1. Returns the canonical form, or null when it cannot be a reference code.
 */
export function normalizeReferenceCode(input: string): string | null {
  const compact = input.toUpperCase().replace(/[\s-]/g, '')
  const prefix = Object.values(REFERENCE_PREFIXES).find((p) => compact.startsWith(p))
  if (!prefix) return null
  const body = compact.slice(prefix.length).replace(/O/g, '0').replace(/[IL]/g, '1')
  const code = `${prefix}-${body.slice(0, 4)}-${body.slice(4)}`
  return CODE_PATTERN.test(code) ? code : null
}
