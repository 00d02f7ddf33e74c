export const RESOURCES_TABS = [
  'legal-disclaimer',
  'resources',
  'security-toolkit',
  'scam-guide',
] as const

export type ResourcesTab = (typeof RESOURCES_TABS)[number]

export interface ResourcesSearch {
  tab?: ResourcesTab
}

/**
 * The open tab lives in the address (?tab=...), so it can be linked to and survives reloads; an
 * unknown tab is dropped. Plain code, not a schema: route options load with every page.
 */
export function parseResourcesSearch(search: Record<string, unknown>): ResourcesSearch {
  const tab = RESOURCES_TABS.find((candidate) => candidate === search.tab)
  return tab ? { tab } : {}
}
