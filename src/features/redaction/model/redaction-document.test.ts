import { describe, expect, it } from 'vitest'

import {
  EMPTY_DOCUMENT,
  HISTORY_LIMIT,
  addBox,
  commit,
  redo,
  removeBox,
  removeLastBox,
  replaceBox,
  rotate,
  startHistory,
  undo,
} from './redaction-document.ts'

const A = { id: 'a', x: 1, y: 2, width: 30, height: 40 }
const B = { id: 'b', x: 50, y: 60, width: 10, height: 10 }

describe('document edits', () => {
  it('adds, replaces and removes boxes without touching the original', () => {
    const one = addBox(EMPTY_DOCUMENT, A)
    const two = addBox(one, B)
    expect(two.boxes).toEqual([A, B])
    expect(one.boxes).toEqual([A])
    expect(replaceBox(two, 'a', { x: 5, y: 5, width: 5, height: 5 }).boxes[0]).toEqual({
      id: 'a',
      x: 5,
      y: 5,
      width: 5,
      height: 5,
    })
    expect(removeBox(two, 'a').boxes).toEqual([B])
    expect(removeLastBox(two).boxes).toEqual([A])
  })

  it('returns the same document when nothing changes', () => {
    expect(removeLastBox(EMPTY_DOCUMENT)).toBe(EMPTY_DOCUMENT)
    expect(removeBox(EMPTY_DOCUMENT, 'x')).toBe(EMPTY_DOCUMENT)
    expect(replaceBox(EMPTY_DOCUMENT, 'x', A)).toBe(EMPTY_DOCUMENT)
  })

  it.each([
    [0, 'right', 90],
    [90, 'right', 180],
    [270, 'right', 0],
    [0, 'left', 270],
    [180, 'left', 90],
  ] as const)('rotates from %i° %s to %i°, clearing the boxes', (from, direction, to) => {
    const document = { ...addBox(EMPTY_DOCUMENT, A), rotation: from }
    expect(rotate(document, direction)).toEqual({ ...EMPTY_DOCUMENT, rotation: to })
  })
})

describe('history', () => {
  it('undoes and redoes, and a new edit forgets the redo', () => {
    const one = addBox(EMPTY_DOCUMENT, A)
    const two = addBox(one, B)
    let history = commit(commit(startHistory(), one), two)
    history = undo(history)
    expect(history.present).toBe(one)
    history = redo(history)
    expect(history.present).toBe(two)
    history = commit(undo(history), rotate(one, 'left'))
    expect(history.future).toEqual([])
    expect(redo(history)).toBe(history)
  })

  it('brings boxes back when a rotation is undone', () => {
    const withBoxes = addBox(EMPTY_DOCUMENT, A)
    const history = commit(commit(startHistory(), withBoxes), rotate(withBoxes, 'right'))
    expect(undo(history).present).toBe(withBoxes)
  })

  it('does not record an edit that changed nothing', () => {
    const history = startHistory()
    expect(commit(history, history.present)).toBe(history)
    expect(undo(history)).toBe(history)
  })

  it(`keeps the last ${HISTORY_LIMIT} steps`, () => {
    let history = startHistory()
    for (let i = 0; i < HISTORY_LIMIT + 20; i++) {
      history = commit(history, addBox(history.present, { ...A, id: String(i) }))
    }
    expect(history.past).toHaveLength(HISTORY_LIMIT)
  })
})
