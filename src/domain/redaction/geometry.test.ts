import { describe, expect, it } from 'vitest'

import {
  normaliseRotation,
  rectFromCorners,
  redactedPixelRects,
  rotatePoint,
  rotateRect,
  rotatedSize,
  rotationTransform,
  toPixelRect,
  unrotatePoint,
  unrotateRect,
  type Rotation,
  type Transform,
} from './geometry.ts'

const IMAGE = { width: 800, height: 600 }
const ROTATIONS: Rotation[] = [0, 90, 180, 270]

function apply(m: Transform, x: number, y: number) {
  return { x: m.a * x + m.c * y + m.e, y: m.b * x + m.d * y + m.f }
}

describe('normaliseRotation', () => {
  it.each([
    [0, 0],
    [90, 90],
    [360, 0],
    [-90, 270],
    [-180, 180],
    [450, 90],
    [-450, 270],
  ])('%i° → %i°', (input, expected) => {
    expect(normaliseRotation(input)).toBe(expected)
  })
})

describe('rotatedSize', () => {
  it.each([
    [0, { width: 800, height: 600 }],
    [90, { width: 600, height: 800 }],
    [180, { width: 800, height: 600 }],
    [270, { width: 600, height: 800 }],
  ] as const)('%i° → %o', (rotation, expected) => {
    expect(rotatedSize(IMAGE, rotation)).toEqual(expected)
  })
})

describe('rotatePoint', () => {
  // The original's top-left corner, after a turn, is where the picture's corner went.
  it.each([
    [0, { x: 0, y: 0 }, { x: 0, y: 0 }],
    [90, { x: 0, y: 0 }, { x: 600, y: 0 }],
    [180, { x: 0, y: 0 }, { x: 800, y: 600 }],
    [270, { x: 0, y: 0 }, { x: 0, y: 800 }],
    [90, { x: 800, y: 0 }, { x: 600, y: 800 }],
    [270, { x: 10, y: 20 }, { x: 20, y: 790 }],
  ] as const)('%i°: %o → %o', (rotation, point, expected) => {
    expect(rotatePoint(point, IMAGE, rotation)).toEqual(expected)
  })

  it.each(ROTATIONS)('unrotatePoint undoes it at %i°', (rotation) => {
    const point = { x: 123, y: 45 }
    expect(unrotatePoint(rotatePoint(point, IMAGE, rotation), IMAGE, rotation)).toEqual(point)
  })
})

describe('rectFromCorners', () => {
  it.each([
    [
      { x: 10, y: 10 },
      { x: 50, y: 30 },
      { x: 10, y: 10, width: 40, height: 20 },
    ],
    [
      { x: 50, y: 30 },
      { x: 10, y: 10 },
      { x: 10, y: 10, width: 40, height: 20 },
    ],
    [
      { x: 50, y: 10 },
      { x: 10, y: 30 },
      { x: 10, y: 10, width: 40, height: 20 },
    ],
    [
      { x: 5, y: 5 },
      { x: 5, y: 5 },
      { x: 5, y: 5, width: 0, height: 0 },
    ],
  ])('%o and %o → %o', (a, b, expected) => {
    expect(rectFromCorners(a, b)).toEqual(expected)
  })
})

describe('rotateRect', () => {
  const box = { x: 100, y: 50, width: 200, height: 100 }
  it.each([
    [0, { x: 100, y: 50, width: 200, height: 100 }],
    [90, { x: 450, y: 100, width: 100, height: 200 }],
    [180, { x: 500, y: 450, width: 200, height: 100 }],
    [270, { x: 50, y: 500, width: 100, height: 200 }],
  ] as const)('%i° → %o', (rotation, expected) => {
    expect(rotateRect(box, IMAGE, rotation)).toEqual(expected)
    expect(unrotateRect(expected, IMAGE, rotation)).toEqual(box)
  })
})

describe('rotationTransform', () => {
  it.each(ROTATIONS)('maps points as rotatePoint does at %i°, scaled', (rotation) => {
    const scale = 0.5
    const matrix = rotationTransform(IMAGE, rotation, scale)
    for (const point of [
      { x: 0, y: 0 },
      { x: 800, y: 600 },
      { x: 123, y: 456 },
    ]) {
      const expected = rotatePoint(point, IMAGE, rotation)
      const actual = apply(matrix, point.x, point.y)
      expect(actual.x).toBeCloseTo(expected.x * scale)
      expect(actual.y).toBeCloseTo(expected.y * scale)
    }
  })
})

describe('toPixelRect', () => {
  it.each([
    [
      'whole pixels stay',
      { x: 10, y: 20, width: 30, height: 40 },
      { x: 10, y: 20, width: 30, height: 40 },
    ],
    [
      'parts of pixels widen outwards',
      { x: 10.6, y: 20.2, width: 5.1, height: 0.3 },
      { x: 10, y: 20, width: 6, height: 1 },
    ],
    [
      'clipped to the image',
      { x: -5, y: 590, width: 20, height: 50 },
      { x: 0, y: 590, width: 15, height: 10 },
    ],
    ['outside the image', { x: 900, y: 10, width: 20, height: 20 }, null],
    ['empty', { x: 10, y: 10, width: 0, height: 10 }, null],
  ])('%s', (_case, rect, expected) => {
    expect(toPixelRect(rect, IMAGE)).toEqual(expected)
  })
})

describe('redactedPixelRects', () => {
  it('rotates every box into the output and widens it to whole pixels', () => {
    const boxes = [
      { x: 0, y: 0, width: 10.5, height: 10 },
      { x: 790, y: 590, width: 20, height: 20 },
    ]
    expect(redactedPixelRects(boxes, IMAGE, 90)).toEqual([
      { x: 590, y: 0, width: 10, height: 11 },
      { x: 0, y: 790, width: 10, height: 10 },
    ])
  })

  it('drops a box that is wholly outside the image', () => {
    expect(redactedPixelRects([{ x: 900, y: 0, width: 5, height: 5 }], IMAGE, 0)).toEqual([])
  })
})
