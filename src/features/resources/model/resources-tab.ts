import { z } from 'zod'

export const RESOURCES_TABS = [
  'legal-disclaimer',
  'resources',
  'security-toolkit',
  'scam-guide',
] as const

export type ResourcesTab = (typeof RESOURCES_TABS)[number]

/** The open tab lives in the address (?tab=...), so it can be linked to and survives reloads. */
export const resourcesSearchSchema = z.object({
  tab: z.enum(RESOURCES_TABS).optional().catch(undefined),
})
