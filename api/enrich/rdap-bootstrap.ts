/**
 * Which RDAP server answers for a domain, from a bootstrap file in IANA's format (RFC 9224).
 * The file ships with the code (data/rdap-bootstrap.json; its README says how to refresh it):
 * nothing is downloaded at run time.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

import { z } from 'zod'

const BOOTSTRAP_FILE = fileURLToPath(new URL('./data/rdap-bootstrap.json', import.meta.url))

const bootstrapSchema = z.object({
  publication: z.string().optional(),
  services: z.array(z.tuple([z.array(z.string()), z.array(z.string())])),
})

/** A parsed bootstrap file: endings (lower case, no dots around) to base URLs. */
export interface RdapBootstrap {
  publication: string | null
  servers: ReadonlyMap<string, readonly string[]>
}

/**
 * Reads a bootstrap document. Only https base URLs are kept, except that `allowHttp` (tests
 * with a server on loopback) keeps http too. Each base URL ends with a slash.
 */
export function parseRdapBootstrap(document: unknown, { allowHttp = false } = {}): RdapBootstrap {
  const parsed = bootstrapSchema.parse(document)
  const servers = new Map<string, string[]>()
  for (const [endings, urls] of parsed.services) {
    const usable = urls
      .filter((url) => url.startsWith('https://') || (allowHttp && url.startsWith('http://')))
      .map((url) => (url.endsWith('/') ? url : `${url}/`))
    if (usable.length === 0) continue
    for (const ending of endings) servers.set(ending.toLowerCase().replace(/^\.|\.$/g, ''), usable)
  }
  return { publication: parsed.publication ?? null, servers }
}

let shipped: RdapBootstrap | undefined

/** The bootstrap file that ships with the code, read once. */
export function shippedRdapBootstrap(): RdapBootstrap {
  shipped ??= parseRdapBootstrap(JSON.parse(readFileSync(BOOTSTRAP_FILE, 'utf8')))
  return shipped
}

/** The RDAP base URLs for a domain: the longest listed ending wins (co.uk before uk). */
export function rdapServersFor(domain: string, bootstrap: RdapBootstrap): readonly string[] {
  const labels = domain.toLowerCase().replace(/\.$/, '').split('.')
  for (let start = 1; start < labels.length; start++) {
    const servers = bootstrap.servers.get(labels.slice(start).join('.'))
    if (servers) return servers
  }
  return []
}
