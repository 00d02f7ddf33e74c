/**
 * Toasts, as spec part 1 §9 has them: one at a time, shown for 5 seconds. A new toast replaces
 * the one on screen. Destructive toasts are announced at once (role alert), others politely.
 */
import { useSyncExternalStore } from 'react'

export const TOAST_DURATION_MS = 5000

export interface Toast {
  id: number
  title: string
  description?: string
  variant: 'default' | 'destructive'
}

let current: Toast | null = null
let nextId = 1
let timer: ReturnType<typeof setTimeout> | undefined
const listeners = new Set<() => void>()

function emit() {
  for (const listener of listeners) listener()
}

export function dismissToast(): void {
  clearTimeout(timer)
  current = null
  emit()
}

export function toast(input: Omit<Toast, 'id' | 'variant'> & { variant?: Toast['variant'] }): void {
  clearTimeout(timer)
  current = { variant: 'default', ...input, id: nextId++ }
  timer = setTimeout(dismissToast, TOAST_DURATION_MS)
  emit()
}

/** Keeps the toast on screen while the person reads or hovers it. */
export function holdToast(): void {
  clearTimeout(timer)
}

export function releaseToast(): void {
  clearTimeout(timer)
  if (current) timer = setTimeout(dismissToast, TOAST_DURATION_MS)
}

export function useToast(): Toast | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => current,
    () => null,
  )
}
