import { Trans, useLingui } from '@lingui/react/macro'

import { useSiteConfig } from '../../../lib/site-config.ts'

import { Accordion } from './accordion.tsx'

/** Report Fraud, the UK's national fraud and cybercrime reporting service. */
const REPORT_FRAUD_PHONE = '0300 123 2040'
const FCA_HELPLINE = '0800 111 6768'
const CITIZENS_ADVICE_HELPLINE = '0808 223 1133'
const VICTIM_SUPPORT_LINE = '08 08 16 89 111'

const tel = (number: string) => `tel:${number.replace(/\s/g, '')}`

/** Who to contact, and when: UK services only, each with its own number or address. */
export function ResourcesPanel() {
  const { t } = useLingui()
  const { forwardSmsNumber, forwardEmail } = useSiteConfig()
  const reportFraudPhone = REPORT_FRAUD_PHONE
  const fcaHelpline = FCA_HELPLINE
  const citizensAdvice = CITIZENS_ADVICE_HELPLINE
  const victimSupport = VICTIM_SUPPORT_LINE
  return (
    <>
      <h2>
        <Trans>Resources</Trans>
      </h2>
      <p>
        <Trans>Who to contact, and when. All of these services are free.</Trans>
      </p>
      <Accordion
        items={[
          {
            id: 'bank',
            title: t`Your bank: call 159`,
            content: (
              <>
                <p>
                  <Trans>
                    If you shared bank details, or paid someone you now doubt, call 159 straight
                    away. It connects you safely to the fraud team of most UK banks. Use a different
                    phone if you can: a fraudster can keep a line open after you hang up.
                  </Trans>
                </p>
                <a className="button button--secondary" href="tel:159">
                  <Trans>Call 159</Trans>
                </a>
              </>
            ),
          },
          {
            id: 'report-fraud',
            title: t`Report Fraud: ${reportFraudPhone}`,
            content: (
              <>
                <p>
                  <Trans>
                    Report Fraud is the UK's national service for reporting fraud and cybercrime. It
                    replaced Action Fraud. Report online or by phone, and you get a crime reference
                    number for your bank.
                  </Trans>
                </p>
                <a className="button button--secondary" href={tel(reportFraudPhone)}>
                  <Trans>Call {reportFraudPhone}</Trans>
                </a>
              </>
            ),
          },
          {
            id: 'police',
            title: t`Police: 101, or 999 in an emergency`,
            content: (
              <>
                <p>
                  <Trans>
                    Call 101 to report identity theft or another crime that is not an emergency.
                    Call 999 if you are in danger, or someone is at your door demanding money.
                  </Trans>
                </p>
                <a className="button button--secondary" href="tel:101">
                  <Trans>Call 101</Trans>
                </a>
              </>
            ),
          },
          {
            id: 'texts',
            title: t`Scam texts: forward to ${forwardSmsNumber}`,
            content: (
              <>
                <p>
                  <Trans>
                    Forward a scam text for free to {forwardSmsNumber}. Your mobile network can then
                    block the sender. Then delete the text.
                  </Trans>
                </p>
                <a className="button button--secondary" href={`sms:${forwardSmsNumber}`}>
                  <Trans>Text {forwardSmsNumber}</Trans>
                </a>
              </>
            ),
          },
          {
            id: 'emails',
            title: t`Scam emails: forward to ${forwardEmail}`,
            content: (
              <>
                <p>
                  <Trans>
                    Forward a suspicious email to {forwardEmail}. The National Cyber Security Centre
                    can take down the scam site it links to.
                  </Trans>
                </p>
                <a className="button button--secondary" href={`mailto:${forwardEmail}`}>
                  <Trans>Email {forwardEmail}</Trans>
                </a>
              </>
            ),
          },
          {
            id: 'fca',
            title: t`Investments: the FCA Warning List`,
            content: (
              <>
                <p>
                  <Trans>
                    Before you invest, check the firm on the FCA Register and the FCA Warning List
                    at fca.org.uk. A firm that is not authorised should not be offering you
                    investments. The FCA helpline is {fcaHelpline}.
                  </Trans>
                </p>
                <a className="button button--secondary" href="https://www.fca.org.uk/scamsmart">
                  <Trans>Open the FCA Warning List</Trans>
                </a>
              </>
            ),
          },
          {
            id: 'citizens-advice',
            title: t`Advice: Citizens Advice`,
            content: (
              <>
                <p>
                  <Trans>
                    Citizens Advice can help you work out what to do next, and passes scam reports
                    to Trading Standards. Call the consumer helpline on {citizensAdvice}.
                  </Trans>
                </p>
                <a className="button button--secondary" href={tel(citizensAdvice)}>
                  <Trans>Call {citizensAdvice}</Trans>
                </a>
              </>
            ),
          },
          {
            id: 'victim-support',
            title: t`Support: Victim Support`,
            content: (
              <>
                <p>
                  <Trans>
                    Being scammed is upsetting, and it is not your fault. Victim Support gives free,
                    confidential help to anyone affected by crime, fraud included. Call{' '}
                    {victimSupport}, day or night.
                  </Trans>
                </p>
                <a className="button button--secondary" href={tel(victimSupport)}>
                  <Trans>Call {victimSupport}</Trans>
                </a>
              </>
            ),
          },
        ]}
      />
    </>
  )
}
