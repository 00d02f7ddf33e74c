/**
 * Community intelligence: every report makes the next person's check better. A report's
 * indicators are stored as keyed hashes; an indicator that at least 3 reports named in the
 * last 30 days becomes a signal in every later check (screening now; website, email and QR
 * later) and, once, an automatic alert showing only the defanged indicator and its category.
 * Safelisted indicators (159, gov.uk, gmail.com...) are stored but never counted.
 */
import { createHmac } from 'node:crypto'

import { and, eq, gte, inArray, sql } from 'drizzle-orm'

import { FRAUD_CATEGORIES, type FraudCategory } from '../../src/domain/engine/fraud-taxonomy.ts'
import type { Signal } from '../../src/domain/engine/signals.ts'
import { communityAlertText } from '../../src/domain/reports/indicator-display.ts'
import { isSafelisted } from '../../src/domain/reports/indicator-safelist.ts'
import {
  lookupIndicators,
  type FoundEntities,
  type Indicator,
} from '../../src/domain/reports/indicators.ts'
import { alertChanges } from '../platform/db/alert-changes.ts'
import type { Database } from '../platform/db/client.ts'
import { alerts, communityReports, reportIndicators } from '../platform/db/schema.ts'

/** Reports that must name an indicator before it counts (spec of this feature). */
export const COMMUNITY_REPORT_THRESHOLD = 3
export const COMMUNITY_WINDOW_DAYS = 30
/** The signal's weight: strong (many people lost money to it) but not proof by itself. */
export const COMMUNITY_SIGNAL_WEIGHT = 0.6

const DAY_MS = 24 * 60 * 60 * 1000

/** The database, or a transaction on it: both can run these queries. */
export type Queryable = Database | Parameters<Parameters<Database['transaction']>[0]>[0]

/** The keyed hash of an indicator; the kind is part of it, so a phone never equals a domain. */
export function hashIndicator(key: Buffer, indicator: Indicator): string {
  return createHmac('sha256', key).update(`${indicator.kind}:${indicator.value}`).digest('hex')
}

/** Stores a new report's indicators (safelisted ones marked as not counted). */
export async function recordReportIndicators(
  db: Queryable,
  key: Buffer,
  reportId: string,
  indicators: Indicator[],
): Promise<void> {
  if (indicators.length === 0) return
  await db.insert(reportIndicators).values(
    indicators.map((indicator) => ({
      reportId,
      kind: indicator.kind,
      hash: hashIndicator(key, indicator),
      counted: !isSafelisted(indicator),
    })),
  )
}

interface Tally {
  indicator: Indicator
  hash: string
  reports: number
  category: FraudCategory
}

function asCategory(value: string | null): FraudCategory {
  return FRAUD_CATEGORIES.find((category) => category === value) ?? 'digital'
}

/**
 * How many reports named each indicator in the window, with the category most of them had.
 * Only indicators at or over the threshold come back.
 */
async function reportedIndicators(
  db: Queryable,
  key: Buffer,
  indicators: Indicator[],
  now: Date,
): Promise<Tally[]> {
  const counted = indicators.filter((indicator) => !isSafelisted(indicator))
  if (counted.length === 0) return []
  const byHash = new Map(counted.map((indicator) => [hashIndicator(key, indicator), indicator]))
  const rows = await db
    .select({
      hash: reportIndicators.hash,
      reports: sql<number>`count(distinct ${reportIndicators.reportId})::int`,
      category: sql<string | null>`mode() within group (order by ${communityReports.category})`,
    })
    .from(reportIndicators)
    .innerJoin(communityReports, eq(communityReports.id, reportIndicators.reportId))
    .where(
      and(
        // The kind leads the lookup index (kind, hash, created_at).
        inArray(reportIndicators.kind, [...new Set(counted.map((indicator) => indicator.kind))]),
        inArray(reportIndicators.hash, [...byHash.keys()]),
        eq(reportIndicators.counted, true),
        gte(reportIndicators.createdAt, new Date(now.getTime() - COMMUNITY_WINDOW_DAYS * DAY_MS)),
      ),
    )
    .groupBy(reportIndicators.hash)
  return rows.flatMap((row) => {
    const indicator = byHash.get(row.hash)
    const reports = Number(row.reports)
    return indicator && reports >= COMMUNITY_REPORT_THRESHOLD
      ? [{ indicator, hash: row.hash, reports, category: asCategory(row.category) }]
      : []
  })
}

/** What a check can be asked about: the engine's entities and/or the named counterparty. */
export interface CommunityLookup {
  entities?: Partial<FoundEntities>
  counterparty?: string
}

/**
 * Signals for whatever in a check the community has reported: id 'community_reported',
 * an entity signal of weight 0.6, in the category most reports had, with the count.
 */
export async function communitySignals(
  db: Queryable,
  hmacKey: Buffer,
  lookup: CommunityLookup,
  now: Date = new Date(),
): Promise<Signal[]> {
  const indicators = lookupIndicators(lookup.entities ?? {}, lookup.counterparty)
  const tallies = await reportedIndicators(db, hmacKey, indicators, now)
  return tallies
    .sort((a, b) => b.reports - a.reports)
    .map((tally) => ({
      id: 'community_reported',
      kind: 'entity',
      weight: COMMUNITY_SIGNAL_WEIGHT,
      category: tally.category,
      evidence: tally.indicator.value,
      params: { count: String(tally.reports) },
    }))
}

/** The most reports any one of these community signals counts; 0 when there are none. */
export function mostReports(signals: readonly Signal[]): number {
  return Math.max(0, ...signals.map((signal) => Number(signal.params?.count ?? 0) || 0))
}

/**
 * Raises the automatic alert for each of a new report's indicators that has reached the
 * threshold; the unique indicator hash makes it once per indicator, even when reports race.
 * Returns how many alerts were created.
 */
export async function raiseCommunityAlerts(
  db: Queryable,
  key: Buffer,
  indicators: Indicator[],
  now: Date = new Date(),
): Promise<number> {
  const tallies = await reportedIndicators(db, key, indicators, now)
  let created = 0
  for (const tally of tallies) {
    const inserted = await db
      .insert(alerts)
      .values({
        description: communityAlertText(tally.indicator, tally.category),
        indicatorHash: tally.hash,
        category: tally.category,
      })
      .onConflictDoNothing({ target: alerts.indicatorHash })
      .returning({ id: alerts.id })
    created += inserted.length
  }
  if (created) alertChanges.bump()
  return created
}
