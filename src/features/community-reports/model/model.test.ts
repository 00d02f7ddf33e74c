import { describe, expect, it } from 'vitest'

import type { OutboxItem } from '../../../lib/outbox-core.ts'

import { bankDetailsLookWrong, ukBankDetails } from './bank-details-check.ts'
import { EMPTY_REPORT, localIsoDate, reportFormFields, toastProblem } from './report-values.ts'
import { newlyDelivered, toReportEntries } from './your-reports.ts'

describe('reportFormFields', () => {
  it('sends the description always, and other fields only when filled, normalised', () => {
    const file = new File(['%PDF-1.7'], 'letter.pdf', { type: 'application/pdf' })
    const fields = reportFormFields(
      {
        ...EMPTY_REPORT,
        website_url: ' evil-site.com ',
        phone_number: '07700 900123',
        sort_code: '200000',
        account_number: 'gb29 nwbk 6016 1331 9268 19',
        description: ' It happened. ',
      },
      file,
    )
    expect(fields).toEqual([
      ['website_url', 'evil-site.com'],
      ['phone_number', '+447700900123'],
      ['sort_code', '20-00-00'],
      ['account_number', 'GB29NWBK60161331926819'],
      ['description', 'It happened.'],
      ['supporting_document', file],
    ])
  })

  it('sends an empty description rather than none, and the honeypot only when filled', () => {
    expect(reportFormFields(EMPTY_REPORT, null)).toEqual([['description', '']])
    expect(reportFormFields(EMPTY_REPORT, null, 'bot')).toContainEqual(['url_confirmation', 'bot'])
  })
})

describe('toastProblem', () => {
  it.each([
    [{}, null],
    [{ description: 'description-missing' as const }, 'description-missing'],
    [{ phone_number: 'phone-start' as const }, 'phone-start'],
    [
      { phone_number: 'phone-start' as const, description: 'description-missing' as const },
      'description-missing',
    ],
    [{ email_address: 'email-format' as const }, null],
  ])('%j → %s', (problems, expected) => {
    expect(toastProblem(problems)).toBe(expected)
  })
})

it('localIsoDate uses the local calendar day', () => {
  expect(localIsoDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05')
})

describe('your reports', () => {
  const item = (overrides: Partial<OutboxItem>): OutboxItem => ({
    id: 'a',
    kind: 'report',
    url: '/api/community-reports',
    body: { type: 'form', fields: [['description', 'They rang me  and asked for my PIN.']] },
    createdAt: 1,
    attempts: 0,
    status: 'waiting',
    ...overrides,
  })

  it('lists reports only, newest first, with codes, refusals and an excerpt', () => {
    const entries = toReportEntries([
      item({ id: 'old', createdAt: 1, status: 'sent', response: { reference_code: 'REP-1' } }),
      item({ id: 'analytics', kind: 'analytics', createdAt: 5 }),
      item({ id: 'new', createdAt: 3 }),
      item({ id: 'refused', createdAt: 2, status: 'rejected', response: { error: 'No.' } }),
      item({ id: 'odd', createdAt: 0, status: 'sent', response: 'not json' }),
    ])
    expect(entries).toEqual([
      expect.objectContaining({
        id: 'new',
        status: 'waiting',
        excerpt: 'They rang me and asked for my PIN.',
      }),
      expect.objectContaining({ id: 'refused', status: 'rejected', error: 'No.' }),
      expect.objectContaining({ id: 'old', status: 'sent', referenceCode: 'REP-1' }),
      expect.objectContaining({ id: 'odd', status: 'sent', referenceCode: undefined }),
    ])
  })

  it('shortens a long description', () => {
    const [entry] = toReportEntries([
      item({ body: { type: 'form', fields: [['description', 'x'.repeat(200)]] } }),
    ])
    expect(entry?.excerpt).toHaveLength(80)
    expect(entry?.excerpt.endsWith('…')).toBe(true)
  })

  it('finds the reports that were delivered since the last look', () => {
    const before = toReportEntries([item({ id: 'a' }), item({ id: 'b' })])
    const after = toReportEntries([
      item({ id: 'a', status: 'sent', response: { reference_code: 'REP-A' } }),
      item({ id: 'b' }),
      item({ id: 'c', status: 'sent', response: { reference_code: 'REP-C' } }),
    ])
    expect(newlyDelivered(before, after).map((e) => e.id)).toEqual(['a'])
  })
})

describe('bank details check', () => {
  it.each([
    ['20-00-00', '5577 9911', { sortCode: '200000', accountNumber: '55779911' }],
    ['', 'GB29NWBK60161331926819', { sortCode: '601613', accountNumber: '31926819' }],
    ['20-00', '55779911', null],
    ['200000', 'DE89370400440532013000', null],
  ])('%j + %j → %j', (sort, account, expected) => {
    expect(ukBankDetails(sort, account)).toEqual(expected)
  })

  it.each([
    // Vocalink's published examples: a valid NatWest account, and a pair that fails.
    ['20-00-00', '55779911', false],
    ['08-99-99', '66374958', false],
    ['93-80-63', '15763217', true],
    ['12-34', '1', false],
  ])('%s %s looks wrong: %s', async (sort, account, expected) => {
    expect(await bankDetailsLookWrong(sort, account)).toBe(expected)
  })
})
