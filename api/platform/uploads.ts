/**
 * Uploaded files kept with the person's consent, in DATA_DIR/uploads, named by their SHA-256:
 * the same file uploaded twice is stored once, and no name a person chose reaches the disk.
 */
import { createHash } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'

export function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex')
}

/** Writes the file unless it is already there; returns its path. */
export async function storeUpload(
  dataDir: string,
  bytes: Uint8Array,
  extension: string,
): Promise<string> {
  const folder = path.resolve(dataDir, 'uploads')
  await mkdir(folder, { recursive: true })
  const file = path.join(folder, `${sha256(bytes)}.${extension.replace(/[^a-z0-9]/gi, '')}`)
  await writeFile(file, bytes, { flag: 'wx' }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error
  })
  return file
}
