/**
 * The fraud taxonomy (spec part 2 §3): 14 categories and their subcategories. Every signal
 * the analysis engine raises names one of these categories.
 */
export const FRAUD_TAXONOMY = {
  banking: {
    name: 'BANKING',
    subcategories: [
      'Card Fraud',
      'Online Banking Fraud',
      'Mandate Fraud',
      'Bank Employee Impersonation',
      'ATM Skimming',
      'Check Fraud',
    ],
  },
  cryptocurrency: {
    name: 'CRYPTOCURRENCY',
    subcategories: [
      'Unauthorised Exchange',
      'Scam Coin',
      'Pump and Dump',
      'Metaverse and Virtual Reality Fraud',
    ],
  },
  investment: {
    name: 'INVESTMENT',
    subcategories: ['Investment Fraud', 'Pension Fraud', 'Real Estate Fraud', 'Boiler Room Scams'],
  },
  insurance: {
    name: 'INSURANCE',
    subcategories: [
      'Insurance Fraud',
      'Healthcare Fraud',
      'Life Insurance Fraud',
      'Vehicle Insurance Fraud',
    ],
  },
  scam_advisors: {
    name: 'SCAM ADVISORS',
    subcategories: ['Tax Scams', 'Unauthorised Advisors', 'Investment Advisor Fraud'],
  },
  digital: {
    name: 'DIGITAL',
    subcategories: [
      'Phishing',
      'Smishing',
      'Vishing',
      'Ransomware',
      'Quishing',
      'Credential-Stealing Malware',
    ],
  },
  social_media: {
    name: 'SOCIAL MEDIA',
    subcategories: [
      'Romance Scams',
      'Fake Influencer Scams',
      'Giveaway Scams',
      'Social Media Account Cloning',
    ],
  },
  shopping: {
    name: 'SHOPPING',
    subcategories: [
      'Online Shopping Fraud',
      'Auction Fraud',
      'Counterfeit Goods',
      'Travel Scams',
      'Ticketing Fraud',
      'Pet Scams',
      'Subscription Traps',
      'Parking Payment Fraud',
      'Fake Gambling Platforms',
    ],
  },
  identity: {
    name: 'IDENTITY',
    subcategories: [
      'Identity Theft',
      'Synthetic Identity Fraud',
      'Email Compromise',
      'Phantom Identity Fraud',
    ],
  },
  impersonation: {
    name: 'IMPERSONATION',
    subcategories: [
      'Fake Invoices',
      'Police Impersonation',
      'Government Agency Impersonation',
      'Debt Collection Scams',
      'HMRC Scams',
      'Tech Support Scams',
      'Impersonation of Relatives/Friends',
    ],
  },
  employment: {
    name: 'EMPLOYMENT',
    subcategories: ['Fake Job Offers', 'Money Mules', 'Pyramid Schemes', 'Work-From-Home Scams'],
  },
  charity: {
    name: 'CHARITY',
    subcategories: ['Fake Charity', 'Fake Collector', 'Disaster Relief Scams'],
  },
  offline: {
    name: 'OFFLINE',
    subcategories: [
      'Door-to-Door Scams',
      'Mail Fraud',
      'Lottery Scams',
      'Fake Meter Reading',
      'Fake Bailiff',
    ],
  },
  advance_fee: {
    name: 'ADVANCE FEE',
    subcategories: ['Courier Fraud', '419 Scams', 'Inheritance Scams'],
  },
} as const

export type FraudCategory = keyof typeof FRAUD_TAXONOMY

export const FRAUD_CATEGORIES = Object.keys(FRAUD_TAXONOMY) as FraudCategory[]
