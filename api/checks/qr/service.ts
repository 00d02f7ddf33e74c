/**
 * The QR checker's server side, shared by POST /api/qr-scan and `npm run screen -- qr`: decode
 * the image again (never trusting the page's text), read what the first code holds, and check
 * it. A link goes through the website check: the server follows its redirects and shorteners
 * through the SSRF guard, so the person's phone never has to visit it. Anything else goes
 * through the text engine.
 */
import type { I18n } from '@lingui/core'
import { parse as parseDomain } from 'tldts'

import type { Verdict } from '../../../src/domain/engine/analyse.ts'
import { extractEntities } from '../../../src/domain/engine/entities.ts'
import type { WriterOptions } from '../../../src/domain/engine/writer.ts'
import {
  assessQrPayload,
  parseQrPayload,
  type QrDeviceVerdict,
} from '../../../src/domain/qr/payload.ts'
import { communitySignals } from '../../enrich/community.ts'
import { InvalidUrlError, UnsafeTargetError } from '../../enrich/ssrf/ssrf-guard.ts'
import type { WebsiteEvidenceDeps } from '../../enrich/website/evidence.ts'
import { buildWebsiteResult } from '../../enrich/website/result.ts'
import { screenWebsite, type WebsiteScreening } from '../../enrich/website/screen-website.ts'
import { extractQrCodes } from '../../extract/extract.ts'
import type { Database } from '../../platform/db/client.ts'
import { analyseText } from '../../platform/text-engine.ts'

import {
  qrResultFromText,
  qrResultFromWebsite,
  type DecodedQrCode,
  type QrScanResult,
  type ServerQrWarning,
} from './result.ts'

export interface QrScanDeps {
  db: Database
  indicatorKey: Buffer
  website: WebsiteEvidenceDeps
}

export type QrContentCheck =
  | {
      kind: 'website'
      device: QrDeviceVerdict
      screening: WebsiteScreening
      finalUrl: string | null
      redirects: string[]
      extraWarnings: ServerQrWarning[]
    }
  | { kind: 'text'; device: QrDeviceVerdict; verdict: Verdict; extraWarnings: ServerQrWarning[] }

export interface DecodedImage {
  decoded: DecodedQrCode[]
}

/** Every QR code in an image file; throws the extractor's errors (415, 413, 422). */
export async function decodeQrImage(
  bytes: Uint8Array,
  signal?: AbortSignal,
): Promise<DecodedImage> {
  const codes = await extractQrCodes(bytes, { signal })
  return { decoded: codes.map(({ text, format }) => ({ text, format })) }
}

function registrable(url: string): string | null {
  try {
    const hostname = new URL(url).hostname
    return parseDomain(hostname).domain ?? hostname
  } catch {
    return null
  }
}

async function checkText(
  text: string,
  device: QrDeviceVerdict,
  deps: QrScanDeps,
  extraWarnings: ServerQrWarning[],
): Promise<QrContentCheck> {
  // What the community reported counts too; a failed lookup never fails the check.
  const reported = await communitySignals(deps.db, deps.indicatorKey, {
    entities: extractEntities(text),
  }).catch(() => [])
  const verdict = analyseText({ text, extraSignals: reported })
  return { kind: 'text', device, verdict, extraWarnings }
}

/**
 * Checks what a code holds. `severalCodes` adds the "sticker over a code?" warning. Offline,
 * a link is judged on its address and local data only.
 */
export async function checkQrContent(
  text: string,
  deps: QrScanDeps,
  { severalCodes = false, offline = false }: { severalCodes?: boolean; offline?: boolean } = {},
): Promise<QrContentCheck> {
  const device = assessQrPayload(parseQrPayload(text))
  const extraWarnings: ServerQrWarning[] = severalCodes ? ['several_codes'] : []
  if (device.payload.kind !== 'url') return checkText(text, device, deps, extraWarnings)

  let screening: WebsiteScreening
  try {
    screening = await screenWebsite(device.payload.url, deps.website, { offline })
  } catch (error) {
    if (error instanceof UnsafeTargetError) {
      // A code that leads into a private network is a finding, not a refusal: judge the
      // address alone.
      extraWarnings.push('private_network')
      screening = await screenWebsite(device.payload.url, deps.website, { offline: true })
    } else if (error instanceof InvalidUrlError) {
      // Not an address the website check takes (a user name before the host, say): the
      // engine reads it as text, with its own link checks.
      return checkText(text, device, deps, extraWarnings)
    } else {
      throw error
    }
  }

  const page = screening.evidence.page.status === 'checked' ? screening.evidence.page.data : null
  const redirects = page?.redirects ?? []
  const finalUrl = page && redirects.length > 0 ? page.finalUrl : null
  // A shortener or redirect to another website: the website it lands on is the one to judge.
  if (finalUrl && registrable(finalUrl) !== registrable(screening.target.href)) {
    try {
      screening = await screenWebsite(finalUrl, deps.website, { offline })
    } catch (error) {
      if (!(error instanceof UnsafeTargetError || error instanceof InvalidUrlError)) throw error
      extraWarnings.push('private_network')
    }
  }
  return { kind: 'website', device, screening, finalUrl, redirects, extraWarnings }
}

/** The QR scan response for a check, in the language of `i18n`. */
export function buildQrScanResult(
  check: QrContentCheck,
  options: {
    referenceCode: string | null
    decoded: DecodedQrCode[]
    i18n: I18n
    site: WriterOptions
    now: Date
  },
): QrScanResult {
  const { referenceCode, decoded, i18n, site, now } = options
  const base = {
    referenceCode,
    decoded,
    device: check.device,
    extraWarnings: check.extraWarnings,
    i18n,
  }
  if (check.kind === 'text')
    return qrResultFromText({ ...base, verdict: check.verdict, writer: site })
  return qrResultFromWebsite({
    ...base,
    finalUrl: check.finalUrl,
    redirects: check.redirects,
    website: buildWebsiteResult({
      url: check.screening.target.href,
      referenceCode,
      evidence: check.screening.evidence,
      lexical: check.screening.lexical,
      verdict: check.screening.verdict,
      i18n,
      writer: site,
      now,
    }),
  })
}
