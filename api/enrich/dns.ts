/**
 * DNS evidence: the site's addresses (A, AAAA) and its domain's mail servers (MX) and name
 * servers (NS). A name with no address at all cannot be a working website.
 */
import { failureReason, withTimeout, type Lookup } from './lookup-status.ts'
import type { DnsClient } from './ssrf/dns-client.ts'

export interface DnsEvidence {
  hostname: string
  a: string[]
  aaaa: string[]
  /** Mail servers of the registrable domain, best first; null when the query failed. */
  mx: string[] | null
  /** Name servers of the registrable domain; null when the query failed. */
  ns: string[] | null
}

export const DNS_TIMEOUT_MS = 4000

async function settle<T>(query: Promise<T[]>): Promise<T[] | null> {
  try {
    return await query
  } catch {
    return null
  }
}

/**
 * Looks up a host's addresses and its registrable domain's MX and NS records. 'no_data' when
 * the name has no address; 'failed' when the servers did not answer.
 */
export async function lookupDns(
  client: DnsClient,
  hostname: string,
  registrableDomain: string,
  timeoutMs = DNS_TIMEOUT_MS,
): Promise<Lookup<DnsEvidence>> {
  try {
    const [a, aaaa, mx, ns] = await withTimeout(
      Promise.all([
        settle(client.resolve4(hostname)),
        settle(client.resolve6(hostname)),
        settle(client.resolveMx(registrableDomain)),
        settle(client.resolveNs(registrableDomain)),
      ]),
      timeoutMs,
      'DNS',
    )
    if (a === null && aaaa === null) return { status: 'failed', reason: 'no answer from DNS' }
    const data: DnsEvidence = {
      hostname,
      a: a ?? [],
      aaaa: aaaa ?? [],
      mx: mx
        ? [...mx].sort((x, y) => x.priority - y.priority).map((record) => record.exchange)
        : null,
      ns: ns ? [...ns].sort() : null,
    }
    if (data.a.length === 0 && data.aaaa.length === 0) {
      return { status: 'no_data', reason: 'the name has no address' }
    }
    return { status: 'checked', data }
  } catch (error) {
    return { status: 'failed', reason: failureReason(error) }
  }
}
