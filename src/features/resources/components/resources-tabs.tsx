import { useLingui } from '@lingui/react/macro'
import { lazy, Suspense } from 'react'

import '../resources.css'
import type { ResourcesTab } from '../model/resources-tab.ts'

import { LegalDisclaimer } from './legal-disclaimer.tsx'
import { ResourcesPanel } from './resources-panel.tsx'
import { ScamGuide } from './scam-guide.tsx'
import { Tabs } from './tabs.tsx'

// The toolkit brings the password meter, which loads zxcvbn: only when its tab is opened.
const SecurityToolkit = lazy(() =>
  import('./security-toolkit.tsx').then((module) => ({ default: module.SecurityToolkit })),
)

/** The four panels (spec part 2 §2): Legal Disclaimer first and by default. */
export function ResourcesTabs({
  selected,
  onSelect,
}: {
  selected: ResourcesTab
  onSelect: (tab: ResourcesTab) => void
}) {
  const { t } = useLingui()
  return (
    <Tabs<ResourcesTab>
      label={t`Resources and Security Center`}
      selected={selected}
      onSelect={onSelect}
      tabs={[
        { id: 'legal-disclaimer', label: t`Legal Disclaimer`, panel: <LegalDisclaimer /> },
        { id: 'resources', label: t`Resources`, panel: <ResourcesPanel /> },
        {
          id: 'security-toolkit',
          label: t`Security Toolkit`,
          panel: (
            <Suspense fallback={<p className="spinner-line">{t`Loading...`}</p>}>
              <SecurityToolkit />
            </Suspense>
          ),
        },
        { id: 'scam-guide', label: t`Scam Guide`, panel: <ScamGuide /> },
      ]}
    />
  )
}
