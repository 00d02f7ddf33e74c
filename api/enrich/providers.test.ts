import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTokenBucket } from '../platform/token-bucket.ts'
import { sendJson, startHttpServer, type TestServer } from '../test/fake-web.ts'

import { checkSafeBrowsing } from './safe-browsing.ts'
import { checkVirusTotal, virusTotalUrlId } from './virustotal.ts'

const BAD = 'https://royalmail-redelivery.example/pay'

describe('Google Safe Browsing and VirusTotal against fakes speaking their JSON', () => {
  let google: TestServer
  let virusTotal: TestServer
  const bodies: unknown[] = []

  beforeAll(async () => {
    google = await startHttpServer((request, response) => {
      let body = ''
      request.on('data', (chunk) => (body += chunk))
      request.on('end', () => {
        const url = new URL(request.url ?? '/', 'http://x')
        if (
          url.pathname !== '/v4/threatMatches:find' ||
          url.searchParams.get('key') !== 'gsb-key'
        ) {
          sendJson(response, 403, { error: { code: 403 } })
          return
        }
        const parsed = JSON.parse(body) as { threatInfo: { threatEntries: Array<{ url: string }> } }
        bodies.push(parsed)
        const asked = parsed.threatInfo.threatEntries[0]?.url
        sendJson(
          response,
          200,
          asked === BAD
            ? {
                matches: [
                  {
                    threatType: 'SOCIAL_ENGINEERING',
                    platformType: 'ANY_PLATFORM',
                    threat: { url: BAD },
                    cacheDuration: '300s',
                    threatEntryType: 'URL',
                  },
                ],
              }
            : {},
        )
      })
    })
    virusTotal = await startHttpServer((request, response) => {
      if (request.headers['x-apikey'] !== 'vt-key') {
        sendJson(response, 401, { error: { code: 'WrongCredentialsError' } })
      } else if (request.url === `/api/v3/urls/${virusTotalUrlId(BAD)}`) {
        sendJson(response, 200, {
          data: {
            type: 'url',
            attributes: {
              last_analysis_date: 1795000000,
              last_analysis_stats: {
                harmless: 60,
                malicious: 7,
                suspicious: 2,
                undetected: 20,
                timeout: 0,
              },
            },
          },
        })
      } else {
        sendJson(response, 404, { error: { code: 'NotFoundError' } })
      }
    })
  })
  afterAll(async () => {
    await Promise.all([google.close(), virusTotal.close()])
  })

  it('Safe Browsing: a listed URL, a clean one, no key, a refused key', async () => {
    const config = { apiKey: 'gsb-key', baseUrl: google.url('/') }
    expect(await checkSafeBrowsing(BAD, config)).toEqual({
      status: 'checked',
      data: { matches: ['SOCIAL_ENGINEERING'] },
    })
    expect(await checkSafeBrowsing('https://clean.example/', config)).toEqual({
      status: 'checked',
      data: { matches: [] },
    })
    expect(await checkSafeBrowsing(BAD, {})).toEqual({ status: 'not_configured' })
    const refused = await checkSafeBrowsing(BAD, { ...config, apiKey: 'wrong' })
    expect(refused).toMatchObject({ status: 'failed' })
    expect(JSON.stringify(refused)).not.toContain('wrong')
    expect(bodies[0]).toMatchObject({
      threatInfo: { platformTypes: ['ANY_PLATFORM'], threatEntryTypes: ['URL'] },
    })
  })

  it('VirusTotal: a report, an unknown URL, no key', async () => {
    const config = {
      apiKey: 'vt-key',
      baseUrl: virusTotal.url('/'),
      bucket: createTokenBucket(10, 60_000),
    }
    expect(await checkVirusTotal(BAD, config)).toEqual({
      status: 'checked',
      data: {
        positives: 7,
        suspicious: 2,
        total: 89,
        scanDate: new Date(1795000000 * 1000).toISOString(),
      },
    })
    expect(await checkVirusTotal('https://new.example/', config)).toMatchObject({
      status: 'no_data',
    })
    expect(await checkVirusTotal(BAD, { ...config, apiKey: undefined })).toEqual({
      status: 'not_configured',
    })
  })

  it('VirusTotal: keeps to 4 requests a minute, answering rate_limited beyond', async () => {
    let now = 0
    const config = {
      apiKey: 'vt-key',
      baseUrl: virusTotal.url('/'),
      bucket: createTokenBucket(4, 60_000, () => now),
    }
    const statuses = []
    for (let i = 0; i < 5; i++) statuses.push((await checkVirusTotal(BAD, config)).status)
    expect(statuses).toEqual(['checked', 'checked', 'checked', 'checked', 'rate_limited'])
    const served = virusTotal.requests.length
    now = 15_000 // a quarter of a minute refills one request
    expect((await checkVirusTotal(BAD, config)).status).toBe('checked')
    expect(virusTotal.requests.length).toBe(served + 1)
  })
})
