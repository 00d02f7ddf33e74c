/**
 * Uploaded files kept with the person's consent, in the database (the `uploads` table), named
 * by their SHA-256: the same file uploaded twice is stored once, no name a person chose is
 * kept, and every instance of the app reads what any other stored.
 */
import { createHash } from 'node:crypto'

import { eq } from 'drizzle-orm'

import type { Database } from './db/client.ts'
import { uploads } from './db/schema.ts'

export function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex')
}

export interface StoredUpload {
  bytes: Uint8Array
  mediaType: string
  extension: string
}

/** Stores the file unless it is already there; returns its SHA-256. */
export async function storeUpload(
  db: Database,
  bytes: Uint8Array,
  { mediaType, extension }: { mediaType: string; extension: string },
): Promise<string> {
  const hash = sha256(bytes)
  await db
    .insert(uploads)
    .values({
      sha256: hash,
      mediaType,
      extension: extension.replace(/[^a-z0-9]/gi, '').slice(0, 10) || 'bin',
      size: bytes.length,
      bytes,
    })
    .onConflictDoNothing()
  return hash
}

/** A stored file by its SHA-256, or null. */
export async function readUpload(db: Database, hash: string): Promise<StoredUpload | null> {
  const [row] = await db
    .select({ bytes: uploads.bytes, mediaType: uploads.mediaType, extension: uploads.extension })
    .from(uploads)
    .where(eq(uploads.sha256, hash))
  return row ?? null
}
