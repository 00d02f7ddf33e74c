import { desc, eq, isNull } from 'drizzle-orm'

import { alertChanges } from '../../platform/db/alert-changes.ts'
import type { Database } from '../../platform/db/client.ts'
import { alerts } from '../../platform/db/schema.ts'

/** How many alerts the home page shows. */
export const ALERTS_SHOWN = 20

export function listCurrentAlerts(db: Database, limit = ALERTS_SHOWN) {
  return db
    .select()
    .from(alerts)
    .where(isNull(alerts.retiredAt))
    .orderBy(desc(alerts.createdAt))
    .limit(limit)
}

export async function addAlert(db: Database, description: string, url?: string) {
  const [row] = await db.insert(alerts).values({ description, url }).returning()
  alertChanges.bump()
  return row
}

/** Retires an alert: it leaves the home page but stays in the database for the record. */
export async function retireAlert(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .update(alerts)
    .set({ retiredAt: new Date() })
    .where(eq(alerts.id, id))
    .returning({ id: alerts.id })
  alertChanges.bump()
  return rows.length > 0
}
