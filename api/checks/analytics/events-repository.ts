import { randomUUID } from 'node:crypto'

import type { Database } from '../../platform/db/client.ts'
import { analyticsEvents } from '../../platform/db/schema.ts'

const MAX_VALUE_LENGTH = 300

export interface AnalyticsEventInput {
  idempotencyKey?: string
  event: string
  distinctId: string
  properties: Record<string, unknown>
}

/** Stores an event once per idempotency key. Returns false when it was a repeat. */
export async function recordAnalyticsEvent(
  db: Database,
  input: AnalyticsEventInput,
): Promise<boolean> {
  const inserted = await db
    .insert(analyticsEvents)
    .values({
      idempotencyKey: input.idempotencyKey ?? randomUUID(),
      event: input.event,
      distinctId: input.distinctId,
      properties: keepScalarProperties(input.properties),
    })
    .onConflictDoNothing({ target: analyticsEvents.idempotencyKey })
    .returning({ id: analyticsEvents.id })
  return inserted.length > 0
}

/** Keeps short scalar values only: no nested objects, no long free text, no NUL. */
export function keepScalarProperties(properties: Record<string, unknown>): Record<string, unknown> {
  const kept: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(properties)) {
    // U+0000 fits no database text: such a key or value is dropped, as garbage.
    if (key.length > 64 || key.includes('\u0000')) continue
    if (typeof value === 'number' || typeof value === 'boolean' || value === null) kept[key] = value
    else if (typeof value === 'string' && !value.includes('\u0000')) {
      kept[key] = value.slice(0, MAX_VALUE_LENGTH)
    }
  }
  return kept
}
