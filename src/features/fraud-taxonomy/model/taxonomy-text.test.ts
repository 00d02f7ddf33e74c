import { describe, expect, it } from 'vitest'

import { FRAUD_CATEGORIES, FRAUD_TAXONOMY } from '../../../domain/engine/fraud-taxonomy.ts'

import { CATEGORY_LABELS, SUBCATEGORY_TEXT } from './taxonomy-text.ts'

describe('taxonomy text', () => {
  it('names and explains every category and subcategory of the taxonomy, and no other', () => {
    expect(Object.keys(CATEGORY_LABELS).sort()).toEqual([...FRAUD_CATEGORIES].sort())
    const names = FRAUD_CATEGORIES.flatMap((id) => [...FRAUD_TAXONOMY[id].subcategories])
    expect(Object.keys(SUBCATEGORY_TEXT).sort()).toEqual([...names].sort())
  })

  it('sends the issue’s examples to the tool that checks them', () => {
    expect(SUBCATEGORY_TEXT.Quishing?.tool).toBe('/qr-checker')
    expect(SUBCATEGORY_TEXT.Phishing?.tool).toBe('/email-headers')
    expect(SUBCATEGORY_TEXT.Smishing?.tool).toBe('/')
  })
})
