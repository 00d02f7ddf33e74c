import { Trans } from '@lingui/react/macro'

/** The three steps of a check, before the form (spec part 1 §2 Home). */
export function HowItWorks() {
  return (
    <section className="section" aria-labelledby="how-title">
      <h2 id="how-title">
        <Trans>How it works</Trans>
      </h2>
      <ol className="how-steps">
        <li className="how-steps__item">
          <h3 className="how-steps__title">
            <Trans>Tell us who contacted you</Trans>
          </h3>
          <p>
            <Trans>Give their email address or website, if you have it.</Trans>
          </p>
        </li>
        <li className="how-steps__item">
          <h3 className="how-steps__title">
            <Trans>Describe what happened</Trans>
          </h3>
          <p>
            <Trans>
              Type or say what the message asked you to do. Add a screenshot or a letter if you have
              one.
            </Trans>
          </p>
        </li>
        <li className="how-steps__item">
          <h3 className="how-steps__title">
            <Trans>Get an answer</Trans>
          </h3>
          <p>
            <Trans>
              We look for the signs of a scam and give you a reference code you can quote.
            </Trans>
          </p>
        </li>
      </ol>
    </section>
  )
}
