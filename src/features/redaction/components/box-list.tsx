import { Trans, useLingui } from '@lingui/react/macro'
import type { KeyboardEvent } from 'react'

import { useRedactionState, useRedactionStore } from '../hooks/use-redaction-store.ts'

/**
 * One button per box, so a box can be chosen without a pointer. The chosen box then answers
 * the arrow keys, + and - and Delete. The image pixels are in data attributes for tests.
 */
export function BoxList({ onKeyDown }: { onKeyDown: (event: KeyboardEvent<HTMLElement>) => void }) {
  const { t } = useLingui()
  const store = useRedactionStore()
  const boxes = useRedactionState((state) => state.history.present.boxes)
  const selectedId = useRedactionState((state) => state.selectedId)
  if (boxes.length === 0) return null
  return (
    <div className="redaction-boxes">
      <h3 id="redaction-boxes-title">
        <Trans>Your boxes</Trans>
      </h3>
      <ul className="pill-list" aria-labelledby="redaction-boxes-title">
        {boxes.map((box, index) => {
          const number = index + 1
          return (
            <li key={box.id}>
              <button
                type="button"
                className="pill-button redaction-boxes__button"
                aria-pressed={box.id === selectedId}
                data-box-x={Math.round(box.x)}
                data-box-y={Math.round(box.y)}
                data-box-width={Math.round(box.width)}
                data-box-height={Math.round(box.height)}
                onClick={() => store.select(box.id)}
                onFocus={() => store.select(box.id)}
                onKeyDown={onKeyDown}
              >
                {t`Box ${number}`}
              </button>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
