import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'

import { ErrorAlert } from '../../../components/error-alert.tsx'
import { LOCALES, LOCALE_NAMES, isLocale, type Locale } from '../../../domain/locales.ts'
import {
  VIDEO_PATH,
  VIDEO_POSTER_PATH,
  captionsPath,
} from '../../../domain/video-guide/video-script.ts'
import '../video-guide.css'
import { videoScriptQuery } from '../model/load-script.ts'
import { useVideoAvailable } from '../model/use-video-available.ts'

/**
 * The video guide (spec part 2 §2, §4): a HEAD check, then the 16:9 native player with a
 * "Loading video..." overlay and captions in every language (the person's own on by default),
 * or an alert if the file is missing or fails. The transcript follows.
 */
export function VideoGuide() {
  const { t, i18n } = useLingui()
  const locale: Locale = isLocale(i18n.locale) ? i18n.locale : 'en'
  const availability = useVideoAvailable(VIDEO_PATH)
  const [loading, setLoading] = useState(true)
  const [failed, setFailed] = useState(false)
  const videoError = t`The video could not be loaded. Check your connection and try again, or read the transcript below.`

  return (
    <>
      {(availability === 'error' || failed) && <ErrorAlert message={videoError} />}
      {availability !== 'error' && !failed && (
        <div className="video-guide__frame">
          {availability === 'checking' && (
            // The poster, in the first paint, until the player can be shown over it.
            <img className="video-guide__poster" src={VIDEO_POSTER_PATH} alt="" />
          )}
          {availability === 'available' && (
            // The captions are the <track>s below, one per language (the rule cannot see a map).
            // eslint-disable-next-line jsx-a11y/media-has-caption
            <video
              className="video-guide__player"
              controls
              playsInline
              preload="metadata"
              poster={VIDEO_POSTER_PATH}
              aria-label={t`Scam prevention video guide`}
              onLoadedMetadata={() => setLoading(false)}
              onWaiting={() => setLoading(true)}
              onPlaying={() => setLoading(false)}
              onCanPlay={() => setLoading(false)}
              onError={() => setFailed(true)}
            >
              <source src={VIDEO_PATH} type="video/mp4" />
              {LOCALES.map((code) => (
                <track
                  key={code}
                  kind="captions"
                  src={captionsPath(code)}
                  srcLang={code}
                  label={LOCALE_NAMES[code]}
                  default={code === locale}
                />
              ))}
            </video>
          )}
          {(availability === 'checking' || loading) && (
            <div className="video-guide__loading" role="status">
              <span className="spinner" aria-hidden="true" />
              <Trans>Loading video...</Trans>
            </div>
          )}
        </div>
      )}
      <Transcript locale={locale} />
    </>
  )
}

function Transcript({ locale }: { locale: Locale }) {
  const { data: script } = useQuery(videoScriptQuery(locale))
  return (
    <section className="section video-guide__transcript" aria-labelledby="transcript-title">
      <h2 id="transcript-title">
        <Trans>Transcript</Trans>
      </h2>
      {script?.slides.map((slide) => (
        <section key={slide.heading}>
          <h3>{slide.heading}</h3>
          <p>{slide.narration.join(' ')}</p>
        </section>
      ))}
    </section>
  )
}
