import { describe, expect, it } from 'vitest'

import { LOCALES } from '../domain/locales.ts'

import { checkOnDevice } from './device-engine.ts'

const PRIZE_SCAM_TEXT =
  'You have WON a guaranteed £2000 cash prize! Call 09066 123 456 now to claim your reward before midnight.'

const SITE = { forwardSmsNumber: '7726', forwardEmail: 'report@phishing.gov.uk' }

describe('checkOnDevice', () => {
  it('gives the engine’s verdict with its analysis text', async () => {
    const result = await checkOnDevice({ text: PRIZE_SCAM_TEXT, locale: 'en', ...SITE })
    expect(result.riskLevel).not.toBe('Low')
    expect(result.score).toBeGreaterThan(30)
    expect(result.analysis).toContain('**What we noticed**')
    expect(result.analysis).toContain('**What to do now**')
    expect(result.analysis).toMatch(/^- /m)
  })

  it('writes in the person’s language, and in English for one without a catalog', async () => {
    const polish = await checkOnDevice({ text: PRIZE_SCAM_TEXT, locale: 'pl', ...SITE })
    expect(polish.analysis).toContain('**Co zrobić teraz**')
    const unknown = await checkOnDevice({ text: PRIZE_SCAM_TEXT, locale: 'xx', ...SITE })
    expect(unknown.analysis).toContain('**What to do now**')
  })

  it.each(LOCALES)('fills in every value of the analysis text in %s', async (locale) => {
    const result = await checkOnDevice({ text: PRIZE_SCAM_TEXT, locale, ...SITE })
    expect(result.analysis).toContain(String(result.score))
    expect(result.analysis).not.toMatch(/[{}]/)
  })

  it('names the installation’s forwarding number where it advises forwarding a text', async () => {
    const result = await checkOnDevice({
      text: `I got this text message: ${PRIZE_SCAM_TEXT}`,
      locale: 'en',
      forwardSmsNumber: '7999',
      forwardEmail: SITE.forwardEmail,
    })
    expect(result.analysis).toContain('7999')
  })
})
