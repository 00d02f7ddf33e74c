import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'

/**
 * 'Content Analysis Required' (spec part 2 §2, §4): shown instead of a result for a content
 * platform, where anyone can post. No call is made; the main tool checks the post itself.
 */
export function ContentPlatformNotice({ platform }: { platform: string }) {
  const heading = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    heading.current?.focus()
  }, [platform])

  return (
    <section className="result-panel platform-notice" aria-labelledby="platform-notice-title">
      <h2 id="platform-notice-title" tabIndex={-1} ref={heading}>
        <Trans>Content Analysis Required</Trans>
      </h2>
      <p>
        <Trans>
          <span dir="ltr" translate="no">
            {platform}
          </span>{' '}
          is a platform where anyone can post. Checking the website tells you nothing about one
          post, video, profile or message on it.
        </Trans>
      </p>
      <p>
        <Trans>
          Describe the post or message in our main screening tool instead, and include the link.
        </Trans>
      </p>
      <Link to="/" hash="screen" className="button platform-notice__button">
        <Trans>Go to the main screening tool</Trans>
      </Link>
    </section>
  )
}
