/**
 * Confusable-character skeletons, after Unicode TR39: two strings that look alike to a
 * reader get the same skeleton. Covers the Latin, Cyrillic and Greek letters phishing uses,
 * accents, full-width forms, and the ASCII tricks rn→m, vv→w, cl→d, 0→o, 1→l, 5→s.
 * Deliberately small: a bigger table finds more "lookalikes" that nobody would mistake.
 */

/** Single characters that pass for a Latin letter in a host name. */
const LOOKALIKE_LETTERS: Readonly<Record<string, string>> = {
  // Cyrillic
  а: 'a',
  с: 'c',
  ԁ: 'd',
  е: 'e',
  һ: 'h',
  і: 'i',
  ј: 'j',
  к: 'k',
  ӏ: 'l',
  о: 'o',
  р: 'p',
  ԛ: 'q',
  ѕ: 's',
  ս: 'u',
  ѵ: 'v',
  ԝ: 'w',
  х: 'x',
  у: 'y',
  ү: 'y',
  // Greek
  α: 'a',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  υ: 'u',
  χ: 'x',
  γ: 'y',
  // Latin letters outside ASCII that decomposition does not reduce
  ı: 'i',
  ȷ: 'j',
  ɑ: 'a',
  ɡ: 'g',
  ɩ: 'i',
  ł: 'l',
  ø: 'o',
  đ: 'd',
  ħ: 'h',
  ß: 'ss',
  // Digits and signs used for letters
  '0': 'o',
  '1': 'l',
  '5': 's',
  '|': 'l',
}

/** Letter pairs that read as one letter at a glance. */
const LOOKALIKE_PAIRS: ReadonlyArray<readonly [RegExp, string]> = [
  [/rn/g, 'm'],
  [/vv/g, 'w'],
  [/cl/g, 'd'],
]

const PLAIN = /^[a-z2-46-9]*$/

function isCombiningMark(code: number): boolean {
  return (
    (code >= 0x300 && code <= 0x36f) ||
    (code >= 0x1ab0 && code <= 0x1aff) ||
    (code >= 0x1dc0 && code <= 0x1dff) ||
    (code >= 0x20d0 && code <= 0x20ff) ||
    (code >= 0xfe20 && code <= 0xfe2f)
  )
}

/**
 * The skeleton of a lower-case word: what it looks like, not what it is. `pаypal` (Cyrillic
 * а), `paypa1` and `paypal` share the skeleton `paypal`.
 */
export function skeleton(word: string): string {
  let mapped = word
  if (!PLAIN.test(word)) {
    mapped = ''
    for (const char of word.normalize('NFKD')) {
      const code = char.codePointAt(0) ?? 0
      if (isCombiningMark(code)) continue
      mapped += LOOKALIKE_LETTERS[char] ?? char.toLowerCase()
    }
  }
  return replacePairs(mapped)
}

function replacePairs(text: string): string {
  let replaced = text
  for (const [pair, letter] of LOOKALIKE_PAIRS) replaced = replaced.replace(pair, letter)
  return replaced
}

/**
 * The skeleton with i and l made one letter too (barciays, lcloud). Only for words of four
 * letters or more: in shorter ones it makes ordinary words collide (dhi and dhl).
 */
export function foldedSkeleton(skeletonText: string): string {
  // Folding can make a new pair: barciays → barclays → bardays, like barclays itself.
  return skeletonText.length >= 4 ? replacePairs(skeletonText.replaceAll('i', 'l')) : skeletonText
}
