import { Trans, useLingui } from '@lingui/react/macro'

import { Accordion } from './accordion.tsx'

/** What the service is and is not (spec part 2, opening paragraph): our own plain words. */
export function LegalDisclaimer() {
  const { t } = useLingui()
  return (
    <>
      <h2>
        <Trans>Legal Disclaimer</Trans>
      </h2>
      <p>
        <Trans>
          ScamScreen gives information, not advice. Read this before you rely on a result.
        </Trans>
      </p>
      <Accordion
        items={[
          {
            id: 'what',
            title: t`What ScamScreen is`,
            content: (
              <p>
                <Trans>
                  ScamScreen is a free information service. It helps you spot the signs of a scam.
                  It is not a government or police service. It is not regulated, and it does not
                  give financial or legal advice. Using it does not create a contract.
                </Trans>
              </p>
            ),
          },
          {
            id: 'probabilities',
            title: t`Our results are probabilities`,
            content: (
              <p>
                <Trans>
                  Every verdict is an estimate, not a certainty. A message we rate low risk can
                  still be a scam. One we rate high risk can be genuine. If in doubt, contact the
                  organisation yourself, on a number you already trust.
                </Trans>
              </p>
            ),
          },
          {
            id: 'privacy',
            title: t`Your privacy`,
            content: (
              <p>
                <Trans>
                  You do not need an account, and we never ask for your name. Some checks run only
                  on your device and send nothing. Do not send us passwords or full card numbers.
                </Trans>
              </p>
            ),
          },
          {
            id: 'crime',
            title: t`Reporting a crime`,
            content: (
              <p>
                <Trans>
                  A report to ScamScreen is not a report to the police. To report a crime, contact
                  Report Fraud or call 101. If you are in danger, call 999.
                </Trans>
              </p>
            ),
          },
        ]}
      />
    </>
  )
}
