import { Trans, useLingui } from '@lingui/react/macro'

import { PageMeta } from '../../../components/page-meta.tsx'

import { VideoGuide } from './video-guide.tsx'

/** One screen for /video-player and /video (spec part 2 §2); the canonical is /video-player. */
export function VideoPage() {
  const { t } = useLingui()
  return (
    <div className="page">
      <PageMeta
        title={t`Scam prevention video guide`}
        description={t`Watch a two-minute video on how to spot a scam, the commonest UK scams and where to report them, with captions in 15 languages.`}
        canonicalPath="/video-player"
      />
      <section className="hero" aria-labelledby="page-title">
        <h1 id="page-title">
          <Trans>Video guide</Trans>
        </h1>
      </section>
      <VideoGuide />
      <p className="video-guide__description">
        <Trans>
          A two-minute guide: the four questions to ask yourself, the commonest scams in the UK, how
          ScamScreen can help, and where to report. Captions are on in your language; choose another
          in the player.
        </Trans>
      </p>
    </div>
  )
}
