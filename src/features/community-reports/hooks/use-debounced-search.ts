import { useEffect, useRef, useState } from 'react'

import { PLACES_DEBOUNCE_MS } from '../model/places-loading.ts'

/**
 * Suggestions for a query, asked for 300 ms after typing stops (spec part 2 §7). Only the
 * latest query's answer is kept: a slow answer to an older query never replaces a newer one.
 */
export function useDebouncedSearch(
  query: string,
  search: (query: string) => Promise<string[]>,
  enabled: boolean,
): string[] {
  const [results, setResults] = useState<string[]>([])
  const latest = useRef(0)

  useEffect(() => {
    const ticket = ++latest.current
    if (!enabled || query.trim() === '') {
      const clear = setTimeout(() => setResults([]), 0)
      return () => clearTimeout(clear)
    }
    const timer = setTimeout(() => {
      search(query).then(
        (found) => {
          if (ticket === latest.current) setResults(found)
        },
        () => {
          if (ticket === latest.current) setResults([])
        },
      )
    }, PLACES_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [query, search, enabled])

  return results
}
