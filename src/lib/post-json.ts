/**
 * A JSON check request to our API, in the person's language: the status and the parsed body
 * (null when the answer is not JSON), for the caller to read by its own schema.
 */
export async function postJson(
  path: string,
  payload: unknown,
  options: { locale: string; signal?: AbortSignal },
): Promise<{ ok: boolean; status: number; body: unknown }> {
  const response = await fetch(path, {
    method: 'POST',
    body: JSON.stringify(payload),
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'Accept-Language': options.locale,
    },
    credentials: 'same-origin',
    signal: options.signal,
  })
  const body: unknown = await response.json().catch(() => null)
  return { ok: response.ok, status: response.status, body }
}

/** The `error` text of an API answer, or null when it has none. */
export function errorTextOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('error' in body)) return null
  const { error } = body
  return typeof error === 'string' && error.trim() ? error.trim() : null
}
