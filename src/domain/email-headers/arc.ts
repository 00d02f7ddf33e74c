/**
 * Forwarded mail and ARC (RFC 8617). A mailing list or a forwarding service changes a message
 * (a "[list]" tag in the subject, its own envelope sender), so the sender's SPF and DKIM no
 * longer line up with From and DMARC fails, although nobody forged anything. Each forwarder
 * records what it saw in an ARC set (ARC-Authentication-Results, ARC-Message-Signature,
 * ARC-Seal, numbered i=1, 2…), and the recipient's provider checks the chain. We read it as the
 * recipient did: only its own, topmost results say whether the chain held, and only then do the
 * first forwarder's results (i=1) tell what the original sender's checks were.
 */
import { parseAuthenticationResults, type MethodResult } from './authentication.ts'
import type { EmailHeader } from './parse.ts'

export interface ArcSet {
  instance: number
  /** The forwarder that sealed this set (the ARC-Seal's d=), or null. */
  sealedBy: string | null
  /** The chain's state when this forwarder sealed it: none, pass or fail. */
  chain: string | null
  /** The server that wrote this set's results (authserv-id). */
  checkedBy: string | null
  methods: Array<{ method: string } & MethodResult>
}

export interface ArcReading {
  /** The ARC sets, oldest (i=1) first. */
  sets: ArcSet[]
  /** What the recipient's provider said of the chain (its topmost arc= result), or null. */
  receiverResult: string | null
  /**
   * The recipient's provider accepted the message on a passing chain: it overrode a failed
   * DMARC for ARC (or, DMARC not failing, said arc=pass), and the first forwarder saw the
   * original sender's DMARC pass (or an SPF or DKIM pass for the From domain).
   */
  acceptedOnArc: boolean
  /** The original sender's domain, as the first forwarder saw it vouched for, or null. */
  originalDomain: string | null
  /** The forwarders that sealed the chain, oldest first. */
  forwarders: string[]
}

/** `i=1; a=rsa-sha256; cv=none; d=example.org …` → its tags. */
export function readTags(value: string): Record<string, string> {
  const tags: Record<string, string> = {}
  for (const part of value.split(';')) {
    const at = part.indexOf('=')
    if (at <= 0) continue
    const name = part.slice(0, at).trim().toLowerCase()
    if (name && !(name in tags)) tags[name] = part.slice(at + 1).replace(/\s+/g, '')
  }
  return tags
}

function instanceOf(value: string): number | null {
  const found = value.match(/^\s*i\s*=\s*(\d{1,2})\s*;/i)
  return found ? Number(found[1]) : null
}

function domainOf(value: string | undefined): string | null {
  if (!value) return null
  const at = value.lastIndexOf('@')
  return (at >= 0 ? value.slice(at + 1) : value).replace(/[<>\s]/g, '').toLowerCase() || null
}

/** The ARC sets in the headers, by instance, oldest first; a broken set is left out. */
export function readArcSets(headers: readonly EmailHeader[]): ArcSet[] {
  const sets = new Map<number, ArcSet>()
  const setOf = (instance: number): ArcSet => {
    let set = sets.get(instance)
    if (!set) {
      set = { instance, sealedBy: null, chain: null, checkedBy: null, methods: [] }
      sets.set(instance, set)
    }
    return set
  }
  for (const header of headers) {
    const instance = instanceOf(header.value)
    if (instance === null || instance < 1 || instance > 50) continue
    if (header.key === 'arc-seal') {
      const tags = readTags(header.value)
      const set = setOf(instance)
      set.sealedBy ??= tags.d?.toLowerCase() ?? null
      set.chain ??= tags.cv?.toLowerCase() ?? null
    } else if (header.key === 'arc-authentication-results') {
      const set = setOf(instance)
      if (set.methods.length > 0) continue
      const results = parseAuthenticationResults(header.value.replace(/^\s*i\s*=\s*\d+\s*;/i, ''))
      set.checkedBy = results.authservId
      set.methods = results.methods
    }
  }
  return [...sets.values()].sort((a, b) => a.instance - b.instance)
}

/** Whether a DMARC result says the receiver overrode its policy for ARC. */
function overriddenForArc(dmarc: MethodResult | null): boolean {
  if (!dmarc) return false
  const clause = dmarc.clause.toLowerCase()
  return /\barc\s*=\s*pass\b/.test(clause) || /override[^;]*\barc\b/.test(clause)
}

/** Microsoft 365's composite result: reason 130 is "accepted on a passing ARC chain". */
function microsoftArcOverride(headers: readonly EmailHeader[]): boolean {
  const top = headers.find((header) => header.key === 'authentication-results')
  return Boolean(top && /\bcompauth=pass\b[^;]*\breason=130\b/i.test(top.value))
}

/**
 * Reads ARC as the recipient did: its own topmost results (`receiverArc`, `receiverDmarc`) and
 * the chain's first set.
 */
export function readArc(
  headers: readonly EmailHeader[],
  receiverArc: MethodResult | null,
  receiverDmarc: MethodResult | null,
  fromDomain: string | null,
): ArcReading {
  const sets = readArcSets(headers)
  const receiverResult = receiverArc?.result ?? null
  const overridden = overriddenForArc(receiverDmarc) || microsoftArcOverride(headers)
  // A chain that validates proves only that its sealers signed it, and anyone can seal: when
  // DMARC failed, only the recipient's own word that it overrode DMARC for ARC counts.
  // A seal saying cv=fail ends the chain for good (RFC 8617 §5.1.1): no later word revives it,
  // so results that still claim it held contradict the headers.
  const sealedAsFailed = sets.some((set) => set.chain === 'fail')
  const chainHeld =
    !sealedAsFailed &&
    (receiverDmarc?.result === 'fail' ? overridden : receiverResult === 'pass' || overridden)
  const first = sets[0]
  const firstSays = (method: string) =>
    first?.methods.find((found) => found.method === method && found.result === 'pass') ?? null
  const fromOrg = fromDomain
  const dmarc = firstSays('dmarc')
  const dkim = firstSays('dkim')
  const spf = firstSays('spf')
  const vouched =
    domainOf(dmarc?.properties['header.from']) ??
    domainOf(dkim?.properties['header.d'] ?? dkim?.properties['header.i']) ??
    domainOf(spf?.properties['smtp.mailfrom'])
  const forFrom = Boolean(
    vouched &&
    fromOrg &&
    (vouched === fromOrg || fromOrg.endsWith(`.${vouched}`) || vouched.endsWith(`.${fromOrg}`)),
  )
  return {
    sets,
    receiverResult,
    acceptedOnArc: chainHeld && forFrom,
    originalDomain: forFrom ? vouched : null,
    forwarders: sets.flatMap((set) => (set.sealedBy ? [set.sealedBy] : [])),
  }
}
