/**
 * DNS evidence about a domain's email: its mail servers (MX), its SPF record and its DMARC
 * record (at _dmarc.domain, or the organisation's for a subdomain), each a lookup of its own
 * with the DNS client's timeouts, so one that fails leaves only its own gap. Reading the
 * records is pure (src/domain/email/dns-records.ts).
 */
import {
  countSpfRecords,
  dmarcPolicy,
  dmarcRecords,
  readMailServers,
  type DmarcPolicy,
  type MailServers,
} from '../../src/domain/email/dns-records.ts'

import { DNS_TIMEOUT_MS } from './dns.ts'
import { failureReason, withTimeout, type Lookup } from './lookup-status.ts'
import type { DnsClient } from './ssrf/dns-client.ts'

export interface DmarcEvidence {
  /** DMARC records that apply (exactly one is valid). */
  records: number
  /** The policy of the one record, or null. */
  policy: DmarcPolicy | null
  /** Where the record was found: the domain's own name or its organisation's. */
  foundAt: string | null
}

async function lookUp<T>(query: () => Promise<T>, what: string): Promise<Lookup<T>> {
  try {
    return { status: 'checked', data: await withTimeout(query(), DNS_TIMEOUT_MS, what) }
  } catch (error) {
    return { status: 'failed', reason: failureReason(error) }
  }
}

/** The domain's mail servers, best first, and whether it publishes a null MX. */
export function lookupMailServers(dns: DnsClient, domain: string): Promise<Lookup<MailServers>> {
  return lookUp(async () => readMailServers(await dns.resolveMx(domain)), 'MX')
}

/** How many SPF records the domain publishes (one is right; two or more are invalid). */
export function lookupSpf(dns: DnsClient, domain: string): Promise<Lookup<{ records: number }>> {
  return lookUp(async () => ({ records: countSpfRecords(await dns.resolveTxt(domain)) }), 'SPF')
}

/**
 * The DMARC record that applies to a domain: its own at _dmarc.domain, else (for a subdomain)
 * its organisational domain's, whose `sp` policy covers subdomains (RFC 7489 §6.6.3).
 */
export function lookupDmarc(
  dns: DnsClient,
  domain: string,
  organisationalDomain: string,
): Promise<Lookup<DmarcEvidence>> {
  return lookUp(async () => {
    const own = dmarcRecords(await dns.resolveTxt(`_dmarc.${domain}`))
    const inherited =
      own.length === 0 && domain !== organisationalDomain
        ? dmarcRecords(await dns.resolveTxt(`_dmarc.${organisationalDomain}`))
        : []
    const [records, foundAt, subdomain] =
      own.length > 0 || inherited.length === 0
        ? [own, own.length > 0 ? domain : null, false]
        : [inherited, organisationalDomain, true]
    const [only] = records
    return {
      records: records.length,
      policy: records.length === 1 && only ? dmarcPolicy(only, { subdomain }) : null,
      foundAt,
    }
  }, 'DMARC')
}
