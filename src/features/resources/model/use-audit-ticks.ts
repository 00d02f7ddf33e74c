/**
 * The audit's ticks, kept on this device (localStorage) so the list is still there tomorrow.
 * Nothing leaves the device. Storage may be refused (private browsing, full disk): the ticks
 * then last for the visit, and the person is told.
 */
import { useCallback, useState } from 'react'

import { parseStoredTicks } from '../../../domain/security/audit-checklist.ts'

export const AUDIT_STORAGE_KEY = 'security_audit_ticks'

function load(): string[] {
  try {
    return parseStoredTicks(localStorage.getItem(AUDIT_STORAGE_KEY))
  } catch {
    return []
  }
}

export function useAuditTicks() {
  const [ticked, setTicked] = useState<ReadonlySet<string>>(() => new Set(load()))
  const [saveFailed, setSaveFailed] = useState(false)

  const toggle = useCallback((id: string, on: boolean) => {
    setTicked((previous) => {
      const next = new Set(previous)
      if (on) next.add(id)
      else next.delete(id)
      try {
        localStorage.setItem(AUDIT_STORAGE_KEY, JSON.stringify([...next]))
        setSaveFailed(false)
      } catch {
        setSaveFailed(true)
      }
      return next
    })
  }, [])

  return { ticked, toggle, saveFailed }
}
