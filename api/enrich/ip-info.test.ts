import { describe, expect, it } from 'vitest'

import { ipDatabase, lookupIpInfo } from './ip-info.ts'
import { networkKind } from './network-kinds.ts'

describe('lookupIpInfo on the shipped offline databases', () => {
  const data = ipDatabase()

  it('places a public IPv4 address and names its network', async () => {
    const result = await lookupIpInfo('8.8.8.8', data)
    expect(result).toMatchObject({
      status: 'checked',
      data: { ip: '8.8.8.8', countryCode: 'US', asn: 15169, isHosting: true, isResidential: false },
    })
    if (result.status === 'checked') expect(result.data.asName).toMatch(/google/i)
  })

  it('places a UK address', async () => {
    const result = await lookupIpInfo('81.2.69.160', data)
    expect(result).toMatchObject({ status: 'checked', data: { countryCode: 'GB' } })
  })

  it('reads IPv6 too', async () => {
    const result = await lookupIpInfo('2001:4860:4860::8888', data)
    expect(result).toMatchObject({ status: 'checked', data: { asn: 15169 } })
  })

  it('says no_data for an address no database knows', async () => {
    expect(await lookupIpInfo('10.1.2.3', data)).toMatchObject({ status: 'no_data' })
  })

  it('names where the data came from', async () => {
    const source = (await data).source
    expect(source.city).toMatch(/dbip-city-mmdb 2\.3\.2026060513 \(built 2026-06-05\)/)
    expect(source.asn).toMatch(/asn 2\.3\.2026061719/)
  })
})

describe('networkKind', () => {
  it.each([
    [16509, 'Amazon.com, Inc.', { isHosting: true, isResidential: false, isProxy: false }],
    [24940, 'Hetzner Online GmbH', { isHosting: true, isResidential: false, isProxy: false }],
    [
      2856,
      'British Telecommunications PLC',
      { isHosting: false, isResidential: true, isProxy: false },
    ],
    [5089, 'Virgin Media Limited', { isHosting: false, isResidential: true, isProxy: false }],
    [136787, 'TEFINCOM S.A.', { isHosting: false, isResidential: false, isProxy: true }],
    [1, 'Example VPN Services', { isHosting: false, isResidential: false, isProxy: true }],
    [2, 'Mystery Networks', { isHosting: false, isResidential: false, isProxy: false }],
  ])('AS%s %s', (asn, name, kind) => {
    expect(networkKind(asn, name)).toEqual(kind)
  })
})
