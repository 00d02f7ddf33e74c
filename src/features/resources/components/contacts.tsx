import { Trans } from '@lingui/react/macro'

import { useSiteConfig } from '../../../lib/site-config.ts'

/** The numbers and address a worried person needs first (spec part 2 §2, §9), ready to tap. */
export function Contacts() {
  const { forwardSmsNumber, forwardEmail } = useSiteConfig()
  return (
    <section className="section" aria-labelledby="contacts-title">
      <h2 id="contacts-title">
        <Trans>Who to contact</Trans>
      </h2>
      <ul className="contact-list">
        <li className="contact-list__item">
          <a className="contact-list__value" href="tel:159">
            159
          </a>
          <span>
            <Trans>Your bank, if you paid or shared bank details</Trans>
          </span>
        </li>
        <li className="contact-list__item">
          <a className="contact-list__value" href="tel:101">
            101
          </a>
          <span>
            <Trans>Police, for identity theft and crimes that are not an emergency</Trans>
          </span>
        </li>
        <li className="contact-list__item">
          <a className="contact-list__value" href={`tel:${forwardSmsNumber}`}>
            {forwardSmsNumber}
          </a>
          <span>
            <Trans>Report scam text messages: forward them free</Trans>
          </span>
        </li>
        <li className="contact-list__item">
          <a
            className="contact-list__value contact-list__value--email"
            href={`mailto:${forwardEmail}`}
          >
            {forwardEmail}
          </a>
          <span>
            <Trans>Report scam emails: forward them</Trans>
          </span>
        </li>
      </ul>
    </section>
  )
}
