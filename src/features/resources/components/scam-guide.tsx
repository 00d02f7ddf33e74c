import { Trans, useLingui } from '@lingui/react/macro'
import { Link, type LinkProps } from '@tanstack/react-router'
import type { ReactNode } from 'react'

import { Accordion } from './accordion.tsx'

interface CommonScam {
  id: string
  title: string
  how: string
  tells: string
  /** The tool that checks it; plain paths so any tool can be named. */
  tool: { href: LinkProps['to']; name: string }
}

/** The first hour after a scam, then the commonest UK scams, each with its tells and its tool. */
export function ScamGuide() {
  const { t } = useLingui()
  const message = { href: '/' as const, name: t`Check a message` }
  const scams: CommonScam[] = [
    {
      id: 'parcel',
      title: t`Parcel delivery texts`,
      how: t`A text says a parcel is waiting and asks for a small fee to redeliver it.`,
      tells: t`A link that is not the courier's own website, a tiny fee, a deadline.`,
      tool: message,
    },
    {
      id: 'safe-account',
      title: t`"Your bank" calling about a safe account`,
      how: t`A caller says your account is under attack and asks you to move money to keep it safe.`,
      tells: t`Your bank never asks you to move money. They may know some of your details already.`,
      tool: message,
    },
    {
      id: 'hmrc',
      title: t`HMRC refunds and threats`,
      how: t`A text, email or call says you are due a tax refund, or will be arrested for unpaid tax.`,
      tells: t`HMRC never tells you about refunds by text, and never threatens arrest.`,
      tool: message,
    },
    {
      id: 'hi-mum',
      title: t`"Hi Mum, I've lost my phone"`,
      how: t`A message from a new number claims to be your child and asks you to pay a bill.`,
      tells: t`A new number, an urgent payment, a reason they cannot talk on the phone.`,
      tool: message,
    },
    {
      id: 'shops',
      title: t`Fake shops and social media adverts`,
      how: t`A website or advert sells popular goods far below the usual price.`,
      tells: t`A very new website, payment only by bank transfer, no real contact details.`,
      tool: { href: '/website-screening', name: t`Website checker` },
    },
    {
      id: 'qr',
      title: t`QR codes on parking meters`,
      how: t`A sticker with a fake QR code covers the real one and leads to a fake payment page.`,
      tells: t`A sticker on top of the sign, a web address that is not the council's or the operator's.`,
      tool: { href: '/qr-checker', name: t`QR code checker` },
    },
    {
      id: 'emails',
      title: t`Emails from well-known brands`,
      how: t`An email poses as a bank, streaming service or delivery firm and asks you to log in.`,
      tells: t`A sender address that does not match the brand, a threat to close your account.`,
      tool: { href: '/email-headers', name: t`Email headers` },
    },
    {
      id: 'investment',
      title: t`Investment and crypto offers`,
      how: t`An advert or new online friend offers high returns from crypto or trading.`,
      tells: t`Guaranteed profits, a celebrity endorsement, pressure to invest more.`,
      tool: message,
    },
    {
      id: 'romance',
      title: t`Romance Scams`,
      how: t`Someone you met online becomes close quickly, then needs money for an emergency.`,
      tells: t`They never video call, and there is always a new reason they need money.`,
      tool: message,
    },
  ]

  return (
    <>
      <h2>
        <Trans>Scam Guide</Trans>
      </h2>
      <div className="first-hour card">
        <h3>
          <Trans>If you have been scammed: the first hour</Trans>
        </h3>
        <ol className="first-hour__steps">
          <li>
            <Trans>Stop. Do not pay anything more, and stop replying.</Trans>
          </li>
          <li>
            <Trans>Call your bank on 159. Ask them to stop or recall any payment.</Trans>
          </li>
          <li>
            <Trans>
              Change the passwords you shared, your email first, and turn on two-step verification.
            </Trans>
          </li>
          <li>
            <Trans>
              If you let someone into your computer, disconnect it from the internet and have it
              checked.
            </Trans>
          </li>
          <li>
            <Trans>
              Write down what happened: dates, numbers, names and amounts. Keep the messages.
            </Trans>
          </li>
          <li>
            <Trans>Report it to Report Fraud on 0300 123 2040.</Trans>
          </li>
          <li>
            <Trans>
              Be wary of anyone who offers to get your money back for a fee: that is another scam.
            </Trans>
          </li>
          <li>
            <Trans>Talk to someone you trust. Being scammed is not your fault.</Trans>
          </li>
        </ol>
      </div>
      <h3>
        <Trans>The commonest scams in the UK</Trans>
      </h3>
      <Accordion
        headingLevel={4}
        items={scams.map((scam) => ({
          id: scam.id,
          title: scam.title,
          content: <ScamDetails scam={scam} />,
        }))}
      />
    </>
  )
}

function ScamDetails({ scam }: { scam: CommonScam }): ReactNode {
  const tells = scam.tells
  const toolName = scam.tool.name
  return (
    <>
      <p>{scam.how}</p>
      <p>
        <Trans>
          <strong>The tells:</strong> {tells}
        </Trans>
      </p>
      <Link className="button button--secondary" to={scam.tool.href}>
        <Trans>Check it: {toolName}</Trans>
      </Link>
    </>
  )
}
