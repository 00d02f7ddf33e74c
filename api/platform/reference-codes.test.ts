import { describe, expect, it } from 'vitest'

import { normalizeReferenceCode } from '../../src/domain/reference-code.ts'
import { DRIVERS, openTestDatabase } from '../test/helper.ts'

import { issueReferenceCode } from './reference-codes.ts'

describe.each(DRIVERS)('issueReferenceCode on %s', (driver) => {
  it('issues readable codes that are unique across tools', async () => {
    const database = await openTestDatabase(driver)
    try {
      const codes = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          issueReferenceCode(database.db, i % 2 ? 'report' : 'qr'),
        ),
      )
      expect(new Set(codes).size).toBe(50)
      for (const code of codes) expect(normalizeReferenceCode(code)).toBe(code)
    } finally {
      await database.close()
    }
  })

  it('retries when a code is already taken', async () => {
    const database = await openTestDatabase(driver)
    try {
      const zeros = () => new Uint8Array(5)
      const first = await issueReferenceCode(database.db, 'screening', zeros)
      let calls = 0
      const collideOnce = (size: number) =>
        calls++ === 0 ? new Uint8Array(size) : Uint8Array.from([1, 2, 3, 4, 5])
      const second = await issueReferenceCode(database.db, 'screening', collideOnce)
      expect(first).toBe('SCR-0000-0000')
      expect(second).not.toBe(first)
      expect(calls).toBe(2)
      await expect(issueReferenceCode(database.db, 'screening', zeros)).rejects.toThrow(
        /No unique reference code/,
      )
    } finally {
      await database.close()
    }
  })
})
