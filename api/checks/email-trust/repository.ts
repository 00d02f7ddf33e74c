/**
 * The record of an email trust check, kept with its reference code: the domain and the verdict,
 * and the address only as the same keyed hash community reports use for an email indicator
 * (so the two can be matched later), never as text.
 */
import type { EmailAddress } from '../../../src/domain/email/address.ts'
import { emailIndicator } from '../../../src/domain/reports/indicators.ts'
import { hashIndicator } from '../../enrich/community.ts'
import type { Database } from '../../platform/db/client.ts'
import { emailTrustChecks } from '../../platform/db/schema.ts'

import type { EmailTrustResult } from './result.ts'

/** Stores a check under its (already issued) reference code. */
export async function recordEmailTrustCheck(
  db: Database,
  key: Buffer,
  email: EmailAddress,
  result: EmailTrustResult & { reference_code: string },
): Promise<void> {
  // The pattern is the indicator's pattern, so there is always one.
  const indicator = emailIndicator(email.address) ?? { kind: 'email', value: email.address }
  await db.insert(emailTrustChecks).values({
    referenceCode: result.reference_code,
    addressHash: hashIndicator(key, indicator),
    domain: email.domain,
    providerType: result.provider_type,
    isRelay: result.is_relay,
    trustScore: result.trust_score,
    trustRating: result.trust_rating,
    factors: result.factors.map(({ id, status, points }) => ({ id, status, points })),
  })
}
