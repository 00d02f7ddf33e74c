/** GET /api/alerts: the latest scam alerts for the home page, newest first. */
import { queryOptions, useQuery } from '@tanstack/react-query'

import { throwIfNotOk } from '../../../lib/query-client.ts'

export interface Alert {
  description: string
  /** Trimmed; null when the alert names no address. */
  url: string | null
  created_at: string
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

/**
 * The answer's alerts, or an error when it is not the expected shape. Checked by hand, not with
 * a schema library: the home page shows alerts, and zod would be a quarter of its code.
 */
export function parseAlertsResponse(body: unknown): Alert[] {
  if (!isRecord(body) || !Array.isArray(body.alerts)) throw new TypeError('Not an alerts answer')
  return body.alerts.map((item: unknown) => {
    if (
      !isRecord(item) ||
      typeof item.description !== 'string' ||
      typeof item.created_at !== 'string' ||
      !(item.url === undefined || item.url === null || typeof item.url === 'string')
    ) {
      throw new TypeError('Not an alert')
    }
    return {
      description: item.description,
      url: item.url?.trim() || null,
      created_at: item.created_at,
    }
  })
}

/** Spec part 1 §7, §9: cached 5 minutes, retried twice, not refetched on focus or mount. */
const ALERTS_STALE_TIME_MS = 5 * 60 * 1000

export async function getAlerts(signal?: AbortSignal): Promise<Alert[]> {
  const response = await fetch('/api/alerts', { credentials: 'include', signal })
  await throwIfNotOk(response)
  return parseAlertsResponse(await response.json())
}

export const alertsQueryOptions = queryOptions({
  queryKey: ['/api/alerts'],
  queryFn: ({ signal }) => getAlerts(signal),
  staleTime: ALERTS_STALE_TIME_MS,
  retry: 2,
  refetchOnMount: false,
  refetchOnWindowFocus: false,
})

/** `enabled` false holds the request back (the list is below the fold). */
export function useAlerts({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...alertsQueryOptions, enabled })
}
