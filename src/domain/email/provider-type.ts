/**
 * The kind of mailbox an address is (spec part 2 §3: corporate, free, disposable or other), as
 * far as the lists and the brands tell without any network: a privacy relay counts as free
 * (anyone can have one) and is marked as a relay. Whether an unknown domain is an
 * organisation's own needs its mail and website records: trust-score.ts decides that online.
 */
import { officialBrandOf } from '../url/lookalike.ts'

import type { MailboxLists } from './mailbox-lists.ts'
import { freeProviderOf, relayProviderOf } from './providers.ts'

export type ProviderType = 'corporate' | 'free' | 'disposable' | 'other'

/** What the lists say about a domain. */
export type KnownProvider =
  /**
   * A webmail service or an internet provider's mailbox (Gmail, BT), named; or a domain on the
   * free providers' list, named by itself (consultant.com), which alone does not rule out a
   * look-alike.
   */
  | { kind: 'free'; name: string; listedOnly?: true }
  /** A privacy relay (Firefox Relay): permanent aliases, not throwaway ones. */
  | { kind: 'relay'; name: string }
  | { kind: 'disposable' }
  /** One of the brands' or public bodies' own domains (barclays.co.uk, hmrc.gov.uk). */
  | { kind: 'brand'; name: string }
  /** Not on any list. */
  | { kind: 'unknown' }

/**
 * Classifies a lower-case domain by the lists: relays and providers before the throwaway list
 * (the free list holds no throwaway domain; scripts/lists.ts takes them out).
 */
export function knownProviderOf(domain: string, lists: MailboxLists): KnownProvider {
  const relay = relayProviderOf(domain)
  if (relay) return { kind: 'relay', name: relay }
  const free = freeProviderOf(domain)
  if (free) return { kind: 'free', name: free }
  if (lists.isFreeMail(domain)) return { kind: 'free', name: domain, listedOnly: true }
  if (lists.isDisposable(domain)) return { kind: 'disposable' }
  const brand = officialBrandOf(domain)
  if (brand) return { kind: 'brand', name: brand.name }
  return { kind: 'unknown' }
}

/** The spec's provider type for what the lists say; an unknown domain is 'other' until checked. */
export function listedProviderType(known: KnownProvider): ProviderType {
  switch (known.kind) {
    case 'free':
    case 'relay':
      return 'free'
    case 'disposable':
      return 'disposable'
    case 'brand':
      return 'corporate'
    case 'unknown':
      return 'other'
  }
}
