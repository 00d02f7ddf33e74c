/**
 * The record of an email header analysis, kept with its reference code: the verdict, the
 * score, the sender's domain and which signals were found. Never the headers themselves, the
 * recipient's address or the sender's full address.
 */
import type { EmailHeaderResult } from '../../../src/domain/email-headers/result.ts'
import type { Database } from '../../platform/db/client.ts'
import { emailHeaderChecks } from '../../platform/db/schema.ts'

export async function recordEmailHeaderCheck(
  db: Database,
  referenceCode: string,
  result: EmailHeaderResult,
): Promise<void> {
  await db.insert(emailHeaderChecks).values({
    referenceCode,
    senderDomain: result.sender.domain,
    authenticityScore: result.summary.authenticityScore,
    verdict: result.verdict,
    signals: result.signals.map(({ id, weight }) => ({ id, weight })),
  })
}
