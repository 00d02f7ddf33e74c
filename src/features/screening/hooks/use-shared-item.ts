import { useEffect, useEffectEvent } from 'react'

import type { SharedItem } from '../../../domain/files/shared-item.ts'
import { takeSharedItem } from '../../../lib/shared-item.ts'

/**
 * When the page was opened by the share target (`?shared=1`), takes what was shared, once,
 * and hands it to `onItem`; `onDone` runs either way so the flag can leave the URL.
 */
export function useSharedItem(
  pending: boolean,
  onItem: (item: SharedItem) => void,
  onDone: () => void,
): void {
  const apply = useEffectEvent(onItem)
  const done = useEffectEvent(onDone)
  useEffect(() => {
    if (!pending) return
    let active = true
    void takeSharedItem().then((item) => {
      if (!active) return
      if (item) apply(item)
      done()
    })
    return () => {
      active = false
    }
  }, [pending])
}
