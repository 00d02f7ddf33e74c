import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'

import { FactList } from '../../../components/results/fact-list.tsx'
import { businessDetails, type BusinessField } from '../../../components/results/website-facts.ts'
import type { WebsiteResult } from '../../../lib/website-result.ts'

const LABELS: Record<BusinessField, ReactNode> = {
  legal_name: <Trans>Legal name</Trans>,
  trading_name: <Trans>Trading name</Trans>,
  trading_address: <Trans>Trading address</Trans>,
  contact_email: <Trans>Contact email</Trans>,
  contact_phone: <Trans>Contact phone</Trans>,
  contact_page: <Trans>Contact page</Trans>,
  sector: <Trans>Sector</Trans>,
  language: <Trans>Language</Trans>,
  description: <Trans>Description</Trans>,
  company_number: <Trans>Company number</Trans>,
  vat_number: <Trans>VAT number</Trans>,
}

/** Addresses, numbers and emails read left to right even in Arabic and Urdu. */
const LEFT_TO_RIGHT = new Set<BusinessField>([
  'contact_email',
  'contact_phone',
  'contact_page',
  'company_number',
  'vat_number',
])

/**
 * 'Business Information' (spec part 2 §2): what the website says about who runs it. Shown
 * only when it says anything. As text, never links: the site may be the scam.
 */
export function BusinessInfo({ result }: { result: WebsiteResult }) {
  const details = businessDetails(result)
  if (!details.length) return null
  return (
    <section className="website-result__section" aria-labelledby="business-info-title">
      <h3 id="business-info-title">
        <Trans>Business Information</Trans>
      </h3>
      <p className="field__hint">
        <Trans>What the website says about itself. A scam website can make this up.</Trans>
      </p>
      <FactList
        facts={details.map(([field, value]) => ({
          id: field,
          term: LABELS[field],
          value: (
            <span dir={LEFT_TO_RIGHT.has(field) ? 'ltr' : 'auto'} className="website-result__text">
              {value}
            </span>
          ),
        }))}
      />
    </section>
  )
}
