/**
 * What a QR code holds and what it would do if opened, read from its decoded text. Shared by the
 * device's instant verdict (offline) and the server's analysis. Pure: text in, facts out.
 *
 * The formats are the de-facto ones phones act on: ZXing's "barcode contents" conventions (WIFI:,
 * MECARD:, SMSTO:, MATMSG:), RFC URIs (tel:, sms:, mailto:, geo:), vCard, BIP 21 and EIP 681
 * crypto URIs, the EPC069-12 SEPA payment code, UPI payment links and Google Authenticator's
 * otpauth:// key URI.
 */
import { assessLink } from '../engine/link.ts'
import { qrRiskLevel } from '../engine/risk.ts'
import { dialledNumberRange, type UkNumberRange } from '../engine/uk-numbers.ts'
import { contentPlatformOf } from '../url/content-platforms.ts'
import { analyseUrl, type UrlAnalysis } from '../url/heuristics.ts'

export type QrPayload =
  | { kind: 'url'; url: string }
  | {
      kind: 'wifi'
      ssid: string
      security: 'WPA' | 'WEP' | 'none'
      hidden: boolean
    }
  | { kind: 'sms'; number: string; body: string | null }
  | { kind: 'phone'; number: string }
  | { kind: 'email'; address: string; subject: string | null; body: string | null }
  | { kind: 'location'; latitude: number; longitude: number }
  | { kind: 'contact'; name: string | null; phones: string[]; emails: string[]; urls: string[] }
  | { kind: 'crypto'; currency: string; address: string; amount: string | null }
  | {
      kind: 'payment'
      scheme: 'epc' | 'upi'
      payee: string | null
      account: string | null
      amount: string | null
      reference: string | null
    }
  | { kind: 'otp'; issuer: string | null; account: string | null }
  | { kind: 'app_link'; scheme: string }
  | { kind: 'text'; text: string }

export type QrPayloadKind = QrPayload['kind']

const CRYPTO_SCHEMES: Record<string, string> = {
  bitcoin: 'Bitcoin',
  bitcoincash: 'Bitcoin Cash',
  ethereum: 'Ethereum',
  litecoin: 'Litecoin',
  dogecoin: 'Dogecoin',
  monero: 'Monero',
  tron: 'Tron',
  solana: 'Solana',
  ripple: 'XRP',
  xrp: 'XRP',
  usdt: 'Tether',
}

/** A URI's path part: percent escapes decoded, a + kept (it starts phone numbers). */
function decodeComponent(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

function queryOf(rest: string): URLSearchParams {
  const index = rest.indexOf('?')
  return new URLSearchParams(index === -1 ? '' : rest.slice(index + 1))
}

function beforeQuery(rest: string): string {
  return rest.split('?')[0] ?? ''
}

const nonEmpty = (value: string | null | undefined): string | null => value?.trim() || null

/**
 * Splits a MECARD-style body ("K:v;K:v;;") into fields; backslash escapes ; , : and \.
 * Repeated keys keep every value.
 */
function fields(body: string): Map<string, string[]> {
  const found = new Map<string, string[]>()
  let current = ''
  const parts: string[] = []
  for (let i = 0; i < body.length; i++) {
    const char = body[i]
    if (char === '\\' && i + 1 < body.length) {
      current += body[++i]
    } else if (char === ';') {
      parts.push(current)
      current = ''
    } else {
      current += char
    }
  }
  parts.push(current)
  for (const part of parts) {
    const colon = part.indexOf(':')
    if (colon <= 0) continue
    const key = part.slice(0, colon).toUpperCase()
    found.set(key, [...(found.get(key) ?? []), part.slice(colon + 1)])
  }
  return found
}

function first(map: Map<string, string[]>, key: string): string | null {
  return nonEmpty(map.get(key)?.[0])
}

function parseWifi(body: string): QrPayload {
  const map = fields(body)
  const type = (first(map, 'T') ?? '').toUpperCase()
  const password = first(map, 'P')
  const security = type.startsWith('WPA') || type === 'SAE' ? 'WPA' : type === 'WEP' ? 'WEP' : null
  return {
    kind: 'wifi',
    ssid: first(map, 'S') ?? '',
    // No type but a password is still a protected network.
    security: security ?? (password && type !== 'NOPASS' ? 'WPA' : 'none'),
    hidden: (first(map, 'H') ?? '').toLowerCase() === 'true',
  }
}

function parseVcard(text: string): QrPayload {
  const lines = text.replace(/\r?\n[ \t]/g, '').split(/\r?\n/)
  const values = (name: string) =>
    lines
      .filter((line) => new RegExp(`^(?:item\\d+\\.)?${name}[;:]`, 'i').test(line))
      .map((line) => line.slice(line.indexOf(':') + 1).trim())
      .filter(Boolean)
  const name =
    values('FN')[0] ?? nonEmpty(values('N')[0]?.split(';').slice(0, 2).reverse().join(' '))
  return {
    kind: 'contact',
    name: name ?? null,
    phones: values('TEL').map((tel) => tel.replace(/^tel:/i, '')),
    emails: values('EMAIL'),
    urls: values('URL'),
  }
}

function parseMecard(body: string): QrPayload {
  const map = fields(body)
  const name = first(map, 'N')
  return {
    kind: 'contact',
    // MECARD names are "Surname,Given".
    name: name ? name.split(',').reverse().join(' ').trim() : null,
    phones: map.get('TEL') ?? [],
    emails: map.get('EMAIL') ?? [],
    urls: map.get('URL') ?? [],
  }
}

/** EPC069-12: BCD, version, charset, SCT, BIC, name, IBAN, amount (EUR12.34), purpose, ref... */
function parseEpc(text: string): QrPayload | null {
  const lines = text.split(/\r?\n/)
  if (lines[0]?.trim() !== 'BCD' || lines[3]?.trim() !== 'SCT') return null
  const amount = nonEmpty(lines[7])
  return {
    kind: 'payment',
    scheme: 'epc',
    payee: nonEmpty(lines[5]),
    account: nonEmpty(lines[6]?.replace(/\s/g, '')),
    amount: amount ? amount.replace(/^([A-Z]{3})/, '$1 ') : null,
    reference: nonEmpty(lines[9]) ?? nonEmpty(lines[10]),
  }
}

function parseCrypto(scheme: string, rest: string): QrPayload {
  const query = queryOf(rest)
  // EIP 681: ethereum:<address>[@chain][/function]?...
  const address = beforeQuery(rest).replace(/^\/\//, '').split(/[@/]/)[0]
  return {
    kind: 'crypto',
    currency: CRYPTO_SCHEMES[scheme] ?? scheme,
    address: query.get('address') ?? address,
    amount: nonEmpty(query.get('amount') ?? query.get('value') ?? query.get('uint256')),
  }
}

/** A bare host like "example.co.uk/pay" (no scheme), read as a web address. */
const BARE_WEB_ADDRESS = /^(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}(?::\d+)?(?:[/?#]\S*)?$/i

/** Reads the decoded text of a QR code. */
export function parseQrPayload(raw: string): QrPayload {
  const text = raw.replace(/^\uFEFF/, '').trim()
  const colon = text.indexOf(':')
  const scheme = colon > 0 ? text.slice(0, colon).toLowerCase() : ''
  const rest = colon > 0 ? text.slice(colon + 1) : ''

  if (/^https?:\/\//i.test(text)) return { kind: 'url', url: text }
  if (/^BEGIN:VCARD/i.test(text)) return parseVcard(text)
  const epc = parseEpc(text)
  if (epc) return epc

  switch (scheme) {
    case 'wifi':
      return parseWifi(rest)
    case 'mecard':
      return parseMecard(rest)
    case 'tel':
      return { kind: 'phone', number: decodeComponent(beforeQuery(rest)).trim() }
    case 'smsto':
    case 'mmsto': {
      const [number = '', ...body] = rest.split(':')
      return { kind: 'sms', number: number.trim(), body: nonEmpty(body.join(':')) }
    }
    case 'sms':
    case 'mms':
      return {
        kind: 'sms',
        number: decodeComponent(beforeQuery(rest).split(';')[0] ?? '').trim(),
        body: nonEmpty(queryOf(rest).get('body')),
      }
    case 'mailto': {
      const query = queryOf(rest)
      return {
        kind: 'email',
        address: decodeComponent(beforeQuery(rest)).trim(),
        subject: nonEmpty(query.get('subject')),
        body: nonEmpty(query.get('body')),
      }
    }
    case 'matmsg': {
      const map = fields(rest)
      return {
        kind: 'email',
        address: first(map, 'TO') ?? '',
        subject: first(map, 'SUB'),
        body: first(map, 'BODY'),
      }
    }
    case 'geo': {
      const [latitude, longitude] = beforeQuery(rest).split(/[,;]/).map(Number)
      if (Number.isFinite(latitude) && Number.isFinite(longitude)) {
        return { kind: 'location', latitude: latitude ?? 0, longitude: longitude ?? 0 }
      }
      break
    }
    case 'otpauth': {
      // otpauth://totp/Issuer:account?secret=...&issuer=Issuer
      const label = decodeComponent(beforeQuery(rest).replace(/^\/\/[^/]*\/?/, ''))
      const [labelIssuer, account] = label.includes(':') ? label.split(/:(.*)/) : [null, label]
      return {
        kind: 'otp',
        issuer: nonEmpty(queryOf(rest).get('issuer')) ?? nonEmpty(labelIssuer),
        account: nonEmpty(account),
      }
    }
    case 'upi': {
      const query = queryOf(rest)
      const amount = nonEmpty(query.get('am'))
      return {
        kind: 'payment',
        scheme: 'upi',
        payee: nonEmpty(query.get('pn')),
        account: nonEmpty(query.get('pa')),
        amount: amount ? `${query.get('cu') ?? 'INR'} ${amount}` : null,
        reference: nonEmpty(query.get('tn')) ?? nonEmpty(query.get('tr')),
      }
    }
  }
  if (scheme in CRYPTO_SCHEMES) return parseCrypto(scheme, rest)
  if (/^[a-z][a-z0-9+.-]{1,30}$/.test(scheme) && /^(?:\/\/)?\S/.test(rest) && !/\s/.test(text)) {
    // Another app's link (intent:, market:, javascript:, a wallet...), not a web page.
    if (!/^\d+$/.test(rest.split(/[/?#]/)[0] ?? '')) return { kind: 'app_link', scheme }
  }
  if (BARE_WEB_ADDRESS.test(text)) return { kind: 'url', url: `https://${text}` }
  return { kind: 'text', text }
}

/** Why a code deserves care, beyond what the address check finds in a link. */
export type QrWarning =
  | 'premium_number'
  | 'short_code'
  | 'international_number'
  | 'prefilled_message'
  | 'open_wifi'
  | 'wifi_join'
  | 'crypto_payment'
  | 'bank_payment'
  | 'otp_setup'
  | 'app_link'
  | 'content_platform'

export type QrDeviceLevel = 'danger' | 'caution' | 'info'

export interface QrDeviceVerdict {
  payload: QrPayload
  level: QrDeviceLevel
  warnings: QrWarning[]
  /** The address checks, for a link. */
  url: UrlAnalysis | null
  /** The URL model's 0–100 score for a link (where a redirector leads), as the server gives. */
  linkScore: number | null
  /** The content platform a link is on (YouTube, TikTok...), whose pages anyone can post. */
  platform: string | null
}

/** Warnings that mean "do not go on without checking", whatever else is found. */
const DANGER: ReadonlySet<QrWarning> = new Set([
  'premium_number',
  'crypto_payment',
  'otp_setup',
  'app_link',
])

function numberWarnings(number: string): QrWarning[] {
  const range: UkNumberRange | 'short_code' | null = dialledNumberRange(number)
  if (range === 'premium' || range === 'service' || range === 'directory') return ['premium_number']
  if (range === 'short_code') return ['short_code']
  if (range === 'international') return ['international_number']
  return []
}

function warningsOf(payload: QrPayload): QrWarning[] {
  switch (payload.kind) {
    case 'phone':
      return numberWarnings(payload.number)
    case 'sms':
      return [
        ...numberWarnings(payload.number),
        ...(payload.body ? ['prefilled_message' as const] : []),
      ]
    case 'email':
      return payload.body || payload.subject ? ['prefilled_message'] : []
    case 'wifi':
      return payload.security === 'none' ? ['open_wifi', 'wifi_join'] : ['wifi_join']
    case 'crypto':
      return ['crypto_payment']
    case 'payment':
      return ['bank_payment']
    case 'otp':
      return ['otp_setup']
    case 'app_link':
      return ['app_link']
    default:
      return []
  }
}

/** The instant verdict on the device: what the code would do, and what to be careful of. */
export function assessQrPayload(payload: QrPayload): QrDeviceVerdict {
  const warnings = warningsOf(payload)
  const url = payload.kind === 'url' ? analyseUrl(payload.url) : null
  const platform = payload.kind === 'url' ? contentPlatformOf(payload.url) : null
  if (platform) warnings.push('content_platform')
  const linkScore =
    payload.kind === 'url' ? (assessLink(payload.url)?.prediction.score ?? null) : null
  const lookalike = url?.findings.some((finding) => finding.id === 'brand_lookalike') ?? false
  const linkLevel = linkScore === null ? 'Low' : qrRiskLevel(linkScore)
  let level: QrDeviceLevel = 'info'
  if (warnings.some((warning) => DANGER.has(warning)) || lookalike || linkLevel === 'High') {
    level = 'danger'
  } else if (
    warnings.length > 0 ||
    linkLevel === 'Medium' ||
    (url?.findings.length ?? 0) > 0 ||
    url?.href === null
  ) {
    level = 'caution'
  }
  return { payload, level, warnings, url, linkScore, platform }
}
