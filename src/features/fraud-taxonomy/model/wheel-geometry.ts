/**
 * The wheel's geometry: the spec's ring radii (inner ring 10 to 275, outer ring 275 to 550)
 * scaled to the space the wheel has, and one equal slice per subcategory, so that each category
 * in the inner ring spans exactly its subcategories in the outer ring.
 */
import {
  FRAUD_CATEGORIES,
  FRAUD_TAXONOMY,
  type FraudCategory,
} from '../../../domain/engine/fraud-taxonomy.ts'

export const SPEC_RADII = { hole: 10, middle: 275, outer: 550 } as const

export interface Segment {
  key: string
  category: FraudCategory
  /** The subcategory's English name (the taxonomy's id), or undefined for a category. */
  subcategory?: string
  /** Angles in radians, clockwise from twelve o'clock. */
  start: number
  end: number
  inner: number
  outer: number
  /** The path's `d`, centred on (0, 0). */
  path: string
}

export interface Wheel {
  size: number
  scale: number
  categories: Segment[]
  subcategories: Segment[]
}

function point(radius: number, angle: number): string {
  const x = radius * Math.sin(angle)
  const y = -radius * Math.cos(angle)
  return `${x.toFixed(2)} ${y.toFixed(2)}`
}

/** An annulus sector as an SVG path. */
export function sectorPath(inner: number, outer: number, start: number, end: number): string {
  const large = end - start > Math.PI ? 1 : 0
  return [
    `M ${point(outer, start)}`,
    `A ${outer.toFixed(2)} ${outer.toFixed(2)} 0 ${large} 1 ${point(outer, end)}`,
    `L ${point(inner, end)}`,
    `A ${inner.toFixed(2)} ${inner.toFixed(2)} 0 ${large} 0 ${point(inner, start)}`,
    'Z',
  ].join(' ')
}

/** The wheel for a square of `size` pixels: the spec's radii times size / 1100. */
export function buildWheel(size: number): Wheel {
  const scale = size / (2 * SPEC_RADII.outer)
  const hole = SPEC_RADII.hole * scale
  const middle = SPEC_RADII.middle * scale
  const outer = SPEC_RADII.outer * scale
  const total = FRAUD_CATEGORIES.reduce(
    (sum, id) => sum + FRAUD_TAXONOMY[id].subcategories.length,
    0,
  )
  const slice = (2 * Math.PI) / total
  const categories: Segment[] = []
  const subcategories: Segment[] = []
  let index = 0
  for (const category of FRAUD_CATEGORIES) {
    const subs = FRAUD_TAXONOMY[category].subcategories
    const start = index * slice
    for (const [offset, name] of subs.entries()) {
      const from = (index + offset) * slice
      subcategories.push({
        key: `${category}/${name}`,
        category,
        subcategory: name,
        start: from,
        end: from + slice,
        inner: middle,
        outer,
        path: sectorPath(middle, outer, from, from + slice),
      })
    }
    index += subs.length
    const end = index * slice
    categories.push({
      key: category,
      category,
      start,
      end,
      inner: hole,
      outer: middle,
      path: sectorPath(hole, middle, start, end),
    })
  }
  return { size, scale, categories, subcategories }
}

/** Where and how to write a label along a segment's middle radius, reading outwards. */
export function labelPlacement(segment: Segment): { x: number; y: number; rotate: number } {
  const angle = (segment.start + segment.end) / 2
  const radius = (segment.inner + segment.outer) / 2
  const degrees = (angle * 180) / Math.PI - 90
  // Text on the left half is turned round so that it never reads upside down.
  const rotate = angle > Math.PI ? degrees + 180 : degrees
  return {
    x: radius * Math.sin(angle),
    y: -radius * Math.cos(angle),
    rotate,
  }
}
