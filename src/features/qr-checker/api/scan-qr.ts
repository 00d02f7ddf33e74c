/**
 * POST /api/qr-scan (spec part 1 §3, §7): the picture in, the QR scan response out. Read
 * leniently field by field, so an odd field shows as "Not known" rather than failing the whole
 * answer. A non-OK status is a QrScanError carrying the server's code (spec §8).
 */
import { useLingui } from '@lingui/react'
import { useMutation } from '@tanstack/react-query'

import { qrRiskLevel } from '../../../domain/engine/risk.ts'
import { QR_IMAGE_MAX_BYTES } from '../../../domain/qr/limits.ts'
import { track } from '../../../lib/analytics.ts'
import { postForm, stringFieldOf } from '../../../lib/post-json.ts'

import type { QrResult } from './schemas.ts'

/** The image worker's client (and comlink) load with the first file sent, not with the page. */
async function prepareImage(file: File, maxBytes: number, signal?: AbortSignal): Promise<File> {
  const { stripImageMetadata } = await import('../../../lib/image-prep-client.ts')
  return stripImageMetadata(file, maxBytes, signal)
}

export type { QrResult } from './schemas.ts'

/** The server said no; `code` is its error code (FILE_TOO_LARGE, NO_QR_CODE...), if any. */
export class QrScanError extends Error {
  override name = 'QrScanError'
  constructor(
    readonly status: number,
    readonly code: string | null,
  ) {
    super(`QR analysis failed with status: ${status}`)
  }
}

/** The content is a web link (spec §2: it starts with http). */
export function isLinkResult(result: QrResult): boolean {
  return /^https?:\/\//i.test(result.content) || result.payload_type === 'url'
}

/** The badge's level from the threat score (spec §9: above 60 High, above 30 Medium). */
export function qrLevelOf(result: QrResult) {
  const score = result.threat_score ?? result.domain_info?.threat_score ?? null
  return score === null ? null : qrRiskLevel(score)
}

/** Sends the picture, without its metadata (GPS position), and reads the answer. */
export async function scanQrImage(
  image: File,
  options: { locale: string; signal?: AbortSignal },
): Promise<QrResult> {
  const prepared = await prepareImage(image, QR_IMAGE_MAX_BYTES, options.signal)
  const form = new FormData()
  form.append('qrImage', prepared, prepared.name)
  const { ok, status, body } = await postForm('/api/qr-scan', form, options)
  if (!ok) throw new QrScanError(status, stringFieldOf(body, 'code'))
  // The schema (and zod) loads with the first answer, not with the page.
  const { qrResultSchema } = await import('./schemas.ts')
  const result = qrResultSchema.safeParse(body)
  if (!result.success) throw new QrScanError(status, 'UNREADABLE_ANSWER')
  return result.data
}

/** The scan as a mutation. Analytics get the outcome only, never the content. */
export function useScanQr() {
  const { i18n } = useLingui()
  return useMutation({
    mutationFn: (image: File) => scanQrImage(image, { locale: i18n.locale }),
    onSuccess: (result) =>
      track('qr_scan_completed', { is_malicious: result.is_malicious, type: result.payload_type }),
    onError: (error) =>
      track('qr_scan_failed', { status: error instanceof QrScanError ? error.status : 0 }),
  })
}
