import { Trans } from '@lingui/react/macro'

/** The four questions to ask before acting, and the one warning (spec part 1 §1). */
export function SafetyAdvice() {
  return (
    <section className="section" aria-labelledby="questions-title">
      <h2 id="questions-title">
        <Trans>Four questions to ask yourself</Trans>
      </h2>
      <ol className="question-list">
        <li>
          <Trans>Do you know this person?</Trans>
        </li>
        <li>
          <Trans>Are you asked for sensitive information?</Trans>
        </li>
        <li>
          <Trans>Is there urgency or a threat?</Trans>
        </li>
        <li>
          <Trans>Does the offer seem unusual?</Trans>
        </li>
      </ol>
      <div className="warning-callout" role="note">
        <p className="warning-callout__title">
          <Trans>Do not provide your bank details.</Trans>
        </p>
        <p>
          <Trans>
            Your bank, the police and HMRC will never ask you to move money to a "safe account" or
            to read out a code sent to your phone.
          </Trans>
        </p>
      </div>
    </section>
  )
}
