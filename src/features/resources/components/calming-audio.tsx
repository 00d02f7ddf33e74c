import { Trans } from '@lingui/react/macro'
import { useRef, useState } from 'react'

/** The calming breathing guide (spec part 2 §2, §4, §7), made by `npm run media`. */
export const CALMING_AUDIO_PATH = '/audio/scamscreenstress.m4a'

/**
 * Play / stop for the calming audio: stopping goes back to the start, and the toggle returns to
 * stopped when the audio ends.
 */
export function CalmingAudio() {
  const audio = useRef<HTMLAudioElement>(null)
  const [playing, setPlaying] = useState(false)
  const [failed, setFailed] = useState(false)

  const toggle = async () => {
    const element = audio.current
    if (!element) return
    if (playing) {
      element.pause()
      element.currentTime = 0
      setPlaying(false)
      return
    }
    try {
      setFailed(false)
      await element.play()
      setPlaying(true)
    } catch {
      setFailed(true)
      setPlaying(false)
    }
  }

  return (
    <div className="calming-audio">
      <button
        type="button"
        className="button button--secondary calming-audio__toggle"
        aria-pressed={playing}
        onClick={() => void toggle()}
      >
        {playing ? <Trans>Stop calming audio</Trans> : <Trans>Play calming audio</Trans>}
      </button>
      <p className="calming-audio__hint">
        <Trans>Breathe in as the tone rises for four seconds, and out as it falls for six.</Trans>
      </p>
      {failed && (
        <p className="form-notice" role="status">
          <Trans>The calming audio could not play. Check your connection and try again.</Trans>
        </p>
      )}
      {/* No controls of its own: the toggle above is the control. A wordless tone: no captions. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <audio
        ref={audio}
        src={CALMING_AUDIO_PATH}
        preload="none"
        onEnded={() => setPlaying(false)}
        data-testid="calming-audio"
      />
    </div>
  )
}
