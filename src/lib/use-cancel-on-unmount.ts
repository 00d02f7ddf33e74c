import { useCallback, useEffect, useRef } from 'react'

/** A check given up after its time limit: not a cancellation, so the page says it failed. */
export class CheckTimeoutError extends Error {
  override name = 'CheckTimeoutError'
}

/**
 * Runs requests that are cancelled when the component goes away: each call of the returned
 * function gives its task a fresh AbortController, aborted on unmount while the task runs.
 * With `timeoutMs`, a task still running then is aborted and fails with CheckTimeoutError.
 */
export function useCancelOnUnmount() {
  const running = useRef(new Set<AbortController>())

  useEffect(() => {
    const controllers = running.current
    return () => {
      for (const controller of controllers) controller.abort()
    }
  }, [])

  return useCallback(
    async <T>(
      task: (controller: AbortController) => Promise<T>,
      { timeoutMs }: { timeoutMs?: number } = {},
    ): Promise<T> => {
      const controller = new AbortController()
      running.current.add(controller)
      let timedOut = false
      const timer =
        timeoutMs === undefined
          ? undefined
          : setTimeout(() => {
              timedOut = true
              controller.abort()
            }, timeoutMs)
      try {
        return await task(controller)
      } catch (error) {
        if (timedOut) throw new CheckTimeoutError('The check took too long')
        throw error
      } finally {
        clearTimeout(timer)
        running.current.delete(controller)
      }
    },
    [],
  )
}
