/**
 * Google Places, kept small and apart: it loads Google's script (the only third-party script
 * the app ever runs, and only when a key is configured; the server's CSP then allows it) and
 * asks it for UK place suggestions. Google's objects are read through type guards, never
 * trusted. It cannot be tested here against Google; the timing around it
 * (model/places-loading.ts) is.
 */
import { loadWithRetries } from '../model/places-loading.ts'

const SCRIPT_ORIGIN = 'https://maps.googleapis.com'
const SCRIPT_ID = 'google-places-script'

export function placesScriptUrl(apiKey: string): string {
  const url = new URL('/maps/api/js', SCRIPT_ORIGIN)
  url.searchParams.set('key', apiKey)
  url.searchParams.set('libraries', 'places')
  url.searchParams.set('v', 'weekly')
  return url.toString()
}

/** Adds the script once; a failed tag is removed, so a retry adds a fresh one. */
function injectScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const existing = document.getElementById(SCRIPT_ID)
    if (existing instanceof HTMLScriptElement && existing.src === src) return resolve()
    existing?.remove()
    const script = document.createElement('script')
    script.id = SCRIPT_ID
    script.src = src
    script.async = true
    script.addEventListener('load', () => resolve(), { once: true })
    script.addEventListener(
      'error',
      () => {
        script.remove()
        reject(new Error('The places script did not load'))
      },
      { once: true },
    )
    document.head.append(script)
  })
}

/** Loads Google's places script, retrying 3 times with the spec's back-off. */
export function loadPlacesScript(apiKey: string): Promise<void> {
  return loadWithRetries(() => injectScript(placesScriptUrl(apiKey)))
}

function property(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined
}

function placesNamespace(): unknown {
  return property(property(property(window, 'google'), 'maps'), 'places')
}

/** Whether the script has made its places API available (polled every second). */
export function placesAvailable(): boolean {
  const places = placesNamespace()
  return (
    typeof property(places, 'AutocompleteSuggestion') === 'function' ||
    typeof property(places, 'AutocompleteService') === 'function'
  )
}

function texts(list: unknown, read: (item: unknown) => unknown): string[] {
  if (!Array.isArray(list)) return []
  return list.map(read).filter((text): text is string => typeof text === 'string' && text !== '')
}

/** The current API: AutocompleteSuggestion.fetchAutocompleteSuggestions. */
async function suggestionTexts(places: unknown, input: string): Promise<string[] | null> {
  const suggestion = property(places, 'AutocompleteSuggestion')
  const fetchSuggestions = property(suggestion, 'fetchAutocompleteSuggestions')
  if (typeof fetchSuggestions !== 'function') return null
  const answer: unknown = await Reflect.apply(fetchSuggestions, suggestion, [
    { input, includedRegionCodes: ['gb'] },
  ])
  return texts(property(answer, 'suggestions'), (item) =>
    property(property(property(item, 'placePrediction'), 'text'), 'text'),
  )
}

/** The older API, for keys created before it: AutocompleteService.getPlacePredictions. */
async function predictionTexts(places: unknown, input: string): Promise<string[] | null> {
  const Service = property(places, 'AutocompleteService')
  if (typeof Service !== 'function') return null
  const service: unknown = Reflect.construct(Service, [])
  const getPredictions = property(service, 'getPlacePredictions')
  if (typeof getPredictions !== 'function') return null
  const answer: unknown = await Reflect.apply(getPredictions, service, [
    { input, componentRestrictions: { country: 'gb' } },
  ])
  return texts(property(answer, 'predictions'), (item) => property(item, 'description'))
}

/** UK place suggestions from Google for what was typed; rejects when Google cannot answer. */
export async function searchGooglePlaces(input: string): Promise<string[]> {
  const places = placesNamespace()
  const found = (await suggestionTexts(places, input)) ?? (await predictionTexts(places, input))
  if (!found) throw new Error('Google Places is not available')
  return found
}
