import { QueryClient, type QueryFunction } from '@tanstack/react-query'

/** An answer that was not OK, with the status the caller may branch on. */
export class HttpError extends Error {
  override name = 'HttpError'
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

/**
 * Throws for a non-OK response, worded as the spec says: "500: Internal Server Error" for a
 * server failure, "404: {body}" for anything else.
 */
export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return
  if (response.status >= 500) {
    throw new HttpError(response.status, `${response.status}: ${response.statusText}`)
  }
  const body = await response.text().catch(() => '')
  throw new HttpError(response.status, `${response.status}: ${body || response.statusText}`)
}

/** The default query: GET the path in the key's first element, with credentials, as JSON. */
export const getQueryKeyPath: QueryFunction = async ({ queryKey, signal }) => {
  const response = await fetch(String(queryKey[0]), { credentials: 'include', signal })
  await throwIfNotOk(response)
  return response.json()
}

/** Spec part 1 §7: data never goes stale, no refetch on a timer or on focus, no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryKeyPath,
        staleTime: Infinity,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  })
}
