/**
 * Which IP addresses a server-side fetch of a user-supplied URL may connect to. Only ordinary
 * public unicast addresses pass: loopback, private, link-local, CGNAT, multicast, broadcast,
 * reserved and documentation ranges, unique-local IPv6, and every IPv6 form that carries an IPv4
 * address inside it (mapped, NAT64, 6to4, Teredo) are refused, the embedded address included.
 * Pure: the SSRF guard (ssrf-guard.ts) resolves names and calls this for every address.
 */
import ipaddr from 'ipaddr.js'

export interface AddressPolicy {
  /**
   * Lets 127.0.0.0/8 and ::1 through, for tests that run their servers on loopback. Set only in
   * code by tests; no configuration or environment variable turns it on.
   */
  allowLoopbackForTests?: boolean
}

export interface AddressVerdict {
  /** The address in its normal form (IPv4 dotted quad, IPv6 compressed). */
  address: string
  family: 4 | 6
  allowed: boolean
  /** The range it belongs to ('unicast' for public), as named by ipaddr.js. */
  range: string
}

type ParsedAddress = ipaddr.IPv4 | ipaddr.IPv6

/**
 * Reads an IP literal as a URL host or a resolver gives it: brackets around IPv6 are dropped and
 * the odd IPv4 spellings (2130706433, 0177.0.0.1, 0x7f.1, 127.1) are read as the address they
 * mean, as browsers and getaddrinfo do. Returns null when the text is not an IP address.
 */
export function parseIpLiteral(host: string): ParsedAddress | null {
  const text = host.trim().replace(/^\[(.*)\]$/, '$1')
  if (!text || /%/.test(text)) return null // zone ids (fe80::1%eth0) never name a public host
  try {
    return ipaddr.parse(text)
  } catch {
    return null
  }
}

const WELL_KNOWN_NAT64 = ipaddr.parseCIDR('64:ff9b::/96')

/**
 * The IPv4 address that an IPv6 address carries, for the forms that route to it, or null.
 * `routed` says whether a public inner address makes the outer one an ordinary route.
 */
function embeddedIPv4(address: ipaddr.IPv6): { inner: ipaddr.IPv4; routed: boolean } | null {
  const range = address.range()
  const bytes = address.toByteArray()
  // A mapped address is the IPv4 address itself (::ffff:127.0.0.1 is loopback).
  if (range === 'ipv4Mapped') return { inner: address.toIPv4Address(), routed: true }
  if (range === 'rfc6145') return { inner: address.toIPv4Address(), routed: false }
  // NAT64: only the well-known /96 puts the address in the last 32 bits; the local-use /48
  // (64:ff9b:1::) is a private translator and is refused whatever it carries.
  if (range === 'rfc6052') {
    return { inner: new ipaddr.IPv4(bytes.slice(12, 16)), routed: address.match(WELL_KNOWN_NAT64) }
  }
  // 6to4 (2002:AABB:CCDD::/48): bits 16 to 48.
  if (range === '6to4') return { inner: new ipaddr.IPv4(bytes.slice(2, 6)), routed: true }
  // IPv4-compatible (::a.b.c.d, deprecated) is still routed to the IPv4 address by some stacks.
  if (range === 'unicast' && bytes.slice(0, 12).every((byte) => byte === 0)) {
    return { inner: new ipaddr.IPv4(bytes.slice(12, 16)), routed: false }
  }
  return null
}

function allowedRange(range: string, policy: AddressPolicy): boolean {
  if (range === 'unicast') return true
  return range === 'loopback' && policy.allowLoopbackForTests === true
}

/** Decides whether a connection to this address is allowed. Throws on text that is no address. */
export function vetAddress(text: string, policy: AddressPolicy = {}): AddressVerdict {
  const parsed = parseIpLiteral(text)
  if (!parsed) throw new TypeError(`Not an IP address: ${text}`)
  if (parsed.kind() === 'ipv4') {
    const range = parsed.range()
    return { address: parsed.toString(), family: 4, allowed: allowedRange(range, policy), range }
  }
  const v6 = parsed as ipaddr.IPv6
  const address = v6.toString()
  const range = v6.range()
  const embedded = embeddedIPv4(v6)
  if (embedded) {
    const innerRange = embedded.inner.range()
    return {
      address,
      family: 6,
      allowed: embedded.routed && allowedRange(innerRange, policy),
      range: `${range}:${innerRange}`,
    }
  }
  // Teredo (2001::/32) hides a client's IPv4 address; nothing legitimate serves a site on it.
  return { address, family: 6, allowed: allowedRange(range, policy), range }
}
