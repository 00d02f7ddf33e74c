import { Trans } from '@lingui/react/macro'

/** How to copy the full headers in the four mail clients the spec names (part 2 §2). */
export function HeadersHelp() {
  return (
    <details className="headers-help">
      <summary>
        <Trans>How do I find the email headers?</Trans>
      </summary>
      <p>
        <Trans>
          Paste the full technical headers, including Received:, Authentication-Results: and
          Message-ID:, not just From and To.
        </Trans>
      </p>
      <h3>Gmail</h3>
      <p>
        <Trans>
          Open the email, select the three dots next to Reply, then Show original. Select Copy to
          clipboard.
        </Trans>
      </p>
      <h3>
        <Trans>Outlook (web and desktop)</Trans>
      </h3>
      <p>
        <Trans>
          On the web: open the email, select the three dots, then View and View message details. In
          the desktop app: open the email in its own window, then File and Properties; the headers
          are in the Internet headers box.
        </Trans>
      </p>
      <h3>Yahoo Mail</h3>
      <p>
        <Trans>Open the email, select the three dots (More), then View raw message.</Trans>
      </p>
      <h3>Apple Mail</h3>
      <p>
        <Trans>
          Open the email, then choose View, Message, All Headers. On a Mac you can also drag the
          email to your desktop and drop the saved file here.
        </Trans>
      </p>
    </details>
  )
}
