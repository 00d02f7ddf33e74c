/**
 * What a person has done to an image, as plain serialisable records: the rotation and the
 * boxes, in pixels of the original image. Every edit returns a new document, so the undo
 * history is a list of documents and nothing is ever mutated.
 */
import {
  ROTATION_STEP,
  normaliseRotation,
  type Rect,
  type Rotation,
} from '../../../domain/redaction/geometry.ts'

/** Bumped if the shape of a document changes. */
export const REDACTION_SCHEMA_VERSION = 1

/** A redaction box: where it is in the original image's pixels, and a stable id. */
export interface RedactionBox extends Rect {
  id: string
}

export interface RedactionDocument {
  schemaVersion: typeof REDACTION_SCHEMA_VERSION
  rotation: Rotation
  boxes: readonly RedactionBox[]
}

export const EMPTY_DOCUMENT: RedactionDocument = {
  schemaVersion: REDACTION_SCHEMA_VERSION,
  rotation: 0,
  boxes: [],
}

export function addBox(document: RedactionDocument, box: RedactionBox): RedactionDocument {
  return { ...document, boxes: [...document.boxes, box] }
}

/** The document with one box moved or resized; the same document if the box is unknown. */
export function replaceBox(document: RedactionDocument, id: string, rect: Rect): RedactionDocument {
  if (!document.boxes.some((box) => box.id === id)) return document
  return {
    ...document,
    boxes: document.boxes.map((box) =>
      box.id === id ? { id, x: rect.x, y: rect.y, width: rect.width, height: rect.height } : box,
    ),
  }
}

export function removeBox(document: RedactionDocument, id: string): RedactionDocument {
  const boxes = document.boxes.filter((box) => box.id !== id)
  return boxes.length === document.boxes.length ? document : { ...document, boxes }
}

/** "Remove Last Box": the most recently drawn box goes. */
export function removeLastBox(document: RedactionDocument): RedactionDocument {
  return document.boxes.length === 0
    ? document
    : { ...document, boxes: document.boxes.slice(0, -1) }
}

/**
 * A quarter turn left or right. It clears every box (spec part 1 §4); Undo brings them back
 * with the old rotation.
 */
export function rotate(
  document: RedactionDocument,
  direction: 'left' | 'right',
): RedactionDocument {
  const step = direction === 'right' ? ROTATION_STEP : -ROTATION_STEP
  return { ...document, rotation: normaliseRotation(document.rotation + step), boxes: [] }
}

export function findBox(document: RedactionDocument, id: string | null): RedactionBox | undefined {
  return id === null ? undefined : document.boxes.find((box) => box.id === id)
}

/** How many steps Undo can go back; older ones are forgotten. */
export const HISTORY_LIMIT = 100

export interface History {
  past: readonly RedactionDocument[]
  present: RedactionDocument
  future: readonly RedactionDocument[]
}

export function startHistory(document: RedactionDocument = EMPTY_DOCUMENT): History {
  return { past: [], present: document, future: [] }
}

/** Records an edit. An edit that changed nothing is not an undo step. */
export function commit(history: History, next: RedactionDocument): History {
  if (next === history.present) return history
  return {
    past: [...history.past, history.present].slice(-HISTORY_LIMIT),
    present: next,
    future: [],
  }
}

export function undo(history: History): History {
  const previous = history.past.at(-1)
  if (!previous) return history
  return {
    past: history.past.slice(0, -1),
    present: previous,
    future: [history.present, ...history.future],
  }
}

export function redo(history: History): History {
  const [next, ...rest] = history.future
  if (!next) return history
  return { past: [...history.past, history.present], present: next, future: rest }
}
