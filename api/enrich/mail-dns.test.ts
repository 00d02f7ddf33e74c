import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startFakeDns, type FakeDnsServer } from '../test/fake-dns-server.ts'

import { lookupDmarc, lookupMailServers, lookupSpf } from './mail-dns.ts'
import { createDnsClient } from './ssrf/dns-client.ts'

describe('mail records against a DNS server on loopback', () => {
  let dns: FakeDnsServer
  beforeAll(async () => {
    dns = await startFakeDns((name) => {
      switch (name) {
        case 'shop.test':
          return {
            MX: [
              { exchange: 'mx2.shop.test', preference: 20 },
              { exchange: 'mx1.shop.test', preference: 10 },
            ],
            // A long SPF record arrives in 255-byte pieces and is read whole.
            TXT: [`v=spf1 ${'include:_spf.example.test '.repeat(12)}-all`, 'verify=abc'],
          }
        case '_dmarc.shop.test':
          return { TXT: ['v=DMARC1; p=quarantine; rua=mailto:d@shop.test'] }
        case 'nomail.test':
          return { MX: [{ exchange: '.', preference: 0 }], TXT: ['v=spf1 -all', 'v=spf1 a -all'] }
        case '_dmarc.org.test':
          return { TXT: ['v=DMARC1; p=none; sp=reject'] }
        case 'silent.test':
        case '_dmarc.silent.test':
          return 'NO_ANSWER'
        default:
          return 'NXDOMAIN'
      }
    })
  })
  afterAll(() => dns.close())
  const client = () => createDnsClient({ servers: [dns.server], timeoutMs: 300, tries: 1 })

  it('reads mail servers best first, and a null MX', async () => {
    expect(await lookupMailServers(client(), 'shop.test')).toEqual({
      status: 'checked',
      data: { hosts: ['mx1.shop.test', 'mx2.shop.test'], nullMx: false },
    })
    expect(await lookupMailServers(client(), 'nomail.test')).toEqual({
      status: 'checked',
      data: { hosts: [], nullMx: true },
    })
    expect(await lookupMailServers(client(), 'missing.test')).toEqual({
      status: 'checked',
      data: { hosts: [], nullMx: false },
    })
  })

  it('counts SPF records: one, two (invalid), none', async () => {
    expect(await lookupSpf(client(), 'shop.test')).toEqual({
      status: 'checked',
      data: { records: 1 },
    })
    expect(await lookupSpf(client(), 'nomail.test')).toMatchObject({ data: { records: 2 } })
    expect(await lookupSpf(client(), 'missing.test')).toMatchObject({ data: { records: 0 } })
  })

  it('reads DMARC at the domain, or the organisation’s subdomain policy', async () => {
    expect(await lookupDmarc(client(), 'shop.test', 'shop.test')).toEqual({
      status: 'checked',
      data: { records: 1, policy: 'quarantine', foundAt: 'shop.test' },
    })
    expect(await lookupDmarc(client(), 'mail.org.test', 'org.test')).toEqual({
      status: 'checked',
      data: { records: 1, policy: 'reject', foundAt: 'org.test' },
    })
    expect(await lookupDmarc(client(), 'missing.test', 'missing.test')).toEqual({
      status: 'checked',
      data: { records: 0, policy: null, foundAt: null },
    })
  })

  it('says failed when the server does not answer', async () => {
    expect(await lookupMailServers(client(), 'silent.test')).toMatchObject({ status: 'failed' })
    expect(await lookupSpf(client(), 'silent.test')).toMatchObject({ status: 'failed' })
    expect(await lookupDmarc(client(), 'silent.test', 'silent.test')).toMatchObject({
      status: 'failed',
    })
  })
})
