import { describe, expect, it } from 'vitest'

import {
  IDLE,
  draftRect,
  liveRect,
  transition,
  type ToolContext,
  type ToolEvent,
  type ToolResult,
  type ToolState,
} from './pointer-tool.ts'

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126'
const BOX = { id: 'a', x: 100, y: 100, width: 200, height: 100 }

function context(overrides: Partial<ToolContext> = {}): ToolContext {
  return {
    boxes: [BOX],
    image: { width: 800, height: 600 },
    scale: 1,
    userAgent: DESKTOP,
    ...overrides,
  }
}

/** Runs events from idle; returns the last result. */
function run(events: ToolEvent[], ctx = context(), start: ToolState = IDLE): ToolResult {
  let result: ToolResult = { state: start }
  for (const event of events) result = transition(result.state, event, ctx)
  return result
}

const down = (x: number, y: number, input: 'mouse' | 'touch' = 'mouse'): ToolEvent => ({
  type: 'pointer-down',
  point: { x, y },
  input,
})
const move = (x: number, y: number): ToolEvent => ({ type: 'pointer-move', point: { x, y } })
const up: ToolEvent = { type: 'pointer-up' }

describe('drawing', () => {
  it('draws a box by dragging on empty space, either way round', () => {
    const result = run([down(500, 400), move(420, 350), up])
    expect(result.state).toEqual(IDLE)
    expect(result.command).toEqual({
      type: 'add',
      rect: { x: 420, y: 350, width: 80, height: 50 },
    })
  })

  it('previews the box while dragging', () => {
    const { state } = run([down(500, 400), move(520, 430)])
    expect(draftRect(state)).toEqual({ x: 500, y: 400, width: 20, height: 30 })
  })

  it('keeps a mouse box of 6 px but not of 5 px', () => {
    expect(run([down(500, 400), move(506, 406), up]).command?.type).toBe('add')
    expect(run([down(500, 400), move(505, 460), up]).command).toEqual({ type: 'select', id: null })
  })

  it('needs more than 10 px by touch, measured on screen', () => {
    expect(run([down(500, 400, 'touch'), move(510, 460), up]).command?.type).toBe('select')
    expect(run([down(500, 400, 'touch'), move(511, 411), up]).command?.type).toBe('add')
    // At half scale, 22 image pixels are 11 screen pixels.
    const half = context({ scale: 0.5 })
    expect(run([down(500, 400, 'touch'), move(522, 422), up], half).command?.type).toBe('add')
    expect(run([down(500, 400, 'touch'), move(518, 430), up], half).command?.type).toBe('select')
  })

  it('stops at the image edge', () => {
    const result = run([down(780, 580), move(900, 700), up])
    expect(result.command).toEqual({ type: 'add', rect: { x: 780, y: 580, width: 20, height: 20 } })
  })

  it('ends the drag where the mouse left the canvas', () => {
    const result = run([down(500, 400), move(560, 450), { type: 'pointer-leave' }])
    expect(result.state).toEqual(IDLE)
    expect(result.command).toEqual({ type: 'add', rect: { x: 500, y: 400, width: 60, height: 50 } })
  })

  it('ignores a second finger, and stops on cancel', () => {
    const drawing = run([down(500, 400), move(560, 450)]).state
    expect(transition(drawing, down(10, 10), context()).state).toBe(drawing)
    expect(run([{ type: 'cancel' }], context(), drawing)).toEqual({ state: IDLE })
  })
})

describe('resizing', () => {
  it('takes a corner handle within the mouse tolerance and moves it with the pointer', () => {
    const result = run([down(305, 205), move(400, 260), up])
    expect(result.command).toEqual({
      type: 'replace',
      id: 'a',
      rect: { x: 100, y: 100, width: 295, height: 155 },
    })
  })

  it('has a wider handle for touch', () => {
    expect(run([down(115, 85, 'touch')]).state.kind).toBe('resizing')
    expect(run([down(115, 85, 'mouse')]).state.kind).toBe('drawing')
  })

  it('keeps 10 screen pixels at least', () => {
    const { state } = run([down(300, 200), move(0, 0)], context({ scale: 0.5 }))
    expect(liveRect(state, 'a')).toEqual({ x: 100, y: 100, width: 20, height: 20 })
  })

  it('a handle taken and let go without moving only selects', () => {
    expect(run([down(100, 100), up]).command).toEqual({ type: 'select', id: 'a' })
  })
})

describe('moving', () => {
  it('moves a box straight away with a mouse', () => {
    const result = run([down(200, 150), move(250, 170), up])
    expect(result.command).toEqual({
      type: 'replace',
      id: 'a',
      rect: { x: 150, y: 120, width: 200, height: 100 },
    })
  })

  it('shows the box where it is being moved to', () => {
    const { state } = run([down(200, 150), move(190, 140)])
    expect(liveRect(state, 'a')).toEqual({ x: 90, y: 90, width: 200, height: 100 })
    expect(liveRect(state, 'other')).toBeNull()
  })

  it('keeps the box inside the image', () => {
    const result = run([down(200, 150), move(-500, -500), up])
    expect(result.command).toEqual({
      type: 'replace',
      id: 'a',
      rect: { x: 0, y: 0, width: 200, height: 100 },
    })
  })

  it('a click on a box selects it', () => {
    expect(run([down(200, 150), up]).command).toEqual({ type: 'select', id: 'a' })
  })

  it('by touch, moves only after the hold', () => {
    const pressing = run([down(200, 150, 'touch')]).state
    expect(pressing.kind).toBe('pressing')
    const held = transition(pressing, { type: 'hold' }, context())
    expect(held.state.kind).toBe('moving')
    expect(held.command).toEqual({ type: 'select', id: 'a' })
    const result = run([move(260, 150), up], context(), held.state)
    expect(result.command).toEqual({
      type: 'replace',
      id: 'a',
      rect: { x: 160, y: 100, width: 200, height: 100 },
    })
  })

  it('by touch, a finger that moves on before the hold draws instead', () => {
    const result = run([down(200, 150, 'touch'), move(260, 190), up])
    expect(result.command).toEqual({
      type: 'add',
      rect: { x: 200, y: 150, width: 60, height: 40 },
    })
  })

  it('by touch, a small wobble before the hold still holds', () => {
    const { state } = run([down(200, 150, 'touch'), move(205, 153)])
    expect(state.kind).toBe('pressing')
  })

  it('by touch, a tap on a box selects it', () => {
    expect(run([down(200, 150, 'touch'), up]).command).toEqual({ type: 'select', id: 'a' })
  })

  it('ignores a hold that comes too late', () => {
    expect(run([{ type: 'hold' }])).toEqual({ state: IDLE })
  })
})
