import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'

import { PageMeta } from '../components/page-meta.tsx'
import { TaxonomyList } from '../features/fraud-taxonomy/components/taxonomy-list.tsx'
import { TaxonomyWheel } from '../features/fraud-taxonomy/components/taxonomy-wheel.tsx'
import { loadFeatureMessages } from '../lib/i18n.ts'

export const Route = createFileRoute('/fraud-taxonomy')({
  // This page's own text, in the language shown (src/lib/i18n.ts).
  loader: () => loadFeatureMessages('fraud-taxonomy'),
  component: FraudTaxonomyPage,
})

function FraudTaxonomyPage() {
  const { t } = useLingui()
  return (
    <div className="page">
      <PageMeta
        title={t`Fraud taxonomy`}
        description={t`The 14 main kinds of fraud and the scams within each: how they work and which tool checks them.`}
      />
      <section className="hero" aria-labelledby="page-title">
        <h1 id="page-title">
          <Trans>Fraud taxonomy</Trans>
        </h1>
        <p className="hero__lead">
          <Trans>
            Fraud comes in 14 main kinds. The inner ring shows them; the outer ring shows the scams
            within each. Choose one to see how it works and which tool checks it.
          </Trans>
        </p>
      </section>
      <TaxonomyWheel />
      <TaxonomyList />
    </div>
  )
}
