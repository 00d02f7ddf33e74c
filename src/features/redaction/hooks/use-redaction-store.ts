/**
 * How components reach the redaction store: one store per visit to the tool, handed down by
 * context, read with useSyncExternalStore so that a component re-renders only when the part
 * it selects changes.
 */
import { createContext, useContext, useSyncExternalStore } from 'react'

import type { RedactionState, RedactionStore } from '../model/redaction-store.ts'

export const RedactionStoreContext = createContext<RedactionStore | null>(null)

/** The tool's store. Throws outside the tool, where there is none. */
export function useRedactionStore(): RedactionStore {
  const store = useContext(RedactionStoreContext)
  if (!store) throw new Error('useRedactionStore is used outside the redaction tool.')
  return store
}

/**
 * A part of the store's state. The selector must return something already in the state (or a
 * primitive), not a new object, or the component would render on every change.
 */
export function useRedactionState<T>(selector: (state: RedactionState) => T): T {
  const store = useRedactionStore()
  return useSyncExternalStore(
    store.subscribe,
    () => selector(store.getState()),
    () => selector(store.getState()),
  )
}
