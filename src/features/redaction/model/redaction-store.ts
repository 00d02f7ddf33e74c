/**
 * The redaction tool's state, outside React (STYLE.md "The canvas editor"): the step, the
 * chosen image, the document with its undo history, the selection, the pointer tool and the
 * export. React reads it with useSyncExternalStore (hooks/use-redaction-store.ts) and sends
 * it intentions; the Konva canvas only draws what is here and forwards pointer events.
 *
 * Image decoding, the sample and the export are injected services, so this module runs in
 * tests without a canvas. Messages are not text here but `change` records, which the
 * components turn into words in the person's language.
 */
import type { RedactionReturnPath } from '../../../domain/files/image-transfer.ts'
import type { RedactionExportFormat } from '../../../domain/redaction/export.ts'
import {
  rotatedSize,
  unrotateRect,
  type Point,
  type Rect,
} from '../../../domain/redaction/geometry.ts'
import type { RedactedImage, RedactionEdits } from '../../../lib/redaction-export-client.ts'
import type { EditableImage } from '../../../lib/redaction-image.ts'

import { growWithin, moveWithin } from './geometry.ts'
import {
  HOLD_TO_MOVE_MS,
  IDLE,
  transition,
  type ToolEvent,
  type ToolState,
} from './pointer-tool.ts'
import {
  addBox,
  commit,
  findBox,
  redo,
  removeBox,
  removeLastBox,
  replaceBox,
  rotate,
  startHistory,
  undo,
  type History,
  type RedactionDocument,
} from './redaction-document.ts'

export type RedactionStep = 'upload' | 'redact' | 'download'

export type ImageState =
  { status: 'none' } | { status: 'loading' } | { status: 'ready'; image: EditableImage }

/** What went wrong in step 1; the upload step words it. */
export type UploadProblem = 'not-an-image' | 'sample-failed' | 'unreadable'

export type ExportState =
  | { status: 'idle' }
  | { status: 'exporting' }
  | { status: 'ready'; png: RedactedImage }
  | { status: 'failed'; reason: 'canvas' | 'other' }

/** The last edit, for the live region to announce; `seq` makes each one new. */
export interface Change {
  kind: 'added' | 'removed' | 'moved' | 'resized' | 'rotated' | 'undone' | 'redone' | 'selected'
  seq: number
}

export interface ChosenImage {
  file: Blob
  name: string
  /** It came from the home form or the document screen, which can take it back. */
  fromHandover: boolean
  /** The page to send the redacted image back to. */
  returnTo: RedactionReturnPath
}

export interface RedactionState {
  step: RedactionStep
  chosen: ChosenImage | null
  image: ImageState
  history: History
  selectedId: string | null
  tool: ToolState
  problem: UploadProblem | null
  export: ExportState
  change: Change | null
}

export interface RedactionServices {
  openImage(file: Blob): Promise<EditableImage>
  exportImage(
    source: Blob,
    edits: RedactionEdits,
    format: RedactionExportFormat,
    signal?: AbortSignal,
  ): Promise<RedactedImage>
  /** The sample letter we ship (public/samples), precached for offline use. */
  fetchSample(): Promise<Blob>
  userAgent: string
  newId(): string
  /** Gets the export ready while the tool is open (starts its worker); returns the release. */
  keepExportReady(): () => void
}

export interface RedactionStore {
  getState(): RedactionState
  subscribe(listener: () => void): () => void
  /** Step 1 → 2. False (and `problem` set) when the file is not an image. */
  chooseFile(
    file: Blob,
    name: string,
    options?: { fromHandover?: boolean; returnTo?: RedactionReturnPath },
  ): boolean
  loadSample(): Promise<void>
  back(): void
  startOver(): void
  /** A pointer event on the canvas, in image pixels; `scale` is screen pixels per image pixel. */
  pointer(event: ToolEvent, scale: number): void
  rotate(direction: 'left' | 'right'): void
  removeLastBox(): void
  removeSelected(): void
  select(id: string | null): void
  /** Moves the selected box by a distance in image pixels. */
  moveSelected(delta: Point): void
  /** Grows (or shrinks, when negative) the selected box on every side, in image pixels. */
  growSelected(amount: number, minSize: number): void
  /** Adds a box in the middle of the image, for people who cannot drag. */
  addCentredBox(): void
  undo(): void
  redo(): void
  /** Step 2 → 3: exports the PNG that step 3 shows. */
  continueToDownload(): Promise<void>
  /** The redacted file in a format; the same edits are exported once per format. */
  exportAs(format: RedactionExportFormat): Promise<RedactedImage>
  /** Frees the image and stops timers and exports; for when the page goes away. */
  dispose(): void
}

const IMAGE_EXTENSION = /\.(png|jpe?g|gif|webp|bmp|avif|heic|heif|tiff?)$/i

/**
 * Whether a picked or dropped file is an image: its type says so, or, when the browser gave
 * no type (some Android pickers), its name does.
 */
export function isImageFile(type: string, name: string): boolean {
  if (type) return type.toLowerCase().startsWith('image/')
  return IMAGE_EXTENSION.test(name)
}

function initialState(): RedactionState {
  return {
    step: 'upload',
    chosen: null,
    image: { status: 'none' },
    history: startHistory(),
    selectedId: null,
    tool: IDLE,
    problem: null,
    export: { status: 'idle' },
    change: null,
  }
}

/** Creates a store; one per visit to the tool. */
export function createRedactionStore(services: RedactionServices): RedactionStore {
  let state = initialState()
  const listeners = new Set<() => void>()
  let changeSeq = 0
  /** Which image load is current: a late answer for an image since replaced is dropped. */
  let loadToken = 0
  let holdTimer: ReturnType<typeof setTimeout> | undefined
  let lastScale = 1
  let exportController = new AbortController()
  let exportCache = new Map<RedactionExportFormat, Promise<RedactedImage>>()

  function set(patch: Partial<RedactionState>): void {
    state = { ...state, ...patch }
    for (const listener of listeners) listener()
  }

  function change(kind: Change['kind']): Change {
    changeSeq += 1
    return { kind, seq: changeSeq }
  }

  function closeImage(): void {
    if (state.image.status === 'ready') state.image.image.close()
  }

  function forgetExports(): void {
    exportController.abort()
    exportController = new AbortController()
    exportCache = new Map()
  }

  /** Applies an edit as one undo step. The exported files no longer match it. */
  function edit(next: RedactionDocument, kind: Change['kind'], selectedId = state.selectedId) {
    if (next === state.history.present) return
    forgetExports()
    const stillThere = next.boxes.some((box) => box.id === selectedId) ? selectedId : null
    set({
      history: commit(state.history, next),
      selectedId: stillThere,
      export: { status: 'idle' },
      change: change(kind),
    })
  }

  function travel(history: History, kind: 'undone' | 'redone'): void {
    if (history === state.history) return
    forgetExports()
    const selectedId = history.present.boxes.some((box) => box.id === state.selectedId)
      ? state.selectedId
      : null
    set({ history, selectedId, tool: IDLE, export: { status: 'idle' }, change: change(kind) })
  }

  function reset(): void {
    loadToken += 1
    clearTimeout(holdTimer)
    forgetExports()
    closeImage()
    state = { ...initialState(), change: state.change }
  }

  function imageSize() {
    return state.image.status === 'ready'
      ? { width: state.image.image.width, height: state.image.image.height }
      : null
  }

  function selectedBox() {
    return findBox(state.history.present, state.selectedId)
  }

  const store: RedactionStore = {
    getState: () => state,

    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },

    chooseFile(file, name, options = {}) {
      if (!isImageFile(file.type, name)) {
        set({ problem: 'not-an-image' })
        return false
      }
      reset()
      const token = loadToken
      set({
        step: 'redact',
        chosen: {
          file,
          name,
          fromHandover: options.fromHandover ?? false,
          returnTo: options.returnTo ?? '/',
        },
        image: { status: 'loading' },
      })
      services.openImage(file).then(
        (image) => {
          if (token !== loadToken) return image.close()
          set({ image: { status: 'ready', image } })
        },
        (error: unknown) => {
          if (token !== loadToken) return
          console.warn('The chosen image could not be opened.', error)
          // A handed-over image that fails is only logged (spec part 1 §8).
          set({ ...initialState(), problem: options.fromHandover ? null : 'unreadable' })
        },
      )
      return true
    },

    async loadSample() {
      let sample: Blob
      try {
        sample = await services.fetchSample()
      } catch (error) {
        console.warn('The sample image could not be loaded.', error)
        set({ problem: 'sample-failed' })
        return
      }
      // The spec names the sample sample.jpg; it is a JPEG whatever the response said.
      store.chooseFile(new Blob([sample], { type: 'image/jpeg' }), 'sample.jpg')
    },

    back() {
      if (state.step === 'download') {
        set({ step: 'redact', export: { status: 'idle' } })
      } else if (state.step === 'redact') {
        reset()
        set({})
      }
    },

    startOver() {
      reset()
      set({})
    },

    pointer(event, scale) {
      const size = imageSize()
      if (!size || state.step !== 'redact' || scale <= 0) return
      lastScale = scale
      const before = state.tool
      const { state: tool, command } = transition(before, event, {
        boxes: state.history.present.boxes,
        image: size,
        scale,
        userAgent: services.userAgent,
      })
      if (tool.kind === 'pressing' && before.kind !== 'pressing') {
        clearTimeout(holdTimer)
        holdTimer = setTimeout(() => store.pointer({ type: 'hold' }, lastScale), HOLD_TO_MOVE_MS)
      } else if (tool.kind !== 'pressing') {
        clearTimeout(holdTimer)
      }
      if (tool !== before) set({ tool })
      if (!command) return
      switch (command.type) {
        case 'add': {
          const id = services.newId()
          edit(addBox(state.history.present, { id, ...command.rect }), 'added', id)
          break
        }
        case 'replace': {
          const kind = before.kind === 'resizing' ? 'resized' : 'moved'
          edit(replaceBox(state.history.present, command.id, command.rect), kind, command.id)
          break
        }
        case 'select':
          store.select(command.id)
          break
      }
    },

    rotate(direction) {
      edit(rotate(state.history.present, direction), 'rotated', null)
    },

    removeLastBox() {
      edit(removeLastBox(state.history.present), 'removed')
    },

    removeSelected() {
      const box = selectedBox()
      if (box) edit(removeBox(state.history.present, box.id), 'removed', null)
    },

    select(id) {
      const known = id !== null && state.history.present.boxes.some((box) => box.id === id)
      const selectedId = known ? id : null
      if (selectedId === state.selectedId) return
      set({ selectedId, change: selectedId ? change('selected') : state.change })
    },

    moveSelected(delta) {
      const box = selectedBox()
      const size = imageSize()
      if (!box || !size) return
      const moved = moveWithin(box, delta.x, delta.y, size)
      if (moved.x === box.x && moved.y === box.y) return
      edit(replaceBox(state.history.present, box.id, moved), 'moved')
    },

    growSelected(amount, minSize) {
      const box = selectedBox()
      const size = imageSize()
      if (!box || !size) return
      const grown = growWithin(box, amount, minSize, size)
      if (grown.width === box.width && grown.height === box.height) return
      edit(replaceBox(state.history.present, box.id, grown), 'resized')
    },

    addCentredBox() {
      const size = imageSize()
      if (!size) return
      const { rotation } = state.history.present
      // A wide, short box as shown on screen: the shape of a line of text.
      const shown = rotatedSize(size, rotation)
      const onScreen: Rect = {
        x: shown.width * 0.3,
        y: shown.height * 0.45,
        width: shown.width * 0.4,
        height: shown.height * 0.1,
      }
      const id = services.newId()
      const rect = unrotateRect(onScreen, size, rotation)
      edit(addBox(state.history.present, { id, ...rect }), 'added', id)
    },

    undo() {
      travel(undo(state.history), 'undone')
    },

    redo() {
      travel(redo(state.history), 'redone')
    },

    async continueToDownload() {
      if (state.step !== 'redact' || state.export.status === 'exporting') return
      if (state.image.status !== 'ready') return
      set({ export: { status: 'exporting' } })
      try {
        const png = await store.exportAs('png')
        set({ step: 'download', export: { status: 'ready', png } })
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return
        console.error('The redacted image could not be made.', error)
        const reason =
          error instanceof Error && error.name === 'CanvasUnavailableError' ? 'canvas' : 'other'
        set({ export: { status: 'failed', reason } })
      }
    },

    exportAs(format) {
      const { chosen } = state
      if (!chosen) return Promise.reject(new Error('No image is chosen.'))
      let pending = exportCache.get(format)
      if (!pending) {
        const { rotation, boxes } = state.history.present
        pending = services.exportImage(
          chosen.file,
          { rotation, boxes },
          format,
          exportController.signal,
        )
        const cache = exportCache
        // A failed export is not kept: the next try starts afresh.
        pending.catch(() => cache.delete(format))
        exportCache.set(format, pending)
      }
      return pending
    },

    dispose() {
      reset()
      listeners.clear()
    },
  }
  return store
}
