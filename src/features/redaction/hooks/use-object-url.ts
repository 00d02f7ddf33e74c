import { useEffect, useMemo, useRef } from 'react'

/**
 * An object URL for a blob while the component shows it, revoked when it is replaced or the
 * component goes. The revoke waits a moment: React's development mode unmounts and remounts
 * every component once, and the URL must survive that.
 */
export function useObjectUrl(blob: Blob | null): string | null {
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob])
  const pendingRevoke = useRef<{ url: string; timer: ReturnType<typeof setTimeout> } | null>(null)
  useEffect(() => {
    if (pendingRevoke.current && pendingRevoke.current.url === url) {
      clearTimeout(pendingRevoke.current.timer)
      pendingRevoke.current = null
    }
    return () => {
      if (!url) return
      pendingRevoke.current = { url, timer: setTimeout(() => URL.revokeObjectURL(url), 0) }
    }
  }, [url])
  return url
}
