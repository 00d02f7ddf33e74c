/**
 * From the maintained packages' raw entries to the mailbox lists that ship with the app
 * (scripts/lists.ts writes them): lower case, Punycode, valid, each once, sorted, so the same
 * input always gives the same files and a refresh reads as a diff of domains.
 */
import { createDisposableMatcher } from './disposable.ts'
import { isNeverDisposable } from './providers.ts'

// A domain name in lower-case ASCII (Punycode for international names), optionally "*." first.
const ENTRY = /^(?:\*\.)?(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9-]{2,63}$/

/** Punycode of a domain name, as the WHATWG URL parser writes a host; '' when it has none. */
function toAscii(domain: string): string {
  try {
    return new URL(`http://${domain}/`).hostname
  } catch {
    return ''
  }
}

/** The entries kept, sorted, and those refused as not domain names. */
export function normaliseEntries(entries: readonly string[]): {
  kept: string[]
  refused: string[]
} {
  const kept = new Set<string>()
  const refused: string[] = []
  for (const raw of entries) {
    const text = raw.trim().toLowerCase().replace(/\.$/, '')
    if (!text) continue
    // International names are kept in Punycode, the form an address's domain is checked in.
    const wildcard = text.startsWith('*.')
    const ascii = toAscii(wildcard ? text.slice(2) : text)
    const entry = wildcard ? `*.${ascii}` : ascii
    if (ascii && ENTRY.test(entry)) kept.add(entry)
    else refused.push(raw.trim())
  }
  return { kept: [...kept].sort(), refused }
}

/**
 * The two lists: throwaway domains less the allow list of real providers (providers.ts), and
 * free providers less every throwaway domain (the free lists mix both), so that each domain
 * left on the free list is typed free.
 */
export function buildMailboxLists(
  disposableEntries: readonly string[],
  freeEntries: readonly string[],
): { disposable: string[]; free: string[]; refused: string[] } {
  const disposable = normaliseEntries(disposableEntries)
  const kept = disposable.kept.filter(
    (entry) => !isNeverDisposable(entry.startsWith('*.') ? entry.slice(2) : entry),
  )
  // Wildcards too: a free list's x.cu.cc is a throwaway list's *.cu.cc.
  const isDisposable = createDisposableMatcher(kept)
  const free = normaliseEntries(freeEntries)
  return {
    disposable: kept,
    free: free.kept.filter((domain) => !domain.startsWith('*.') && !isDisposable(domain)),
    refused: [...disposable.refused, ...free.refused],
  }
}
