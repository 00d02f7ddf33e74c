import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'

interface ToolCard {
  title: string
  description: string
  /** Where the tool is, once it is built; until then the card says it is coming. */
  link?: {
    to:
      | '/'
      | '/community-reports'
      | '/document-screen'
      | '/email-checker'
      | '/email-headers'
      | '/fraud-taxonomy'
      | '/resources'
      | '/qr-checker'
      | '/redaction-tool'
      | '/website-screening'
    hash?: string
  }
}

/** Every tool of the product, so a person sees at once what ScamScreen can check. */
export function ToolGrid() {
  const { t } = useLingui()
  const tools: ToolCard[] = [
    {
      title: t`Check a message`,
      description: t`Describe a text, call or email and get a verdict.`,
      link: { to: '/', hash: 'screen' },
    },
    {
      title: t`QR code checker`,
      description: t`See where a QR code leads before you open it.`,
      link: { to: '/qr-checker' },
    },
    {
      title: t`Website checker`,
      description: t`Find out what is known about a link you were sent.`,
      link: { to: '/website-screening' },
    },
    {
      title: t`Email headers`,
      description: t`Check whether an email really came from its sender.`,
      link: { to: '/email-headers' },
    },
    {
      title: t`Email address checker`,
      description: t`See how far to trust an email address.`,
      link: { to: '/email-checker' },
    },
    {
      title: t`Letters and documents`,
      description: t`Check a letter, invoice or PDF for signs of fraud.`,
      link: { to: '/document-screen' },
    },
    {
      title: t`Redact an image`,
      description: t`Hide personal details in a photo, on your device.`,
      link: { to: '/redaction-tool' },
    },
    {
      title: t`Report a scam`,
      description: t`Tell us about a scam anonymously to warn others.`,
      link: { to: '/community-reports' },
    },
    {
      title: t`How fraud works`,
      description: t`The main kinds of fraud, and how to spot them.`,
      link: { to: '/fraud-taxonomy' },
    },
    {
      title: t`Resources and Security Center`,
      description: t`Who to contact, what to do next, and a security checklist for your phone.`,
      link: { to: '/resources' },
    },
  ]
  return (
    <section className="section" aria-labelledby="tools-title">
      <h2 id="tools-title">
        <Trans>What you can check</Trans>
      </h2>
      <ul className="tool-grid">
        {tools.map((tool) => (
          <li key={tool.title} className="tool-card">
            <h3 className="tool-card__title">
              {tool.link ? (
                <Link to={tool.link.to} hash={tool.link.hash}>
                  {tool.title}
                </Link>
              ) : (
                tool.title
              )}
            </h3>
            <p>{tool.description}</p>
            {!tool.link && (
              <p className="tool-card__status">
                <Trans>Coming soon</Trans>
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
