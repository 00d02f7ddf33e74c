import { useSyncExternalStore } from 'react'

const subscribeToNothing = () => () => {}

/**
 * False while React hydrates a prerendered page (and while scripts/prerender.mjs renders it),
 * true afterwards and whenever the app renders from nothing. Anything read from the device
 * (storage, the page's address) waits for true, so the first render matches the prerendered
 * HTML exactly; React then renders again with it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  )
}
