import { useLingui } from '@lingui/react/macro'
import { useRef, useState, type PointerEvent } from 'react'

import { dismissToast, holdToast, releaseToast, useToast } from '../lib/toast.ts'

/** Swiping a toast this far to the right dismisses it (spec part 1 §9). */
const SWIPE_THRESHOLD_PX = 50

/**
 * The toast region. The live regions are always in the page, so screen readers announce a
 * toast the moment its text appears in them.
 */
export function Toaster() {
  const toast = useToast()
  const { t } = useLingui()
  const start = useRef<number | null>(null)
  const [offset, setOffset] = useState(0)

  const onPointerDown = (event: PointerEvent) => {
    start.current = event.clientX
    holdToast()
  }
  const onPointerMove = (event: PointerEvent) => {
    if (start.current !== null) setOffset(Math.max(0, event.clientX - start.current))
  }
  const onPointerEnd = () => {
    if (offset > SWIPE_THRESHOLD_PX) dismissToast()
    else releaseToast()
    start.current = null
    setOffset(0)
  }

  const body = toast && (
    <div
      className={`toast toast--${toast.variant}`}
      style={
        offset ? { transform: `translateX(${offset}px)`, opacity: 1 - offset / 200 } : undefined
      }
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onMouseEnter={holdToast}
      onMouseLeave={releaseToast}
    >
      <div className="toast__text">
        <p className="toast__title">{toast.title}</p>
        {toast.description && <p className="toast__description">{toast.description}</p>}
      </div>
      <button type="button" className="toast__close" onClick={dismissToast} aria-label={t`Dismiss`}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  )

  return (
    <div className="toaster">
      <div role="status" aria-live="polite">
        {toast?.variant === 'default' ? body : null}
      </div>
      <div role="alert" aria-live="assertive">
        {toast?.variant === 'destructive' ? body : null}
      </div>
    </div>
  )
}
