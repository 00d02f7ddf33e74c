/**
 * Shows an internationalised host name as people see it: `xn--pypal-4ve` → `pаypal` (with a
 * Cyrillic а). Encoding is not needed: the WHATWG URL parser already does ToASCII. The
 * decoding is the `punycode` package's, imported by file because Node's deprecated built-in
 * module of the same name would shadow the package on the server.
 */
import punycode from 'punycode/punycode.js'

/** Decodes one Punycode string (without its `xn--` prefix), or null when it is not valid. */
export function decodePunycode(input: string): string | null {
  try {
    return punycode.decode(input)
  } catch {
    return null
  }
}

/** Turns every `xn--` label of an ASCII host name into Unicode; labels that fail stay ASCII. */
export function hostnameToUnicode(asciiHostname: string): string {
  // Host names are case-insensitive; the URL parser already gives them in lower case.
  const hostname = asciiHostname.toLowerCase()
  if (!hostname.includes('xn--')) return hostname
  return hostname
    .split('.')
    .map((label) => (label.startsWith('xn--') ? (decodePunycode(label.slice(4)) ?? label) : label))
    .join('.')
}
