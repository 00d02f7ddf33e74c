/**
 * Check digits and formats of the numbers a UK letter or invoice quotes: IBANs (ISO 13616 mod
 * 97), UK VAT numbers (HMRC's mod 97 and 9755 schemes) and Companies House numbers. A number
 * that fails its own check was typed by hand or made up. Pure.
 */

/** ISO 13616: the IBAN moved round and read as a number is 1 modulo 97. */
export function ibanChecksumValid(iban: string): boolean {
  const compact = iban.replace(/\s+/g, '').toUpperCase()
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(compact)) return false
  const moved = compact.slice(4) + compact.slice(0, 4)
  let remainder = 0
  for (const character of moved) {
    const value = /\d/.test(character) ? character : String(character.charCodeAt(0) - 55)
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97
  }
  return remainder === 1
}

/**
 * A UK VAT registration number (9 digits, optionally "GB"): the weighted sum of the first seven
 * digits, with the last two, is a multiple of 97 (or of 97 after adding 55, the 9755 scheme).
 */
export function ukVatNumberValid(value: string): boolean {
  const digits = value.replace(/^GB/i, '').replace(/\s+/g, '')
  if (!/^\d{9}$/.test(digits)) return false
  let sum = 0
  for (let index = 0; index < 7; index++) sum += Number(digits[index]) * (8 - index)
  const check = Number(digits.slice(7))
  return (sum + check) % 97 === 0 || (sum + 55 + check) % 97 === 0
}

/** Companies House numbers: 8 digits, or a 2-letter register prefix and 6 digits. */
const COMPANY_PREFIXES = ['SC', 'NI', 'OC', 'SO', 'NC', 'FC', 'SF', 'NF', 'LP', 'SL', 'NL', 'R0']

export function companyNumberValid(value: string): boolean {
  const compact = value.replace(/\s+/g, '').toUpperCase()
  if (/^\d{8}$/.test(compact)) return true
  return COMPANY_PREFIXES.includes(compact.slice(0, 2)) && /^\d{6}$/.test(compact.slice(2))
}
