import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'

import { PageMeta } from '../components/page-meta.tsx'
import { DocumentScreenTool } from '../features/documents/components/document-screen-tool.tsx'
import { loadFeatureMessages } from '../lib/i18n.ts'

export const Route = createFileRoute('/document-screen')({
  // This page's own text, in the language shown (src/lib/i18n.ts).
  loader: () => loadFeatureMessages('documents'),
  component: DocumentScreenPage,
})

function DocumentScreenPage() {
  const { t } = useLingui()
  return (
    <div className="page">
      <PageMeta
        title={t`Document Fraud Detector - Verify Documents & Letters`}
        description={t`Upload a PDF document for AI-powered analysis to detect potential fraud markers and verify authenticity.`}
      />
      <section className="hero" aria-labelledby="page-title">
        <h1 id="page-title">
          <Trans>Document Analysis</Trans>
        </h1>
        <p className="hero__lead">
          <Trans>
            Upload a PDF document for AI-powered analysis to detect potential fraud markers and
            verify authenticity.
          </Trans>
        </p>
      </section>
      <DocumentScreenTool />
    </div>
  )
}
