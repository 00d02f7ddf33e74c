import { useEffect, useEffectEvent } from 'react'

import { decodeDataUrl } from '../../../domain/files/data-url.ts'
import {
  REDACTION_RETURN_KEYS,
  takeImageTransfer,
  type TransferStorage,
} from '../../../domain/files/image-transfer.ts'

/**
 * Takes the image the redaction tool sent back ("Use this redacted image", three localStorage
 * items, src/domain/files/image-transfer.ts) as a file, and removes the items. Null when there is
 * none, or when it cannot be read: that is only logged, and the person can still pick the
 * downloaded file.
 */
export function takeRedactedImage(storage?: TransferStorage): File | null {
  try {
    // Read inside the try: even reaching localStorage can throw where storage is blocked.
    storage ??= localStorage
    const returned = takeImageTransfer(storage, REDACTION_RETURN_KEYS)
    if (!returned) return null
    const decoded = decodeDataUrl(returned.image)
    if (!decoded) throw new Error('The returned image is not a base64 data URL.')
    return new File([decoded.bytes], returned.name, { type: returned.type })
  } catch (error) {
    // Storage can be refused (private browsing) as well as hold something unreadable.
    console.warn('The redacted image could not be taken back.', error)
    return null
  }
}

/**
 * When the form mounts, hands a redacted image sent back by the redaction tool to `onImage`,
 * once. Taking is synchronous, so React's development double effects find it gone the second
 * time.
 */
export function useRedactedImage(onImage: (file: File) => void): void {
  const attach = useEffectEvent(onImage)
  useEffect(() => {
    const file = takeRedactedImage()
    if (file) attach(file)
  }, [])
}
