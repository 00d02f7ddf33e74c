import { useEffect, useState, type RefObject } from 'react'

/**
 * Whether an element has come within a screen's height of the viewport (and stays true once it
 * has): work for a part far below the fold, such as the home page's alerts, waits until the
 * person scrolls towards it, off the first screen's main thread. True at once where the browser
 * has no IntersectionObserver.
 */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined')
  useEffect(() => {
    const element = ref.current
    if (near || !element) return undefined
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin: '100% 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [near, ref])
  return near
}
