import { describe, expect, it } from 'vitest'

import {
  REPORT_FILE_MAX_BYTES,
  REPORT_PROBLEM_MESSAGES,
  checkAccountNumber,
  checkDescription,
  checkEmail,
  checkIncidentDate,
  checkPhone,
  checkReportFile,
  checkSortCode,
  checkWebsite,
  formatSortCodeInput,
  normalisePhone,
  validateReport,
} from './validation.ts'

describe('checkPhone (spec part 2 §5)', () => {
  it.each([
    ['', null],
    ['07700900123', null],
    ['07700 900 123', null],
    [' 0 7 7 0 0 9 0 0 1 2 3 ', null],
    ['+447700900123', null],
    ['+44 7700 900123', null],
    // UK, but not a mobile or the wrong length
    ['0770090012', 'phone-uk-mobile'],
    ['077009001234', 'phone-uk-mobile'],
    ['02079460123', 'phone-uk-mobile'],
    ['+442079460123', 'phone-uk-mobile'],
    ['+4407700900123', 'phone-uk-mobile'],
    ['+44770090012', 'phone-uk-mobile'],
    ['07700-900123', 'phone-uk-mobile'],
    ['0', 'phone-uk-mobile'],
    ['+44', 'phone-uk-mobile'],
    // international
    ['+1234567', null],
    ['+123456789012345', null],
    ['+1 415 555 2671', null],
    ['+33612345678', null],
    ['+123456', 'phone-international-length'],
    ['+1234567890123456', 'phone-international-length'],
    ['+', 'phone-international-format'],
    ['+1-415-555-2671', 'phone-international-format'],
    ['+33 (0)6 12 34 56 78', 'phone-international-format'],
    ['+0123456789', 'phone-international-format'],
    ['+12abc4567', 'phone-international-format'],
    // anything else
    ['7700900123', 'phone-start'],
    ['447700900123', 'phone-start'],
    ['(07700) 900123', 'phone-start'],
    ['call me', 'phone-start'],
  ])('%j → %s', (input, expected) => {
    expect(checkPhone(input)).toBe(expected)
  })

  it('has the spec words for each problem', () => {
    expect(REPORT_PROBLEM_MESSAGES['phone-uk-mobile']).toBe(
      'UK mobile numbers must be exactly 11 digits (starting with 07) or 12 digits (starting with +44)',
    )
    expect(REPORT_PROBLEM_MESSAGES['phone-international-length']).toBe(
      'International numbers must be between 7 and 15 digits long',
    )
    expect(REPORT_PROBLEM_MESSAGES['phone-international-format']).toBe(
      'Invalid international number format',
    )
    expect(REPORT_PROBLEM_MESSAGES['phone-start']).toBe(
      'Phone number must start with +44, 07 (UK) or + (international)',
    )
  })
})

describe('normalisePhone', () => {
  it.each([
    ['', ''],
    ['07700 900123', '+447700900123'],
    ['+44 7700 900123', '+447700900123'],
    ['447700900123', '+447700900123'],
    ['+1 415 555 2671', '+14155552671'],
    ['33612345678', '+33612345678'],
  ])('%j → %j', (input, expected) => {
    expect(normalisePhone(input)).toBe(expected)
  })
})

describe('formatSortCodeInput', () => {
  it.each([
    ['', ''],
    ['2', '2'],
    ['20', '20'],
    ['200', '20-0'],
    ['2000', '20-00'],
    ['20000', '20-00-0'],
    ['200000', '20-00-00'],
    ['20-00-00', '20-00-00'],
    ['20 00 00', '20-00-00'],
    ['2000001', '20-00-00'],
    ['20-00-0012345', '20-00-00'],
    ['ab20cd00ef00', '20-00-00'],
    ['20--00--00', '20-00'],
    ['--', ''],
    ['20-', '20'],
  ])('%j → %j', (input, expected) => {
    expect(formatSortCodeInput(input)).toBe(expected)
  })

  it('never gives more than 8 characters', () => {
    expect(formatSortCodeInput('1'.repeat(40)).length).toBeLessThanOrEqual(8)
  })
})

describe('checkSortCode', () => {
  it.each([
    ['', null],
    ['20-00-00', null],
    ['200000', null],
    ['20 00 00', null],
    ['20-00-0', 'sort-code-format'],
    ['20-00-000', 'sort-code-format'],
    ['2O-00-00', 'sort-code-format'],
  ])('%j → %s', (input, expected) => {
    expect(checkSortCode(input)).toBe(expected)
  })
})

describe('checkAccountNumber', () => {
  it.each([
    ['', null],
    ['12345678', null],
    [' 1234 5678 ', null],
    ['GB29NWBK60161331926819', null],
    ['GB29 NWBK 6016 1331 9268 19', null],
    ['gb29nwbk60161331926819', null],
    ['DE89AB12123456ABCD1234', null],
    ['1234567', 'account-number-format'],
    ['123456789', 'account-number-format'],
    ['1234567A', 'account-number-format'],
    // IBAN shape: 2 letters, 2 digits, 4 alphanumerics, 6 digits, 8 alphanumerics
    ['GB2NWBK60161331926819', 'account-number-format'],
    ['GB29NWBK6016133192681', 'account-number-format'],
    ['GB29NWBK601613319268190', 'account-number-format'],
    ['GB29NWBK6016A331926819', 'account-number-format'],
    ['1B29NWBK60161331926819', 'account-number-format'],
    // The spec's shape is 22 characters: a German IBAN fits it, a French one (27) does not.
    ['DE89370400440532013000', null],
    ['FR1420041010050500013M02606', 'account-number-format'],
  ])('%j → %s', (input, expected) => {
    expect(checkAccountNumber(input)).toBe(expected)
  })

  it('uses the spec hint as its message', () => {
    expect(REPORT_PROBLEM_MESSAGES['account-number-format']).toBe(
      'Please enter either an 8 digit UK account number or IBAN.',
    )
  })
})

describe('checkEmail', () => {
  it.each([
    ['', null],
    ['name@example.com', null],
    [' first.last+tag@sub.example.co.uk ', null],
    ['a_b%c-d@x.io', null],
    ['name@example', 'email-format'],
    ['name@example.c', 'email-format'],
    ['name example@example.com', 'email-format'],
    ['@example.com', 'email-format'],
    ['name@@example.com', 'email-format'],
    [`${'a'.repeat(250)}@example.com`, 'email-format'],
  ])('%j → %s', (input, expected) => {
    expect(checkEmail(input)).toBe(expected)
  })
})

describe('checkWebsite', () => {
  it.each([
    ['', null],
    ['https://evil-site.com/pay?x=1', null],
    ['http://evil-site.com', null],
    ['evil-site.com', null],
    ['www.evil-site.co.uk/login', null],
    ['http://192.0.2.10/login', null],
    ['javascript:alert(1)', 'website-format'],
    ['ftp://evil-site.com', 'website-format'],
    ['data:text/html,hi', 'website-format'],
    ['not a website', 'website-format'],
    ['localhost', 'website-format'],
    ['https://', 'website-format'],
    [`https://example.com/${'a'.repeat(2050)}`, 'website-format'],
  ])('%j → %s', (input, expected) => {
    expect(checkWebsite(input)).toBe(expected)
  })
})

describe('checkIncidentDate', () => {
  it.each([
    ['', null],
    ['2026-11-20', null],
    ['2026-11-22', null],
    ['2024-02-29', null],
    ['2026-11-23', 'date-future'],
    ['2023-02-29', 'date-format'],
    ['2026-13-01', 'date-format'],
    ['2026-00-10', 'date-format'],
    ['1899-12-31', 'date-format'],
    ['22/11/2026', 'date-format'],
    ['yesterday', 'date-format'],
  ])('%j → %s', (input, expected) => {
    expect(checkIncidentDate(input, '2026-11-22')).toBe(expected)
  })
})

describe('checkDescription', () => {
  it.each([
    ['', 'description-missing'],
    ['   \n\t ', 'description-missing'],
    ['x', null],
    ['x'.repeat(10_000), null],
    ['x'.repeat(10_001), 'description-too-long'],
  ])('%#: → %s', (input, expected) => {
    expect(checkDescription(input)).toBe(expected)
  })

  it('says what the spec says when it is missing', () => {
    expect(REPORT_PROBLEM_MESSAGES['description-missing']).toBe(
      'Please provide a description of what happened',
    )
  })
})

describe('checkReportFile', () => {
  it.each([
    ['letter.pdf', 10, null],
    ['LETTER.PDF', 10, null],
    ['notes.doc', 10, null],
    ['notes.docx', 10, null],
    ['notes.txt', 10, null],
    ['photo.jpg', 10, null],
    ['photo.jpeg', 10, null],
    ['screen.png', 10, null],
    ['screen.png', REPORT_FILE_MAX_BYTES, null],
    ['screen.png', REPORT_FILE_MAX_BYTES + 1, 'file-too-large'],
    ['screen.png', 0, 'file-empty'],
    ['photo.heic', 10, 'file-type'],
    ['run.exe', 10, 'file-type'],
    ['invoice.pdf.exe', 10, 'file-type'],
    ['pdf', 10, 'file-type'],
  ])('%s (%d bytes) → %s', (name, size, expected) => {
    expect(checkReportFile({ name, size })).toBe(expected)
  })
})

describe('validateReport', () => {
  const latestDate = '2026-11-22'

  it('needs only a description', () => {
    expect(validateReport({ description: 'They called me.' }, { latestDate })).toEqual({})
  })

  it('lists every problem by field', () => {
    expect(
      validateReport(
        {
          website_url: 'javascript:alert(1)',
          email_address: 'nope',
          phone_number: '12345',
          incident_date: '2099-01-01',
          scammer_name: 'n'.repeat(201),
          organisation_name: 'o'.repeat(201),
          location: 'l'.repeat(201),
          sort_code: '12',
          account_number: '123',
          description: ' ',
        },
        { latestDate, file: { name: 'x.exe', size: 3 } },
      ),
    ).toEqual({
      website_url: 'website-format',
      email_address: 'email-format',
      phone_number: 'phone-start',
      incident_date: 'date-future',
      scammer_name: 'name-too-long',
      organisation_name: 'organisation-too-long',
      location: 'location-too-long',
      sort_code: 'sort-code-format',
      account_number: 'account-number-format',
      description: 'description-missing',
      supporting_document: 'file-type',
    })
  })

  it('treats missing fields as empty', () => {
    expect(validateReport({}, { latestDate })).toEqual({ description: 'description-missing' })
  })
})
