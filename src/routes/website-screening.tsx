import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'

import { PageMeta } from '../components/page-meta.tsx'
import { WebsiteScreeningTool } from '../features/website-screening/components/website-screening-tool.tsx'
import { loadFeatureMessages } from '../lib/i18n.ts'

export const Route = createFileRoute('/website-screening')({
  // This page's own text, in the language shown (src/lib/i18n.ts).
  loader: () => loadFeatureMessages('website-screening'),
  component: WebsiteScreeningPage,
})

function WebsiteScreeningPage() {
  const { t } = useLingui()
  return (
    <div className="page">
      <PageMeta
        title={t`Website screening`}
        description={t`Check a website before you trust it: its age, its certificate, where it is hosted and whether it imitates a UK organisation.`}
      />
      <section className="hero" aria-labelledby="page-title">
        <h1 id="page-title">
          <Trans>Website screening</Trans>
        </h1>
        <p className="hero__lead">
          <Trans>
            Check a website before you enter any details or pay. We look at how old it is, its
            security certificate, where it is hosted and whether it pretends to be a UK
            organisation.
          </Trans>
        </p>
      </section>
      <div className="website-screening">
        <WebsiteScreeningTool />
      </div>
    </div>
  )
}
