/** GET /api/alerts: the latest scam alerts for the home page, newest first. */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'

import { throwIfNotOk } from '../../../lib/query-client.ts'

const alertSchema = z.object({
  description: z.string(),
  url: z
    .string()
    .nullish()
    .transform((url) => url?.trim() || null),
  created_at: z.string(),
})

const alertsResponseSchema = z.object({ alerts: z.array(alertSchema) })

export type Alert = z.infer<typeof alertSchema>

/** Spec part 1 §7, §9: cached 5 minutes, retried twice, not refetched on focus or mount. */
const ALERTS_STALE_TIME_MS = 5 * 60 * 1000

export async function getAlerts(signal?: AbortSignal): Promise<Alert[]> {
  const response = await fetch('/api/alerts', { credentials: 'include', signal })
  await throwIfNotOk(response)
  return alertsResponseSchema.parse(await response.json()).alerts
}

export const alertsQueryOptions = queryOptions({
  queryKey: ['/api/alerts'],
  queryFn: ({ signal }) => getAlerts(signal),
  staleTime: ALERTS_STALE_TIME_MS,
  retry: 2,
  refetchOnMount: false,
  refetchOnWindowFocus: false,
})

export function useAlerts() {
  return useQuery(alertsQueryOptions)
}
