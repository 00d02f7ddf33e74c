import { describe, expect, it } from 'vitest'

import { ConfigError, loadConfig } from './config.ts'

describe('loadConfig', () => {
  it('starts with safe defaults and no environment', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({
      port: 3000,
      host: 'localhost',
      dataDir: './data',
      databaseUrl: undefined,
      trustProxy: false,
      site: { forwardSmsNumber: '7726', forwardEmail: 'report@phishing.gov.uk' },
    })
    expect(config.site.aiCredit).toBeUndefined()
    expect(config.site.rating).toBeUndefined()
  })

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', SITE_SOCIAL_URL: ' ' }).databaseUrl).toBeUndefined()
  })

  it('names every invalid variable', () => {
    const attempt = () =>
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SITE_SOCIAL_URL: 'ftp://x' })
    expect(attempt).toThrow(ConfigError)
    expect(attempt).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*SITE_SOCIAL_URL/)
  })

  it('reads the website lookups: DNS servers, IP data folder, VirusTotal quota', () => {
    expect(loadConfig({}).lookups).toEqual({ dnsServers: [], ipDataDir: undefined })
    expect(loadConfig({}).providers.virusTotalRequestsPerMinute).toBe(4)
    const config = loadConfig({
      DNS_SERVERS: '1.1.1.1, 127.0.0.1:5353,[2606:4700:4700::1111]:53,2001:4860:4860::8888',
      IP_DATA_DIR: '/srv/ip-data',
    })
    expect(config.lookups).toEqual({
      dnsServers: [
        '1.1.1.1',
        '127.0.0.1:5353',
        '[2606:4700:4700::1111]:53',
        '2001:4860:4860::8888',
      ],
      ipDataDir: '/srv/ip-data',
    })
    expect(() => loadConfig({ DNS_SERVERS: 'dns.google' })).toThrow(/DNS_SERVERS/)
    expect(() => loadConfig({ DNS_SERVERS: '1.1.1.1:99999' })).toThrow(/DNS_SERVERS/)
  })

  it('reads trust proxy as a boolean, a hop count or a list', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true)
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2)
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toBe('10.0.0.0/8')
  })

  it('credits an AI provider only when one is configured', () => {
    expect(loadConfig({ GEMINI_API_KEY: 'k' }).site.aiCredit?.name).toBe('Google Gemini')
    expect(
      loadConfig({ LLM_BASE_URL: 'http://127.0.0.1:1/v1', LLM_MODEL: 'm' }).site.aiCredit,
    ).toBeUndefined()
    expect(
      loadConfig({ AI_CREDIT_NAME: 'X', AI_CREDIT_URL: 'https://x.test/' }).site.aiCredit,
    ).toBeUndefined()
  })

  it('shows a rating only when both its value and count are set', () => {
    expect(loadConfig({ SITE_RATING_VALUE: '4.8' }).site.rating).toBeUndefined()
    expect(loadConfig({ SITE_RATING_VALUE: '4.8', SITE_RATING_COUNT: '234' }).site.rating).toEqual({
      value: 4.8,
      count: 234,
    })
  })
})
