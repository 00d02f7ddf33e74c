import { describe, expect, it } from 'vitest'

import { createTextEngine } from '../engine/analyse.ts'
import { LEXICONS } from '../engine/language/lexicons/index.ts'
import { DEVICE_TEXT_MODEL } from '../engine/model/device-text-model.ts'

import { assessDocument } from './assess.ts'
import { findDocumentMarkers, type DocumentFacts } from './markers.ts'

const { analyseText } = createTextEngine(DEVICE_TEXT_MODEL, LEXICONS)

const NOW = new Date('2025-03-05T09:00:00Z')

function facts(text: string, extra: Partial<DocumentFacts> = {}): DocumentFacts {
  return {
    pages: [{ page: 1, text }],
    structure: null,
    info: null,
    links: [],
    qrCodes: [],
    now: NOW,
    ...extra,
  }
}

const ids = (input: DocumentFacts) => findDocumentMarkers(input).map((marker) => marker.id)

describe('document markers', () => {
  it('finds a change of bank details, with its page and words', () => {
    const [marker] = findDocumentMarkers({
      ...facts(''),
      pages: [
        { page: 1, text: 'Invoice 12' },
        { page: 2, text: 'Please note our bank details have changed.' },
      ],
    })
    expect(marker).toMatchObject({ id: 'bank_details_changed', page: 2 })
    expect(marker?.evidence).toContain('bank details have changed')
  })

  it('flags an HMRC letter with a mobile, webmail, bailiffs and a made-up reference', () => {
    const text =
      'HM Revenue & Customs\nYour reference: AB-12\nPay by bank transfer. Bailiffs will call within 48 hours.\nCall 07700 900123 or write to hmrc.team@outlook.com'
    expect(ids(facts(text))).toEqual(
      expect.arrayContaining([
        'mobile_on_official_letter',
        'webmail_on_official_letter',
        'bailiff_threat',
        'official_bank_transfer',
        'reference_wrong_format',
      ]),
    )
  })

  it('accepts a real HMRC payment to HMRC’s own account and a UTR reference', () => {
    const text = 'HMRC Self Assessment. Reference: 1234567890K. Pay to sort code 08-32-10.'
    expect(ids(facts(text))).toEqual([])
  })

  it('judges an online editor by who the letter claims to be from', () => {
    const info = {
      producer: 'Sejda',
      creator: null,
      created: new Date('2025-03-04T23:30:00Z'),
      modified: null,
    }
    expect(ids(facts('HMRC tax refund', { info }))).toEqual(
      expect.arrayContaining(['online_editor', 'made_recently_at_night']),
    )
    const shop = findDocumentMarkers(facts('Invoice from Bob’s Plumbing', { info }))
    expect(shop).toMatchObject([{ id: 'online_editor', kind: 'context' }])
  })

  it('checks IBAN and VAT check digits and the account modulus check', () => {
    const text =
      'IBAN GB83 WEST 1234 5698 7654 32\nVAT number: GB 123 4567 89\nSort code: 11-22-33 Account number: 12345678'
    expect(ids(facts(text, { checkUkAccount: () => false }))).toEqual(
      expect.arrayContaining(['iban_fails_check', 'vat_number_fails_check', 'account_fails_check']),
    )
    expect(ids(facts('IBAN GB82 WEST 1234 5698 7654 32 VAT number: GB 980 7806 84'))).toEqual([])
  })

  it('scores a risky QR code and JavaScript above the high-risk line', () => {
    const structure = {
      version: '1.7',
      objects: 5,
      streams: 1,
      keywords: {
        JS: 1,
        JavaScript: 1,
        OpenAction: 1,
        AA: 0,
        Launch: 0,
        EmbeddedFile: 0,
        AcroForm: 0,
        RichMedia: 0,
        SubmitForm: 0,
        GoToR: 0,
        Encrypt: 0,
        ObjStm: 0,
        XFA: 0,
        URI: 0,
      },
      hiddenNames: [],
      uris: [],
      eofMarkers: 1,
    }
    const assessment = assessDocument(
      facts('Your parcel is waiting. Scan to pay the fee.', {
        structure,
        qrCodes: [{ page: 1, target: 'http://evri-redelivery.top/pay', score: 80 }],
      }),
      analyseText,
    )
    expect(assessment.riskLevel).toBe('HIGH_RISK')
    expect(assessment.markers.map((m) => m.id)).toEqual(
      expect.arrayContaining(['javascript', 'auto_action', 'risky_qr_code']),
    )
  })

  it('calls a picture of a sign-in page a warning sign, unless it shows the brand’s own address', () => {
    const screenshot = 'PayPal\nLog in to your account\nEmail or mobile number\nPassword\nNext'
    const picture = { picturePages: [1] }
    expect(ids(facts(screenshot, picture))).toContain('sign_in_page')
    // The same words in a PDF's text layer (a help page, say), or with only one field, are not.
    expect(ids(facts(screenshot))).not.toContain('sign_in_page')
    expect(ids(facts('PayPal\nPassword', picture))).not.toContain('sign_in_page')
    const official = [
      { page: 1, target: 'https://www.paypal.com/signin', score: 0, official: true },
    ]
    expect(ids(facts(screenshot, { ...picture, links: official }))).not.toContain('sign_in_page')
  })

  it('gives a locked or damaged file a verdict that says to be careful', () => {
    for (const unreadable of ['locked', 'damaged'] as const) {
      const assessment = assessDocument(facts('', { pages: [], unreadable }), analyseText)
      expect(assessment.markers.map((m) => m.id)).toEqual([`${unreadable}_file`])
      expect(assessment.riskLevel).toBe('NEEDS_VERIFICATION')
    }
  })
})
