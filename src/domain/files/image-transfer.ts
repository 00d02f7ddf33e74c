/**
 * Passing an image between pages through localStorage: three items, the image as a base64 data
 * URL, its file name and its mime type. The page that receives them validates them with these
 * helpers and removes all three, so a stale or tampered item is never loaded.
 *
 * Two transfers use it, each with its own three keys:
 *
 * - the hand-over (`REDACTION_HANDOVER_KEYS`, spec part 1 §2, §3): the screening form (or the
 *   document screen) sends a picked image to the redaction tool, which takes it on arrival;
 * - the return (`REDACTION_RETURN_KEYS`): when the image came from a hand-over, the tool's step 3
 *   offers "Use this redacted image", stores the redacted file (a fresh PNG or JPEG with no
 *   metadata, named like `letter-redacted.png`) and goes to `/#screen`, where the home form
 *   takes it back:
 *
 *     const returned = takeImageTransfer(localStorage, REDACTION_RETURN_KEYS)
 *     const decoded = returned && decodeDataUrl(returned.image) // src/domain/files/data-url.ts
 *     if (returned && decoded) {
 *       const file = new File([decoded.bytes], returned.name, { type: returned.type })
 *     }
 *
 * Writing is in src/lib/image-transfer-storage.ts (it reads the file with a FileReader).
 */

/** The three localStorage keys of one transfer. */
export interface ImageTransferKeys {
  readonly image: string
  readonly name: string
  readonly type: string
}

/** From the screening form (or the document screen) to the redaction tool. */
export const REDACTION_HANDOVER_KEYS = {
  image: 'redaction_handover_image',
  name: 'redaction_handover_name',
  type: 'redaction_handover_type',
} as const satisfies ImageTransferKeys

/** From the redaction tool back to the form that handed the image over. */
export const REDACTION_RETURN_KEYS = {
  image: 'redaction_return_image',
  name: 'redaction_return_name',
  type: 'redaction_return_type',
} as const satisfies ImageTransferKeys

/**
 * Where the redaction tool sends a redacted image back to: the page that handed it over. The
 * document screen sets it beside its hand-over; the tool takes (and removes) it on arrival, so
 * a stale value never sends a later hand-over from the home form to the wrong page.
 */
export const REDACTION_RETURN_PATH_KEY = 'redaction_handover_return_path'

export const REDACTION_RETURN_PATHS = ['/', '/document-screen'] as const
export type RedactionReturnPath = (typeof REDACTION_RETURN_PATHS)[number]

/** Takes the return path: the stored one if it is a known page, else the home form ('/'). */
export function takeRedactionReturnPath(storage: TransferStorage): RedactionReturnPath {
  const value = storage.getItem(REDACTION_RETURN_PATH_KEY)
  storage.removeItem(REDACTION_RETURN_PATH_KEY)
  return REDACTION_RETURN_PATHS.find((path) => path === value) ?? '/'
}

export interface ImageTransfer {
  /** The image as a base64 data URL, e.g. `data:image/png;base64,…`. */
  image: string
  name: string
  type: string
}

/** The part of Storage the helpers need; localStorage satisfies it, and so does a Map-backed fake. */
export interface TransferStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

const IMAGE_TYPE = /^image\/[a-z0-9][a-z0-9.+-]*$/i
const IMAGE_DATA_URL = /^data:(image\/[a-z0-9][a-z0-9.+-]*);base64,[a-z0-9+/]+=*$/i
/** Long enough for any real file name; the receiving page shows it, so keep it bounded. */
const MAX_NAME_LENGTH = 255

export function isImageMimeType(type: string): boolean {
  return IMAGE_TYPE.test(type)
}

/** The mime type inside an image data URL, or null when the value is not one. */
export function imageDataUrlType(value: string): string | null {
  return IMAGE_DATA_URL.exec(value)?.[1]?.toLowerCase() ?? null
}

/**
 * Checks three raw stored values: a base64 image data URL, a non-empty name and an image
 * type that agrees with the data URL. Returns the transfer, or null if anything is off.
 */
export function parseImageTransfer(values: {
  image: string | null
  name: string | null
  type: string | null
}): ImageTransfer | null {
  const { image, name, type } = values
  if (!image || !type || !isImageMimeType(type)) return null
  if (imageDataUrlType(image) !== type.toLowerCase()) return null
  const cleanName = (name ?? '').trim().slice(0, MAX_NAME_LENGTH)
  return { image, name: cleanName || 'image', type: type.toLowerCase() }
}

/** Reads and validates a transfer from storage, without removing it. */
export function readImageTransfer(
  storage: Pick<TransferStorage, 'getItem'>,
  keys: ImageTransferKeys,
): ImageTransfer | null {
  return parseImageTransfer({
    image: storage.getItem(keys.image),
    name: storage.getItem(keys.name),
    type: storage.getItem(keys.type),
  })
}

/** Takes a transfer: reads it, then removes all three items whatever they held. */
export function takeImageTransfer(
  storage: TransferStorage,
  keys: ImageTransferKeys,
): ImageTransfer | null {
  const transfer = readImageTransfer(storage, keys)
  clearImageTransfer(storage, keys)
  return transfer
}

/**
 * Writes the three items. Storage can refuse (QuotaExceededError for a large photo): then
 * nothing is left half-written, and the error is thrown on for the caller to show.
 */
export function writeImageTransfer(
  storage: TransferStorage,
  keys: ImageTransferKeys,
  value: ImageTransfer,
): void {
  try {
    storage.setItem(keys.image, value.image)
    storage.setItem(keys.name, value.name)
    storage.setItem(keys.type, value.type)
  } catch (error) {
    clearImageTransfer(storage, keys)
    throw error
  }
}

export function clearImageTransfer(
  storage: Pick<TransferStorage, 'removeItem'>,
  keys: ImageTransferKeys,
): void {
  storage.removeItem(keys.image)
  storage.removeItem(keys.name)
  storage.removeItem(keys.type)
}

/** Whether an error is the browser saying storage is full (names differ between engines). */
export function isQuotaExceededError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('name' in error)) return false
  return error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED'
}

/** The name of a returned file: the original's name with `-redacted` and the new extension. */
export function redactedReturnName(originalName: string, type: string): string {
  const base = originalName.replace(/\.[a-z0-9]{1,5}$/i, '').trim() || 'image'
  return `${base}-redacted${type === 'image/jpeg' ? '.jpg' : '.png'}`
}
