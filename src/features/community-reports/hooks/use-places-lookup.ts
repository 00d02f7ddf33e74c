/**
 * Where the location field's suggestions come from (spec part 2 §4): Google Places when the
 * server has a key, we are online and Google's script arrives within 10 seconds; otherwise the
 * bundled list of UK places, which needs no network. Google failing mid-search falls back to
 * the bundled list too, so the field always helps.
 */
import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'

import { placeLabel, searchUkPlaces } from '../../../domain/reports/uk-places.ts'
import { useOnline } from '../../../lib/use-online.ts'
import { placesConfigQueryOptions } from '../api/get-places-config.ts'
import { loadPlacesScript, placesAvailable, searchGooglePlaces } from '../api/google-places.ts'
import { waitUntilAvailable } from '../model/places-loading.ts'

export type PlaceSearch = (query: string) => Promise<string[]>

export type PlacesLookup =
  | { status: 'loading' }
  | { status: 'ready'; source: 'google' | 'bundled'; search: PlaceSearch }
  /** Google's script did not arrive: the spec's error shows, and the bundled list helps. */
  | { status: 'failed'; search: PlaceSearch }

/** The bundled list, as labels. */
export const searchBundledPlaces: PlaceSearch = async (query) =>
  searchUkPlaces(query).map(placeLabel)

const searchGoogleOrBundled: PlaceSearch = async (query) => {
  try {
    return await searchGooglePlaces(query)
  } catch {
    return searchBundledPlaces(query)
  }
}

type GoogleState = 'waiting' | 'ready' | 'failed'

export function usePlacesLookup(): PlacesLookup {
  const online = useOnline()
  // Offline at first sight, the bundled list serves; no need to ask the server.
  const [startedOnline] = useState(online)
  const config = useQuery({ ...placesConfigQueryOptions, enabled: startedOnline })
  const apiKey = config.data
  const [google, setGoogle] = useState<GoogleState>('waiting')

  useEffect(() => {
    if (!apiKey) return
    const controller = new AbortController()
    // The loader retries by itself; the poll below decides when to give up.
    loadPlacesScript(apiKey).catch(() => {})
    waitUntilAvailable(placesAvailable, { signal: controller.signal }).then(
      () => setGoogle('ready'),
      () => setGoogle('failed'),
    )
    return () => controller.abort()
  }, [apiKey])

  return useMemo((): PlacesLookup => {
    if (!startedOnline || config.isError) {
      return { status: 'ready', source: 'bundled', search: searchBundledPlaces }
    }
    if (config.isPending || google === 'waiting') return { status: 'loading' }
    if (google === 'failed') return { status: 'failed', search: searchBundledPlaces }
    return { status: 'ready', source: 'google', search: searchGoogleOrBundled }
  }, [startedOnline, config.isError, config.isPending, google])
}
