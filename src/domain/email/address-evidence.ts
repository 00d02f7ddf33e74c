/**
 * What an email address says by itself, with no network: which kind of mailbox its domain is
 * (the lists), whether the domain imitates a brand or a UK public body, and whether a free or
 * throwaway mailbox's name claims to be an organisation (barclaysfraudteam@gmail.com). The
 * device shows these offline; the API starts from them.
 */
import { brandClaimedBy, findLookalike } from '../url/lookalike.ts'

import type { EmailAddress } from './address.ts'
import type { MailboxLists } from './mailbox-lists.ts'
import { knownProviderOf } from './provider-type.ts'
import type { EmailTrustEvidence, NotCheckedReason } from './trust-score.ts'

export type AddressEvidence = Pick<
  EmailTrustEvidence,
  'email' | 'provider' | 'lookalike' | 'posingAs'
>

/**
 * The address's own evidence. A known provider's domain is never a look-alike (Apple's relay
 * domain is not an imitation of Apple); only mailboxes anyone can open can pose as an
 * organisation: at an organisation's own domain, the name is theirs to choose.
 */
export function addressEvidence(
  email: EmailAddress,
  lists: MailboxLists,
  { displayName }: { displayName?: string } = {},
): AddressEvidence {
  const provider = knownProviderOf(email.domain, lists)
  const anyoneCanOpen =
    provider.kind === 'free' || provider.kind === 'relay' || provider.kind === 'disposable'
  // A domain on the long free list is still read for look-alikes: such lists are gathered by
  // many hands.
  const named = (provider.kind === 'free' && !provider.listedOnly) || provider.kind === 'relay'
  const lookalike = named ? null : findLookalike(email.domain)
  const posingAs = anyoneCanOpen
    ? (brandClaimedBy(email.localPart) ?? (displayName ? brandClaimedBy(displayName) : null))
    : null
  return { email, provider, lookalike, posingAs }
}

/** Evidence with every network lookup not done, for the device and the CLI's --offline. */
export function withoutLookups(
  address: AddressEvidence,
  local: Partial<Pick<EmailTrustEvidence, 'community' | 'threatFeeds'>> = {},
  reason: NotCheckedReason = 'offline',
): EmailTrustEvidence {
  const skipped = { status: 'not_checked', reason } as const
  return {
    ...address,
    mail: skipped,
    spf: skipped,
    dmarc: skipped,
    registration: skipped,
    website: skipped,
    community: local.community ?? skipped,
    threatFeeds: local.threatFeeds ?? skipped,
  }
}
