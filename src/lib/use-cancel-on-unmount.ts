import { useCallback, useEffect, useRef } from 'react'

/**
 * Runs requests that are cancelled when the component goes away: each call of the returned
 * function gives its task a fresh AbortController, aborted on unmount while the task runs.
 */
export function useCancelOnUnmount() {
  const running = useRef(new Set<AbortController>())

  useEffect(() => {
    const controllers = running.current
    return () => {
      for (const controller of controllers) controller.abort()
    }
  }, [])

  return useCallback(async <T>(task: (controller: AbortController) => Promise<T>): Promise<T> => {
    const controller = new AbortController()
    running.current.add(controller)
    try {
      return await task(controller)
    } finally {
      running.current.delete(controller)
    }
  }, [])
}
