import { describe, expect, it } from 'vitest'

import type { Rotation } from '../../../domain/redaction/geometry.ts'

import {
  clampPoint,
  fitScale,
  growWithin,
  handleHitTolerance,
  handleSize,
  hitTestBox,
  hitTestHandle,
  imageToScreen,
  isLargeEnoughToKeep,
  isMobileUserAgent,
  moveWithin,
  rectImageToScreen,
  resizeFromCorner,
  screenDeltaToImage,
  screenToImage,
} from './geometry.ts'

const IMAGE = { width: 800, height: 600 }
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile'
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15'
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126 Safari/537.36'

describe('user agents and input', () => {
  it.each([
    [ANDROID, true],
    [IPHONE, true],
    [DESKTOP, false],
  ])('%s is mobile: %s', (userAgent, mobile) => {
    expect(isMobileUserAgent(userAgent)).toBe(mobile)
  })

  it.each([
    [DESKTOP, 'mouse', 10],
    [DESKTOP, 'touch', 20],
    [ANDROID, 'mouse', 20],
    [IPHONE, 'touch', 20],
  ] as const)('handle tolerance on %s by %s is %i px', (userAgent, input, expected) => {
    expect(handleHitTolerance(userAgent, input)).toBe(expected)
  })

  it('draws handles of 6 px, or 12 px where fingers are used', () => {
    expect(handleSize(false)).toBe(6)
    expect(handleSize(true)).toBe(12)
  })
})

describe('isLargeEnoughToKeep', () => {
  it.each([
    ['a mouse box of 6 × 6 px', { x: 0, y: 0, width: 6, height: 6 }, 1, 'mouse', true],
    ['a mouse box of exactly 5 px', { x: 0, y: 0, width: 5, height: 40 }, 1, 'mouse', false],
    ['a touch box of 8 × 30 px', { x: 0, y: 0, width: 8, height: 30 }, 1, 'touch', false],
    ['a touch box of 11 × 11 px', { x: 0, y: 0, width: 11, height: 11 }, 1, 'touch', true],
    // 20 image pixels at half scale are 10 screen pixels: not more than 10.
    [
      '20 image px at scale 0.5 by touch',
      { x: 0, y: 0, width: 20, height: 30 },
      0.5,
      'touch',
      false,
    ],
    ['8 image px at scale 2 by touch', { x: 0, y: 0, width: 8, height: 8 }, 2, 'touch', true],
  ] as const)('%s → %s', (_case, rect, scale, input, expected) => {
    expect(isLargeEnoughToKeep(rect, scale, input)).toBe(expected)
  })
})

describe('fitScale', () => {
  it.each([
    ['a landscape photo on a phone', { width: 4000, height: 3000 }, 0, 328, 328 / 4000],
    [
      'a landscape photo on a laptop is held to 480 px high',
      { width: 4000, height: 3000 },
      0,
      1000,
      480 / 3000,
    ],
    ['a portrait letter on a laptop', { width: 1600, height: 2000 }, 0, 900, 480 / 2000],
    ['the same photo turned a quarter', { width: 4000, height: 3000 }, 90, 328, 328 / 3000],
    ['nothing measured yet', { width: 4000, height: 3000 }, 0, 0, 0],
  ] as const)('%s', (_case, image, rotation, width, expected) => {
    expect(fitScale(image, rotation, width)).toBeCloseTo(expected)
  })
})

describe('image ⇄ screen', () => {
  const ROTATIONS: Rotation[] = [0, 90, 180, 270]

  it.each([
    [0, { x: 100, y: 50 }, { x: 50, y: 25 }],
    [90, { x: 100, y: 50 }, { x: 275, y: 50 }],
    [180, { x: 100, y: 50 }, { x: 350, y: 275 }],
    [270, { x: 100, y: 50 }, { x: 25, y: 350 }],
  ] as const)('at %i° and scale 0.5, %o shows at %o', (rotation, point, expected) => {
    expect(imageToScreen(point, IMAGE, rotation, 0.5)).toEqual(expected)
  })

  it.each(ROTATIONS)('screenToImage inverts imageToScreen at %i°', (rotation) => {
    const point = { x: 321, y: 123 }
    const back = screenToImage(imageToScreen(point, IMAGE, rotation, 0.37), IMAGE, rotation, 0.37)
    expect(back.x).toBeCloseTo(point.x)
    expect(back.y).toBeCloseTo(point.y)
  })

  it('shows a box turned with the image', () => {
    expect(rectImageToScreen({ x: 0, y: 0, width: 100, height: 20 }, IMAGE, 90, 0.5)).toEqual({
      x: 290,
      y: 0,
      width: 10,
      height: 50,
    })
  })

  it.each([
    [0, { x: 10, y: 0 }, { x: 20, y: 0 }],
    [90, { x: 10, y: 0 }, { x: 0, y: -20 }],
    [180, { x: 10, y: 0 }, { x: -20, y: 0 }],
    [270, { x: 10, y: 0 }, { x: 0, y: 20 }],
    [90, { x: 0, y: 10 }, { x: 20, y: 0 }],
  ] as const)('a move of %o on screen at %i° is %o in the image', (rotation, delta, expected) => {
    const moved = screenDeltaToImage(delta, rotation, 0.5)
    expect(moved.x).toBeCloseTo(expected.x)
    expect(moved.y).toBeCloseTo(expected.y)
  })

  it('clamps a point to the image', () => {
    expect(clampPoint({ x: -5, y: 700 }, IMAGE)).toEqual({ x: 0, y: 600 })
  })
})

describe('hitTestBox', () => {
  const boxes = [
    { x: 10, y: 10, width: 100, height: 100 },
    { x: 50, y: 50, width: 100, height: 100 },
  ]
  it.each([
    ['inside the first only', { x: 20, y: 20 }, 0, 0],
    ['inside both: the last drawn wins', { x: 60, y: 60 }, 0, 1],
    ['on an edge', { x: 150, y: 150 }, 0, 1],
    ['outside', { x: 300, y: 300 }, 0, -1],
    ['just outside, within a tolerance', { x: 155, y: 100 }, 10, 1],
  ] as const)('%s', (_case, point, tolerance, expected) => {
    expect(hitTestBox(boxes, point, tolerance)).toBe(expected)
  })
})

describe('hitTestHandle', () => {
  const boxes = [
    { x: 100, y: 100, width: 200, height: 100 },
    { x: 280, y: 180, width: 50, height: 50 },
  ]
  it.each([
    ['on a corner', { x: 100, y: 100 }, 10, { index: 0, corner: 'top-left' }],
    ['9 px from a corner, tolerance 10', { x: 109, y: 91 }, 10, { index: 0, corner: 'top-left' }],
    ['11 px from a corner, tolerance 10', { x: 111, y: 100 }, 10, null],
    ['11 px from a corner, tolerance 20', { x: 111, y: 100 }, 20, { index: 0, corner: 'top-left' }],
    ['the middle of an edge', { x: 200, y: 100 }, 10, null],
    ['the bottom-left', { x: 98, y: 203 }, 10, { index: 0, corner: 'bottom-left' }],
    ['where boxes overlap, the topmost', { x: 285, y: 185 }, 10, { index: 1, corner: 'top-left' }],
  ] as const)('%s', (_case, point, tolerance, expected) => {
    expect(hitTestHandle(boxes, point, tolerance)).toEqual(expected)
  })

  it('takes the nearer corner of a small box', () => {
    const small = [{ x: 0, y: 0, width: 8, height: 8 }]
    expect(hitTestHandle(small, { x: 7, y: 7 }, 10)).toEqual({ index: 0, corner: 'bottom-right' })
  })
})

describe('resizeFromCorner', () => {
  const box = { x: 100, y: 100, width: 200, height: 100 }
  it.each([
    [
      'bottom-right outwards',
      'bottom-right',
      { x: 350, y: 250 },
      { x: 100, y: 100, width: 250, height: 150 },
    ],
    ['top-left outwards', 'top-left', { x: 50, y: 80 }, { x: 50, y: 80, width: 250, height: 120 }],
    [
      'top-right inwards',
      'top-right',
      { x: 200, y: 150 },
      { x: 100, y: 150, width: 100, height: 50 },
    ],
    [
      'past the opposite corner stops at the minimum',
      'bottom-right',
      { x: 0, y: 0 },
      { x: 100, y: 100, width: 10, height: 10 },
    ],
    [
      'bottom-left past the opposite corner',
      'bottom-left',
      { x: 900, y: 90 },
      { x: 290, y: 100, width: 10, height: 10 },
    ],
    [
      'beyond the image stops at its edge',
      'bottom-right',
      { x: 2000, y: 2000 },
      { x: 100, y: 100, width: 700, height: 500 },
    ],
    [
      'beyond the top-left edge',
      'top-left',
      { x: -50, y: -50 },
      { x: 0, y: 0, width: 300, height: 200 },
    ],
  ] as const)('%s', (_case, corner, point, expected) => {
    expect(resizeFromCorner(box, corner, point, 10, IMAGE)).toEqual(expected)
  })
})

describe('moveWithin', () => {
  const box = { x: 100, y: 100, width: 200, height: 100 }
  it.each([
    ['a plain move', 50, -20, { x: 150, y: 80, width: 200, height: 100 }],
    ['past the left edge', -500, 0, { x: 0, y: 100, width: 200, height: 100 }],
    ['past the bottom-right corner', 1000, 1000, { x: 600, y: 500, width: 200, height: 100 }],
  ] as const)('%s', (_case, dx, dy, expected) => {
    expect(moveWithin(box, dx, dy, IMAGE)).toEqual(expected)
  })
})

describe('growWithin', () => {
  it.each([
    [
      'grows on every side',
      { x: 100, y: 100, width: 100, height: 50 },
      10,
      { x: 90, y: 90, width: 120, height: 70 },
    ],
    [
      'shrinks on every side',
      { x: 100, y: 100, width: 100, height: 50 },
      -10,
      { x: 110, y: 110, width: 80, height: 30 },
    ],
    [
      'shrinks no smaller than the minimum',
      { x: 100, y: 100, width: 20, height: 12 },
      -10,
      { x: 105, y: 101, width: 10, height: 10 },
    ],
    [
      'grows no further than the image, staying inside',
      { x: 0, y: 0, width: 100, height: 100 },
      20,
      { x: 0, y: 0, width: 140, height: 140 },
    ],
    [
      'never larger than the image',
      { x: 0, y: 0, width: 790, height: 590 },
      50,
      { x: 0, y: 0, width: 800, height: 600 },
    ],
  ] as const)('%s', (_case, rect, amount, expected) => {
    expect(growWithin(rect, amount, 10, IMAGE)).toEqual(expected)
  })
})
