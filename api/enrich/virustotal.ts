/**
 * VirusTotal (API v3, URL report), only when a key is configured: how many of its scanning
 * engines flag the URL. The public API allows 4 requests a minute; beyond that the lookup
 * reports 'rate_limited' instead of calling.
 */
import type { TokenBucket } from '../platform/token-bucket.ts'

import { failureReason, type Lookup } from './lookup-status.ts'

export interface VirusTotalEvidence {
  /** Engines that call it malicious. */
  positives: number
  suspicious: number
  /** Engines that gave any verdict. */
  total: number
  /** When VirusTotal last analysed it (ISO), if ever. */
  scanDate: string | null
}

export interface VirusTotalConfig {
  apiKey?: string
  /** Tests point this at a server on loopback. */
  baseUrl?: string
  bucket: TokenBucket
  timeoutMs?: number
}

export const VIRUSTOTAL_BASE_URL = 'https://www.virustotal.com'

interface UrlReport {
  data?: {
    attributes?: {
      last_analysis_stats?: Record<string, number>
      last_analysis_date?: number
    }
  }
}

/** VirusTotal's id for a URL: the URL in unpadded base64url. */
export function virusTotalUrlId(url: string): string {
  return Buffer.from(url).toString('base64url')
}

/** Reads VirusTotal's latest report on a URL. 'no_data' when it has never seen it. */
export async function checkVirusTotal(
  url: string,
  { apiKey, baseUrl = VIRUSTOTAL_BASE_URL, bucket, timeoutMs = 5000 }: VirusTotalConfig,
): Promise<Lookup<VirusTotalEvidence>> {
  if (!apiKey) return { status: 'not_configured' }
  if (!bucket.tryTake()) return { status: 'rate_limited' }
  try {
    const response = await fetch(new URL(`/api/v3/urls/${virusTotalUrlId(url)}`, baseUrl), {
      headers: { 'x-apikey': apiKey, accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    })
    if (response.status === 404) return { status: 'no_data', reason: 'not known to VirusTotal' }
    if (response.status === 429) return { status: 'rate_limited' }
    if (!response.ok) return { status: 'failed', reason: `VirusTotal answered ${response.status}` }
    const attributes = ((await response.json()) as UrlReport).data?.attributes
    const stats = attributes?.last_analysis_stats ?? {}
    const total = Object.values(stats).reduce((sum, count) => sum + (Number(count) || 0), 0)
    return {
      status: 'checked',
      data: {
        positives: stats.malicious ?? 0,
        suspicious: stats.suspicious ?? 0,
        total,
        scanDate: attributes?.last_analysis_date
          ? new Date(attributes.last_analysis_date * 1000).toISOString()
          : null,
      },
    }
  } catch (error) {
    return { status: 'failed', reason: failureReason(error) }
  }
}
