/**
 * Google Safe Browsing (Lookup API v4, threatMatches:find), only when a key is configured.
 * Google's list covers phishing ("social engineering"), malware and unwanted software.
 */
import { failureReason, type Lookup } from './lookup-status.ts'

export interface SafeBrowsingEvidence {
  /** The threat types Google lists the URL under; empty when it is not listed. */
  matches: string[]
}

export interface SafeBrowsingConfig {
  apiKey?: string
  /** Tests point this at a server on loopback. */
  baseUrl?: string
  timeoutMs?: number
}

export const SAFE_BROWSING_BASE_URL = 'https://safebrowsing.googleapis.com'
const THREAT_TYPES = [
  'MALWARE',
  'SOCIAL_ENGINEERING',
  'UNWANTED_SOFTWARE',
  'POTENTIALLY_HARMFUL_APPLICATION',
]

interface FindResponse {
  matches?: Array<{ threatType?: string }>
}

/** Asks Safe Browsing about a URL. */
export async function checkSafeBrowsing(
  url: string,
  { apiKey, baseUrl = SAFE_BROWSING_BASE_URL, timeoutMs = 5000 }: SafeBrowsingConfig,
): Promise<Lookup<SafeBrowsingEvidence>> {
  if (!apiKey) return { status: 'not_configured' }
  try {
    const endpoint = new URL('/v4/threatMatches:find', baseUrl)
    endpoint.searchParams.set('key', apiKey)
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        client: { clientId: 'scamscreen', clientVersion: '1.0' },
        threatInfo: {
          threatTypes: THREAT_TYPES,
          platformTypes: ['ANY_PLATFORM'],
          threatEntryTypes: ['URL'],
          threatEntries: [{ url }],
        },
      }),
      signal: AbortSignal.timeout(timeoutMs),
    })
    if (response.status === 429) return { status: 'rate_limited' }
    if (!response.ok)
      return { status: 'failed', reason: `Safe Browsing answered ${response.status}` }
    const body = (await response.json()) as FindResponse
    const matches = [
      ...new Set((body.matches ?? []).map((match) => match.threatType).filter((t) => !!t)),
    ] as string[]
    return { status: 'checked', data: { matches } }
  } catch (error) {
    // Never echo the request: its address carries the key.
    return { status: 'failed', reason: failureReason(error).replace(/key=[^&\s]+/g, 'key=…') }
  }
}
