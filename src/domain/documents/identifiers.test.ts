import { describe, expect, it } from 'vitest'

import { companyNumberValid, ibanChecksumValid, ukVatNumberValid } from './identifiers.ts'

describe('identifier checks', () => {
  it.each([
    ['GB82 WEST 1234 5698 7654 32', true],
    ['GB83 WEST 1234 5698 7654 32', false],
    ['DE89370400440532013000', true],
  ])('IBAN %s valid: %s', (iban, valid) => expect(ibanChecksumValid(iban)).toBe(valid))

  it.each([
    ['GB 980 7806 84', true],
    ['123456789', false],
    ['GB123', false],
  ])('VAT %s valid: %s', (vat, valid) => expect(ukVatNumberValid(vat)).toBe(valid))

  it.each([
    ['00445790', true],
    ['SC123456', true],
    ['1234567', false],
    ['XX123456', false],
  ])('company number %s valid: %s', (number, valid) =>
    expect(companyNumberValid(number)).toBe(valid),
  )
})
