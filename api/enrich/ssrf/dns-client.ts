/**
 * DNS queries for the website and email checks and the SSRF guard, through one `node:dns`
 * Resolver whose servers are configurable (DNS_SERVERS; tests point it at a server on loopback).
 * It asks the servers directly (c-ares), not the system's getaddrinfo, so /etc/hosts plays no
 * part.
 */
import { Resolver } from 'node:dns/promises'

export interface MxRecord {
  exchange: string
  priority: number
}

/** The answers the checks need. Every method resolves to [] when the name has no such record. */
export interface DnsClient {
  resolve4(hostname: string): Promise<string[]>
  resolve6(hostname: string): Promise<string[]>
  resolveMx(hostname: string): Promise<MxRecord[]>
  resolveNs(hostname: string): Promise<string[]>
  /** TXT records, each one's strings joined (a long SPF record comes in 255-byte pieces). */
  resolveTxt(hostname: string): Promise<string[]>
}

export interface DnsClientOptions {
  /** Server addresses, "ip" or "ip:port" ("[ipv6]:port"); the system's when empty. */
  servers?: readonly string[]
  /** Per attempt, in milliseconds. */
  timeoutMs?: number
  tries?: number
}

// c-ares codes that mean "the name or this record type does not exist": an answer, not a failure.
const NO_DATA_CODES = new Set(['ENODATA', 'ENOTFOUND', 'NOTFOUND', 'ENONAME'])

function errorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error
    ? String((error as { code: unknown }).code)
    : undefined
}

async function orEmpty<T>(query: Promise<T[]>): Promise<T[]> {
  try {
    return await query
  } catch (error) {
    const code = errorCode(error)
    if (code && NO_DATA_CODES.has(code)) return []
    throw error
  }
}

/** A DNS client on the given servers (or the system's), with a bounded timeout. */
export function createDnsClient({
  servers = [],
  timeoutMs = 2000,
  tries = 2,
}: DnsClientOptions = {}): DnsClient {
  const resolver = new Resolver({ timeout: timeoutMs, tries })
  if (servers.length > 0) resolver.setServers([...servers])
  return {
    resolve4: (hostname) => orEmpty(resolver.resolve4(hostname)),
    resolve6: (hostname) => orEmpty(resolver.resolve6(hostname)),
    resolveMx: (hostname) => orEmpty(resolver.resolveMx(hostname)),
    resolveNs: (hostname) => orEmpty(resolver.resolveNs(hostname)),
    resolveTxt: async (hostname) =>
      (await orEmpty(resolver.resolveTxt(hostname))).map((chunks) => chunks.join('')),
  }
}
