interface CheckRequestOptions {
  locale: string
  signal?: AbortSignal
}

type CheckAnswer = { ok: boolean; status: number; body: unknown }

async function post(
  path: string,
  body: string | FormData,
  headers: Record<string, string>,
  { locale, signal }: CheckRequestOptions,
): Promise<CheckAnswer> {
  const response = await fetch(path, {
    method: 'POST',
    body,
    headers: { Accept: 'application/json', 'Accept-Language': locale, ...headers },
    credentials: 'same-origin',
    signal,
  })
  const answer: unknown = await response.json().catch(() => null)
  return { ok: response.ok, status: response.status, body: answer }
}

/**
 * A JSON check request to our API, in the person's language: the status and the parsed body
 * (null when the answer is not JSON), for the caller to read by its own schema.
 */
export function postJson(
  path: string,
  payload: unknown,
  options: CheckRequestOptions,
): Promise<CheckAnswer> {
  return post(path, JSON.stringify(payload), { 'Content-Type': 'application/json' }, options)
}

/** The same for a multipart form (a file upload); the browser sets its content type. */
export function postForm(
  path: string,
  form: FormData,
  options: CheckRequestOptions,
): Promise<CheckAnswer> {
  return post(path, form, {}, options)
}

/** A text field of an API answer (its own, not inherited), or null when it has none. */
export function stringFieldOf(body: unknown, key: string): string | null {
  if (typeof body !== 'object' || body === null) return null
  const value: unknown = Object.getOwnPropertyDescriptor(body, key)?.value
  return typeof value === 'string' && value.trim() ? value : null
}

/** The `error` text of an API answer, or null when it has none. */
export function errorTextOf(body: unknown): string | null {
  return stringFieldOf(body, 'error')?.trim() ?? null
}
