import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { LOCALES } from '../locales.ts'

import { buildVtt, matchesSource, spokenForm, type VideoScript } from './video-script.ts'

const load = (locale: string): VideoScript =>
  JSON.parse(
    readFileSync(new URL(`./script/${locale}.json`, import.meta.url), 'utf8'),
  ) as VideoScript

describe('video script', () => {
  const source = load('en')

  it.each(LOCALES)('%s translates every line of the English script', (locale) => {
    const script = load(locale)
    expect(matchesSource(source, script)).toBe(true)
    expect(script.title.trim()).not.toBe('')
  })

  it('writes WebVTT cues on the given timeline', () => {
    const script: VideoScript = {
      title: 'T',
      slides: [{ heading: 'H', narration: ['One.', 'Two.'] }],
    }
    expect(
      buildVtt(script, [
        { start: 0.5, end: 1.25 },
        { start: 61.2, end: 3725.001 },
      ]),
    ).toBe(
      'WEBVTT\n\n1\n00:00:00.500 --> 00:00:01.250\nOne.\n\n2\n00:01:01.200 --> 01:02:05.001\nTwo.\n',
    )
    expect(() => buildVtt(script, [])).toThrow()
  })

  it('says numbers digit by digit and the address in words', () => {
    expect(spokenForm('Forward texts to 7726 and emails to report@phishing.gov.uk.')).toBe(
      'Forward texts to 7 7 2 6 and emails to report at phishing dot gov dot U K.',
    )
  })
})
