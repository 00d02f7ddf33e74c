/**
 * Reading the DNS records that say how a domain handles email: its mail servers (MX, where a
 * single "." is RFC 7505's "this domain takes no mail"), its SPF record (RFC 7208: TXT
 * "v=spf1 …", exactly one) and its DMARC record (RFC 7489: TXT at _dmarc.domain "v=DMARC1; p=…",
 * exactly one). Pure: the lookups happen in the API.
 */

export type DmarcPolicy = 'none' | 'quarantine' | 'reject'

export interface MailServers {
  /** Mail servers, best first; empty when there are none or a null MX. */
  hosts: string[]
  /** The domain publishes a null MX: it says it receives no email. */
  nullMx: boolean
}

/** Reads MX answers: a lone "." (or an empty name, as resolvers give it) is a null MX. */
export function readMailServers(records: ReadonlyArray<{ exchange: string; priority: number }>) {
  const isNull = (exchange: string) => exchange === '' || exchange === '.'
  const hosts = [...records]
    .filter((record) => !isNull(record.exchange))
    .sort((a, b) => a.priority - b.priority)
    .map((record) => record.exchange.toLowerCase().replace(/\.$/, ''))
  return { hosts, nullMx: hosts.length === 0 && records.some((r) => isNull(r.exchange)) }
}

/** How many SPF records a domain's TXT answers hold (more than one is an error, RFC 7208 §4.5). */
export function countSpfRecords(txt: readonly string[]): number {
  return txt.filter((record) => /^v=spf1(?:\s|$)/i.test(record.trim())).length
}

/** The DMARC records among TXT answers at _dmarc.domain. */
export function dmarcRecords(txt: readonly string[]): string[] {
  return txt.filter((record) => /^v\s*=\s*DMARC1\s*(?:;|$)/i.test(record.trim()))
}

/**
 * The policy a DMARC record asks for: `p`, or for a subdomain the organisation's `sp` when it
 * has one. An unknown or missing value is read as none, as receivers do (RFC 7489 §6.6.3).
 */
export function dmarcPolicy(record: string, { subdomain = false } = {}): DmarcPolicy {
  const tags = new Map<string, string>()
  for (const part of record.split(';')) {
    const [name, ...value] = part.split('=')
    if (name && value.length)
      tags.set(name.trim().toLowerCase(), value.join('=').trim().toLowerCase())
  }
  const value = (subdomain ? tags.get('sp') : undefined) ?? tags.get('p')
  return value === 'quarantine' || value === 'reject' ? value : 'none'
}
