import { Trans } from '@lingui/react/macro'

import { useSiteConfig } from '../../../lib/site-config.ts'

/** Report Fraud, the UK's national fraud and cybercrime reporting service. */
const REPORT_FRAUD_PHONE = '0300 123 2040'

/** Where to forward a scam and whom to call, with links that open the right app on a phone. */
export function GetHelp() {
  const { forwardSmsNumber, forwardEmail } = useSiteConfig()
  const reportFraudPhone = REPORT_FRAUD_PHONE
  return (
    <section className="section" aria-labelledby="help-title">
      <h2 id="help-title">
        <Trans>Forward it, report it, get help</Trans>
      </h2>
      <ul className="help-list">
        <li className="card">
          <h3>
            <Trans>A suspicious text message</Trans>
          </h3>
          <p>
            <Trans>
              Forward it for free to {forwardSmsNumber}. Your mobile provider can then block the
              sender.
            </Trans>
          </p>
          <a className="button button--secondary" href={`sms:${forwardSmsNumber}`}>
            <Trans>Text {forwardSmsNumber}</Trans>
          </a>
        </li>
        <li className="card">
          <h3>
            <Trans>A suspicious email</Trans>
          </h3>
          <p>
            <Trans>Forward it to {forwardEmail}.</Trans>
          </p>
          <a className="button button--secondary" href={`mailto:${forwardEmail}`}>
            <Trans>Email {forwardEmail}</Trans>
          </a>
        </li>
        <li className="card">
          <h3>
            <Trans>You shared bank details or paid</Trans>
          </h3>
          <p>
            <Trans>
              Call 159 to reach your bank's fraud team safely. It works for most UK banks.
            </Trans>
          </p>
          <a className="button button--secondary" href="tel:159">
            <Trans>Call 159</Trans>
          </a>
        </li>
        <li className="card">
          <h3>
            <Trans>You lost money or were threatened</Trans>
          </h3>
          <p>
            <Trans>
              Report it to Report Fraud on {reportFraudPhone}, or call the police on 101. In an
              emergency, call 999.
            </Trans>
          </p>
          <div className="button-row">
            <a
              className="button button--secondary"
              href={`tel:${reportFraudPhone.replace(/\s/g, '')}`}
            >
              <Trans>Call Report Fraud</Trans>
            </a>
            <a className="button button--secondary" href="tel:101">
              <Trans>Call 101</Trans>
            </a>
          </div>
        </li>
      </ul>
    </section>
  )
}
