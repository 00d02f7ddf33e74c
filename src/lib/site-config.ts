import { queryOptions, useQuery } from '@tanstack/react-query'

import { DEFAULT_SITE_CONFIG, type SiteConfig } from '../domain/site-config.ts'

export const siteConfigQueryOptions = queryOptions<SiteConfig>({ queryKey: ['/api/site-config'] })

/** This installation's public settings; the defaults until the server (or its cache) answers. */
export function useSiteConfig(): SiteConfig {
  return useQuery(siteConfigQueryOptions).data ?? DEFAULT_SITE_CONFIG
}
