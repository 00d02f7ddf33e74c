import { randomBytes } from 'node:crypto'

import { formatReferenceCode, type ReferenceTool } from '../../src/domain/reference-code.ts'

import type { Database } from './db/client.ts'
import { unlessDatabaseAway } from './db/outage.ts'
import { referenceCodes } from './db/schema.ts'

const MAX_ATTEMPTS = 8

/**
 * Issues a new reference code for a tool, unique across every tool. A collision (one in a
 * trillion per code, but possible) is retried with fresh randomness.
 */
export async function issueReferenceCode(
  db: Database,
  tool: ReferenceTool,
  random: (size: number) => Uint8Array = randomBytes,
): Promise<string> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const code = formatReferenceCode(tool, random(5))
    const inserted = await db
      .insert(referenceCodes)
      .values({ code, tool })
      .onConflictDoNothing()
      .returning({ code: referenceCodes.code })
    if (inserted.length > 0) return code
  }
  throw new Error(`No unique reference code after ${MAX_ATTEMPTS} attempts`)
}

/**
 * Issues a code and stores the check under it with `store`, answering the code. While the
 * database is away the check is not stored and has no code (null): its verdict stands.
 */
export function storeUnderReferenceCode(
  db: Database,
  tool: ReferenceTool,
  store: (code: string) => Promise<unknown>,
): Promise<string | null> {
  return unlessDatabaseAway(async () => {
    const code = await issueReferenceCode(db, tool)
    await store(code)
    return code
  }, null)
}
