import { describe, expect, it } from 'vitest'

import { parseIpLiteral, vetAddress } from './address-policy.ts'

describe('vetAddress refuses every address that is not public unicast', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['10.0.0.1', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'linkLocal'],
    ['100.64.0.1', 'carrierGradeNat'],
    ['100.127.255.254', 'carrierGradeNat'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['192.0.2.10', 'reserved'],
    ['198.51.100.10', 'reserved'],
    ['203.0.113.7', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['192.0.0.8', 'reserved'],
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['fc00::1', 'uniqueLocal'],
    ['fd12:3456::1', 'uniqueLocal'],
    ['fe80::1', 'linkLocal'],
    ['ff02::1', 'multicast'],
    ['2001:db8::1', 'reserved'],
    ['2001::1', 'teredo'],
    ['100::1', 'discard'],
  ])('%s (%s)', (address, range) => {
    const verdict = vetAddress(address)
    expect(verdict.allowed).toBe(false)
    expect(verdict.range).toBe(range)
  })

  it.each([
    ['::ffff:127.0.0.1', 'ipv4Mapped:loopback'],
    ['::ffff:7f00:1', 'ipv4Mapped:loopback'],
    ['::ffff:10.0.0.1', 'ipv4Mapped:private'],
    ['::ffff:169.254.169.254', 'ipv4Mapped:linkLocal'],
    ['64:ff9b::a00:1', 'rfc6052:private'],
    ['64:ff9b::7f00:1', 'rfc6052:loopback'],
    ['64:ff9b::10.0.0.1', 'rfc6052:private'],
    ['2002:7f00:1::1', '6to4:loopback'],
    ['2002:a00:1::', '6to4:private'],
    ['2002:a9fe:a9fe::1', '6to4:linkLocal'],
    // ipaddr.js reads ::a.b.c.d as a mapped address; written in hex it is IPv4-compatible.
    ['::127.0.0.1', 'ipv4Mapped:loopback'],
    ['::7f00:1', 'unicast:loopback'],
    ['::a00:1', 'unicast:private'],
  ])('IPv6 carrying a private IPv4 address: %s', (address, range) => {
    const verdict = vetAddress(address)
    expect(verdict).toMatchObject({ allowed: false, range, family: 6 })
  })

  it('refuses the local-use NAT64 prefix whatever it carries', () => {
    expect(vetAddress('64:ff9b:1::808:808').allowed).toBe(false)
  })

  it.each([
    '2130706433',
    '0177.0.0.1',
    '0x7f.1',
    '127.1',
    '0x7f000001',
    '017700000001',
    '0x7f.0.0.1',
  ])('reads the odd IPv4 spelling %s as 127.0.0.1 and refuses it', (spelling) => {
    expect(parseIpLiteral(spelling)?.toString()).toBe('127.0.0.1')
    expect(vetAddress(spelling)).toMatchObject({ allowed: false, address: '127.0.0.1' })
  })

  it.each(['8.8.8.8', '1.1.1.1', '81.2.69.160', '2606:4700:4700::1111', '2a00:1450:4009::200e'])(
    'allows the public address %s',
    (address) => {
      expect(vetAddress(address)).toMatchObject({ allowed: true, range: 'unicast' })
    },
  )

  it.each([
    ['::ffff:8.8.8.8', 'ipv4Mapped:unicast'],
    ['64:ff9b::808:808', 'rfc6052:unicast'],
    ['2002:808:808::1', '6to4:unicast'],
  ])('allows %s, which routes to a public IPv4 address', (address, range) => {
    expect(vetAddress(address)).toMatchObject({ allowed: true, range })
  })

  it('lets loopback through only with the tests-only policy, and nothing else private', () => {
    const tests = { allowLoopbackForTests: true }
    expect(vetAddress('127.0.0.1', tests).allowed).toBe(true)
    expect(vetAddress('127.0.0.2', tests).allowed).toBe(true)
    expect(vetAddress('::1', tests).allowed).toBe(true)
    expect(vetAddress('10.0.0.1', tests).allowed).toBe(false)
    expect(vetAddress('169.254.169.254', tests).allowed).toBe(false)
    expect(vetAddress('::ffff:10.0.0.1', tests).allowed).toBe(false)
  })

  it('takes brackets off IPv6 hosts and rejects zone ids and names', () => {
    expect(parseIpLiteral('[::1]')?.toString()).toBe('::1')
    expect(parseIpLiteral('fe80::1%eth0')).toBeNull()
    expect(parseIpLiteral('example.com')).toBeNull()
    expect(() => vetAddress('example.com')).toThrow(TypeError)
  })
})
