import { describe, expect, it } from 'vitest'

import { countSpfRecords, dmarcPolicy, dmarcRecords, readMailServers } from './dns-records.ts'

describe('readMailServers', () => {
  it.each([
    {
      records: [
        { exchange: 'mx2.example.com', priority: 20 },
        { exchange: 'MX1.example.com.', priority: 10 },
      ],
      expected: { hosts: ['mx1.example.com', 'mx2.example.com'], nullMx: false },
    },
    { records: [{ exchange: '', priority: 0 }], expected: { hosts: [], nullMx: true } },
    { records: [{ exchange: '.', priority: 0 }], expected: { hosts: [], nullMx: true } },
    { records: [], expected: { hosts: [], nullMx: false } },
  ])('reads $records', ({ records, expected }) => {
    expect(readMailServers(records)).toEqual(expected)
  })
})

describe('countSpfRecords', () => {
  it.each([
    { txt: ['v=spf1 include:_spf.google.com ~all'], count: 1 },
    { txt: ['V=SPF1 -all', 'google-site-verification=abc'], count: 1 },
    { txt: ['v=spf1 mx -all', 'v=spf1 a -all'], count: 2 },
    { txt: ['v=spf10 -all', 'spf1'], count: 0 },
    { txt: ['v=spf1'], count: 1 },
    { txt: [], count: 0 },
  ])('$txt has $count', ({ txt, count }) => {
    expect(countSpfRecords(txt)).toBe(count)
  })
})

describe('DMARC', () => {
  it('keeps only DMARC records', () => {
    expect(dmarcRecords(['v=DMARC1; p=reject', 'v=spf1 -all', 'v=DMARC10; p=none'])).toEqual([
      'v=DMARC1; p=reject',
    ])
  })

  it.each([
    { record: 'v=DMARC1; p=reject; rua=mailto:d@example.com', subdomain: false, policy: 'reject' },
    { record: 'v=DMARC1;p=Quarantine', subdomain: false, policy: 'quarantine' },
    { record: 'v=DMARC1; p=none; sp=reject', subdomain: false, policy: 'none' },
    { record: 'v=DMARC1; p=none; sp=reject', subdomain: true, policy: 'reject' },
    { record: 'v=DMARC1; p=reject', subdomain: true, policy: 'reject' },
    { record: 'v=DMARC1; p=block', subdomain: false, policy: 'none' },
    { record: 'v=DMARC1', subdomain: false, policy: 'none' },
  ] as const)('$record (subdomain: $subdomain) is $policy', ({ record, subdomain, policy }) => {
    expect(dmarcPolicy(record, { subdomain })).toBe(policy)
  })
})
