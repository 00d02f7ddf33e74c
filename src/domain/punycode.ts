/**
 * Punycode decoding (RFC 3492) for showing an internationalised host name as people see it:
 * `xn--pypal-4ve` → `pаypal` (with a Cyrillic а). Encoding is not needed: the WHATWG URL
 * parser already does ToASCII. Written here rather than imported because Node's built-in
 * `punycode` module shadows the npm package of the same name on the server.
 */

const BASE = 36
const T_MIN = 1
const T_MAX = 26
const SKEW = 38
const DAMP = 700
const INITIAL_BIAS = 72
const INITIAL_N = 128
const DELIMITER = '-'
const MAX_CODE_POINT = 0x10ffff

function digitValue(char: string): number {
  const code = char.charCodeAt(0)
  if (code >= 0x30 && code <= 0x39) return code - 0x30 + 26 // 0-9 → 26-35
  if (code >= 0x61 && code <= 0x7a) return code - 0x61 // a-z → 0-25
  if (code >= 0x41 && code <= 0x5a) return code - 0x41 // A-Z → 0-25
  return BASE // not a digit
}

function adapt(delta: number, numPoints: number, firstTime: boolean): number {
  let scaled = firstTime ? Math.floor(delta / DAMP) : delta >> 1
  scaled += Math.floor(scaled / numPoints)
  let k = 0
  while (scaled > ((BASE - T_MIN) * T_MAX) >> 1) {
    scaled = Math.floor(scaled / (BASE - T_MIN))
    k += BASE
  }
  return k + Math.floor(((BASE - T_MIN + 1) * scaled) / (scaled + SKEW))
}

/**
 * Decodes one Punycode string (without its `xn--` prefix) into Unicode.
 * Returns null when the input is not valid Punycode, so the caller can keep the ASCII form.
 */
export function decodePunycode(input: string): string | null {
  const basicEnd = input.lastIndexOf(DELIMITER)
  const output: number[] = []
  for (let index = 0; index < Math.max(basicEnd, 0); index += 1) {
    const code = input.charCodeAt(index)
    if (code >= 0x80) return null
    output.push(code)
  }
  let n = INITIAL_N
  let bias = INITIAL_BIAS
  let i = 0
  for (let position = basicEnd > 0 ? basicEnd + 1 : 0; position < input.length;) {
    const oldI = i
    for (let w = 1, k = BASE; ; k += BASE) {
      if (position >= input.length) return null
      const digit = digitValue(input.charAt(position++))
      if (digit >= BASE) return null
      i += digit * w
      if (i > MAX_CODE_POINT * 4) return null // guards against overflow on hostile input
      const t = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias
      if (digit < t) break
      w *= BASE - t
    }
    const length = output.length + 1
    bias = adapt(i - oldI, length, oldI === 0)
    n += Math.floor(i / length)
    i %= length
    if (n > MAX_CODE_POINT) return null
    output.splice(i, 0, n)
    i += 1
  }
  return String.fromCodePoint(...output)
}

/** Turns every `xn--` label of an ASCII host name into Unicode; labels that fail stay ASCII. */
export function hostnameToUnicode(asciiHostname: string): string {
  // Host names are case-insensitive; the URL parser already gives them in lower case.
  const hostname = asciiHostname.toLowerCase()
  if (!hostname.includes('xn--')) return hostname
  return hostname
    .split('.')
    .map((label) => {
      if (!label.startsWith('xn--')) return label
      return decodePunycode(label.slice(4)) ?? label
    })
    .join('.')
}
