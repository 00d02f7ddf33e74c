import { Trans, useLingui } from '@lingui/react/macro'
import { Link, createFileRoute } from '@tanstack/react-router'

import { PageMeta } from '../components/page-meta.tsx'
import { CalmingAudio } from '../features/resources/components/calming-audio.tsx'
import { Contacts } from '../features/resources/components/contacts.tsx'
import { ResourcesTabs } from '../features/resources/components/resources-tabs.tsx'
import { parseResourcesSearch } from '../features/resources/model/resources-tab.ts'
import { loadFeatureMessages } from '../lib/i18n.ts'

export const Route = createFileRoute('/resources')({
  validateSearch: parseResourcesSearch,
  // This page's own text, in the language shown (src/lib/i18n.ts).
  loader: () => loadFeatureMessages('resources'),
  component: ResourcesPage,
})

function ResourcesPage() {
  const { t } = useLingui()
  const { tab = 'legal-disclaimer' } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <div className="page">
      <PageMeta
        title={t`Resources and Security Center`}
        description={t`Who to contact about a scam, what to do in the first hour, the commonest UK scams, and a security checklist for your phone.`}
      />
      <section className="hero" aria-labelledby="page-title">
        <h1 id="page-title">
          <Trans>Resources and Security Center</Trans>
        </h1>
        <p className="hero__lead">
          <Trans>
            What to do next, who to tell, and how not to be caught again. Take a breath first.
          </Trans>
        </p>
        <div className="button-row">
          <CalmingAudio />
          <Link to="/video-player" className="button">
            <Trans>Watch a Video</Trans>
          </Link>
        </div>
      </section>
      <Contacts />
      <ResourcesTabs
        selected={tab}
        onSelect={(next) =>
          void navigate({
            search: { tab: next === 'legal-disclaimer' ? undefined : next },
            replace: true,
          })
        }
      />
    </div>
  )
}
