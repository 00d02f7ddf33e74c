import { useCallback, type KeyboardEvent } from 'react'

import { screenDeltaToImage, MIN_RESIZED_BOX } from '../model/geometry.ts'

import { useRedactionState, useRedactionStore } from './use-redaction-store.ts'

/** One arrow press moves a box this far on screen; with Shift, ten times as far. */
export const NUDGE_STEP = 1
export const NUDGE_STEP_LARGE = 10
/** The Bigger and Smaller buttons (and + and -) change each side by this much on screen. */
export const GROW_STEP = 10

const ARROWS: Record<string, { x: number; y: number }> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
}

/**
 * Editing the selected box without a pointer. Movements are on screen: Right moves the box
 * right as the image is shown, whatever its rotation. `scale` is screen pixels per image pixel.
 */
export function useBoxCommands(scale: number) {
  const store = useRedactionStore()
  const rotation = useRedactionState((state) => state.history.present.rotation)

  const move = useCallback(
    (direction: { x: number; y: number }, step: number) => {
      if (scale <= 0) return
      store.moveSelected(
        screenDeltaToImage({ x: direction.x * step, y: direction.y * step }, rotation, scale),
      )
    },
    [store, rotation, scale],
  )

  const grow = useCallback(
    (sign: 1 | -1) => {
      if (scale > 0) store.growSelected((sign * GROW_STEP) / scale, MIN_RESIZED_BOX / scale)
    },
    [store, scale],
  )

  /** Keys on the canvas and the box buttons: arrows move, + and - resize, Delete removes. */
  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return
      const arrow = ARROWS[event.key]
      if (arrow) {
        event.preventDefault()
        move(arrow, event.shiftKey ? NUDGE_STEP_LARGE : NUDGE_STEP)
      } else if (event.key === 'Delete' || event.key === 'Backspace') {
        event.preventDefault()
        store.removeSelected()
      } else if (event.key === '+' || event.key === '=') {
        event.preventDefault()
        grow(1)
      } else if (event.key === '-') {
        event.preventDefault()
        grow(-1)
      } else if (event.key === 'Escape') {
        store.select(null)
      }
    },
    [store, move, grow],
  )

  return { move, grow, onKeyDown }
}
