import { Trans, useLingui } from '@lingui/react/macro'

import { useRedactionState, useRedactionStore } from '../hooks/use-redaction-store.ts'

type Move = (direction: { x: number; y: number }, step: number) => void

/** The step of the move buttons, in screen pixels. */
const BUTTON_STEP = 10

/**
 * Buttons for the selected box: move it, resize it, remove it. Everything a drag does can be
 * done with single taps or clicks too (WCAG 2.2, 2.5.7 Dragging Movements).
 */
export function SelectedBoxControls({ move, grow }: { move: Move; grow: (sign: 1 | -1) => void }) {
  const { t } = useLingui()
  const store = useRedactionStore()
  const boxes = useRedactionState((state) => state.history.present.boxes)
  const selectedId = useRedactionState((state) => state.selectedId)
  const index = boxes.findIndex((box) => box.id === selectedId)
  if (index < 0) return null
  const number = index + 1
  return (
    <div className="redaction-selected" role="group" aria-labelledby="redaction-selected-title">
      <p className="redaction-selected__title" id="redaction-selected-title">
        <Trans>Selected: box {number}</Trans>
      </p>
      <div className="redaction-selected__buttons">
        <button
          type="button"
          className="icon-button"
          aria-label={t`Move left`}
          onClick={() => move({ x: -1, y: 0 }, BUTTON_STEP)}
        >
          <span aria-hidden="true">←</span>
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label={t`Move up`}
          onClick={() => move({ x: 0, y: -1 }, BUTTON_STEP)}
        >
          <span aria-hidden="true">↑</span>
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label={t`Move down`}
          onClick={() => move({ x: 0, y: 1 }, BUTTON_STEP)}
        >
          <span aria-hidden="true">↓</span>
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label={t`Move right`}
          onClick={() => move({ x: 1, y: 0 }, BUTTON_STEP)}
        >
          <span aria-hidden="true">→</span>
        </button>
        <button type="button" className="button button--secondary" onClick={() => grow(1)}>
          <Trans>Bigger</Trans>
        </button>
        <button type="button" className="button button--secondary" onClick={() => grow(-1)}>
          <Trans>Smaller</Trans>
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => store.removeSelected()}
        >
          <Trans>Remove box</Trans>
        </button>
      </div>
    </div>
  )
}
