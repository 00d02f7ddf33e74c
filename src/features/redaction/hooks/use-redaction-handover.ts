import { useEffect } from 'react'

import { decodeDataUrl } from '../../../domain/files/data-url.ts'
import {
  REDACTION_HANDOVER_KEYS,
  takeImageTransfer,
  takeRedactionReturnPath,
} from '../../../domain/files/image-transfer.ts'
import type { RedactionStore } from '../model/redaction-store.ts'

/**
 * On arrival, takes an image handed over by the home form or the document screen (three
 * localStorage items, src/domain/files/image-transfer.ts) as the chosen file, and removes the
 * items. A hand-over that cannot be read is only logged (spec part 1 §8).
 */
export function useRedactionHandover(store: RedactionStore): void {
  useEffect(() => {
    try {
      const handover = takeImageTransfer(localStorage, REDACTION_HANDOVER_KEYS)
      const returnTo = takeRedactionReturnPath(localStorage)
      if (!handover) return
      const decoded = decodeDataUrl(handover.image)
      if (!decoded) throw new Error('The handed-over image is not a base64 data URL.')
      store.chooseFile(new Blob([decoded.bytes], { type: handover.type }), handover.name, {
        fromHandover: true,
        returnTo,
      })
    } catch (error) {
      // Storage can be refused (private browsing) as well as hold something unreadable.
      console.warn('The image handed over for redaction could not be loaded.', error)
    }
  }, [store])
}
