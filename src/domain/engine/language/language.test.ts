import { describe, expect, it } from 'vitest'

import { guessLanguages } from './identify.ts'
import { compilePhrase, PhraseIndex, tokenise } from './matcher.ts'
import { normaliseText } from './normalise.ts'

describe('normaliseText', () => {
  it.each([
    ['Hasło PIN-u', 'haslo pin-u'],
    ['Nu dați codul', 'nu dati codul'],
    [
      'You have W0N a prize, your acc0unt is bl0cked, ca$h',
      'you have won a prize, your account is blocked, cash',
    ],
    ['Pаy now', 'pay now'], // a Cyrillic "а" inside a Latin word
    ['нiкому не кажiть', 'нікому не кажіть'], // a Latin "i" inside a Ukrainian word
    ['کوڈ ١٢٣٤', 'كوڈ 1234'], // Urdu letters unified, Arabic-Indic digits
    ['কোড ৪৮২৯১৩', 'কোড 482913'], // Bengali digits
    ['mp3 and 4g and £1.50', 'mp3 and 4g and £1.50'], // not look-alike spellings
  ])('%s → %s', (raw, normalised) => {
    expect(normaliseText(raw)).toBe(normalised)
  })
})

describe('tokenise', () => {
  it('cuts every script into words, each Han character a word, with sentences and clauses', () => {
    const tokens = tokenise(normaliseText('Send the code. 请提供验证码, then wait; ok'))
    expect(tokens.map((t) => t.text)).toEqual([
      'send',
      'the',
      'code',
      '请',
      '提',
      '供',
      '验',
      '证',
      '码',
      'then',
      'wait',
      'ok',
    ])
    expect(tokens.map((t) => t.sentence)).toEqual([0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 2])
    expect(tokens[9]?.clause).toBeGreaterThan(tokens[8]?.clause ?? 0)
  })

  it('does not end a sentence inside an amount, a web address or "card no."', () => {
    const tokens = tokenise(normaliseText('Pay £1.50 at gov.uk with your card no. and expiry'))
    expect(new Set(tokens.map((t) => t.sentence))).toEqual(new Set([0]))
  })

  it('reads text-message spellings as the words they stand for', () => {
    expect(tokenise('wot is ur pin').map((t) => t.text)).toEqual(['what', 'is', 'your', 'pin'])
  })
})

describe('PhraseIndex', () => {
  const index = new PhraseIndex(
    ['kod*', '*رمز', 'card number', '验证码']
      .map((source) => compilePhrase('item', source, 'xx', normaliseText))
      .filter((phrase) => phrase !== null),
  )
  const found = (raw: string) => index.find(tokenise(normaliseText(raw))).map((hit) => hit.source)

  it.each([
    ['podaj kodem', ['kod*']],
    ['ارسل الرمز', ['*رمز']],
    ['your Card Number please', ['card number']],
    ['请提供验证码', ['验证码']],
    ['card. Number', []], // a phrase never spans two sentences
    ['codex', []],
  ])('%s', (raw, sources) => {
    expect(found(raw)).toEqual(sources)
  })
})

describe('guessLanguages', () => {
  it.each([
    ['Your parcel could not be delivered, please pay the fee', 'en'],
    ['Twoja paczka czeka, zapłać opłatę teraz', 'pl'],
    ['Pachetul dumneavoastră nu a putut fi livrat', 'ro'],
    ['apna card number aur pin bhej dein jaldi', 'ur'],
    ['Huwag ibigay ang OTP kahit kanino po', 'tl'],
    ['Tafadhali usitume PIN yako kwa mtu yeyote', 'sw'],
    ['Peidiwch â rhannu eich cod gyda neb', 'cy'],
    ['请不要把验证码告诉任何人', 'zh'],
    ['Никому не сообщайте код из СМС', 'ru'],
    ['Нікому не повідомляйте код із СМС', 'uk'],
    ['لا تشارك الرمز مع أي شخص', 'ar'],
    ['کسی کو اپنا پن نہ بتائیں', 'ur'],
    ['কাউকে পিন বলবেন না', 'bn'],
    ['ਕਿਸੇ ਨੂੰ ਪਿੰਨ ਨਾ ਦੱਸੋ', 'pa'],
    ['કોઈને પિન ના આપો', 'gu'],
  ])('%s is %s', (text, language) => {
    expect(guessLanguages(text)[0]).toBe(language)
  })

  it('also names the language of a line in another script within a mostly English message', () => {
    const languages = guessLanguages(
      'Bank Alfalah: OTP 309918 for your online transaction. کبھی بھی اپنا OTP یا پن کسی کو نہ بتائیں۔',
    )
    expect(languages[0]).toBe('en')
    expect(languages).toContain('ur')
  })
})
