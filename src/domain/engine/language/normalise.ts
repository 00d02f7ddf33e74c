/**
 * One way of writing a message for the detectors and the model, whatever the script: NFKC, lower
 * case, Latin letters without accents, every digit as an ASCII digit, Arabic and Urdu letter forms unified and their vowel marks
 * dropped, invisible joiners removed, and the look-alike spellings scammers use to slip past
 * filters undone (W0N → won, bl0cked → blocked, a Cyrillic "о" inside a Latin word).
 */

/** The zero of each script's decimal digits that people type (Arabic-Indic, Bengali…). */
const DIGIT_ZEROS = [
  0x660, 0x6f0, 0x7c0, 0x966, 0x9e6, 0xa66, 0xae6, 0xb66, 0xbe6, 0xc66, 0xce6, 0xd66, 0xde6, 0xe50,
  0xed0, 0xf20, 0x1040, 0x17e0, 0x1810, 0xff10,
]

function asciiDigit(char: string): string {
  const code = char.codePointAt(0) ?? 0
  for (const zero of DIGIT_ZEROS) {
    if (code >= zero && code <= zero + 9) return String(code - zero)
  }
  return char
}

/** Letters Arabic and Urdu (and Persian) write differently but mean the same. */
const ARABIC_FORMS: Record<string, string> = {
  أ: 'ا',
  إ: 'ا',
  آ: 'ا',
  ٱ: 'ا',
  ى: 'ي',
  ی: 'ي',
  ې: 'ي',
  ک: 'ك',
  ہ: 'ه',
  ۃ: 'ه',
  ة: 'ه',
  ۀ: 'ه',
  ۓ: 'ے',
  ؤ: 'و',
  ئ: 'ي',
}
const ARABIC_FORM = new RegExp(`[${Object.keys(ARABIC_FORMS).join('')}]`, 'g')
/** Vowel marks, Quranic marks and the stretching tatweel: spelling, not meaning. */
const ARABIC_MARKS = /[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640]/g
const INVISIBLE = /[\u00ad\u200b-\u200f\u2060\ufeff]/g
const NON_ASCII_DIGIT = /(?![0-9])\p{Nd}/gu
const QUOTES = /[‘’ʼ`´]/g
/** Accents on Latin letters: people type "haslo" for "hasło" and "nu dati" for "nu dați". */
const LATIN_ACCENTED = /[a-z][\u0300-\u036f]+/g
const LATIN_EXTRA: Record<string, string> = {
  ł: 'l',
  đ: 'd',
  ø: 'o',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ı: 'i',
  ħ: 'h',
}
const LATIN_EXTRA_LETTER = new RegExp(`[${Object.keys(LATIN_EXTRA).join('')}]`, 'g')
const DOUBLE_QUOTES = /[“”„«»]/g

/** Digits and signs that stand for letters in look-alike spellings. */
const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  $: 's',
}
/** Cyrillic and Greek letters drawn like Latin ones. */
const CONFUSABLE_LATIN: Record<string, string> = {
  а: 'a',
  е: 'e',
  о: 'o',
  р: 'p',
  с: 'c',
  х: 'x',
  у: 'y',
  і: 'i',
  ј: 'j',
  ѕ: 's',
  к: 'k',
  м: 'm',
  т: 't',
  н: 'h',
  в: 'b',
  ο: 'o',
  α: 'a',
  ε: 'e',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ρ: 'p',
  τ: 't',
}
/** A word that starts with a Latin letter and mixes in digits or $: w0n, fr33, ca$h. */
const LEET_WORD = /(?<![\p{L}\p{N}])[a-z][a-z0-9$]*[0-9$][a-z0-9$]*(?![\p{L}\p{N}])/gu
const MIXED_SCRIPT_WORD = /[\p{L}\p{M}]+/gu
const LATIN = /[a-z]/
const CONFUSABLES = `[${Object.keys(CONFUSABLE_LATIN).join('')}]`
const CONFUSABLE = new RegExp(CONFUSABLES)
const EVERY_CONFUSABLE = new RegExp(CONFUSABLES, 'g')

function undoLeet(word: string): string {
  const letters = word.replace(/[^a-z]/g, '').length
  // Only a word of letters with a few stand-ins: not mp3 or 4g, nor one with an unmapped digit.
  if (letters < 2 || /[2689]/.test(word)) return word
  if (!/[a-z][0-9$]+[a-z]/.test(word) && (word.match(/[0-9$]/g)?.length ?? 0) < 2) return word
  return word.replace(/[0-9$]/g, (char) => LEET[char] ?? char)
}

/** Latin letters drawn like Cyrillic ones, typed on a keyboard without "і" (Ukrainian). */
const CYRILLIC_LOOKALIKE: Record<string, string> = {
  a: 'а',
  e: 'е',
  i: 'і',
  o: 'о',
  p: 'р',
  c: 'с',
  x: 'х',
  y: 'у',
}
const CYRILLIC = /\p{Script=Cyrillic}/gu

function undoMixedScript(word: string): string {
  if (!LATIN.test(word)) return word
  const cyrillic = word.match(CYRILLIC)?.length ?? 0
  // A Cyrillic word with a Latin look-alike inside ("нiкому"): the Cyrillic letter was meant.
  if (cyrillic * 2 > word.length) {
    return word.replace(/[a-z]/g, (char) => CYRILLIC_LOOKALIKE[char] ?? char)
  }
  if (!CONFUSABLE.test(word)) return word
  const latin = word.replace(/[^a-z]/g, '').length
  // A word mostly in Latin letters with a Cyrillic or Greek look-alike inside.
  if (latin * 2 < word.length) return word
  return word.replace(EVERY_CONFUSABLE, (char) => CONFUSABLE_LATIN[char] ?? char)
}

/**
 * The text as the detectors and the model read it. Pure; the result is what evidence snippets
 * quote, so it keeps spaces and punctuation (runs of white space become one space).
 */
export function normaliseText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(INVISIBLE, '')
    .replace(NON_ASCII_DIGIT, asciiDigit)
    .replace(ARABIC_MARKS, '')
    .replace(ARABIC_FORM, (char) => ARABIC_FORMS[char] ?? char)
    .normalize('NFD')
    .replace(LATIN_ACCENTED, (letters) => letters.charAt(0))
    .normalize('NFC')
    .replace(LATIN_EXTRA_LETTER, (char) => LATIN_EXTRA[char] ?? char)
    .replace(QUOTES, "'")
    .replace(DOUBLE_QUOTES, '"')
    .replace(MIXED_SCRIPT_WORD, undoMixedScript)
    .replace(LEET_WORD, undoLeet)
    .replace(/\s+/g, ' ')
}
