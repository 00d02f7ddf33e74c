import { Trans, useLingui } from '@lingui/react/macro'

import type { SiteConfig } from '../domain/site-config.ts'
import { useSiteConfig } from '../lib/site-config.ts'
import { useHydrated } from '../lib/use-hydrated.ts'

/** The year the service started, in the copyright line (spec part 1 §2). */
const COPYRIGHT_YEAR = 2025

export function SiteFooter() {
  const site = useSiteConfig()
  const owner = site.legalName ?? 'ScamScreen'
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <p>
          <Trans>
            ScamScreen is a free, independent information service. It is not a government or police
            service. Its results are probabilities, never certainties.
          </Trans>
        </p>
        <LegalLine site={site} />
        <p>
          © {COPYRIGHT_YEAR} {owner}
          {site.socialUrl && (
            <>
              {' · '}
              <a href={site.socialUrl} target="_blank" rel="noopener noreferrer">
                <Trans>Follow us</Trans>
              </a>
            </>
          )}
        </p>
        <SearchEngineSummary />
        <StructuredData site={site} />
      </div>
    </footer>
  )
}

/** The company's legal line, made only of what this installation has configured. */
function LegalLine({ site }: { site: SiteConfig }) {
  const { legalName, companyNumber, dataProtectionNumber } = site
  if (!legalName) return null
  return (
    <p>
      {companyNumber ? (
        <Trans>
          {legalName} is a limited company registered in England and Wales, company number{' '}
          {companyNumber}.
        </Trans>
      ) : (
        legalName
      )}
      {dataProtectionNumber && (
        <>
          {' '}
          <Trans>
            Registered with the Information Commissioner's Office: {dataProtectionNumber}.
          </Trans>
        </>
      )}
    </p>
  )
}

/** Text for search engines, visually hidden (spec part 1 §2): the threats the tools cover. */
function SearchEngineSummary() {
  return (
    <div className="visually-hidden">
      <Trans>
        ScamScreen helps you spot phishing links in email and text messages, crypto investment
        scams, romance scam profiles, fake online shops, QR code fraud and advance fee fraud.
      </Trans>
    </div>
  )
}

/** Schema.org description of the app. A rating appears only when the site configures one. */
function StructuredData({ site }: { site: SiteConfig }) {
  const { t } = useLingui()
  // The prerendered page was made elsewhere: the address is this one's, once hydrated.
  const hydrated = useHydrated()
  const data = {
    '@context': 'https://schema.org',
    '@type': 'WebApplication',
    name: 'ScamScreen',
    applicationCategory: 'SecurityApplication',
    operatingSystem: 'Any',
    url: site.origin ?? (hydrated ? window.location.origin : undefined),
    offers: { '@type': 'Offer', price: '0', priceCurrency: 'GBP' },
    featureList: [
      t`QR code scam check`,
      t`Website safety analysis`,
      t`Email header verification`,
      t`Fraud pattern detection`,
      t`Community scam reports`,
    ],
    ...(site.rating && {
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: site.rating.value,
        ratingCount: site.rating.count,
      },
    }),
  }
  // Not executed (its type is data), so the strict script policy allows it.
  return <script type="application/ld+json">{JSON.stringify(data)}</script>
}
