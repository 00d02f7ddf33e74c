import { describe, expect, it } from 'vitest'

import {
  AUDIT_ITEMS,
  auditProgress,
  filterAuditItems,
  parseStoredTicks,
} from './audit-checklist.ts'

describe('security audit checklist', () => {
  it('has the spec’s 15 items: 7 essential, 5 enhanced, 3 maximum', () => {
    expect(AUDIT_ITEMS).toHaveLength(15)
    expect(new Set(AUDIT_ITEMS.map((item) => item.id)).size).toBe(15)
    expect(filterAuditItems('essential')).toHaveLength(7)
    expect(filterAuditItems('enhanced')).toHaveLength(5)
    expect(filterAuditItems('maximum')).toHaveLength(3)
    expect(filterAuditItems('all')).toHaveLength(15)
  })

  it.each([
    [0, 0],
    [1, 7], // 6.67 rounds up
    [2, 13], // 13.33 rounds down
    [7, 47],
    [8, 53],
    [14, 93],
    [15, 100],
  ])('%i ticked of 15 is %i%%', (count, percent) => {
    expect(auditProgress(AUDIT_ITEMS.slice(0, count).map((item) => item.id))).toBe(percent)
  })

  it('counts ticks the filter hides, and ignores unknown or repeated ids', () => {
    const ticked = ['password-manager', 'signal', 'signal', 'no-such-item']
    const listed = filterAuditItems('essential').filter((item) => ticked.includes(item.id))
    expect(listed).toHaveLength(1)
    expect(auditProgress(ticked)).toBe(13)
  })

  it('reads stored ticks defensively', () => {
    expect(parseStoredTicks(null)).toEqual([])
    expect(parseStoredTicks('not json')).toEqual([])
    expect(parseStoredTicks('{"a":1}')).toEqual([])
    expect(parseStoredTicks('["signal", 3, "nope", "signal", "two-factor"]')).toEqual([
      'signal',
      'two-factor',
    ])
  })
})
