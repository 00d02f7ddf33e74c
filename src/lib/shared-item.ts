/**
 * Takes what another app shared into ScamScreen: the service worker left it in IndexedDB
 * (idb-keyval's default store) and the home form picks it up once, then it is gone.
 */
import { del, get } from 'idb-keyval'

import { SHARED_ITEM_KEY, type SharedItem } from '../domain/files/shared-item.ts'

function isSharedItem(value: unknown): value is SharedItem {
  if (typeof value !== 'object' || value === null) return false
  const item: Partial<Record<keyof SharedItem, unknown>> = value
  return (
    typeof item.title === 'string' &&
    typeof item.text === 'string' &&
    typeof item.url === 'string' &&
    (item.file === undefined || item.file instanceof File)
  )
}

let taking: Promise<SharedItem | undefined> | undefined

/**
 * Reads the shared item and deletes it, so it is used only once. Undefined if none. Calls
 * made while one is under way share its answer: React's development double effects would
 * otherwise let the first call delete the item the second one is waiting for.
 */
export function takeSharedItem(): Promise<SharedItem | undefined> {
  taking ??= readAndDelete().finally(() => {
    taking = undefined
  })
  return taking
}

async function readAndDelete(): Promise<SharedItem | undefined> {
  try {
    const value: unknown = await get(SHARED_ITEM_KEY)
    if (value === undefined) return undefined
    await del(SHARED_ITEM_KEY)
    return isSharedItem(value) ? value : undefined
  } catch (error) {
    // IndexedDB can be unavailable (some private modes): the person can still paste.
    console.warn('Could not read the shared item.', error)
    return undefined
  }
}
