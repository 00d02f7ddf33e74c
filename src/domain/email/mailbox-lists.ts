/**
 * The two large mailbox lists that ship in data/ (see its README): throwaway domains and free
 * providers, each refreshed from maintained packages by `npm run lists -- update`, with their
 * dates in data/lists.json. They are large, so they are loaded on demand, once: the browser
 * fetches them as a chunk of their own (kept by the service worker for offline use), the
 * server reads them at the first check.
 */
import { createDisposableMatcher, type DisposableMatcher } from './disposable.ts'

export interface MailboxLists {
  /** Whether a (lower-case) domain is a throwaway mailbox's. */
  isDisposable: DisposableMatcher
  /** Whether a (lower-case) domain is on the free providers' list. */
  isFreeMail: (domain: string) => boolean
}

export function createMailboxLists(
  disposableEntries: Iterable<string>,
  freeDomains: Iterable<string>,
): MailboxLists {
  const free = new Set(freeDomains)
  return {
    isDisposable: createDisposableMatcher(disposableEntries),
    isFreeMail: (domain) => free.has(domain),
  }
}

let shipped: Promise<MailboxLists> | undefined

/** The lists that ship with the app; the files are read once and the promise kept. */
export function loadMailboxLists(): Promise<MailboxLists> {
  shipped ??= Promise.all([
    import('./data/disposable-domains.json'),
    import('./data/free-domains.json'),
  ]).then(([disposable, free]) => createMailboxLists(disposable.default, free.default))
  return shipped
}
