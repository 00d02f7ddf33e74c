import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startFakeDns, type FakeDnsServer } from '../test/fake-dns-server.ts'

import { lookupDns } from './dns.ts'
import { createDnsClient } from './ssrf/dns-client.ts'

describe('lookupDns against a DNS server on loopback', () => {
  let dns: FakeDnsServer
  beforeAll(async () => {
    dns = await startFakeDns((name, type) => {
      if (name === 'shop.example.test' || name === 'example.test') {
        return {
          A: ['93.184.215.14'],
          AAAA: ['2606:2800:21f:cb07:6820:80da:af6b:8b2c'],
          MX: [
            { exchange: 'mx2.example.test', preference: 20 },
            { exchange: 'mx1.example.test', preference: 10 },
          ],
          NS: ['ns2.example.test', 'ns1.example.test'],
        }
      }
      if (name === 'nomail.test') return { A: ['93.184.215.15'], NS: ['ns.nomail.test'] }
      if (name === 'silent.test') return 'NO_ANSWER'
      return type ? 'NXDOMAIN' : undefined
    })
  })
  afterAll(() => dns.close())
  const client = () => createDnsClient({ servers: [dns.server], timeoutMs: 300, tries: 1 })

  it('reads A, AAAA, MX (best first) and NS', async () => {
    const result = await lookupDns(client(), 'shop.example.test', 'example.test')
    expect(result).toEqual({
      status: 'checked',
      data: {
        hostname: 'shop.example.test',
        a: ['93.184.215.14'],
        aaaa: ['2606:2800:21f:cb07:6820:80da:af6b:8b2c'],
        mx: ['mx1.example.test', 'mx2.example.test'],
        ns: ['ns1.example.test', 'ns2.example.test'],
      },
    })
  })

  it('reports an empty MX list when the domain takes no mail', async () => {
    const result = await lookupDns(client(), 'nomail.test', 'nomail.test')
    expect(result.status === 'checked' && result.data.mx).toEqual([])
  })

  it('says no_data for a name that does not exist', async () => {
    expect(await lookupDns(client(), 'missing.test', 'missing.test')).toMatchObject({
      status: 'no_data',
    })
  })

  it('says failed when the server does not answer', async () => {
    expect(await lookupDns(client(), 'silent.test', 'silent.test', 3000)).toMatchObject({
      status: 'failed',
    })
  })
})
