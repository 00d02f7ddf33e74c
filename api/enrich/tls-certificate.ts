/**
 * The site's TLS certificate, read by connecting to the address the SSRF guard vetted (with
 * the site's name as SNI): who issued it, its dates, and whether a browser would trust it for
 * this name. Never rejects the connection itself: an untrusted certificate is evidence, not an
 * error.
 */
import { checkServerIdentity, connect, rootCertificates, type PeerCertificate } from 'node:tls'

import { failureReason, type Lookup } from './lookup-status.ts'
import { parseIpLiteral } from './ssrf/address-policy.ts'

export interface CertificateEvidence {
  /** Trusted chain, valid for the host name, and in date: what a browser accepts. */
  valid: boolean
  trusted: boolean
  matchesHost: boolean
  /** Why it is not valid (OpenSSL's code or the name mismatch), else null. */
  problem: string | null
  issuer: { O: string | null; CN: string | null }
  subjectCN: string | null
  /** ISO dates. */
  validFrom: string
  validTo: string
}

export interface CertificateRequest {
  hostname: string
  /** The vetted address to connect to. */
  address: string
  port?: number
  /** Extra trusted authorities (PEM) on top of Node's store: tests add their own CA. */
  ca?: readonly string[]
  timeoutMs?: number
}

export const TLS_TIMEOUT_MS = 5000

/** Errors that mean "no TLS service here", as opposed to "could not find out". */
const NO_TLS_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPROTO',
  'ERR_SSL_WRONG_VERSION_NUMBER',
])

function firstValue(value: string | string[] | undefined): string | null {
  const text = Array.isArray(value) ? value[0] : value
  return text?.trim() || null
}

function isoDate(text: string): string {
  const date = new Date(text)
  return Number.isNaN(date.getTime()) ? text : date.toISOString()
}

function describe(
  hostname: string,
  certificate: PeerCertificate,
  authorizationError: string | null,
  now: Date,
): CertificateEvidence {
  const identityError = checkServerIdentity(hostname, certificate)
  const validFrom = isoDate(certificate.valid_from)
  const validTo = isoDate(certificate.valid_to)
  const inDate = new Date(validFrom) <= now && now <= new Date(validTo)
  // OpenSSL reports expiry as a chain error too; keep "trusted" about the issuer only.
  const trusted =
    authorizationError === null ||
    authorizationError === 'CERT_HAS_EXPIRED' ||
    authorizationError === 'CERT_NOT_YET_VALID' ||
    authorizationError === 'ERR_TLS_CERT_ALTNAME_INVALID'
  const matchesHost = identityError === undefined
  const problem =
    (authorizationError !== 'ERR_TLS_CERT_ALTNAME_INVALID' ? authorizationError : null) ??
    (identityError ? 'ERR_TLS_CERT_ALTNAME_INVALID' : null) ??
    (inDate ? null : 'CERT_HAS_EXPIRED')
  return {
    valid: trusted && matchesHost && inDate,
    trusted,
    matchesHost,
    problem,
    issuer: { O: firstValue(certificate.issuer?.O), CN: firstValue(certificate.issuer?.CN) },
    subjectCN: firstValue(certificate.subject?.CN),
    validFrom,
    validTo,
  }
}

/**
 * Connects with TLS and reads the certificate. 'no_data' when nothing speaks TLS on the port
 * (the site has no HTTPS); 'failed' when the check itself could not finish.
 */
export function readCertificate(
  { hostname, address, port = 443, ca, timeoutMs = TLS_TIMEOUT_MS }: CertificateRequest,
  now: () => Date = () => new Date(),
): Promise<Lookup<CertificateEvidence>> {
  return new Promise((resolve) => {
    let settled = false
    const finish = (result: Lookup<CertificateEvidence>) => {
      if (settled) return
      settled = true
      socket.destroy()
      resolve(result)
    }
    const socket = connect({
      host: address,
      port,
      // SNI must be a name, never an address.
      servername: parseIpLiteral(hostname) ? undefined : hostname,
      ca: ca?.length ? [...rootCertificates, ...ca] : undefined,
      rejectUnauthorized: false,
      // The name is checked below, against the certificate, not by the connection.
      checkServerIdentity: () => undefined,
    })
    socket.setTimeout(timeoutMs, () =>
      finish({ status: 'failed', reason: `no TLS answer within ${timeoutMs} ms` }),
    )
    socket.once('secureConnect', () => {
      const certificate = socket.getPeerCertificate()
      if (!certificate || Object.keys(certificate).length === 0) {
        finish({ status: 'no_data', reason: 'no certificate' })
        return
      }
      // Typed as an Error, but Node gives OpenSSL's code as a string (CERT_HAS_EXPIRED...).
      const error: unknown = socket.authorizationError
      const code = error
        ? typeof error === 'string'
          ? error
          : error instanceof Error
            ? ((error as NodeJS.ErrnoException).code ?? error.message)
            : String(error)
        : null
      finish({ status: 'checked', data: describe(hostname, certificate, code, now()) })
    })
    socket.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code && NO_TLS_CODES.has(error.code)) {
        finish({ status: 'no_data', reason: `no TLS on port ${port} (${error.code})` })
      } else {
        finish({ status: 'failed', reason: failureReason(error) })
      }
    })
  })
}
