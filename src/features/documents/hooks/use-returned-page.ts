import { useEffect, useEffectEvent } from 'react'

import { decodeDataUrl } from '../../../domain/files/data-url.ts'
import { REDACTION_RETURN_KEYS, takeImageTransfer } from '../../../domain/files/image-transfer.ts'

/**
 * When the document screen mounts, takes the redacted page the redaction tool sent back ("Use
 * this redacted image", src/domain/files/image-transfer.ts) as the file to analyse, once. An
 * unreadable item is only logged: the person can still pick the downloaded file.
 */
export function useReturnedPage(onFile: (file: File) => void): void {
  const attach = useEffectEvent(onFile)
  useEffect(() => {
    try {
      const returned = takeImageTransfer(localStorage, REDACTION_RETURN_KEYS)
      const decoded = returned && decodeDataUrl(returned.image)
      if (returned && decoded) {
        attach(new File([decoded.bytes], returned.name, { type: returned.type }))
      }
    } catch (error) {
      console.warn('The redacted page could not be taken back.', error)
    }
  }, [])
}
