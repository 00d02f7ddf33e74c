import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'

import { PageMeta } from '../components/page-meta.tsx'
import { ReportForm } from '../features/community-reports/components/report-form.tsx'
import { ReportIntro } from '../features/community-reports/components/report-intro.tsx'
import { YourReports } from '../features/community-reports/components/your-reports.tsx'
import { loadFeatureMessages } from '../lib/i18n.ts'

export const Route = createFileRoute('/community-reports')({
  // This page's own text, in the language shown (src/lib/i18n.ts).
  loader: () => loadFeatureMessages('community-reports'),
  component: CommunityReportsPage,
})

function CommunityReportsPage() {
  const { t } = useLingui()
  return (
    <div className="page">
      <PageMeta
        title={t`Community Reporting`}
        description={t`Report a scam phone number, email, website or bank account anonymously, and help warn other people.`}
      />
      <ReportIntro />
      <ReportForm />
      <YourReports />
    </div>
  )
}
