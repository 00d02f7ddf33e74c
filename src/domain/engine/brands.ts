/**
 * Organisations UK scams pretend to be, with the domains that really are theirs, and the UK
 * public bodies' domains: one data file, brands.json, with its sources, read by the engine,
 * the look-alike check (lookalike.ts), the email trust check and the email header check. A
 * brand's token in any other domain (royalmail-redelivery.com) is a warning sign.
 */
import data from './brands.json'
import { FRAUD_CATEGORIES, type FraudCategory } from './fraud-taxonomy.ts'

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
  /** Why a choice was made (an everyday word, a domain left out). */
  note?: string
  /** The organisation's own website, where its domains can be checked. */
  website: string
}

function isFraudCategory(value: string): value is FraudCategory {
  return (FRAUD_CATEGORIES as readonly string[]).includes(value)
}

/** The brands, in the file's order; a category the taxonomy lacks fails at once, not later. */
export const BRANDS: readonly Brand[] = data.brands.map((brand) => {
  if (!isFraudCategory(brand.category)) {
    throw new Error(`brands.json: ${brand.id} has an unknown category ${brand.category}`)
  }
  return { ...brand, category: brand.category }
})

/** UK public bodies: every address under these is theirs (hmrc.gov.uk, met.police.uk…). */
export const UK_PUBLIC_BODY_DOMAINS: readonly string[] = data.ukPublicBodyDomains
