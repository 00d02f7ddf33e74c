/**
 * GET /api/config (spec part 2 §7): the Google Places key, when the server has one (it answers
 * a null key when it has none). The call fails when the answer is not OK or has no key; the location field then uses its bundled list
 * of UK places, so a failure here never shows as an error.
 */
import { queryOptions } from '@tanstack/react-query'

import { stringFieldOf } from '../../../lib/post-json.ts'

/** Long enough for a slow phone network; the bundled list waits no longer than this. */
const CONFIG_TIMEOUT_MS = 5000

/** The configuration could not be read; the messages are the spec's (part 2 §8). */
export class PlacesConfigError extends Error {
  override name = 'PlacesConfigError'
}

export async function getPlacesApiKey(signal?: AbortSignal): Promise<string> {
  const timeout = AbortSignal.timeout(CONFIG_TIMEOUT_MS)
  const response = await fetch('/api/config', {
    credentials: 'same-origin',
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
  })
  if (!response.ok) {
    throw new PlacesConfigError(
      response.status === 404
        ? 'API key not found in server response.'
        : 'Failed to load configuration. Please try again later.',
    )
  }
  const key = stringFieldOf(await response.json().catch(() => null), 'googlePlacesApiKey')
  if (!key) throw new PlacesConfigError('API key not found in server response.')
  return key
}

/** Fetched once per page load (spec part 2 §4, step 1). */
export const placesConfigQueryOptions = queryOptions({
  queryKey: ['/api/config'],
  queryFn: ({ signal }) => getPlacesApiKey(signal),
  retry: false,
  staleTime: Infinity,
})
