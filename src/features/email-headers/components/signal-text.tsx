import { Plural, Trans } from '@lingui/react/macro'

import type { Signal } from '../../../domain/engine/signals.ts'

/**
 * One header signal in plain words. The signals come from src/domain/email-headers (on the
 * device) and from the server's lookups; an id this page does not know is not shown.
 */
export function SignalText({ signal }: { signal: Signal }) {
  const params = signal.params ?? {}
  const brand = params.brand ?? ''
  const domain = params.domain ?? ''
  const forwarder = params.forwarder ?? ''
  const provider = params.provider ?? ''
  const ip = params.ip ?? ''
  const network = params.network ?? ''
  const sources = params.sources ?? ''
  const category = params.category ?? ''
  const level = params.bcl ?? ''
  const count = Number(params.count ?? 0)
  const days = Number(params.days ?? 0)
  switch (signal.id) {
    case 'spf_fail':
      return (
        <Trans>SPF failed: the server that sent this is not one the sender’s domain allows.</Trans>
      )
    case 'spf_softfail':
      return (
        <Trans>
          SPF soft fail: the sender’s domain says this server is probably not one of its own.
        </Trans>
      )
    case 'spf_unverified':
      return (
        <Trans>
          SPF did not confirm the sending server: there is no result, or it is an error.
        </Trans>
      )
    case 'dkim_fail':
      return (
        <Trans>
          DKIM failed: the signature does not match, so the message may have been forged or changed.
        </Trans>
      )
    case 'dkim_unverified':
      return <Trans>No valid DKIM signature: nothing proves which domain sent this.</Trans>
    case 'dmarc_fail':
      return (
        <Trans>
          DMARC failed: the domain in the From address publishes rules for its email, and this
          message broke them.
        </Trans>
      )
    case 'dmarc_unverified':
      return (
        <Trans>
          No DMARC result: your email provider did not confirm the domain in the From address.
        </Trans>
      )
    case 'not_aligned':
      return (
        <Trans>
          The checks that passed vouch for another domain, not {domain} in the From address.
        </Trans>
      )
    case 'arc_forwarded':
      return forwarder ? (
        <Trans>
          Forwarded by {forwarder}. Your email provider checked the chain of forwarders and accepted
          it: {domain} had passed its checks before it was forwarded.
        </Trans>
      ) : (
        <Trans>
          Forwarded. Your email provider checked the chain of forwarders and accepted it: {domain}{' '}
          had passed its checks before it was forwarded.
        </Trans>
      )
    case 'lower_results_ignored':
      return (
        <Plural
          value={count}
          one="# lower Authentication-Results header was ignored: the sender could have written it."
          other="# lower Authentication-Results headers were ignored: the sender could have written them."
        />
      )
    case 'impersonation':
      return (
        <Trans>
          The sender’s name claims to be {brand}, but the address is at {domain}, which is not{' '}
          {brand}’s.
        </Trans>
      )
    case 'free_mail_posing':
      return (
        <Trans>
          A free {provider} mailbox claims to be {brand}. Organisations like {brand} do not write
          from free mailboxes.
        </Trans>
      )
    case 'subject_names_brand':
      return (
        <Trans>
          The subject names {brand}, but the email is not from {brand}’s own domain.
        </Trans>
      )
    case 'lookalike_domain':
      return (
        <Trans>
          {domain} looks like {brand}’s name but is not their domain.
        </Trans>
      )
    case 'reply_to_elsewhere':
      return (
        <Trans>Replies would go to a different organisation ({domain}), not to the sender.</Trans>
      )
    case 'return_path_elsewhere':
      return (
        <Trans>
          Bounced mail goes to {domain}. Mailing services do this; on its own it means little.
        </Trans>
      )
    case 'message_id_elsewhere':
      return (
        <Trans>
          The message ID was made by {domain}, not by the sender’s domain. Mailing services do this;
          on its own it means little.
        </Trans>
      )
    case 'no_received':
      return (
        <Trans>
          There are no Received lines, so the route cannot be traced. Paste the full headers.
        </Trans>
      )
    case 'php_script':
      return (
        <Trans>
          Sent by a script on a web server, not by a mail program. Phishing kits send this way.
        </Trans>
      )
    case 'php_mailer':
      return (
        <Trans>
          Sent with PHPMailer, a tool for web forms and scripts that phishing kits often use.
        </Trans>
      )
    case 'mass_mailer':
      return <Trans>Sent with software made for mass mailing.</Trans>
    case 'forged_client':
      return (
        <Trans>
          It claims to come from a mail program retired years ago, a common disguise of phishing
          kits.
        </Trans>
      )
    case 'microsoft_phishing':
      return (
        <Trans>Microsoft’s filter marked this as phishing or impersonation ({category}).</Trans>
      )
    case 'microsoft_spam':
      return <Trans>Microsoft’s filter marked this as spam.</Trans>
    case 'microsoft_bulk':
      return (
        <Trans>
          Microsoft says people often complain about this sender’s bulk mail (level {level} of 9).
        </Trans>
      )
    case 'origin_listed':
      return (
        <Trans>
          The sending address {ip} is on a threat list ({sources}).
        </Trans>
      )
    case 'origin_reported':
      return (
        <>
          <Trans>People have reported the sending address {ip} to us.</Trans>{' '}
          <ReportCount count={count} />
        </>
      )
    case 'origin_proxy':
      return (
        <Trans>
          It was sent through a VPN or proxy network ({network}), which hides where it came from.
        </Trans>
      )
    case 'origin_residential':
      return (
        <Trans>
          It came straight from a home or mobile connection ({network}), the way hijacked computers
          send spam.
        </Trans>
      )
    case 'domain_new':
    case 'domain_young':
      return (
        <>
          <Trans>The sender’s domain {domain} is new.</Trans>{' '}
          <Plural
            value={days}
            one="It was registered # day ago."
            other="It was registered # days ago."
          />
        </>
      )
    case 'sender_listed':
      return (
        <Trans>
          The sender’s domain {domain} is on a threat list ({sources}).
        </Trans>
      )
    case 'sender_reported':
      return (
        <>
          <Trans>People have reported the sender’s domain {domain} to us.</Trans>{' '}
          <ReportCount count={count} />
        </>
      )
    default:
      return null
  }
}

function ReportCount({ count }: { count: number }) {
  return <Plural value={count} one="# report." other="# reports." />
}
