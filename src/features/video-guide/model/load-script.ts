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
