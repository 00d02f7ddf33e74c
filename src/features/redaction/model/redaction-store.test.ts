import { afterEach, describe, expect, it, vi } from 'vitest'

import type { RedactedImage } from '../../../lib/redaction-export-client.ts'
import type { EditableImage } from '../../../lib/redaction-image.ts'

import { HOLD_TO_MOVE_MS } from './pointer-tool.ts'
import {
  createRedactionStore,
  isImageFile,
  type RedactionServices,
  type RedactionStore,
} from './redaction-store.ts'

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126'

function fakeImage(width = 800, height = 600): EditableImage {
  return { source: {} as ImageBitmap, width, height, close: vi.fn() }
}

function fakeServices(overrides: Partial<RedactionServices> = {}) {
  let next = 0
  const services = {
    openImage: vi.fn(async () => fakeImage()),
    exportImage: vi.fn(async (): Promise<RedactedImage> => ({
      blob: new Blob(['png'], { type: 'image/png' }),
      width: 800,
      height: 600,
    })),
    fetchSample: vi.fn(async () => new Blob(['jpeg'], { type: 'image/jpeg' })),
    userAgent: DESKTOP,
    newId: () => `box-${++next}`,
    keepExportReady: () => () => {},
    ...overrides,
  } satisfies RedactionServices
  return services
}

const PHOTO = new Blob(['photo'], { type: 'image/jpeg' })

async function storeWithImage(services = fakeServices()): Promise<RedactionStore> {
  const store = createRedactionStore(services)
  store.chooseFile(PHOTO, 'photo.jpg')
  await vi.waitFor(() => expect(store.getState().image.status).toBe('ready'))
  return store
}

function drag(store: RedactionStore, from: [number, number], to: [number, number], scale = 1) {
  store.pointer({ type: 'pointer-down', point: { x: from[0], y: from[1] }, input: 'mouse' }, scale)
  store.pointer({ type: 'pointer-move', point: { x: to[0], y: to[1] } }, scale)
  store.pointer({ type: 'pointer-up' }, scale)
}

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('isImageFile', () => {
  it.each([
    ['image/png', 'a.png', true],
    ['image/heic', 'a.heic', true],
    ['application/pdf', 'a.pdf', false],
    ['text/plain', 'a.png', false],
    ['', 'IMG_0001.JPG', true],
    ['', 'notes.txt', false],
  ])('%s named %s → %s', (type, name, expected) => {
    expect(isImageFile(type, name)).toBe(expected)
  })
})

describe('the steps', () => {
  it('starts at upload, refuses a file that is not an image', () => {
    const store = createRedactionStore(fakeServices())
    expect(store.getState().step).toBe('upload')
    expect(store.chooseFile(new Blob(['%PDF'], { type: 'application/pdf' }), 'a.pdf')).toBe(false)
    expect(store.getState()).toMatchObject({ step: 'upload', problem: 'not-an-image' })
  })

  it('goes to redact with an image, loading it, then ready', async () => {
    const store = await storeWithImage()
    expect(store.getState()).toMatchObject({ step: 'redact', problem: null })
    expect(store.getState().chosen).toMatchObject({ name: 'photo.jpg', fromHandover: false })
  })

  it('goes back to upload with a problem when the image cannot be opened', async () => {
    const store = createRedactionStore(
      fakeServices({ openImage: vi.fn(async () => Promise.reject(new Error('bad'))) }),
    )
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    store.chooseFile(PHOTO, 'photo.jpg')
    await vi.waitFor(() => expect(store.getState().problem).toBe('unreadable'))
    expect(store.getState().step).toBe('upload')
  })

  it('only logs a handed-over image that cannot be opened', async () => {
    const store = createRedactionStore(
      fakeServices({ openImage: vi.fn(async () => Promise.reject(new Error('bad'))) }),
    )
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    store.chooseFile(PHOTO, 'photo.jpg', { fromHandover: true })
    await vi.waitFor(() => expect(store.getState().step).toBe('upload'))
    expect(store.getState().problem).toBeNull()
    expect(warn).toHaveBeenCalled()
  })

  it('uses the sample as sample.jpg, or says it failed', async () => {
    const store = createRedactionStore(fakeServices())
    await store.loadSample()
    expect(store.getState().chosen?.name).toBe('sample.jpg')

    const failing = createRedactionStore(
      fakeServices({ fetchSample: vi.fn(async () => Promise.reject(new Error('offline'))) }),
    )
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    await failing.loadSample()
    expect(failing.getState()).toMatchObject({ step: 'upload', problem: 'sample-failed' })
  })

  it('exports the PNG on Continue, then Back and Start Over', async () => {
    const services = fakeServices()
    const store = await storeWithImage(services)
    drag(store, [10, 10], [100, 50])
    await store.continueToDownload()
    expect(store.getState().step).toBe('download')
    expect(store.getState().export.status).toBe('ready')
    expect(services.exportImage).toHaveBeenCalledWith(
      PHOTO,
      { rotation: 0, boxes: [{ id: 'box-1', x: 10, y: 10, width: 90, height: 40 }] },
      'png',
      expect.any(AbortSignal),
    )
    store.back()
    expect(store.getState().step).toBe('redact')
    expect(store.getState().history.present.boxes).toHaveLength(1)
    store.back()
    expect(store.getState()).toMatchObject({ step: 'upload', chosen: null })
    const again = await storeWithImage()
    again.startOver()
    expect(again.getState()).toMatchObject({ step: 'upload', chosen: null })
  })

  it('says when the canvas is not available, and stays on redact', async () => {
    const canvasError = Object.assign(new Error('Canvas not available'), {
      name: 'CanvasUnavailableError',
    })
    const store = await storeWithImage(
      fakeServices({ exportImage: vi.fn(async () => Promise.reject(canvasError)) }),
    )
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await store.continueToDownload()
    expect(store.getState().step).toBe('redact')
    expect(store.getState().export).toEqual({ status: 'failed', reason: 'canvas' })
  })

  it('exports each format once for the same edits, and again after an edit', async () => {
    const services = fakeServices()
    const store = await storeWithImage(services)
    await store.exportAs('jpeg')
    await store.exportAs('jpeg')
    expect(services.exportImage).toHaveBeenCalledTimes(1)
    drag(store, [10, 10], [100, 50])
    await store.exportAs('jpeg')
    expect(services.exportImage).toHaveBeenCalledTimes(2)
  })
})

describe('editing', () => {
  it('draws, selects the new box and announces it', async () => {
    const store = await storeWithImage()
    drag(store, [10, 10], [100, 50])
    const state = store.getState()
    expect(state.history.present.boxes).toEqual([
      { id: 'box-1', x: 10, y: 10, width: 90, height: 40 },
    ])
    expect(state.selectedId).toBe('box-1')
    expect(state.change?.kind).toBe('added')
  })

  it('moves, resizes, removes the last box, undoes and redoes', async () => {
    const store = await storeWithImage()
    drag(store, [10, 10], [100, 50])
    drag(store, [50, 30], [60, 40])
    expect(store.getState().history.present.boxes[0]).toMatchObject({ x: 20, y: 20 })
    expect(store.getState().change?.kind).toBe('moved')
    drag(store, [110, 60], [200, 100])
    expect(store.getState().history.present.boxes[0]).toMatchObject({ width: 180, height: 80 })
    expect(store.getState().change?.kind).toBe('resized')
    store.removeLastBox()
    expect(store.getState().history.present.boxes).toEqual([])
    store.undo()
    expect(store.getState().history.present.boxes).toHaveLength(1)
    store.redo()
    expect(store.getState().history.present.boxes).toHaveLength(0)
  })

  it('rotation clears the boxes; undo brings them back', async () => {
    const store = await storeWithImage()
    drag(store, [10, 10], [100, 50])
    store.rotate('right')
    expect(store.getState().history.present).toMatchObject({ rotation: 90, boxes: [] })
    store.rotate('left')
    store.rotate('left')
    expect(store.getState().history.present.rotation).toBe(270)
    store.undo()
    store.undo()
    store.undo()
    expect(store.getState().history.present).toMatchObject({ rotation: 0 })
    expect(store.getState().history.present.boxes).toHaveLength(1)
  })

  it('moves and resizes the selected box from the keyboard, inside the image', async () => {
    const store = await storeWithImage()
    drag(store, [10, 10], [100, 50])
    store.moveSelected({ x: -50, y: 5 })
    expect(store.getState().history.present.boxes[0]).toMatchObject({ x: 0, y: 15 })
    store.growSelected(5, 10)
    expect(store.getState().history.present.boxes[0]).toMatchObject({ width: 100, height: 50 })
    store.removeSelected()
    expect(store.getState().history.present.boxes).toEqual([])
    expect(store.getState().selectedId).toBeNull()
  })

  it('adds a centred box for people who cannot drag', async () => {
    const store = await storeWithImage()
    store.addCentredBox()
    expect(store.getState().history.present.boxes[0]).toMatchObject({
      x: 240,
      y: 270,
      width: 320,
      height: 60,
    })
  })

  it('moves a box by touch only after holding it', async () => {
    const store = await storeWithImage()
    drag(store, [10, 10], [100, 50])
    vi.useFakeTimers()
    store.pointer({ type: 'pointer-down', point: { x: 50, y: 30 }, input: 'touch' }, 1)
    expect(store.getState().tool.kind).toBe('pressing')
    vi.advanceTimersByTime(HOLD_TO_MOVE_MS)
    expect(store.getState().tool.kind).toBe('moving')
    store.pointer({ type: 'pointer-move', point: { x: 150, y: 130 } }, 1)
    store.pointer({ type: 'pointer-up' }, 1)
    expect(store.getState().history.present.boxes[0]).toMatchObject({ x: 110, y: 110 })
  })

  it('frees the image when disposed', async () => {
    const image = fakeImage()
    const store = await storeWithImage(fakeServices({ openImage: vi.fn(async () => image) }))
    store.dispose()
    expect(image.close).toHaveBeenCalled()
  })
})
