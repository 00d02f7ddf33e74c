import { describe, expect, it } from 'vitest'

import { SPEC_RADII, buildWheel, sectorPath } from './wheel-geometry.ts'

describe('wheel geometry', () => {
  it('scales the spec’s radii to the space it has', () => {
    const full = buildWheel(1100)
    expect(full.categories[0]).toMatchObject({ inner: 10, outer: 275 })
    expect(full.subcategories[0]).toMatchObject({ inner: 275, outer: 550 })
    const phone = buildWheel(330)
    expect(phone.scale).toBeCloseTo(0.3)
    expect(phone.categories[0]?.outer).toBeCloseTo(SPEC_RADII.middle * 0.3)
    expect(phone.subcategories[0]?.outer).toBeCloseTo(165)
  })

  it('has 14 categories and 66 subcategories that cover the circle exactly', () => {
    const wheel = buildWheel(600)
    expect(wheel.categories).toHaveLength(14)
    expect(wheel.subcategories).toHaveLength(66)
    expect(wheel.categories.at(-1)?.end).toBeCloseTo(2 * Math.PI)
    for (const category of wheel.categories) {
      const own = wheel.subcategories.filter((s) => s.category === category.category)
      expect(own[0]?.start).toBeCloseTo(category.start)
      expect(own.at(-1)?.end).toBeCloseTo(category.end)
    }
  })

  it('draws a sector from its outer arc to its inner arc', () => {
    expect(sectorPath(1, 2, 0, Math.PI / 2)).toBe(
      'M 0.00 -2.00 A 2.00 2.00 0 0 1 2.00 -0.00 L 1.00 -0.00 A 1.00 1.00 0 0 0 0.00 -1.00 Z',
    )
  })
})
