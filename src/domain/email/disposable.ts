/**
 * Matching throwaway mailbox domains against a list's entries (mailbox-lists.ts loads the one
 * that ships in data/disposable-domains.json).
 */
import { findParentDomain } from '../url/canonical.ts'

import { isNeverDisposable } from './providers.ts'

/** Says whether a (lower-case) domain is a throwaway mailbox's. */
export type DisposableMatcher = (domain: string) => boolean

/**
 * A matcher over list entries: "example.com" is that domain alone, "*.example.com" every
 * subdomain of it. The allow list (providers.ts) wins over any entry.
 */
export function createDisposableMatcher(entries: Iterable<string>): DisposableMatcher {
  const exact = new Set<string>()
  const parents = new Set<string>()
  for (const entry of entries) {
    if (entry.startsWith('*.')) parents.add(entry.slice(2))
    else exact.add(entry)
  }
  return (domain) => {
    if (isNeverDisposable(domain)) return false
    if (exact.has(domain)) return true
    const dot = domain.indexOf('.')
    return dot !== -1 && findParentDomain(domain.slice(dot + 1), (d) => parents.has(d)) !== null
  }
}
