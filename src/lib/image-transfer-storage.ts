/**
 * Puts an image in localStorage for another page (src/domain/files/image-transfer.ts): the redaction
 * tool's hand-over (spec part 1 §2) and the redacted image's return to the home form. A data
 * URL, its name and its type under the transfer's three keys. localStorage holds a few megabytes
 * at most, so a large photo can be refused: the QuotaExceededError is thrown on for the page to
 * explain, and nothing is left half-written.
 */
import { writeImageTransfer, type ImageTransferKeys } from '../domain/files/image-transfer.ts'

/** The blob as a base64 data URL. */
export function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () =>
      typeof reader.result === 'string'
        ? resolve(reader.result)
        : reject(new Error('The image could not be read.'))
    reader.onerror = () => reject(reader.error ?? new Error('The image could not be read.'))
    reader.readAsDataURL(blob)
  })
}

/** Stores `blob` under `keys` as an image called `name` of the mime type `type`. */
export async function storeImageTransfer(
  keys: ImageTransferKeys,
  blob: Blob,
  name: string,
  type: string,
): Promise<void> {
  // Re-labelled so the data URL carries exactly the type stored beside it, even when the
  // picker gave none.
  const image = await readAsDataUrl(new Blob([blob], { type }))
  writeImageTransfer(localStorage, keys, { image, name, type })
}
