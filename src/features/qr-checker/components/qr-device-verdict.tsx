import { Trans } from '@lingui/react/macro'
import { useMemo, type ReactNode } from 'react'

import { FindingText } from '../../../components/results/finding-text.tsx'
import {
  assessQrPayload,
  parseQrPayload,
  type QrDeviceLevel,
  type QrPayload,
  type QrWarning,
} from '../../../domain/qr/payload.ts'

/**
 * Text that came from the code: shown as written, never translated or turned into a link.
 * A prop, not children: inside a translated message Lingui would read "<script>" in the text
 * as markup and drop it, and the person would not see what the code really holds.
 */
function Quoted({ text }: { text: string }) {
  return (
    <span className="qr-verdict__quoted" dir="auto" translate="no">
      {text}
    </span>
  )
}

/**
 * The instant verdict, worked out on the device with no network: what the code would do if
 * opened, and what to be careful of. Shown at once, and as the only answer offline.
 */
export function QrDeviceVerdict({
  text,
  otherCodes,
  offline,
}: {
  text: string
  /** The other codes in the same picture (a sticker over the real one?). */
  otherCodes: string[]
  offline: boolean
}) {
  const verdict = useMemo(() => assessQrPayload(parseQrPayload(text)), [text])
  // The lookalike first: it is the finding that matters most.
  const findings = [...(verdict.url?.findings ?? [])].sort(
    (a, b) =>
      Number(b.id === 'brand_lookalike') - Number(a.id === 'brand_lookalike') ||
      b.weight - a.weight,
  )
  return (
    <section className="device-verdict qr-verdict" aria-labelledby="qr-device-title">
      <h2 className="device-verdict__title" id="qr-device-title">
        <Trans>Checked on this device only</Trans>
      </h2>
      {offline && (
        <p className="device-verdict__lead">
          <Trans>The full check needs an internet connection.</Trans>
        </p>
      )}
      <LevelNote level={verdict.level} />
      <h3 className="qr-verdict__subtitle">
        <Trans>What this code does</Trans>
      </h3>
      <p className="qr-verdict__action">
        <PayloadText payload={verdict.payload} />
      </p>
      {(verdict.warnings.length > 0 || findings.length > 0 || otherCodes.length > 0) && (
        <ul className="device-verdict__findings">
          {otherCodes.length > 0 && (
            <li>
              <strong>
                <Trans>
                  This picture has more than one QR code. A sticker may have been put over the real
                  one.
                </Trans>
              </strong>{' '}
              <Trans>The other codes hold:</Trans>{' '}
              {otherCodes.map((code, index) => (
                <span key={index}>
                  {index > 0 && ', '}
                  <Quoted text={code} />
                </span>
              ))}
            </li>
          )}
          {verdict.warnings.map((warning) => (
            <li key={warning}>
              <WarningText warning={warning} />
            </li>
          ))}
          {findings.map((finding) => (
            <li key={finding.id}>
              <FindingText
                finding={finding}
                unicodeHostname={verdict.url?.unicodeHostname ?? null}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function LevelNote({ level }: { level: QrDeviceLevel }) {
  if (level === 'danger') {
    return (
      <p className="warning-callout qr-verdict__level">
        <strong>
          <Trans>Be careful: do not act on this code until you have checked it.</Trans>
        </strong>
      </p>
    )
  }
  if (level === 'caution') {
    return (
      <p className="qr-verdict__level">
        <strong>
          <Trans>Check this before you go on.</Trans>
        </strong>
      </p>
    )
  }
  return (
    <p className="qr-verdict__level">
      <Trans>Nothing in the code itself looks wrong. That does not prove it is safe.</Trans>
    </p>
  )
}

function PayloadText({ payload }: { payload: QrPayload }): ReactNode {
  switch (payload.kind) {
    case 'url':
      return (
        <Trans>
          Opens a website: <Quoted text={payload.url} />
        </Trans>
      )
    case 'wifi': {
      const ssid = payload.ssid
      return payload.security === 'none' ? (
        <Trans>
          Joins the Wi-Fi network <Quoted text={ssid} />, which has no password.
        </Trans>
      ) : (
        <Trans>
          Joins the Wi-Fi network <Quoted text={ssid} />, protected with a password.
        </Trans>
      )
    }
    case 'sms': {
      const { number, body } = payload
      return body ? (
        <Trans>
          Writes a text message to <Quoted text={number} /> saying: <Quoted text={body} />
        </Trans>
      ) : (
        <Trans>
          Writes a text message to <Quoted text={number} />.
        </Trans>
      )
    }
    case 'phone': {
      const number = payload.number
      return (
        <Trans>
          Calls <Quoted text={number} />.
        </Trans>
      )
    }
    case 'email': {
      const address = payload.address
      return (
        <Trans>
          Writes an email to <Quoted text={address} />.
        </Trans>
      )
    }
    case 'location': {
      const place = `${payload.latitude}, ${payload.longitude}`
      return (
        <Trans>
          Shows a place on a map: <Quoted text={place} />.
        </Trans>
      )
    }
    case 'contact': {
      const name = payload.name ?? payload.phones[0] ?? payload.emails[0] ?? ''
      return (
        <Trans>
          Adds a contact to your phone: <Quoted text={name} />.
        </Trans>
      )
    }
    case 'crypto': {
      const { currency, address } = payload
      return (
        <Trans>
          Asks for a payment in {currency} to <Quoted text={address} />.
        </Trans>
      )
    }
    case 'payment': {
      const payee = payload.payee ?? payload.account ?? ''
      return (
        <Trans>
          Fills in a payment to <Quoted text={payee} />.
        </Trans>
      )
    }
    case 'otp': {
      const issuer = payload.issuer ?? payload.account ?? ''
      return (
        <Trans>
          Adds login codes for <Quoted text={issuer} /> to an authenticator app.
        </Trans>
      )
    }
    case 'app_link': {
      const scheme = `${payload.scheme}:`
      return (
        <Trans>
          Opens another app or action (<Quoted text={scheme} />
          ), not a web page.
        </Trans>
      )
    }
    case 'text':
      return (
        <Trans>
          Shows this text: <Quoted text={payload.text} />
        </Trans>
      )
  }
}

function WarningText({ warning }: { warning: QrWarning }): ReactNode {
  switch (warning) {
    case 'premium_number':
      return <Trans>It calls or texts a premium-rate or costly number.</Trans>
    case 'short_code':
      return <Trans>It texts a short code, which can sign you up to a paid service.</Trans>
    case 'international_number':
      return <Trans>It calls or texts a number abroad, which may cost more.</Trans>
    case 'prefilled_message':
      return <Trans>It fills in a message for you to send. Read it before you send anything.</Trans>
    case 'open_wifi':
      return (
        <Trans>It joins a Wi-Fi network with no password, where others can see your traffic.</Trans>
      )
    case 'wifi_join':
      return <Trans>Whoever runs a Wi-Fi network can watch or redirect what you do on it.</Trans>
    case 'crypto_payment':
      return (
        <Trans>It asks for a cryptocurrency payment. These cannot be reversed or refunded.</Trans>
      )
    case 'bank_payment':
      return (
        <Trans>
          It fills in a bank payment. Check who you are paying with them directly first.
        </Trans>
      )
    case 'otp_setup':
      return (
        <Trans>
          It adds login codes to an authenticator app. Scanning one from someone else can hand them
          your account.
        </Trans>
      )
    case 'app_link':
      return <Trans>It opens another app or runs an action on your phone, not a web page.</Trans>
    case 'content_platform':
      return (
        <Trans>
          It opens a page on a platform where anyone can post, so the page may not be genuine.
        </Trans>
      )
  }
}
