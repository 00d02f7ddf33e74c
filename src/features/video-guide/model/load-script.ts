import { queryOptions, type QueryClient } from '@tanstack/react-query'

import type { Locale } from '../../../domain/locales.ts'
import type { VideoScript } from '../../../domain/video-guide/video-script.ts'

const scripts = import.meta.glob<VideoScript>('../../../domain/video-guide/script/*.json', {
  import: 'default',
})

/** The transcript in one language: its own small chunk, loaded with the page. */
export async function loadScript(locale: Locale): Promise<VideoScript> {
  const load = scripts[`../../../domain/video-guide/script/${locale}.json`]
  if (!load) throw new Error(`No video script for ${locale}`)
  return load()
}

export const videoScriptQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['video-script', locale],
    queryFn: () => loadScript(locale),
    staleTime: Infinity,
  })

/**
 * For the route's loader: the transcript is in the page's first render (prerendered too), so
 * nothing below the player moves when it arrives. Should it fail, the page shows without it
 * and the transcript tries again.
 */
export async function prefetchTranscript(queryClient: QueryClient, locale: Locale): Promise<void> {
  await queryClient.ensureQueryData(videoScriptQuery(locale)).catch(() => undefined)
}
