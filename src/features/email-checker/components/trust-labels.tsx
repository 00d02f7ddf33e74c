import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'

import type { ProviderType } from '../../../domain/email/provider-type.ts'
import type { FactorId, TrustRating } from '../../../domain/email/trust-scale.ts'

/** What each factor checks, as the Score Breakdown and "How the score works" name it. */
export const FACTOR_LABELS: Record<FactorId, ReactNode> = {
  provider_type: <Trans>Kind of address</Trans>,
  receives_mail: <Trans>Receives email</Trans>,
  spf: <Trans>SPF record</Trans>,
  dmarc: <Trans>DMARC record</Trans>,
  dmarc_policy: <Trans>DMARC policy against forged email</Trans>,
  domain_age: <Trans>Age of the domain</Trans>,
  website: <Trans>Secure website</Trans>,
  not_lookalike: <Trans>Not a look-alike of a brand or UK public body</Trans>,
  community_reports: <Trans>Not reported by the community</Trans>,
  threat_feeds: <Trans>Not on phishing lists</Trans>,
  not_posing: <Trans>Does not pose as an organisation</Trans>,
}

export const PROVIDER_TYPE_LABELS: Record<ProviderType, ReactNode> = {
  corporate: <Trans>Corporate (an organisation’s own domain)</Trans>,
  free: <Trans>Free (a mailbox anyone can open)</Trans>,
  disposable: <Trans>Disposable (a throwaway mailbox)</Trans>,
  other: <Trans>Other</Trans>,
}

export const RATING_LABELS: Record<TrustRating, ReactNode> = {
  'Very High Trust': <Trans>Very High Trust</Trans>,
  'High Trust': <Trans>High Trust</Trans>,
  'Medium Trust': <Trans>Medium Trust</Trans>,
  'Low Trust': <Trans>Low Trust</Trans>,
  'Very Low Trust': <Trans>Very Low Trust</Trans>,
}

/** The rating in words and colour: green, amber or red with the words, never colour alone. */
export function TrustBadge({ rating }: { rating: TrustRating }) {
  const tone =
    rating === 'Very High Trust' || rating === 'High Trust'
      ? 'good'
      : rating === 'Medium Trust'
        ? 'middle'
        : 'poor'
  return <p className={`trust-badge trust-badge--${tone}`}>{RATING_LABELS[rating]}</p>
}
