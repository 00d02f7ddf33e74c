/**
 * Base64 data URLs, as the redaction hand-over and return keep images in localStorage.
 * Decoded here rather than with `fetch(dataUrl)`, which would show up as a request and, under
 * a strict Content-Security-Policy, may be refused.
 */

const BASE64_DATA_URL = /^data:([a-z0-9][a-z0-9.+/-]*);base64,([a-z0-9+/]*=*)$/i

export interface DecodedDataUrl {
  type: string
  bytes: Uint8Array<ArrayBuffer>
}

/** The mime type and bytes of a base64 data URL, or null when the value is not one. */
export function decodeDataUrl(value: string): DecodedDataUrl | null {
  const match = BASE64_DATA_URL.exec(value)
  if (!match?.[1] || match[2] === undefined) return null
  let binary: string
  try {
    binary = atob(match[2])
  } catch {
    return null
  }
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return { type: match[1].toLowerCase(), bytes }
}

/** A base64 data URL of `bytes` with the mime type `type`. */
export function encodeDataUrl(bytes: Uint8Array, type: string): string {
  // In slices: String.fromCharCode with millions of arguments overflows the stack.
  const SLICE = 0x8000
  let binary = ''
  for (let i = 0; i < bytes.length; i += SLICE) {
    binary += String.fromCharCode(...bytes.subarray(i, i + SLICE))
  }
  return `data:${type};base64,${btoa(binary)}`
}
