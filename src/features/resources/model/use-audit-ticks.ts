/**
 * The audit's ticks, kept on this device (localStorage) so the list is still there tomorrow.
 * Nothing leaves the device. Storage may be refused (private browsing, full disk): the ticks
 * then last for the visit, and the person is told.
 */
import { useCallback, useMemo, useState } from 'react'

import { parseStoredTicks } from '../../../domain/security/audit-checklist.ts'
import { useHydrated } from '../../../lib/use-hydrated.ts'

export const AUDIT_STORAGE_KEY = 'security_audit_ticks'

const NONE: ReadonlySet<string> = new Set()

function load(): string[] {
  try {
    return parseStoredTicks(localStorage.getItem(AUDIT_STORAGE_KEY))
  } catch {
    return []
  }
}

export function useAuditTicks() {
  // The prerendered page has no ticks: the stored ones appear once it is hydrated.
  const hydrated = useHydrated()
  const stored = useMemo(() => (hydrated ? new Set(load()) : NONE), [hydrated])
  const [changed, setChanged] = useState<ReadonlySet<string> | null>(null)
  const [saveFailed, setSaveFailed] = useState(false)

  const toggle = useCallback((id: string, on: boolean) => {
    setChanged((previous) => {
      const next = new Set(previous ?? load())
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

  return { ticked: changed ?? stored, toggle, saveFailed }
}
