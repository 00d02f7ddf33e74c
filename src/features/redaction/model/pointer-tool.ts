/**
 * The canvas's pointer tool as a small state machine (tldraw's tools): idle, then drawing a
 * new box, resizing one by a corner handle, or moving one. Touch has one more state, pressing:
 * a finger on a box must stay about 400 ms before the box moves, so that drawing over an
 * existing box still works.
 *
 * Pure: events carry points in image pixels, and a transition returns the next state and at
 * most one command for the store. The store runs the hold timer and applies the commands.
 */
import {
  rectFromCorners,
  type Point,
  type Rect,
  type Size,
} from '../../../domain/redaction/geometry.ts'

import {
  MIN_RESIZED_BOX,
  clampPoint,
  cornerPoint,
  handleHitTolerance,
  hitTestBox,
  hitTestHandle,
  isLargeEnoughToKeep,
  moveWithin,
  resizeFromCorner,
  type Corner,
  type InputKind,
} from './geometry.ts'
import type { RedactionBox } from './redaction-document.ts'

/** How long a finger rests on a box before the box follows it. */
export const HOLD_TO_MOVE_MS = 400
/** A finger that travels further than this (screen pixels) before the hold is drawing. */
export const HOLD_SLOP = 10

export type ToolState =
  | { kind: 'idle' }
  | { kind: 'drawing'; input: InputKind; origin: Point; current: Point }
  | { kind: 'pressing'; boxId: string; origin: Point }
  | { kind: 'moving'; boxId: string; origin: Point; original: Rect; rect: Rect }
  | {
      kind: 'resizing'
      boxId: string
      corner: Corner
      /** Where the handle was taken: the corner keeps its distance from the pointer. */
      origin: Point
      original: Rect
      rect: Rect
    }

export type ToolEvent =
  | { type: 'pointer-down'; point: Point; input: InputKind }
  | { type: 'pointer-move'; point: Point }
  | { type: 'pointer-up' }
  /** The mouse left the canvas: the drag ends there (spec part 1 §4). */
  | { type: 'pointer-leave' }
  /** The hold timer ran out while a finger rested on a box. */
  | { type: 'hold' }
  | { type: 'cancel' }

export interface ToolContext {
  boxes: readonly RedactionBox[]
  image: Size
  /** Screen pixels per image pixel. */
  scale: number
  userAgent: string
}

export type ToolCommand =
  | { type: 'add'; rect: Rect }
  | { type: 'replace'; id: string; rect: Rect }
  | { type: 'select'; id: string | null }

export interface ToolResult {
  state: ToolState
  command?: ToolCommand
}

export const IDLE: ToolState = { kind: 'idle' }

function sameRect(a: Rect, b: Rect): boolean {
  return a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height
}

function pressDown(point: Point, input: InputKind, context: ToolContext): ToolState {
  const { boxes, image, scale, userAgent } = context
  const at = clampPoint(point, image)
  const tolerance = handleHitTolerance(userAgent, input) / scale
  const handle = hitTestHandle(boxes, point, tolerance)
  const handled = handle && boxes[handle.index]
  if (handle && handled) {
    return {
      kind: 'resizing',
      boxId: handled.id,
      corner: handle.corner,
      origin: point,
      original: handled,
      rect: handled,
    }
  }
  const box = boxes[hitTestBox(boxes, point)]
  if (box) {
    return input === 'touch'
      ? { kind: 'pressing', boxId: box.id, origin: point }
      : { kind: 'moving', boxId: box.id, origin: point, original: box, rect: box }
  }
  return { kind: 'drawing', input, origin: at, current: at }
}

/** Ends a drag where the pointer was last seen: on release, or when the mouse leaves. */
function release(state: ToolState, context: ToolContext): ToolResult {
  switch (state.kind) {
    case 'drawing': {
      const rect = rectFromCorners(state.origin, state.current)
      return isLargeEnoughToKeep(rect, context.scale, state.input)
        ? { state: IDLE, command: { type: 'add', rect } }
        : { state: IDLE, command: { type: 'select', id: null } }
    }
    case 'pressing':
      // A short tap on a box selects it, for the keyboard and the box buttons.
      return { state: IDLE, command: { type: 'select', id: state.boxId } }
    case 'moving':
    case 'resizing':
      return sameRect(state.rect, state.original)
        ? { state: IDLE, command: { type: 'select', id: state.boxId } }
        : { state: IDLE, command: { type: 'replace', id: state.boxId, rect: state.rect } }
    case 'idle':
      return { state }
  }
}

/** The tool's next state, and what the store should do, after one event. */
export function transition(state: ToolState, event: ToolEvent, context: ToolContext): ToolResult {
  switch (event.type) {
    case 'cancel':
      return { state: IDLE }
    case 'pointer-down':
      // A second finger while one is already drawing is ignored.
      return state.kind === 'idle'
        ? { state: pressDown(event.point, event.input, context) }
        : { state }
    case 'pointer-up':
      return release(state, context)
    case 'pointer-leave':
      // A finger that lifts also "leaves"; only a drag still running is ended here.
      return state.kind === 'pressing' ? { state: IDLE } : release(state, context)
    case 'hold': {
      if (state.kind !== 'pressing') return { state }
      const box = context.boxes.find((candidate) => candidate.id === state.boxId)
      if (!box) return { state: IDLE }
      return {
        state: { kind: 'moving', boxId: box.id, origin: state.origin, original: box, rect: box },
        command: { type: 'select', id: box.id },
      }
    }
    case 'pointer-move':
      return { state: follow(state, event.point, context) }
  }
}

function follow(state: ToolState, point: Point, context: ToolContext): ToolState {
  const { image, scale } = context
  switch (state.kind) {
    case 'idle':
      return state
    case 'drawing':
      return { ...state, current: clampPoint(point, image) }
    case 'pressing': {
      const travelled = Math.hypot(point.x - state.origin.x, point.y - state.origin.y) * scale
      if (travelled <= HOLD_SLOP) return state
      // The finger moved on before the hold: it is drawing, from where it first touched.
      return {
        kind: 'drawing',
        input: 'touch',
        origin: clampPoint(state.origin, image),
        current: clampPoint(point, image),
      }
    }
    case 'moving':
      return {
        ...state,
        rect: moveWithin(state.original, point.x - state.origin.x, point.y - state.origin.y, image),
      }
    case 'resizing': {
      // The corner follows the pointer's movement, not its position: a handle taken a few
      // pixels off does not jump under the finger.
      const corner = cornerPoint(state.original, state.corner)
      const target = {
        x: corner.x + point.x - state.origin.x,
        y: corner.y + point.y - state.origin.y,
      }
      return {
        ...state,
        rect: resizeFromCorner(
          state.original,
          state.corner,
          clampPoint(target, image),
          MIN_RESIZED_BOX / scale,
          image,
        ),
      }
    }
  }
}

/** The rectangle to show instead of a box while it is being moved or resized, if any. */
export function liveRect(state: ToolState, boxId: string): Rect | null {
  return (state.kind === 'moving' || state.kind === 'resizing') && state.boxId === boxId
    ? state.rect
    : null
}

/** The rectangle being drawn, if any, for the canvas to preview. */
export function draftRect(state: ToolState): Rect | null {
  return state.kind === 'drawing' ? rectFromCorners(state.origin, state.current) : null
}
