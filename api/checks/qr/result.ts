/**
 * The QR checker's answer (spec part 1 §3 "QR scan response"): what the code holds, the verdict
 * and, for a link, the website check's evidence as domain_info. Pure.
 */
import type { I18n } from '@lingui/core'

import type { Verdict } from '../../../src/domain/engine/analyse.ts'
import { qrRiskLevel, type RiskLevel } from '../../../src/domain/engine/risk.ts'
import {
  explainReasons,
  writeAnalysis,
  type WriterOptions,
} from '../../../src/domain/engine/writer.ts'
import type { QrDeviceVerdict, QrPayloadKind, QrWarning } from '../../../src/domain/qr/payload.ts'
import type { IpLocation, WebsiteScreeningResult } from '../../enrich/website/result.ts'

export interface DecodedQrCode {
  text: string
  format: string
}

export interface QrLocation {
  city: string | null
  region: string | null
  country: string | null
  as: string | null
  is_proxy: boolean
}

export interface QrDomainInfo {
  threat_score: number
  virustotal: {
    status: string
    positives: number | null
    total: number | null
    scan_date: string | null
  }
  safe_browsing: { status: string; safe: boolean | null; matches: string[] }
  domain_age_days: number | null
  whois: { registrar: string | null }
  ssl_info: { valid: boolean | null }
  ip_address: string | null
  location: QrLocation | null
}

export interface QrScanResult {
  reference_code: string | null
  content: string
  payload_type: QrPayloadKind
  decoded: DecodedQrCode[]
  is_malicious: boolean
  threat_score: number
  risk_level: RiskLevel
  analysis: string
  threats: string[]
  ip_address: string | null
  city: string | null
  country: string | null
  is_proxy: boolean
  location: QrLocation | null
  domain_info: QrDomainInfo | null
  /** For a link: where it ends up after the server followed its redirects. */
  final_url: string | null
  redirects: string[]
  /** For a link: the whole website check, as POST /api/website-screening answers it. */
  website: WebsiteScreeningResult | null
}

/** The device's warnings, and two only the server can give. */
export type ServerQrWarning = QrWarning | 'private_network' | 'several_codes'

/**
 * How much each warning adds to a code's score when it is not a link. A premium-rate number, a
 * crypto payment or an authenticator setup from a stranger is dangerous on its own.
 */
const WARNING_SCORES: Record<ServerQrWarning, number> = {
  premium_number: 70,
  crypto_payment: 70,
  otp_setup: 70,
  app_link: 65,
  bank_payment: 45,
  short_code: 40,
  open_wifi: 40,
  prefilled_message: 20,
  international_number: 20,
  private_network: 65,
  several_codes: 35,
  wifi_join: 0,
  content_platform: 0,
}

/** The sentence for each warning, in the person's language. */
export function explainQrWarning(warning: ServerQrWarning, i18n: I18n): string {
  switch (warning) {
    case 'premium_number':
      return i18n._({
        id: 'qr.warning.premium_number',
        message: 'It calls or texts a premium-rate or costly number.',
      })
    case 'short_code':
      return i18n._({
        id: 'qr.warning.short_code',
        message: 'It texts a short code, which can sign you up to a paid service.',
      })
    case 'international_number':
      return i18n._({
        id: 'qr.warning.international_number',
        message: 'It calls or texts a number abroad, which may cost more.',
      })
    case 'prefilled_message':
      return i18n._({
        id: 'qr.warning.prefilled_message',
        message: 'It fills in a message for you to send. Read it before you send anything.',
      })
    case 'open_wifi':
      return i18n._({
        id: 'qr.warning.open_wifi',
        message: 'It joins a Wi-Fi network with no password, where others can see your traffic.',
      })
    case 'wifi_join':
      return i18n._({
        id: 'qr.warning.wifi_join',
        message: 'Whoever runs a Wi-Fi network can watch or redirect what you do on it.',
      })
    case 'crypto_payment':
      return i18n._({
        id: 'qr.warning.crypto_payment',
        message: 'It asks for a cryptocurrency payment. These cannot be reversed or refunded.',
      })
    case 'bank_payment':
      return i18n._({
        id: 'qr.warning.bank_payment',
        message: 'It fills in a bank payment. Check who you are paying with them directly first.',
      })
    case 'otp_setup':
      return i18n._({
        id: 'qr.warning.otp_setup',
        message:
          'It adds login codes to an authenticator app. Scanning one from someone else can hand them your account.',
      })
    case 'app_link':
      return i18n._({
        id: 'qr.warning.app_link',
        message: 'It opens another app or runs an action on your phone, not a web page.',
      })
    case 'content_platform':
      return i18n._({
        id: 'qr.warning.content_platform',
        message:
          'It opens a page on a platform where anyone can post, so the page may not be genuine.',
      })
    case 'private_network':
      return i18n._({
        id: 'qr.warning.private_network',
        message:
          'The link points inside a private network, which a genuine public code never does.',
      })
    case 'several_codes':
      return i18n._({
        id: 'qr.warning.several_codes',
        message:
          'The picture has more than one QR code. A sticker may have been put over the real one.',
      })
  }
}

function qrLocation(location: IpLocation | null): QrLocation | null {
  if (!location) return null
  const { city, region, country, as, is_proxy } = location
  return { city, region, country, as, is_proxy }
}

interface QrResultBase {
  referenceCode: string | null
  decoded: DecodedQrCode[]
  device: QrDeviceVerdict
  /** Server-side findings added to the device's (several codes, a private address). */
  extraWarnings: ServerQrWarning[]
  i18n: I18n
}

function warningsOf(input: QrResultBase): ServerQrWarning[] {
  return [...new Set<ServerQrWarning>([...input.device.warnings, ...input.extraWarnings])]
}

function warningScore(warnings: ServerQrWarning[]): number {
  return Math.min(
    100,
    warnings.reduce((sum, warning) => sum + WARNING_SCORES[warning], 0),
  )
}

function verdictFields(score: number) {
  const level = qrRiskLevel(score)
  return { threat_score: score, risk_level: level, is_malicious: level !== 'Low' }
}

/** A link: the website check's result, seen through the QR response's fields. */
export function qrResultFromWebsite(
  input: QrResultBase & {
    website: WebsiteScreeningResult
    finalUrl: string | null
    redirects: string[]
  },
): QrScanResult {
  const { website, i18n } = input
  const warnings = warningsOf(input)
  const score = Math.max(website.threat_score, warningScore(warnings))
  const location = qrLocation(website.location)
  const redirectNote =
    input.finalUrl && input.redirects.length > 0
      ? [
          i18n._({
            id: 'qr.redirects',
            message: 'The link goes through {count} redirects and ends at {url}.',
            values: { count: input.redirects.length, url: input.finalUrl },
          }),
        ]
      : []
  return {
    reference_code: input.referenceCode,
    content: input.decoded[0]?.text ?? '',
    payload_type: input.device.payload.kind,
    decoded: input.decoded,
    ...verdictFields(score),
    analysis: website.custom_analysis,
    threats: [
      ...warnings
        .filter((warning) => WARNING_SCORES[warning] > 0 || warning === 'content_platform')
        .map((warning) => explainQrWarning(warning, i18n)),
      ...redirectNote,
      ...website.risks,
    ],
    ip_address: website.ip,
    city: location?.city ?? null,
    country: location?.country ?? null,
    is_proxy: location?.is_proxy ?? false,
    location,
    domain_info: {
      threat_score: website.threat_score,
      virustotal: {
        status: website.virustotal.status,
        positives: website.virustotal.positives,
        total: website.virustotal.total,
        scan_date: website.virustotal.scan_date,
      },
      safe_browsing: {
        status: website.google_safe_browsing.status,
        safe: website.google_safe_browsing.safe,
        matches: website.google_safe_browsing.matches,
      },
      domain_age_days: website.domain_age_days,
      whois: { registrar: website.whois.registrar },
      ssl_info: { valid: website.ssl_valid },
      ip_address: website.ip,
      location,
    },
    final_url: input.finalUrl,
    redirects: input.redirects,
    website,
  }
}

/**
 * Anything but a link: the text engine's verdict, raised by what the code would do. The written
 * analysis lists the code's own warnings first and carries the raised score in its headline.
 */
export function qrResultFromText(
  input: QrResultBase & { verdict: Verdict; writer: WriterOptions },
): QrScanResult {
  const { verdict, i18n } = input
  const warnings = warningsOf(input)
  const score = Math.max(verdict.score, warningScore(warnings))
  const fields = verdictFields(score)
  const threats = [
    ...warnings
      .filter((warning) => WARNING_SCORES[warning] > 0)
      .map((warning) => explainQrWarning(warning, i18n)),
    ...explainReasons(verdict, i18n),
  ]
  const reasons = threats.map((threat) => `- ${threat}`).join('\n')
  return {
    reference_code: input.referenceCode,
    content: input.decoded[0]?.text ?? '',
    payload_type: input.device.payload.kind,
    decoded: input.decoded,
    ...fields,
    analysis: writeAnalysis(
      { ...verdict, score, riskLevel: fields.risk_level },
      i18n,
      input.writer,
      reasons,
    ),
    threats,
    ip_address: null,
    city: null,
    country: null,
    is_proxy: false,
    location: null,
    domain_info: null,
    final_url: null,
    redirects: [],
    website: null,
  }
}
