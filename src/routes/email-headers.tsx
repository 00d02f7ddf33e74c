import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'

import { PageMeta } from '../components/page-meta.tsx'
import { EmailHeadersTool } from '../features/email-headers/components/email-headers-tool.tsx'
import { loadFeatureMessages } from '../lib/i18n.ts'

export const Route = createFileRoute('/email-headers')({
  // This page's own text, in the language shown (src/lib/i18n.ts).
  loader: () => loadFeatureMessages('email-headers'),
  component: EmailHeadersPage,
})

function EmailHeadersPage() {
  const { t } = useLingui()
  return (
    <div className="page">
      <PageMeta
        title={t`Email header analysis`}
        description={t`Paste an email’s headers to see which server really sent it, whether the sender’s domain vouches for it, and what looks forged.`}
      />
      <section className="hero" aria-labelledby="page-title">
        <h1 id="page-title">
          <Trans>Email header analysis</Trans>
        </h1>
        <p className="hero__lead">
          <Trans>
            Find out who really sent an email. Paste its headers and we show which server sent it,
            whether the sender’s domain vouches for it, and what looks forged.
          </Trans>
        </p>
      </section>
      <div className="email-headers">
        <EmailHeadersTool />
      </div>
    </div>
  )
}
