import { describe, expect, it } from 'vitest'

import { BRANDS } from '../engine/brands.ts'

import { findLookalike, officialBrandOf, type LookalikeTechnique } from './lookalike.ts'

type Case = [input: string, brand: string, technique: LookalikeTechnique]

const cases = (technique: LookalikeTechnique, rows: Array<[string, string]>): Case[] =>
  rows.map(([input, brand]) => [input, brand, technique])

describe('findLookalike names the brand and the trick', () => {
  it.each([
    ...cases('added_word', [
      ['https://royalmail-redelivery.com/pay', 'Royal Mail'],
      ['royalmail-redelivery.top/pay', 'Royal Mail'],
      ['royalmail-parcel.co.uk', 'Royal Mail'],
      ['myroyalmail.net', 'Royal Mail'],
      ['http://secure-hmrc-refund.top/claim', 'HMRC'],
      ['hmrc-taxrefund.com', 'HMRC'],
      ['dvla-vehicle-tax.com', 'DVLA'],
      ['nhs-covid-pass.uk', 'NHS'],
      ['evri-redelivery.online', 'Evri'],
      ['myhermes-redelivery.com', 'Evri'],
      ['dpd-parcel.xyz', 'DPD'],
      ['parcelforce-fee.com', 'Parcelforce'],
      ['tvlicensing-refund.com', 'TV Licensing'],
      ['tvlicense-renewal.com', 'TV Licensing'],
      ['barclays-secure-login.com', 'Barclays'],
      ['lloydsbank-secure.com', 'Lloyds'],
      ['lloyds-online.com', 'Lloyds'],
      ['santander-verify.co.uk', 'Santander'],
      ['halifax-online-banking.com', 'Halifax'],
      ['halifax-uk.com', 'Halifax'],
      ['nationwide-login.com', 'Nationwide'],
      ['nationwide-verify.co.uk', 'Nationwide'],
      ['hsbc-uk.net', 'HSBC'],
      ['monzo-help.com', 'Monzo'],
      ['starling-bank-login.com', 'Starling Bank'],
      ['revolut-support.app', 'Revolut'],
      ['sainsburys-vouchers.com', "Sainsbury's"],
      ['aldi-giveaway.shop', 'Aldi'],
      ['tsb-online-banking.com', 'TSB'],
      ['rbs-secure.com', 'Royal Bank of Scotland'],
      ['metrobank-secure.com', 'Metro Bank'],
      ['co-operativebank-login.co.uk', 'Co-operative Bank'],
      ['virginmoney-security.com', 'Virgin Money'],
      ['firstdirect-login.com', 'First Direct'],
      ['ybs-verify.co.uk', 'Yorkshire Building Society'],
      ['octopusenergy-refund.com', 'Octopus Energy'],
      ['octopus-refund.com', 'Octopus Energy'],
      ['ovo-energy-rebate.com', 'OVO'],
      ['eon-next-refund.co.uk', 'E.ON'],
      ['scottishpower-refund.com', 'Scottish Power'],
      ['britishgas-refund.co.uk', 'British Gas'],
      ['edf-energy-refund.com', 'EDF'],
      ['ee-billing-update.com', 'EE'],
      ['post-office-refund.com', 'Post Office'],
      ['tesco-vouchers.com', 'Tesco'],
      ['amazon-prime-renewal.com', 'Amazon'],
      ['amazon-uk.net', 'Amazon'],
      ['amaz-on-refund.com', 'Amazon'],
      ['paypal-resolution-center.com', 'PayPal'],
      ['apple-id-verify.com', 'Apple'],
      ['apple-icloud-locked.com', 'Apple'],
      ['icloud-find.com', 'Apple'],
      ['microsoft-365-login.com', 'Microsoft'],
      ['office365-login.net', 'Microsoft'],
      ['netflix-billing-update.com', 'Netflix'],
      ['google-verify.com', 'Google'],
      ['gmail-security.com', 'Google'],
      ['whatsapp-verify.com', 'WhatsApp'],
      ['facebook-support-team.com', 'Facebook'],
      ['coinbase-wallet.xyz', 'Coinbase'],
      ['binance-support.net', 'Binance'],
      ['verifyroyalmailparcel.com', 'Royal Mail'],
    ]),
    ...cases('edit_distance', [
      ['paypall.com', 'PayPal'],
      ['paypl-secure.com', 'PayPal'],
      ['royalmial.com', 'Royal Mail'],
      ['rnyalmail.com', 'Royal Mail'],
      ['nattwest.com', 'NatWest'],
      ['goggle.com', 'Google'],
      ['barclys.co.uk', 'Barclays'],
      ['tvlicencing.co.uk', 'TV Licensing'],
      ['royal-mail.com', 'Royal Mail'],
      ['british-gas.co', 'British Gas'],
    ]),
    ...cases('confusable', [
      ['https://xn--pypal-4ve.com/', 'PayPal'], // pаypal, Cyrillic а
      ['раураl.com', 'PayPal'], // all Cyrillic look-alikes
      ['paypa1.com', 'PayPal'],
      ['paypa1-secure.com', 'PayPal'],
      ['rnicrosoft.com', 'Microsoft'],
      ['micros0ft.com', 'Microsoft'],
      ['natvvest.com', 'NatWest'],
      ['amaz0n-refund.com', 'Amazon'],
      ['barc1ays.co.uk', 'Barclays'],
      ['barciays.co.uk', 'Barclays'],
      ['lioydsbank.co.uk', 'Lloyds'],
      ['netfIix.com', 'Netflix'], // a capital I, lower-cased to i
      ['coinbasе.com', 'Coinbase'], // Cyrillic е
      ['royaimail.com', 'Royal Mail'],
      ['hrnrc-refund.com', 'HMRC'],
      ['xn--80ak6aa92e.com', 'Apple'], // аррӏе, all Cyrillic
    ]),
    ...cases('swapped_tld', [
      ['royalmail.co', 'Royal Mail'],
      ['royalmail.net', 'Royal Mail'],
      ['hmrc.com', 'HMRC'],
      ['hmrc.co.uk', 'HMRC'],
      ['natwest.co.uk', 'NatWest'],
      ['dvla.co', 'DVLA'],
      ['nhs.com', 'NHS'],
      ['evri.co.uk', 'Evri'],
      ['evri.info', 'Evri'],
      ['lloydsbank.net', 'Lloyds'],
      ['monzo.co', 'Monzo'],
      ['paypal.co', 'PayPal'],
      ['amazon.co', 'Amazon'],
      ['apple.xyz', 'Apple'],
      ['barclays.info', 'Barclays'],
    ]),
    ...cases('gov_uk_dressing', [
      ['https://gov-uk.tax-rebate.info/', 'GOV.UK'],
      ['gov-uk.com', 'GOV.UK'],
      ['gov.uk.tax-refund.com', 'GOV.UK'],
      ['www.hmrc.gov.uk.tax-refund.com', 'HMRC'],
      ['hmrc-gov.uk.com', 'HMRC'],
      ['hmrc.gov.uk-refunds.net', 'HMRC'],
      ['dvla-gov.uk.net', 'DVLA'],
      ['govuk-vehicle-tax.co.uk', 'GOV.UK'],
      ['govukrefund.com', 'GOV.UK'],
      ['ukgov-payments.com', 'GOV.UK'],
      ['g0v-uk.com', 'GOV.UK'],
    ]),
    ...cases('brand_in_subdomain', [
      ['paypal.com.account-verify.net', 'PayPal'],
      ['royalmail.co.uk.delivery-fee.com', 'Royal Mail'],
      ['amazon.co.uk.evil.net', 'Amazon'],
      ['amazon.verify-account.com', 'Amazon'],
      ['appleid.apple.com.verify.top', 'Apple'],
      ['https://evri-parcel.pages.dev/', 'Evri'],
      ['royalmail-redelivery.web.app', 'Royal Mail'],
      ['paypal-login.s3.amazonaws.com', 'PayPal'],
      ['secure-natwest.example-host.com', 'NatWest'],
      ['paypa1.evil.example', 'PayPal'],
      ['paypal.github.io', 'PayPal'], // anyone can publish there; we cannot tell who did
    ]),
    ...cases('brand_in_path', [
      ['https://evil.top/paypal/login.php', 'PayPal'],
      ['http://192.0.2.1/paypal/signin', 'PayPal'],
      ['https://bit.ly/paypal-login', 'PayPal'],
      ['https://compromised-blog.example/wp-content/hmrc/refund/index.php', 'HMRC'],
      ['https://example.top/www.paypal.com/signin', 'PayPal'],
      ['https://example.top/royal-mail/redelivery', 'Royal Mail'],
      ['https://example.top/secure/Barclays%20Login', 'Barclays'],
    ]),
  ])('%s imitates %s (%s)', (input, brand, technique) => {
    expect(findLookalike(input)).toEqual({ brand, technique })
  })
})

describe('findLookalike stays quiet about genuine and unrelated sites', () => {
  it.each([
    // The brands' own sites, and every *.gov.uk
    ['https://www.royalmail.com/track-your-item'],
    ['https://www.gov.uk/log-in-register-hmrc-online-services'],
    ['https://www.tax.service.gov.uk/account'],
    ['https://vehicletax.service.gov.uk/'],
    ['www.ofgem.gov.uk'],
    ['https://www.nhs.uk/'],
    ['https://www.gp-surgery.nhs.uk/'],
    ['nhs.net'],
    ['reportfraud.police.uk'],
    ['dpd.co.uk'],
    ['dpdlocal.co.uk'],
    ['evri.com'],
    ['parcelforce.com'],
    ['tvlicensing.co.uk'],
    ['www.paypal.com/signin'],
    ['www.amazon.co.uk/ap/signin'],
    ['login.microsoftonline.com'],
    ['accounts.google.com'],
    ['googleapis.com'],
    ['appleid.apple.com'],
    ['www.natwest.com'],
    ['natwestgroup.com'],
    ['secure.halifax-online.co.uk'],
    ['www.lloydsbank.com/online-banking'],
    ['hsbcnet.com'],
    ['facebookmail.com'],
    // The brand's name under a country ending a global brand may own
    ['paypal.de'],
    ['google.co.in'],
    ['microsoft.de'],
    ['binance.us'],
    ['dpd.de'],
    ['santander.es'],
    ['edf.co.uk'],
    // Everyday words, names and places that brands share
    ['https://www.pineapple.com/'],
    ['apple-pie-recipes.com'],
    ['apple.stackexchange.com'],
    ['applebees.com'],
    ['amazonsmile.org'],
    ['amazon-rainforest.org'],
    ['halifaxcourier.co.uk'],
    ['nationwide-removals.co.uk'],
    ['nationwide.com'],
    ['lloyds.com'],
    ['lloydspharmacy.co.uk'],
    ['hermes.com'],
    ['octopus.com'],
    ['starlingmurmuration.com'],
    ['outlook-weather.com'],
    ['neon.com'],
    ['herbs.com'],
    ['evrika.gr'],
    ['metro.co.uk'],
    // Words one edit from a brand that are words in their own right
    ['finance.co.uk'],
    ['royalmile.com'],
    ['monza.it'],
    ['cloud.com'],
    ['e-billing.co.uk'],
    ['ecoenergy.co.uk'],
    ['revolt.tv'],
    // A brand's name inside an ordinary word
    ['marginalrevolution.com'],
    ['revolution-slider.net'],
    // Brands' own domains that add a word to the name (sources in brands.json)
    ['googlegroups.com'],
    ['dropboxmail.com'],
    ['dhlparcel.co.uk'],
    ['microsoftstore.com'],
    ['paypal-corp.com'],
    // Amazon's cloud: free hosting, not an Amazon lookalike
    ['amazonaws.com'],
    ['x.s3.amazonaws.com'],
    ['media-amazon.com'],
    // Namesakes and pages about a brand
    ['metrobank.com.ph'],
    ['bbc.co.uk'],
    ['https://www.bbc.co.uk/news/business-hmrc-refund-scam'],
    ['https://theguardian.com/money/hmrc'],
    ['https://en.wikipedia.org/wiki/Royal_Mail'],
    ['https://en.wikipedia.org/wiki/PayPal'],
    ['https://www.moneysavingexpert.com/news/2024/01/hmrc-tax-refund-scam'],
    ['https://www.which.co.uk/consumer-rights/advice/royal-mail-scam'],
    ['https://github.com/paypal/login-sdk'],
    ['https://stackoverflow.com/questions/123/paypal-login-api'],
    ['https://www.facebook.com/royalmail/login'],
    ['https://www.youtube.com/@HMRCgovuk/login'],
    ['https://www.walking-boots-review.co.uk/'], // an everyday word, not Boots
    ['https://vivaldi.net/'], // a brand's short name inside another word
    // Not brand trickery at all
    ['https://www.paypal.com@evil.example/'], // user info: its own finding in url-heuristics
    ['http://192.168.10.4/login'],
    ['bit.ly/3xYzAbC'],
    ['not a url'],
    [''],
  ])('%s is not a lookalike', (input) => {
    expect(findLookalike(input)).toBeNull()
  })
})

describe('officialBrandOf', () => {
  it.each([
    ['www.barclays.co.uk', 'Barclays'],
    ['www.ofgem.gov.uk', 'Ofgem'], // the longest match names the brand
    ['www.gp-surgery.nhs.uk', 'NHS'],
    ['reportfraud.police.uk', 'Report Fraud'],
    ['tracking.royalmail.com', 'Royal Mail'],
    ['www.sainsburys.co.uk', "Sainsbury's"], // retailers' prize draws and vouchers are real too
    ['www.argos.co.uk', 'Argos'],
  ])('%s belongs to %s', (hostname, brand) => {
    expect(officialBrandOf(hostname)?.name).toBe(brand)
  })

  it.each([['storage.googleapis.com'], ['x.s3.amazonaws.com'], ['royalmail.com.evil.net']])(
    '%s belongs to nobody (free hosting or a trick)',
    (hostname) => {
      expect(officialBrandOf(hostname)).toBeNull()
    },
  )

  it('never calls a brand’s own domain a lookalike of any brand', () => {
    for (const brand of BRANDS) {
      for (const domain of brand.officialDomains) {
        expect(findLookalike(`https://www.${domain}/login`), domain).toBeNull()
      }
    }
  })
})
