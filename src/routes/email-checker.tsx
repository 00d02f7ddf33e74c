import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'

import { PageMeta } from '../components/page-meta.tsx'
import { EmailCheckerTool } from '../features/email-checker/components/email-checker-tool.tsx'
import { ScoreExplainer } from '../features/email-checker/components/score-explainer.tsx'
import { loadFeatureMessages } from '../lib/i18n.ts'

export const Route = createFileRoute('/email-checker')({
  // This page's own text, in the language shown (src/lib/i18n.ts).
  loader: () => loadFeatureMessages('email-checker'),
  component: EmailCheckerPage,
})

function EmailCheckerPage() {
  const { t } = useLingui()
  return (
    <div className="page">
      <PageMeta
        title={t`Email trust checker`}
        description={t`Check an email address before you reply or pay: a trust score out of 16, every point explained.`}
      />
      <section className="hero" aria-labelledby="page-title">
        <h1 id="page-title">
          <Trans>Email trust checker</Trans>
        </h1>
        <p className="hero__lead">
          <Trans>
            Before you reply to an email address, or pay one, check how far to trust it. We look at
            who runs the mailbox, how the domain handles email, how old it is, whether it imitates a
            UK organisation and whether people have reported it.
          </Trans>
        </p>
      </section>
      <div className="email-checker">
        <EmailCheckerTool />
        <ScoreExplainer />
      </div>
    </div>
  )
}
