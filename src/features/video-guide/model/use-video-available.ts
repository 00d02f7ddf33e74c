import { useEffect, useState } from 'react'

export type VideoAvailability = 'checking' | 'available' | 'error'

/**
 * The HEAD request that tells whether the video exists before the player is shown (spec
 * part 2 §4, §5, §7). Offline, the service worker answers it from its cache once the video has
 * been played.
 */
export function useVideoAvailable(path: string): VideoAvailability {
  const [state, setState] = useState<VideoAvailability>('checking')
  useEffect(() => {
    const controller = new AbortController()
    fetch(path, { method: 'HEAD', signal: controller.signal }).then(
      (response) => setState(response.ok ? 'available' : 'error'),
      () => {
        if (!controller.signal.aborted) setState('error')
      },
    )
    return () => controller.abort()
  }, [path])
  return state
}
