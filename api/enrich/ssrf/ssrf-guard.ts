/**
 * The one way the server fetches a URL a person gave it (website screening now, QR links
 * later). Anyone can make us fetch anything, so before every connection, redirects included:
 * only http and https, no credentials in the URL, the name resolved first and every address it
 * has vetted (address-policy.ts), and the connection made to the vetted address itself through
 * a pinned `lookup`, so a second DNS answer (rebinding) is never asked for. Time (10 s in all)
 * and bytes (2 MB, counted after decompression) are capped.
 */
import { Buffer } from 'node:buffer'
import type { LookupAddress } from 'node:dns'
import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http'
import https from 'node:https'
import type { LookupFunction } from 'node:net'
import type { Readable } from 'node:stream'
import { rootCertificates } from 'node:tls'
import zlib from 'node:zlib'

import {
  parseIpLiteral,
  vetAddress,
  type AddressPolicy,
  type AddressVerdict,
} from './address-policy.ts'
import { createDnsClient, type DnsClient } from './dns-client.ts'

/** The input is not an http(s) web address we accept (400). */
export class InvalidUrlError extends Error {
  override name = 'InvalidUrlError'
  readonly statusCode = 400
  readonly code = 'INVALID_URL'
  constructor(message = 'Enter a web address, like example.co.uk') {
    super(message)
  }
}

/** The address, or an address it redirects to, is one we never connect to (422). */
export class UnsafeTargetError extends Error {
  override name = 'UnsafeTargetError'
  readonly statusCode = 422
  readonly code = 'UNSAFE_TARGET'
  constructor(
    /** What was refused: the range of the address, or 'redirect_scheme'. */
    readonly reason: string,
    message = 'This address points inside a private network, so it cannot be checked.',
  ) {
    super(message)
  }
}

/** The site could not be reached: no address, no answer, too slow or too many redirects. */
export class UnreachableTargetError extends Error {
  override name = 'UnreachableTargetError'
  constructor(
    readonly reason:
      | 'no_address'
      | 'dns_failed'
      | 'connection_failed'
      | 'timeout'
      | 'too_many_redirects'
      | 'bad_response',
    message: string = reason,
  ) {
    super(message)
  }
}

export interface VettedTarget {
  url: URL
  /** The host name without IPv6 brackets. */
  hostname: string
  /** Every address the name has, all of them allowed. */
  addresses: AddressVerdict[]
  /** The one address connections go to. */
  address: AddressVerdict
}

export interface GuardedResponse {
  /** The URL that answered, after redirects. */
  url: string
  status: number
  headers: IncomingHttpHeaders
  /** The body, decompressed, at most `maxBytes`. */
  body: Buffer
  truncated: boolean
  /** The address the final response came from. */
  address: string
  /** Every URL that redirected, in order. */
  redirects: string[]
}

export interface GuardedFetchOptions {
  /** Addresses already resolved for the first URL's host (still vetted here). */
  addresses?: readonly string[]
  /** Read the page even when its certificate is not valid (the TLS check reports that). */
  acceptInvalidCertificates?: boolean
  accept?: string
  /** A shorter time limit for this fetch than the guard's own. */
  timeoutMs?: number
}

export interface SsrfGuardOptions extends AddressPolicy {
  dns?: DnsClient
  /** Redirects followed at most (each one checked like the first URL). */
  maxRedirects?: number
  /** For the whole fetch, redirects included. */
  timeoutMs?: number
  /** Largest body read, after decompression. */
  maxBytes?: number
  /** Extra trusted certificate authorities (PEM), added to Node's store; tests add theirs. */
  ca?: readonly string[]
  userAgent?: string
  /** Called before each connection, for logs and tests. */
  onConnect?: (event: { url: string; address: string }) => void
}

export interface SsrfGuard {
  /** Reads a web address as a person pasted it (no scheme means https). */
  parse(input: string): URL
  /** Resolves and vets a URL's host; throws UnsafeTargetError or UnreachableTargetError. */
  vet(url: URL, knownAddresses?: readonly string[]): Promise<VettedTarget>
  /** GETs a URL through the guard, following at most `maxRedirects` checked redirects. */
  fetch(input: string | URL, options?: GuardedFetchOptions): Promise<GuardedResponse>
  /** The CA list TLS connections trust: Node's store plus the extra ones, if any. */
  readonly ca: readonly string[] | undefined
}

export const GUARD_DEFAULTS = {
  maxRedirects: 5,
  timeoutMs: 10_000,
  maxBytes: 2 * 1024 * 1024,
  userAgent: 'ScamScreen-Checker/1.0 (+website screening)',
} as const

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308])

/** Reads a web address as typed: trims it, adds https:// when there is no scheme, checks it. */
export function parseWebUrl(input: string): URL {
  const trimmed = input.trim()
  if (!trimmed || /\s/.test(trimmed) || trimmed.length > 2048) throw new InvalidUrlError()
  const withScheme =
    /^[a-z][a-z0-9+.-]*:/i.test(trimmed) && !/^[^:/]+:\d+(?:[/?#]|$)/.test(trimmed)
      ? trimmed
      : `https://${trimmed}`
  let url: URL
  try {
    url = new URL(withScheme)
  } catch {
    throw new InvalidUrlError()
  }
  checkUrl(url, () => new InvalidUrlError())
  return url
}

/** Only http(s), a host, and no user name or password (a way to disguise the real host). */
function checkUrl(url: URL, refuse: () => Error): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw refuse()
  if (!url.hostname || url.username || url.password) throw refuse()
}

function bareHostname(url: URL): string {
  return url.hostname
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '')
    .toLowerCase()
}

/** A `lookup` that always answers with the vetted address: no second DNS question is asked. */
function pinnedLookup(address: AddressVerdict): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) {
      const all: LookupAddress[] = [{ address: address.address, family: address.family }]
      callback(null, all)
    } else {
      callback(null, address.address, address.family)
    }
  }
}

function decompressor(
  encoding: string | undefined,
): zlib.Gunzip | zlib.Inflate | zlib.BrotliDecompress | null {
  switch ((encoding ?? '').trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return zlib.createGunzip()
    case 'deflate':
      return zlib.createInflate()
    case 'br':
      return zlib.createBrotliDecompress()
    default:
      return null
  }
}

/**
 * Reads a response body, decompressing it, and stops at `maxBytes` of output (or of input, so
 * a stream of empty compressed blocks cannot run forever either).
 */
async function readCapped(
  response: IncomingMessage,
  maxBytes: number,
): Promise<{ body: Buffer; truncated: boolean }> {
  let rawBytes = 0
  let truncated = false
  const inflate = decompressor(response.headers['content-encoding'])
  const output: Readable = inflate ? response.pipe(inflate) : response
  if (inflate) {
    response.on('data', (chunk: Buffer) => {
      rawBytes += chunk.length
      if (rawBytes > maxBytes) {
        truncated = true
        response.destroy()
        inflate.end()
      }
    })
    response.on('error', (error) => inflate.destroy(error))
  }
  const chunks: Buffer[] = []
  let size = 0
  try {
    for await (const chunk of output) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array)
      if (size + buffer.length > maxBytes) {
        chunks.push(buffer.subarray(0, maxBytes - size))
        size = maxBytes
        truncated = true
        break
      }
      chunks.push(buffer)
      size += buffer.length
    }
  } catch (error) {
    // A body cut short on purpose may leave the decompressor with half a block.
    if (!truncated) throw error
  } finally {
    response.destroy()
  }
  return { body: Buffer.concat(chunks, size), truncated }
}

/** The promise's result, unless the time limit passes first (DNS has its own, longer one). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(new UnreachableTargetError('timeout'))
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(new UnreachableTargetError('timeout'))
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort))
  })
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError')
}

/** Builds the guard. Tests pass `allowLoopbackForTests`; production code never does. */
export function createSsrfGuard(options: SsrfGuardOptions = {}): SsrfGuard {
  const policy: AddressPolicy = { allowLoopbackForTests: options.allowLoopbackForTests === true }
  const dns = options.dns ?? createDnsClient()
  const maxRedirects = options.maxRedirects ?? GUARD_DEFAULTS.maxRedirects
  const timeoutMs = options.timeoutMs ?? GUARD_DEFAULTS.timeoutMs
  const maxBytes = options.maxBytes ?? GUARD_DEFAULTS.maxBytes
  const userAgent = options.userAgent ?? GUARD_DEFAULTS.userAgent
  const ca = options.ca?.length ? [...rootCertificates, ...options.ca] : undefined

  async function resolveHost(hostname: string): Promise<string[]> {
    const [v4, v6] = await Promise.allSettled([dns.resolve4(hostname), dns.resolve6(hostname)])
    const found = [
      ...(v4.status === 'fulfilled' ? v4.value : []),
      ...(v6.status === 'fulfilled' ? v6.value : []),
    ]
    if (found.length === 0) {
      if (v4.status === 'rejected' && v6.status === 'rejected') {
        throw new UnreachableTargetError('dns_failed')
      }
      throw new UnreachableTargetError('no_address')
    }
    return found
  }

  async function vet(url: URL, knownAddresses?: readonly string[]): Promise<VettedTarget> {
    checkUrl(url, () => new UnsafeTargetError('scheme'))
    const hostname = bareHostname(url)
    const literal = parseIpLiteral(hostname)
    const candidates = literal
      ? [literal.toString()]
      : knownAddresses?.length
        ? [...knownAddresses]
        : await resolveHost(hostname)
    const verdicts = candidates.map((address) => vetAddress(address, policy))
    // One private address among public ones is enough to refuse: the answer is hostile.
    const refused = verdicts.find((verdict) => !verdict.allowed)
    if (refused) throw new UnsafeTargetError(refused.range)
    const address = verdicts.find((verdict) => verdict.family === 4) ?? verdicts[0]
    if (!address) throw new UnreachableTargetError('no_address')
    return { url, hostname, addresses: verdicts, address }
  }

  function request(
    target: VettedTarget,
    signal: AbortSignal,
    fetchOptions: GuardedFetchOptions,
  ): Promise<IncomingMessage> {
    const { url } = target
    const secure = url.protocol === 'https:'
    options.onConnect?.({ url: url.href, address: target.address.address })
    return new Promise((resolve, reject) => {
      const requestOptions: https.RequestOptions = {
        protocol: url.protocol,
        hostname: target.hostname,
        port: url.port || (secure ? 443 : 80),
        path: `${url.pathname}${url.search}`,
        method: 'GET',
        agent: false,
        lookup: pinnedLookup(target.address),
        signal,
        headers: {
          'user-agent': userAgent,
          accept: fetchOptions.accept ?? 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5',
          'accept-encoding': 'gzip, deflate, br',
          'accept-language': 'en-GB,en;q=0.8',
        },
      }
      if (secure) {
        requestOptions.ca = ca
        requestOptions.rejectUnauthorized = fetchOptions.acceptInvalidCertificates !== true
        if (!parseIpLiteral(target.hostname)) requestOptions.servername = target.hostname
      }
      const outgoing = (secure ? https : http).request(requestOptions, resolve)
      outgoing.on('error', reject)
      outgoing.end()
    })
  }

  async function guardedFetch(
    input: string | URL,
    fetchOptions: GuardedFetchOptions = {},
  ): Promise<GuardedResponse> {
    let url = typeof input === 'string' ? parseWebUrl(input) : input
    const redirects: string[] = []
    const signal = AbortSignal.timeout(Math.min(timeoutMs, fetchOptions.timeoutMs ?? timeoutMs))
    try {
      for (let hop = 0; ; hop++) {
        const target = await untilAborted(
          vet(url, hop === 0 ? fetchOptions.addresses : undefined),
          signal,
        )
        let response: IncomingMessage
        try {
          response = await request(target, signal, fetchOptions)
        } catch (error) {
          if (isAbort(error)) throw new UnreachableTargetError('timeout')
          throw new UnreachableTargetError(
            'connection_failed',
            error instanceof Error ? error.message : String(error),
          )
        }
        const status = response.statusCode ?? 0
        const location = response.headers.location
        if (REDIRECT_STATUSES.has(status) && location) {
          response.destroy()
          if (hop >= maxRedirects) throw new UnreachableTargetError('too_many_redirects')
          let next: URL
          try {
            next = new URL(location, url)
          } catch {
            throw new UnreachableTargetError('bad_response', 'redirect to an unreadable address')
          }
          checkUrl(next, () => new UnsafeTargetError('redirect_scheme'))
          redirects.push(url.href)
          url = next
          continue
        }
        const { body, truncated } = await readCapped(response, maxBytes)
        return {
          url: url.href,
          status,
          headers: response.headers,
          body,
          truncated,
          address: target.address.address,
          redirects,
        }
      }
    } catch (error) {
      if (isAbort(error)) throw new UnreachableTargetError('timeout')
      throw error
    }
  }

  return { parse: parseWebUrl, vet, fetch: guardedFetch, ca }
}
