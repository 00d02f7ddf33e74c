import { mkdtempSync } from 'node:fs'
import { readFile, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { INDICATOR_SECRET_FILE, resolveIndicatorKey } from './indicator-secret.ts'

const freshDir = () => mkdtempSync(path.join(tmpdir(), 'scamscreen-secret-'))

describe('resolveIndicatorKey', () => {
  it('uses INDICATOR_HASH_SECRET when it is set, and writes nothing', async () => {
    const dataDir = freshDir()
    const key = await resolveIndicatorKey({ secret: 'x'.repeat(40), dataDir })
    expect(key.toString()).toBe('x'.repeat(40))
    await expect(stat(path.join(dataDir, INDICATOR_SECRET_FILE))).rejects.toThrow()
  })

  it('otherwise makes a random secret once, readable by its owner only, and keeps it', async () => {
    const dataDir = path.join(freshDir(), 'not-yet-there')
    const first = await resolveIndicatorKey({ dataDir })
    const file = path.join(dataDir, INDICATOR_SECRET_FILE)
    expect((await stat(file)).mode & 0o777).toBe(0o600)
    expect((await readFile(file, 'utf8')).trim()).toMatch(/^[0-9a-f]{64}$/)
    const again = await resolveIndicatorKey({ dataDir })
    expect(again.equals(first)).toBe(true)
  })

  it('gives every instance starting together on one folder the same secret', async () => {
    const dataDir = freshDir()
    const keys = await Promise.all(
      Array.from({ length: 5 }, () => resolveIndicatorKey({ dataDir })),
    )
    expect(new Set(keys.map((key) => key.toString('hex'))).size).toBe(1)
  })

  it('refuses an empty secret file rather than hashing with an empty key', async () => {
    const dataDir = freshDir()
    await writeFile(path.join(dataDir, INDICATOR_SECRET_FILE), '\n')
    await expect(resolveIndicatorKey({ dataDir })).rejects.toThrow(/INDICATOR_HASH_SECRET/)
  })
})
