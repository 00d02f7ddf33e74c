/**
 * The key of the indicator hashes. Community reports keep phone numbers, emails and accounts
 * only as HMAC-SHA256 hashes under this key: without it, the hashes cannot be tested against a
 * guess list. Set INDICATOR_HASH_SECRET; otherwise a random secret is made once and kept in
 * DATA_DIR/indicator-secret (readable by its owner only). Several instances on one PostgreSQL
 * must share the variable: each would otherwise make its own key, and none would recognise
 * the others' reports.
 */
import { randomBytes } from 'node:crypto'
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises'
import path from 'node:path'

export const INDICATOR_SECRET_FILE = 'indicator-secret'

/** Returns the configured secret, or the one kept in the data folder (made on first use). */
export async function resolveIndicatorKey(options: {
  secret?: string
  dataDir: string
}): Promise<Buffer> {
  if (options.secret) return Buffer.from(options.secret, 'utf8')
  const file = path.resolve(options.dataDir, INDICATOR_SECRET_FILE)
  const existing = await readSecret(file)
  if (existing) return existing
  await mkdir(path.dirname(file), { recursive: true })
  // Written aside, then linked into place: the link appears whole or not at all, and fails if
  // another instance starting on the same folder got there first (its secret then wins).
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`
  await writeFile(draft, `${randomBytes(32).toString('hex')}\n`, { flag: 'wx', mode: 0o600 })
  try {
    await link(draft, file)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  } finally {
    await unlink(draft)
  }
  const made = await readSecret(file)
  if (!made) throw new Error(`${file} is empty: delete it or set INDICATOR_HASH_SECRET`)
  return made
}

async function readSecret(file: string): Promise<Buffer | null> {
  try {
    const text = (await readFile(file, 'utf8')).trim()
    return text ? Buffer.from(text, 'utf8') : null
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
}
