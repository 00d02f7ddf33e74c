/**
 * The security audit checklist (spec part 2 §3, §4, §9): 15 items in three levels, and the
 * progress rule. Progress counts every ticked item, including those the filter hides.
 */
export type AuditCategory = 'essential' | 'enhanced' | 'maximum'

export interface AuditItem {
  id: string
  category: AuditCategory
}

export const AUDIT_CATEGORIES: readonly AuditCategory[] = ['essential', 'enhanced', 'maximum']

/** The 15 items, in the spec's order: 7 essential, 5 enhanced, 3 maximum. */
export const AUDIT_ITEMS: readonly AuditItem[] = [
  { id: 'password-manager', category: 'essential' },
  { id: 'two-factor', category: 'essential' },
  { id: 'software-updates', category: 'essential' },
  { id: 'device-encryption', category: 'essential' },
  { id: 'biometrics', category: 'essential' },
  { id: 'unique-passwords', category: 'essential' },
  { id: 'encrypted-backups', category: 'essential' },
  { id: 'backup-codes', category: 'enhanced' },
  { id: 'credit-monitoring', category: 'enhanced' },
  { id: 'virtual-cards', category: 'enhanced' },
  { id: 'network-security', category: 'enhanced' },
  { id: 'password-audit', category: 'enhanced' },
  { id: 'encrypted-email', category: 'maximum' },
  { id: 'hardware-key', category: 'maximum' },
  { id: 'signal', category: 'maximum' },
]

export type AuditFilter = 'all' | AuditCategory

const KNOWN_IDS = new Set(AUDIT_ITEMS.map((item) => item.id))

/** The items a filter lists; the filter never changes what is ticked. */
export function filterAuditItems(filter: AuditFilter): AuditItem[] {
  return AUDIT_ITEMS.filter((item) => filter === 'all' || item.category === filter)
}

/**
 * Progress as a whole percentage: ticked items divided by 15, rounded. Unknown ids (say, from
 * an older version kept on the device) do not count.
 */
export function auditProgress(ticked: Iterable<string>): number {
  const counted = new Set([...ticked].filter((id) => KNOWN_IDS.has(id)))
  return Math.round((counted.size / AUDIT_ITEMS.length) * 100)
}

/** Reads ticks kept on the device, dropping anything that is not a known item id. */
export function parseStoredTicks(raw: string | null): string[] {
  if (!raw) return []
  try {
    const value: unknown = JSON.parse(raw)
    if (!Array.isArray(value)) return []
    return [
      ...new Set(value.filter((id): id is string => typeof id === 'string' && KNOWN_IDS.has(id))),
    ]
  } catch {
    return []
  }
}
