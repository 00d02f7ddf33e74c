/** UK telephone number ranges (Ofcom's numbering plan), for spotting costly or odd numbers. */
export type UkNumberRange =
  | 'mobile'
  | 'personal'
  | 'pager'
  | 'premium'
  | 'service'
  | 'directory'
  | 'freephone'
  | 'non_geographic'
  | 'geographic'
  | 'international'

/** Classifies a UK number written nationally (0 and 9 or 10 digits) by its range. */
export function classifyUkNumber(national: string): UkNumberRange | null {
  if (!/^0\d{9,10}$/.test(national)) return null
  if (/^07624/.test(national)) return 'mobile'
  if (/^070/.test(national)) return 'personal'
  if (/^076/.test(national)) return 'pager'
  if (/^07[1-57-9]/.test(national) && national.length === 11) return 'mobile'
  if (/^09/.test(national)) return 'premium'
  if (/^08(?:4|7)/.test(national)) return 'service'
  if (/^080[08]/.test(national)) return 'freephone'
  if (/^03/.test(national)) return 'non_geographic'
  if (/^0[12]/.test(national)) return 'geographic'
  return null
}

/**
 * The range of a dialled number as written in a link or a QR code: +44 and 0044 are read as
 * UK numbers, other + numbers are international, 118 xxx is directory enquiries, and 4 to 6
 * digits a short code (premium text services live there). Null when it is not a number.
 */
export function dialledNumberRange(input: string): UkNumberRange | 'short_code' | null {
  let digits = input.replace(/[\s().-]/g, '').replace(/^00/, '+')
  if (!/^\+?\d+$/.test(digits)) return null
  if (digits.startsWith('+44')) digits = `0${digits.slice(3).replace(/^0/, '')}`
  if (digits.startsWith('+')) return digits.length >= 8 ? 'international' : null
  if (/^118\d{3}$/.test(digits)) return 'directory'
  if (/^\d{4,6}$/.test(digits)) return 'short_code'
  return classifyUkNumber(digits)
}
