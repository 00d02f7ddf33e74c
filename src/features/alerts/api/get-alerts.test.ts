import { describe, expect, it } from 'vitest'

import { parseAlertsResponse } from './get-alerts.ts'

describe('parseAlertsResponse', () => {
  it('reads the alerts, trimming addresses and treating a blank one as none', () => {
    expect(
      parseAlertsResponse({
        alerts: [
          { description: 'Fake Evri fee', url: ' https://evri-fee.top ', created_at: '2026-11-20' },
          { description: 'HMRC refund texts', url: '  ', created_at: '2026-11-19' },
          { description: 'Bank callers', created_at: '2026-11-18' },
        ],
      }),
    ).toEqual([
      { description: 'Fake Evri fee', url: 'https://evri-fee.top', created_at: '2026-11-20' },
      { description: 'HMRC refund texts', url: null, created_at: '2026-11-19' },
      { description: 'Bank callers', url: null, created_at: '2026-11-18' },
    ])
  })

  it('refuses an answer of another shape, so the page shows its error state', () => {
    expect(() => parseAlertsResponse(null)).toThrow(TypeError)
    expect(() => parseAlertsResponse({ alerts: 'none' })).toThrow(TypeError)
    expect(() => parseAlertsResponse({ alerts: [{ description: 1, created_at: 'x' }] })).toThrow(
      TypeError,
    )
    expect(() =>
      parseAlertsResponse({ alerts: [{ description: 'x', url: 5, created_at: 'x' }] }),
    ).toThrow(TypeError)
  })
})
