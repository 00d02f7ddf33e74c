import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'

export function Hero() {
  return (
    <section className="hero" aria-labelledby="page-title">
      <h1 id="page-title">
        <Trans>Is it a scam? Check before you act.</Trans>
      </h1>
      <p className="hero__lead">
        <Trans>
          Free and anonymous. Check a message, a website, an email, a QR code or a letter, and get a
          clear answer with a reference code you can quote.
        </Trans>
      </p>
      {/* Goes to the screening form further down the page (spec part 1 §2 Home). */}
      <Link to="/" hash="screen" className="button hero__cta">
        <Trans>
          Screen<span className="visually-hidden"> a message</span>
        </Trans>
      </Link>
    </section>
  )
}
