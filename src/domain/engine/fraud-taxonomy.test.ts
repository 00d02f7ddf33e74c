import { describe, expect, it } from 'vitest'

import { FRAUD_CATEGORIES, FRAUD_TAXONOMY } from './fraud-taxonomy.ts'

/** Spec part 2 §3, word for word. */
const SPEC: Record<string, string[]> = {
  BANKING: [
    'Card Fraud',
    'Online Banking Fraud',
    'Mandate Fraud',
    'Bank Employee Impersonation',
    'ATM Skimming',
    'Check Fraud',
  ],
  CRYPTOCURRENCY: [
    'Unauthorised Exchange',
    'Scam Coin',
    'Pump and Dump',
    'Metaverse and Virtual Reality Fraud',
  ],
  INVESTMENT: ['Investment Fraud', 'Pension Fraud', 'Real Estate Fraud', 'Boiler Room Scams'],
  INSURANCE: [
    'Insurance Fraud',
    'Healthcare Fraud',
    'Life Insurance Fraud',
    'Vehicle Insurance Fraud',
  ],
  'SCAM ADVISORS': ['Tax Scams', 'Unauthorised Advisors', 'Investment Advisor Fraud'],
  DIGITAL: [
    'Phishing',
    'Smishing',
    'Vishing',
    'Ransomware',
    'Quishing',
    'Credential-Stealing Malware',
  ],
  'SOCIAL MEDIA': [
    'Romance Scams',
    'Fake Influencer Scams',
    'Giveaway Scams',
    'Social Media Account Cloning',
  ],
  SHOPPING: [
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
  IDENTITY: [
    'Identity Theft',
    'Synthetic Identity Fraud',
    'Email Compromise',
    'Phantom Identity Fraud',
  ],
  IMPERSONATION: [
    'Fake Invoices',
    'Police Impersonation',
    'Government Agency Impersonation',
    'Debt Collection Scams',
    'HMRC Scams',
    'Tech Support Scams',
    'Impersonation of Relatives/Friends',
  ],
  EMPLOYMENT: ['Fake Job Offers', 'Money Mules', 'Pyramid Schemes', 'Work-From-Home Scams'],
  CHARITY: ['Fake Charity', 'Fake Collector', 'Disaster Relief Scams'],
  OFFLINE: [
    'Door-to-Door Scams',
    'Mail Fraud',
    'Lottery Scams',
    'Fake Meter Reading',
    'Fake Bailiff',
  ],
  'ADVANCE FEE': ['Courier Fraud', '419 Scams', 'Inheritance Scams'],
}

describe('fraud taxonomy', () => {
  it('has the 14 categories of the spec, in its order', () => {
    expect(FRAUD_CATEGORIES).toHaveLength(14)
    expect(FRAUD_CATEGORIES.map((id) => FRAUD_TAXONOMY[id].name)).toEqual(Object.keys(SPEC))
  })

  it('has every subcategory of the spec, and no other', () => {
    for (const id of FRAUD_CATEGORIES) {
      const { name, subcategories } = FRAUD_TAXONOMY[id]
      expect([...subcategories], name).toEqual(SPEC[name])
    }
    const all = FRAUD_CATEGORIES.flatMap((id) => FRAUD_TAXONOMY[id].subcategories)
    expect(all).toHaveLength(66)
    expect(new Set(all).size).toBe(66)
  })
})
