import { Trans } from '@lingui/react/macro'

/**
 * What a report here is, and is not (spec part 2 §1): anonymous intelligence that warns other
 * people; a victim who wants the police to investigate contacts Report Fraud.
 */
export function ReportIntro() {
  return (
    <>
      <h1>
        <Trans>Community Reporting</Trans>
      </h1>
      <p className="hero__lead">
        <Trans>
          Tell us about a scam, anonymously. Every report adds to our intelligence database, and
          helps us warn the next person who checks the same number, email, website or bank account.
        </Trans>
      </p>
      <div className="warning-callout report-intro__victims">
        <p className="warning-callout__title">
          <Trans>Have you lost money, or given away your details?</Trans>
        </p>
        <p>
          <Trans>
            Contact Report Fraud, the national fraud reporting service, on{' '}
            <a href="tel:03001232040">0300 123 2040</a>. Only they can start an investigation. A
            report here is anonymous and does not go to the police.
          </Trans>
        </p>
        <p>
          <Trans>
            If your bank account is involved, call your bank on <a href="tel:159">159</a> now.
          </Trans>
        </p>
      </div>
    </>
  )
}
