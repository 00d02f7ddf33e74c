/**
 * Content shared into the app from another app (the manifest's share target): the service
 * worker stores it under this key in IndexedDB, and the home form takes it from there.
 */
export const SHARED_ITEM_KEY = 'shared-item'

export interface SharedItem {
  title: string
  text: string
  url: string
  file?: File
  receivedAt: number
}
