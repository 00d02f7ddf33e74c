/**
 * The geometry the redaction editor and its export must agree on: quarter-turn rotations of
 * an image, and which output pixels a redaction box covers once the image is rotated.
 *
 * Boxes are kept in pixels of the original image (after its EXIF orientation is applied,
 * before the person's rotation). The export worker and the main-thread fallback both burn
 * exactly the pixels `redactedPixelRects` returns, so the two paths cannot disagree.
 * Pure: no DOM, no canvas.
 */

/** A clockwise rotation in quarter turns. */
export type Rotation = 0 | 90 | 180 | 270

export interface Point {
  x: number
  y: number
}

export interface Size {
  width: number
  height: number
}

export interface Rect {
  x: number
  y: number
  width: number
  height: number
}

/** The 2D affine matrix of a canvas `setTransform(a, b, c, d, e, f)`. */
export interface Transform {
  a: number
  b: number
  c: number
  d: number
  e: number
  f: number
}

/** The rotation buttons turn the image by a quarter (spec part 1 §9). */
export const ROTATION_STEP = 90

/** Brings any multiple of 90 degrees, negative included, into 0…270. */
export function normaliseRotation(degrees: number): Rotation {
  const quarter = (((Math.round(degrees / 90) % 4) + 4) % 4) as 0 | 1 | 2 | 3
  return ([0, 90, 180, 270] as const)[quarter]
}

/** The size of an image once rotated: a quarter turn swaps width and height. */
export function rotatedSize(size: Size, rotation: Rotation): Size {
  return rotation === 90 || rotation === 270
    ? { width: size.height, height: size.width }
    : { width: size.width, height: size.height }
}

/** Where a point of the original image lands in the rotated image (`size` is the original's). */
export function rotatePoint(point: Point, size: Size, rotation: Rotation): Point {
  switch (rotation) {
    case 0:
      return { x: point.x, y: point.y }
    case 90:
      return { x: size.height - point.y, y: point.x }
    case 180:
      return { x: size.width - point.x, y: size.height - point.y }
    case 270:
      return { x: point.y, y: size.width - point.x }
  }
}

/** The inverse of `rotatePoint`: a point of the rotated image, back in the original. */
export function unrotatePoint(point: Point, size: Size, rotation: Rotation): Point {
  switch (rotation) {
    case 0:
      return { x: point.x, y: point.y }
    case 90:
      return { x: point.y, y: size.height - point.x }
    case 180:
      return { x: size.width - point.x, y: size.height - point.y }
    case 270:
      return { x: size.width - point.y, y: point.x }
  }
}

/** The rectangle spanned by two corners, whichever way round they are. */
export function rectFromCorners(a: Point, b: Point): Rect {
  return {
    x: Math.min(a.x, b.x),
    y: Math.min(a.y, b.y),
    width: Math.abs(b.x - a.x),
    height: Math.abs(b.y - a.y),
  }
}

/** A rectangle of the original image, in the rotated image's coordinates. */
export function rotateRect(rect: Rect, size: Size, rotation: Rotation): Rect {
  return rectFromCorners(
    rotatePoint({ x: rect.x, y: rect.y }, size, rotation),
    rotatePoint({ x: rect.x + rect.width, y: rect.y + rect.height }, size, rotation),
  )
}

/** A rectangle of the rotated image, back in the original image's coordinates. */
export function unrotateRect(rect: Rect, size: Size, rotation: Rotation): Rect {
  return rectFromCorners(
    unrotatePoint({ x: rect.x, y: rect.y }, size, rotation),
    unrotatePoint({ x: rect.x + rect.width, y: rect.y + rect.height }, size, rotation),
  )
}

/**
 * The canvas transform that draws the original image (`size`) rotated into an output of
 * `rotatedSize(size, rotation)`, scaled by `scale`. It maps each point as `rotatePoint` does.
 */
export function rotationTransform(size: Size, rotation: Rotation, scale = 1): Transform {
  const { width: w, height: h } = size
  switch (rotation) {
    case 0:
      return { a: scale, b: 0, c: 0, d: scale, e: 0, f: 0 }
    case 90:
      return { a: 0, b: scale, c: -scale, d: 0, e: h * scale, f: 0 }
    case 180:
      return { a: -scale, b: 0, c: 0, d: -scale, e: w * scale, f: h * scale }
    case 270:
      return { a: 0, b: -scale, c: scale, d: 0, e: 0, f: w * scale }
  }
}

/**
 * The whole pixels a rectangle touches inside `bounds`: rounded outwards, so a pixel that is
 * only partly under a box is burned too, and clipped to the image. Null if nothing is left.
 */
export function toPixelRect(rect: Rect, bounds: Size): Rect | null {
  const left = Math.max(0, Math.floor(rect.x))
  const top = Math.max(0, Math.floor(rect.y))
  const right = Math.min(bounds.width, Math.ceil(rect.x + rect.width))
  const bottom = Math.min(bounds.height, Math.ceil(rect.y + rect.height))
  if (right <= left || bottom <= top) return null
  return { x: left, y: top, width: right - left, height: bottom - top }
}

/**
 * Which pixels of the exported (rotated) image are redacted: each box, given in pixels of the
 * original image (`size`), rotated into the output and widened to whole pixels.
 */
export function redactedPixelRects(boxes: readonly Rect[], size: Size, rotation: Rotation): Rect[] {
  const output = rotatedSize(size, rotation)
  const rects: Rect[] = []
  for (const box of boxes) {
    const pixels = toPixelRect(rotateRect(box, size, rotation), output)
    if (pixels) rects.push(pixels)
  }
  return rects
}
