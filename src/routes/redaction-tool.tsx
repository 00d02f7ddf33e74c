import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'

import { PageMeta } from '../components/page-meta.tsx'
import { RedactionTool } from '../features/redaction/components/redaction-tool.tsx'
import { loadFeatureMessages } from '../lib/i18n.ts'

export const Route = createFileRoute('/redaction-tool')({
  // This page's own text, in the language shown (src/lib/i18n.ts).
  loader: () => loadFeatureMessages('redaction'),
  component: RedactionToolPage,
})

function RedactionToolPage() {
  const { t } = useLingui()
  return (
    <div className="page">
      <PageMeta
        title={t`Document Redaction Tool`}
        description={t`Hide names, addresses, account numbers and faces in a photo with black boxes, on your device, before you share it.`}
      />
      <RedactionTool />
    </div>
  )
}
