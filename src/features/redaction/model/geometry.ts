/**
 * The redaction editor's geometry, as pure functions: the limits of spec part 1 §5 and §9,
 * hit testing of boxes and their corner handles, resizing, keeping a moved box inside the
 * image, and mapping between image pixels and the canvas on screen.
 *
 * Two spaces: *image* pixels are those of the original image (upright, before the person's
 * rotation), where boxes are kept; *screen* pixels are the canvas's CSS pixels, where the
 * image is shown rotated and scaled. Thresholds the spec gives in pixels are screen pixels:
 * they are about what a finger or a mouse can do.
 */
import {
  rectFromCorners,
  rotatePoint,
  rotatedSize,
  unrotatePoint,
  type Point,
  type Rect,
  type Rotation,
  type Size,
} from '../../../domain/redaction/geometry.ts'

/** How a pointer is driven: a finger is less precise than a mouse or a pen. */
export type InputKind = 'mouse' | 'touch'

export type Corner = 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right'

export const CORNERS: readonly Corner[] = ['top-left', 'top-right', 'bottom-left', 'bottom-right']

/** How far from a corner a press still takes its handle (screen pixels). */
export const HANDLE_HIT_TOLERANCE = 10
/** Fingers on Android and iOS get twice the room. */
export const MOBILE_HANDLE_HIT_TOLERANCE = 20
/** The white corner handles' size (screen pixels). */
export const HANDLE_SIZE = 6
export const TOUCH_HANDLE_SIZE = 12
/** A new box is kept only if both sides are longer than this (screen pixels). */
export const MIN_NEW_BOX = { mouse: 5, touch: 10 } as const satisfies Record<InputKind, number>
/** A resized box keeps at least this width and height (screen pixels). */
export const MIN_RESIZED_BOX = 10
/** The canvas is at most this high, inside a container of `CANVAS_CONTAINER_HEIGHT`. */
export const CANVAS_MAX_HEIGHT = 480
export const CANVAS_CONTAINER_HEIGHT = 500

const MOBILE_USER_AGENT = /Android|iPhone|iPad|iPod/i

/** Whether a user agent is Android's or iOS's. */
export function isMobileUserAgent(userAgent: string): boolean {
  return MOBILE_USER_AGENT.test(userAgent)
}

/**
 * The handle hit tolerance in screen pixels: 20 on Android or iOS (spec part 1 §9), and for
 * any touch, since a finger on a touch-screen laptop is no more precise than on a phone.
 */
export function handleHitTolerance(userAgent: string, input: InputKind): number {
  return isMobileUserAgent(userAgent) || input === 'touch'
    ? MOBILE_HANDLE_HIT_TOLERANCE
    : HANDLE_HIT_TOLERANCE
}

/** The handles' size in screen pixels: larger where people use fingers. */
export function handleSize(touchFirst: boolean): number {
  return touchFirst ? TOUCH_HANDLE_SIZE : HANDLE_SIZE
}

/** Whether a drawn box (image pixels, shown at `scale`) is large enough to keep. */
export function isLargeEnoughToKeep(rect: Rect, scale: number, input: InputKind): boolean {
  const minimum = MIN_NEW_BOX[input]
  return rect.width * scale > minimum && rect.height * scale > minimum
}

/**
 * The display scale (screen pixels per image pixel) that fits the rotated image in the space
 * available: no wider than `maxWidth`, no higher than `maxHeight`.
 */
export function fitScale(
  image: Size,
  rotation: Rotation,
  maxWidth: number,
  maxHeight = CANVAS_MAX_HEIGHT,
): number {
  const shown = rotatedSize(image, rotation)
  if (shown.width <= 0 || shown.height <= 0 || maxWidth <= 0) return 0
  return Math.min(maxWidth / shown.width, maxHeight / shown.height)
}

/** A point of the image, on screen. */
export function imageToScreen(point: Point, image: Size, rotation: Rotation, scale: number): Point {
  const rotated = rotatePoint(point, image, rotation)
  return { x: rotated.x * scale, y: rotated.y * scale }
}

/** A point on screen, in the image. */
export function screenToImage(point: Point, image: Size, rotation: Rotation, scale: number): Point {
  return unrotatePoint({ x: point.x / scale, y: point.y / scale }, image, rotation)
}

/** A box of the image, on screen. */
export function rectImageToScreen(
  rect: Rect,
  image: Size,
  rotation: Rotation,
  scale: number,
): Rect {
  return rectFromCorners(
    imageToScreen({ x: rect.x, y: rect.y }, image, rotation, scale),
    imageToScreen({ x: rect.x + rect.width, y: rect.y + rect.height }, image, rotation, scale),
  )
}

/** A movement on screen (for example an arrow key's), as a movement in the image. */
export function screenDeltaToImage(delta: Point, rotation: Rotation, scale: number): Point {
  const x = delta.x / scale
  const y = delta.y / scale
  switch (rotation) {
    case 0:
      return { x, y }
    case 90:
      return { x: y, y: -x }
    case 180:
      return { x: -x, y: -y }
    case 270:
      return { x: -y, y: x }
  }
}

/** A point moved inside the image, so a drag past the edge stops at the edge. */
export function clampPoint(point: Point, image: Size): Point {
  return {
    x: Math.min(Math.max(point.x, 0), image.width),
    y: Math.min(Math.max(point.y, 0), image.height),
  }
}

/** The four corners of a box. */
export function cornerPoint(rect: Rect, corner: Corner): Point {
  return {
    x: corner.endsWith('left') ? rect.x : rect.x + rect.width,
    y: corner.startsWith('top') ? rect.y : rect.y + rect.height,
  }
}

function opposite(corner: Corner): Corner {
  const map: Record<Corner, Corner> = {
    'top-left': 'bottom-right',
    'top-right': 'bottom-left',
    'bottom-left': 'top-right',
    'bottom-right': 'top-left',
  }
  return map[corner]
}

/**
 * The topmost box (the last drawn) under a point, or -1. A box's edges count as inside;
 * `tolerance` widens every box by that much on each side.
 */
export function hitTestBox(boxes: readonly Rect[], point: Point, tolerance = 0): number {
  for (let index = boxes.length - 1; index >= 0; index--) {
    const box = boxes[index]
    if (!box) continue
    if (
      point.x >= box.x - tolerance &&
      point.x <= box.x + box.width + tolerance &&
      point.y >= box.y - tolerance &&
      point.y <= box.y + box.height + tolerance
    ) {
      return index
    }
  }
  return -1
}

/**
 * The corner handle under a point, topmost box first, or null: a corner counts when the point
 * is within `tolerance` of it on both axes. Where two corners are in reach, the nearer wins.
 */
export function hitTestHandle(
  boxes: readonly Rect[],
  point: Point,
  tolerance: number,
): { index: number; corner: Corner } | null {
  for (let index = boxes.length - 1; index >= 0; index--) {
    const box = boxes[index]
    if (!box) continue
    let best: { corner: Corner; distance: number } | null = null
    for (const corner of CORNERS) {
      const at = cornerPoint(box, corner)
      const distance = Math.max(Math.abs(point.x - at.x), Math.abs(point.y - at.y))
      if (distance <= tolerance && (!best || distance < best.distance)) best = { corner, distance }
    }
    if (best) return { index, corner: best.corner }
  }
  return null
}

/**
 * A box resized by dragging one corner to `point`: the opposite corner stays put, each side
 * keeps at least `minSize`, and the box stays inside the image. The corner cannot be dragged
 * past the opposite one: the box stops at its minimum instead of turning inside out.
 */
export function resizeFromCorner(
  rect: Rect,
  corner: Corner,
  point: Point,
  minSize: number,
  image: Size,
): Rect {
  const fixed = cornerPoint(rect, opposite(corner))
  const left = corner.endsWith('left')
  const top = corner.startsWith('top')
  const x = left
    ? Math.max(Math.min(point.x, fixed.x - minSize), 0)
    : Math.min(Math.max(point.x, fixed.x + minSize), image.width)
  const y = top
    ? Math.max(Math.min(point.y, fixed.y - minSize), 0)
    : Math.min(Math.max(point.y, fixed.y + minSize), image.height)
  return rectFromCorners(fixed, { x, y })
}

/** A box moved by (dx, dy), stopped at the image's edges so it never leaves the image. */
export function moveWithin(rect: Rect, dx: number, dy: number, image: Size): Rect {
  return {
    x: Math.min(Math.max(rect.x + dx, 0), Math.max(0, image.width - rect.width)),
    y: Math.min(Math.max(rect.y + dy, 0), Math.max(0, image.height - rect.height)),
    width: rect.width,
    height: rect.height,
  }
}

/**
 * A box grown by `amount` on every side (shrunk when negative), kept inside the image and no
 * smaller than `minSize` on either side. For the "Bigger" and "Smaller" buttons.
 */
export function growWithin(rect: Rect, amount: number, minSize: number, image: Size): Rect {
  const grow = (start: number, length: number, limit: number) => {
    const target = Math.max(length + 2 * amount, Math.min(minSize, length))
    const centre = start + length / 2
    const size = Math.min(target, limit)
    const begin = Math.min(Math.max(centre - size / 2, 0), limit - size)
    return { begin, size }
  }
  const horizontal = grow(rect.x, rect.width, image.width)
  const vertical = grow(rect.y, rect.height, image.height)
  return { x: horizontal.begin, y: vertical.begin, width: horizontal.size, height: vertical.size }
}
