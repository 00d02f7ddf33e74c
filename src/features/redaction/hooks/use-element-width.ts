import { useCallback, useState } from 'react'

/**
 * The content width of an element, kept up to date as the window or the phone's orientation
 * changes. Returns a callback ref to put on the element, and its width (0 until measured).
 */
export function useElementWidth<T extends HTMLElement>(): [(node: T | null) => void, number] {
  const [width, setWidth] = useState(0)
  const ref = useCallback((node: T | null) => {
    if (!node) return
    const measure = () => setWidth(Math.floor(node.clientWidth))
    measure()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    observer.observe(node)
    // React 19 calls a ref's returned function when the element goes away.
    return () => observer.disconnect()
  }, [])
  return [ref, width]
}
