/**
 * Throwaway mailbox domains, from the list that ships in data/disposable-domains.json (see its
 * README). The list is large, so it is loaded on demand, once: the browser fetches it as its
 * own chunk (precached for offline use), the server reads it at the first check.
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

let shipped: Promise<DisposableMatcher> | undefined

/** The matcher over the shipped list; the file is read once and the promise kept. */
export function loadDisposableMatcher(): Promise<DisposableMatcher> {
  shipped ??= import('./data/disposable-domains.json').then(({ default: entries }) =>
    createDisposableMatcher(entries),
  )
  return shipped
}
