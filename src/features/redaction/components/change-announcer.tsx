import { Trans } from '@lingui/react/macro'

import { useRedactionState } from '../hooks/use-redaction-store.ts'
import type { Change } from '../model/redaction-store.ts'

import { RedactionCount } from './redaction-counter.tsx'

function ChangeText({ kind }: { kind: Change['kind'] }) {
  switch (kind) {
    case 'added':
      return <Trans>Box added.</Trans>
    case 'removed':
      return <Trans>Box removed.</Trans>
    case 'moved':
      return <Trans>Box moved.</Trans>
    case 'resized':
      return <Trans>Box resized.</Trans>
    case 'rotated':
      return <Trans>Image rotated. All boxes removed.</Trans>
    case 'undone':
      return <Trans>Undone.</Trans>
    case 'redone':
      return <Trans>Redone.</Trans>
    case 'selected':
      return <Trans>Box selected.</Trans>
  }
}

/**
 * Tells screen-reader users what their last edit did, politely. Each change gets a new node
 * (keyed by its sequence number), so the same words twice are still read twice.
 */
export function ChangeAnnouncer() {
  const change = useRedactionState((state) => state.change)
  const count = useRedactionState((state) => state.history.present.boxes.length)
  return (
    <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {change && (
        <span key={change.seq}>
          <ChangeText kind={change.kind} /> <RedactionCount count={count} />
        </span>
      )}
    </div>
  )
}
