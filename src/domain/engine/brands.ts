/**
 * Organisations UK scams pretend to be, with the domains that really are theirs. A brand's
 * token in any other domain (royalmail-redelivery.com) is a warning sign; lookalike.ts reads
 * this list to name the brand a domain imitates.
 */
import type { FraudCategory } from './fraud-taxonomy.ts'

export interface Brand {
  id: string
  name: string
  /** Lower-case words that name the brand in a domain or a message. */
  tokens: string[]
  /**
   * Domains the brand really uses, each with all its subdomains; a gov.uk entry covers every
   * *.gov.uk, an nhs.uk entry every *.nhs.uk.
   */
  officialDomains: string[]
  category: FraudCategory
  /**
   * Tokens that are also everyday words, names or places (apple, halifax, lloyds): in a
   * domain they count only beside scam words (apple-id-verify.com), never alone or inside a
   * longer word (pineapple.com, apple-pie-recipes.com).
   */
  commonWords?: string[]
  /**
   * The brand owns its name under many country endings (amazon.de, paypal.fr), so a country
   * ending alone is not a swapped ending.
   */
  global?: boolean
}

export const BRANDS: Brand[] = [
  {
    id: 'hmrc',
    name: 'HMRC',
    tokens: ['hmrc'],
    officialDomains: ['gov.uk'],
    category: 'impersonation',
  },
  {
    id: 'govuk',
    name: 'GOV.UK',
    tokens: ['govuk', 'gov-uk'],
    officialDomains: ['gov.uk'],
    category: 'impersonation',
  },
  {
    id: 'dvla',
    name: 'DVLA',
    tokens: ['dvla'],
    officialDomains: ['gov.uk'],
    category: 'impersonation',
  },
  {
    id: 'nhs',
    name: 'NHS',
    tokens: ['nhs'],
    officialDomains: ['nhs.uk', 'nhs.net'],
    category: 'impersonation',
  },
  {
    id: 'tvlicensing',
    name: 'TV Licensing',
    tokens: ['tvlicensing', 'tv-licensing', 'tvlicence', 'tvlicense'],
    officialDomains: ['tvlicensing.co.uk'],
    category: 'impersonation',
  },
  {
    id: 'royalmail',
    name: 'Royal Mail',
    tokens: ['royalmail', 'royal-mail'],
    officialDomains: ['royalmail.com', 'royalmail.co.uk', 'royalmailgroup.com'],
    category: 'impersonation',
  },
  {
    id: 'evri',
    name: 'Evri',
    tokens: ['evri', 'hermes', 'myhermes'],
    officialDomains: ['evri.com', 'myhermes.co.uk'],
    category: 'impersonation',
    // Hermès, the fashion house, is hermes.com.
    commonWords: ['hermes'],
  },
  {
    id: 'dpd',
    name: 'DPD',
    tokens: ['dpd'],
    officialDomains: ['dpd.co.uk', 'dpd.com', 'dpdlocal.co.uk', 'dpdgroup.com'],
    category: 'impersonation',
    global: true,
  },
  {
    id: 'parcelforce',
    name: 'Parcelforce',
    tokens: ['parcelforce'],
    officialDomains: ['parcelforce.com'],
    category: 'impersonation',
  },
  {
    id: 'dhl',
    name: 'DHL',
    tokens: ['dhl'],
    officialDomains: ['dhl.com', 'dhl.co.uk'],
    category: 'impersonation',
    global: true,
  },
  {
    id: 'barclays',
    name: 'Barclays',
    tokens: ['barclays', 'barclaycard'],
    officialDomains: [
      'barclays.co.uk',
      'barclays.com',
      'barclaycard.co.uk',
      'barclaycard.com',
      'barclayscorporate.com',
    ],
    category: 'banking',
  },
  {
    id: 'hsbc',
    name: 'HSBC',
    tokens: ['hsbc'],
    officialDomains: ['hsbc.co.uk', 'hsbc.com', 'hsbc.uk', 'hsbcnet.com'],
    category: 'banking',
    global: true,
  },
  {
    id: 'lloyds',
    name: 'Lloyds',
    tokens: ['lloyds', 'lloydsbank'],
    officialDomains: ['lloydsbank.com', 'lloydsbank.co.uk', 'lloydsbankinggroup.com'],
    category: 'banking',
    // Lloyd's of London (lloyds.com) and Lloyds Pharmacy are other companies.
    commonWords: ['lloyds'],
  },
  {
    id: 'natwest',
    name: 'NatWest',
    tokens: ['natwest'],
    officialDomains: [
      'natwest.com',
      'natwestgroup.com',
      'natwestinternational.com',
      'natwestmarkets.com',
    ],
    category: 'banking',
  },
  {
    id: 'santander',
    name: 'Santander',
    tokens: ['santander'],
    officialDomains: ['santander.co.uk', 'santander.com'],
    category: 'banking',
    // Also a Spanish city.
    commonWords: ['santander'],
    global: true,
  },
  {
    id: 'halifax',
    name: 'Halifax',
    tokens: ['halifax'],
    officialDomains: ['halifax.co.uk', 'halifax-online.co.uk'],
    category: 'banking',
    // Also a town in Yorkshire and a city in Canada.
    commonWords: ['halifax'],
  },
  {
    id: 'nationwide',
    name: 'Nationwide',
    tokens: ['nationwide'],
    officialDomains: ['nationwide.co.uk'],
    category: 'banking',
    // An everyday word; nationwide.com is an American insurer.
    commonWords: ['nationwide'],
  },
  {
    id: 'monzo',
    name: 'Monzo',
    tokens: ['monzo'],
    officialDomains: ['monzo.com', 'monzo.me'],
    category: 'banking',
  },
  {
    id: 'starling',
    name: 'Starling Bank',
    tokens: ['starling', 'starlingbank'],
    officialDomains: ['starlingbank.com'],
    category: 'banking',
    commonWords: ['starling'],
  },
  {
    id: 'revolut',
    name: 'Revolut',
    tokens: ['revolut'],
    officialDomains: ['revolut.com', 'revolut.me'],
    category: 'banking',
    global: true,
  },
  { id: 'tsb', name: 'TSB', tokens: ['tsb'], officialDomains: ['tsb.co.uk'], category: 'banking' },
  {
    id: 'rbs',
    name: 'Royal Bank of Scotland',
    tokens: ['rbs'],
    officialDomains: ['rbs.co.uk', 'rbs.com', 'natwestgroup.com'],
    category: 'banking',
  },
  {
    id: 'paypal',
    name: 'PayPal',
    tokens: ['paypal'],
    officialDomains: ['paypal.com', 'paypal.me', 'paypalobjects.com', 'paypal-community.com'],
    category: 'digital',
    global: true,
  },
  {
    id: 'amazon',
    name: 'Amazon',
    tokens: ['amazon', 'amzn'],
    // amazonaws.com is not listed: anyone can publish on Amazon's cloud, so it proves nothing
    // (url-heuristics treats it as free hosting), and it is not a lookalike either.
    officialDomains: ['amazon.co.uk', 'amazon.com', 'amzn.to', 'amzn.eu', 'amazon.de'],
    category: 'shopping',
    // Also a river and a rainforest.
    commonWords: ['amazon'],
    global: true,
  },
  {
    id: 'apple',
    name: 'Apple',
    tokens: ['apple', 'icloud', 'appleid'],
    officialDomains: ['apple.com', 'icloud.com', 'icloud-content.com'],
    category: 'digital',
    commonWords: ['apple'],
    global: true,
  },
  {
    id: 'microsoft',
    name: 'Microsoft',
    tokens: ['microsoft', 'outlook', 'office365', 'hotmail'],
    officialDomains: [
      'microsoft.com',
      'live.com',
      'outlook.com',
      'office.com',
      'hotmail.com',
      'microsoftonline.com',
      'microsoft365.com',
      'office365.com',
      'live.co.uk',
    ],
    category: 'digital',
    // Outlook is an everyday word (outlook-weather.com).
    commonWords: ['outlook'],
    global: true,
  },
  // Shared documents and signatures: the lure of most phishing attachments.
  {
    id: 'docusign',
    name: 'DocuSign',
    tokens: ['docusign'],
    officialDomains: ['docusign.com', 'docusign.net'],
    category: 'digital',
    global: true,
  },
  {
    id: 'dropbox',
    name: 'Dropbox',
    tokens: ['dropbox'],
    officialDomains: ['dropbox.com', 'dropboxusercontent.com'],
    category: 'digital',
  },
  {
    id: 'netflix',
    name: 'Netflix',
    tokens: ['netflix'],
    officialDomains: ['netflix.com'],
    category: 'digital',
    global: true,
  },
  {
    id: 'google',
    name: 'Google',
    tokens: ['google', 'gmail'],
    officialDomains: [
      'google.com',
      'google.co.uk',
      'gmail.com',
      'googlemail.com',
      'googleapis.com',
      'googleusercontent.com',
      'googlevideo.com',
      'google-analytics.com',
      'googletagmanager.com',
      'googlesyndication.com',
      'googleadservices.com',
    ],
    category: 'digital',
    global: true,
  },
  {
    id: 'octopus',
    name: 'Octopus Energy',
    tokens: ['octopusenergy', 'octopus-energy', 'octopus'],
    officialDomains: ['octopus.energy', 'octopusenergy.com'],
    category: 'impersonation',
    commonWords: ['octopus'],
  },
  {
    id: 'britishgas',
    name: 'British Gas',
    tokens: ['britishgas', 'british-gas'],
    officialDomains: ['britishgas.co.uk'],
    category: 'impersonation',
  },
  {
    id: 'edf',
    name: 'EDF',
    tokens: ['edfenergy', 'edf-energy', 'edf'],
    officialDomains: ['edfenergy.com', 'edf.fr'],
    category: 'impersonation',
    global: true,
  },
  {
    id: 'ofgem',
    name: 'Ofgem',
    tokens: ['ofgem'],
    officialDomains: ['ofgem.gov.uk'],
    category: 'impersonation',
  },
  {
    id: 'ee',
    name: 'EE',
    tokens: ['ee-billing', 'eebilling'],
    officialDomains: ['ee.co.uk'],
    category: 'impersonation',
  },
  {
    id: 'vodafone',
    name: 'Vodafone',
    tokens: ['vodafone'],
    officialDomains: ['vodafone.co.uk', 'vodafone.com'],
    category: 'impersonation',
    global: true,
  },
  {
    id: 'o2',
    name: 'O2',
    tokens: ['o2-billing', 'o2uk'],
    officialDomains: ['o2.co.uk'],
    category: 'impersonation',
  },
  {
    id: 'coinbase',
    name: 'Coinbase',
    tokens: ['coinbase'],
    officialDomains: ['coinbase.com'],
    category: 'cryptocurrency',
    global: true,
  },
  {
    id: 'binance',
    name: 'Binance',
    tokens: ['binance'],
    officialDomains: ['binance.com'],
    category: 'cryptocurrency',
    global: true,
  },
  {
    id: 'whatsapp',
    name: 'WhatsApp',
    tokens: ['whatsapp'],
    officialDomains: ['whatsapp.com', 'wa.me', 'whatsapp.net'],
    category: 'social_media',
    global: true,
  },
  {
    id: 'facebook',
    name: 'Facebook',
    tokens: ['facebook'],
    officialDomains: ['facebook.com', 'fb.com', 'fb.me', 'facebookmail.com'],
    category: 'social_media',
    global: true,
  },
  {
    id: 'instagram',
    name: 'Instagram',
    tokens: ['instagram'],
    officialDomains: ['instagram.com'],
    category: 'social_media',
    global: true,
  },
  {
    id: 'metrobank',
    name: 'Metro Bank',
    tokens: ['metrobank', 'metro-bank'],
    officialDomains: ['metrobankonline.co.uk'],
    category: 'banking',
  },
  {
    id: 'coopbank',
    name: 'Co-operative Bank',
    tokens: ['co-operativebank', 'cooperativebank', 'coopbank'],
    officialDomains: ['co-operativebank.co.uk'],
    category: 'banking',
  },
  {
    id: 'virginmoney',
    name: 'Virgin Money',
    tokens: ['virginmoney', 'virgin-money'],
    officialDomains: ['virginmoney.com', 'virginmoney.co.uk'],
    category: 'banking',
  },
  {
    id: 'firstdirect',
    name: 'First Direct',
    tokens: ['firstdirect', 'first-direct'],
    officialDomains: ['firstdirect.com'],
    category: 'banking',
  },
  {
    id: 'ybs',
    name: 'Yorkshire Building Society',
    tokens: ['ybs', 'yorkshirebuildingsociety'],
    officialDomains: ['ybs.co.uk'],
    category: 'banking',
  },
  {
    id: 'tesco',
    name: 'Tesco',
    tokens: ['tesco', 'tescobank'],
    officialDomains: ['tesco.com', 'tescobank.com', 'tesco.co.uk'],
    category: 'shopping',
  },
  {
    id: 'postoffice',
    name: 'Post Office',
    tokens: ['postoffice'],
    officialDomains: ['postoffice.co.uk'],
    category: 'impersonation',
  },
  {
    id: 'dwp',
    name: 'DWP',
    tokens: ['dwp'],
    officialDomains: ['gov.uk'],
    category: 'impersonation',
  },
  {
    id: 'reportfraud',
    name: 'Report Fraud',
    tokens: ['actionfraud', 'reportfraud'],
    officialDomains: ['actionfraud.police.uk', 'reportfraud.police.uk'],
    category: 'impersonation',
  },
  {
    id: 'ovo',
    name: 'OVO',
    tokens: ['ovoenergy', 'ovo-energy', 'ovo'],
    officialDomains: ['ovoenergy.com'],
    category: 'impersonation',
    commonWords: ['ovo'],
  },
  {
    id: 'eon',
    name: 'E.ON',
    tokens: ['eonenergy', 'eon-energy', 'eonnext', 'eon-next', 'eon'],
    officialDomains: ['eonenergy.com', 'eonnext.com', 'eon.com'],
    category: 'impersonation',
    // An everyday word (and aeon).
    commonWords: ['eon'],
  },
  {
    id: 'scottishpower',
    name: 'Scottish Power',
    tokens: ['scottishpower', 'scottish-power'],
    officialDomains: ['scottishpower.co.uk', 'scottishpower.com'],
    category: 'impersonation',
  },
]
