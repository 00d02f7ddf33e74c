import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useEffect } from 'react'

import { useBoxCommands } from '../hooks/use-box-commands.ts'
import { useElementWidth } from '../hooks/use-element-width.ts'
import { useRedactionState, useRedactionStore } from '../hooks/use-redaction-store.ts'
import { fitScale } from '../model/geometry.ts'
import type { RedactionStore } from '../model/redaction-store.ts'

import { BoxList } from './box-list.tsx'
import { ChangeAnnouncer } from './change-announcer.tsx'
import { RedactionCount } from './redaction-counter.tsx'
import { RedactionInstructions } from './redaction-instructions.tsx'
import { SelectedBoxControls } from './selected-box-controls.tsx'

export const REDACT_HEADING_ID = 'redaction-redact-title'

/**
 * The canvas (and Konva, the largest part of this page) loads once an image is chosen. One
 * import, shared by the preload and the component (Vitest mocks only the first import of a
 * module imported twice: vitest-dev/vitest#7040).
 */
const importCanvas = () => import('./redaction-canvas.tsx')
let canvasModule: ReturnType<typeof importCanvas> | undefined
function loadCanvas() {
  canvasModule ??= importCanvas().catch((error: unknown) => {
    // Tried again next time (the connection may be back).
    canvasModule = undefined
    throw error
  })
  return canvasModule
}
const RedactionCanvas = lazy(() =>
  loadCanvas().then((module) => ({ default: module.RedactionCanvas })),
)

/** For the upload step: fetches the canvas while the chosen image is read. */
export function preloadRedactionCanvas(): void {
  loadCanvas().catch(() => undefined)
}

const HINT_ID = 'redaction-hint'
const INSTRUCTIONS_ID = 'redaction-instructions'
const MODE_ID = 'redaction-mode'

/** Ctrl+Z (⌘Z on a Mac) undoes; Ctrl+Shift+Z and Ctrl+Y redo. */
function useUndoShortcuts(store: RedactionStore) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return
      const key = event.key.toLowerCase()
      if (key === 'z' && !event.shiftKey) store.undo()
      else if ((key === 'z' && event.shiftKey) || key === 'y') store.redo()
      else return
      event.preventDefault()
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [store])
}

function ModeLabel() {
  const tool = useRedactionState((state) => state.tool.kind)
  return (
    <p className="redaction-mode" id={MODE_ID}>
      {tool === 'resizing' ? (
        <Trans>Mode: Resize Box</Trans>
      ) : tool === 'moving' ? (
        <Trans>Mode: Move Box</Trans>
      ) : (
        <Trans>Mode: Draw New Box</Trans>
      )}
    </p>
  )
}

function ExportProblem() {
  const exportState = useRedactionState((state) => state.export)
  if (exportState.status !== 'failed') return null
  return (
    <p className="form-alert" role="alert">
      {exportState.reason === 'canvas' ? (
        <Trans>Error: Canvas not available</Trans>
      ) : (
        <Trans>The redacted image could not be made. Try again, or choose a smaller image.</Trans>
      )}
    </p>
  )
}

/** Step 2: draw, move and resize boxes over what should be hidden; rotate; undo. */
export function RedactStep() {
  const { t } = useLingui()
  const store = useRedactionStore()
  const imageState = useRedactionState((state) => state.image)
  const rotation = useRedactionState((state) => state.history.present.rotation)
  const boxCount = useRedactionState((state) => state.history.present.boxes.length)
  const canUndo = useRedactionState((state) => state.history.past.length > 0)
  const canRedo = useRedactionState((state) => state.history.future.length > 0)
  const exporting = useRedactionState((state) => state.export.status === 'exporting')
  const [frameRef, frameWidth] = useElementWidth<HTMLDivElement>()
  useUndoShortcuts(store)

  const size =
    imageState.status === 'ready'
      ? { width: imageState.image.width, height: imageState.image.height }
      : null
  const scale = size ? fitScale(size, rotation, frameWidth) : 0
  const { move, grow, onKeyDown } = useBoxCommands(scale)
  const ready = imageState.status === 'ready'

  return (
    <section className="redaction-panel panel" aria-labelledby={REDACT_HEADING_ID}>
      <div className="redaction-panel__header">
        <button type="button" className="button button--secondary" onClick={() => store.back()}>
          <Trans>Back</Trans>
        </button>
        <h2 id={REDACT_HEADING_ID} tabIndex={-1}>
          <Trans>Step 2: Redact Sensitive Information</Trans>
        </h2>
      </div>
      <p className="field__hint" id={HINT_ID}>
        <Trans>Click and drag on the image to draw a redaction box.</Trans>
      </p>

      <div className="redaction-toolbar" role="group" aria-label={t`Editing tools`}>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => store.rotate('left')}
          disabled={!ready}
        >
          <span aria-hidden="true">↺</span> <Trans>Rotate Left</Trans>
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => store.rotate('right')}
          disabled={!ready}
        >
          <span aria-hidden="true">↻</span> <Trans>Rotate Right</Trans>
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => store.addCentredBox()}
          disabled={!ready}
        >
          <Trans>Add a box</Trans>
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => store.removeLastBox()}
          disabled={boxCount === 0}
        >
          <Trans>Remove Last Box</Trans>
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => store.undo()}
          disabled={!canUndo}
          aria-keyshortcuts="Control+Z Meta+Z"
        >
          <Trans>Undo</Trans>
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => store.redo()}
          disabled={!canRedo}
          aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
        >
          <Trans>Redo</Trans>
        </button>
      </div>

      <p className="redaction-counter">
        <RedactionCount count={boxCount} />
      </p>

      <div className="redaction-workspace">
        <div className="redaction-editor">
          <ModeLabel />
          <div className="redaction-frame" ref={frameRef}>
            {ready ? (
              <Suspense fallback={<LoadingImage />}>
                <RedactionCanvas
                  scale={scale}
                  label={t`Image to redact`}
                  describedBy={`${HINT_ID} ${INSTRUCTIONS_ID}`}
                  onKeyDown={onKeyDown}
                />
              </Suspense>
            ) : (
              <LoadingImage />
            )}
          </div>
          <SelectedBoxControls move={move} grow={grow} />
          <BoxList onKeyDown={onKeyDown} />
        </div>
        <RedactionInstructions id={INSTRUCTIONS_ID} />
      </div>

      <ExportProblem />
      <div className="button-row">
        <button
          type="button"
          className="button"
          onClick={() => void store.continueToDownload()}
          disabled={!ready || exporting}
          aria-describedby={exporting ? 'redaction-exporting' : undefined}
        >
          <Trans>Continue to Download</Trans>
        </button>
        {exporting && (
          <p className="redaction-busy" id="redaction-exporting" role="status">
            <Trans>Preparing your redacted image…</Trans>
          </p>
        )}
      </div>
      <ChangeAnnouncer />
    </section>
  )
}

function LoadingImage() {
  return (
    <p className="redaction-frame__loading" role="status">
      <Trans>Loading image...</Trans>
    </p>
  )
}
