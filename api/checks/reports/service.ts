/**
 * Storing community reports exactly once. The device's outbox sends each report with its own
 * Idempotency-Key until it hears back; the key is unique in the database, so a delivery retried
 * after a lost answer, or racing another copy of itself, finds the first report and answers
 * with its reference code instead of creating a second one.
 */
import { eq } from 'drizzle-orm'

import type { FraudCategory } from '../../../src/domain/engine/fraud-taxonomy.ts'
import type { Indicator } from '../../../src/domain/reports/indicators.ts'
import type { ReportValues } from '../../../src/domain/reports/validation.ts'
import { recordReportIndicators } from '../../enrich/community.ts'
import type { Database } from '../../platform/db/client.ts'
import { communityReports, referenceCodes } from '../../platform/db/schema.ts'
import { issueReferenceCode } from '../../platform/reference-codes.ts'

export interface NewReport {
  idempotencyKey?: string
  /** Normalised values (src/domain/reports/validation.ts normaliseReportValues). */
  values: ReportValues
  category: FraudCategory
  indicators: Indicator[]
  file?: { sha256: string; type: string }
}

export interface StoredReport {
  referenceCode: string
  /** False when the key had been seen: nothing new was stored. */
  created: boolean
}

/** The reference code of the report sent with this key, if one was stored. */
export async function findReportCodeByKey(db: Database, key: string): Promise<string | null> {
  const [row] = await db
    .select({ referenceCode: communityReports.referenceCode })
    .from(communityReports)
    .where(eq(communityReports.idempotencyKey, key))
    .limit(1)
  return row?.referenceCode ?? null
}

/** Empty fields are stored as null, not as empty text. */
const orNull = (value: string) => value || null

/**
 * Stores the report and its indicators in one transaction, or finds the report an earlier
 * delivery with the same key stored (insert … on conflict do nothing, then select).
 */
export async function storeReport(
  db: Database,
  indicatorKey: Buffer,
  report: NewReport,
): Promise<StoredReport> {
  const referenceCode = await issueReferenceCode(db, 'report')
  const { values } = report
  const inserted = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(communityReports)
      .values({
        referenceCode,
        idempotencyKey: report.idempotencyKey,
        websiteUrl: orNull(values.website_url),
        emailAddress: orNull(values.email_address),
        phoneNumber: orNull(values.phone_number),
        incidentDate: orNull(values.incident_date),
        scammerName: orNull(values.scammer_name),
        organisationName: orNull(values.organisation_name),
        location: orNull(values.location),
        description: values.description,
        sortCode: orNull(values.sort_code),
        accountNumber: orNull(values.account_number),
        fileSha256: report.file?.sha256,
        fileType: report.file?.type,
        category: report.category,
      })
      .onConflictDoNothing({ target: communityReports.idempotencyKey })
      .returning({ id: communityReports.id })
    if (!row) return false
    await recordReportIndicators(tx, indicatorKey, row.id, report.indicators)
    return true
  })
  if (inserted) return { referenceCode, created: true }

  // Another delivery of the same report got there first: answer with its code, and give back
  // the code this attempt reserved.
  await db.delete(referenceCodes).where(eq(referenceCodes.code, referenceCode))
  const existing = report.idempotencyKey
    ? await findReportCodeByKey(db, report.idempotencyKey)
    : null
  if (!existing) throw new Error('A report conflicted on its key but cannot be found')
  return { referenceCode: existing, created: false }
}
