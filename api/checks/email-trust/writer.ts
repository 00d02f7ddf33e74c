/**
 * The email trust check in the person's language: one plain sentence per factor (what was
 * found, or that it could not be checked) and the security recommendations. Every message has
 * an explicit id so that `lingui extract` collects it into locales/<locale>/server.po. A check
 * that could not be done is said plainly; it is never presented as a good sign.
 */
import type { I18n } from '@lingui/core'

import type { EmailAddressProblem } from '../../../src/domain/email/address.ts'
import type {
  EmailTrustAssessment,
  Finding,
  NotCheckedReason,
  TrustFactor,
} from '../../../src/domain/email/trust-score.ts'
import type { WriterOptions } from '../../../src/domain/engine/writer.ts'
import { formatAge } from '../../enrich/website/writer.ts'

/** The spec's validation messages (part 2 §5), which the API answers with a 400. */
export function addressProblemText(problem: EmailAddressProblem, i18n: I18n): string {
  return problem === 'empty'
    ? i18n._({ id: 'email_trust.error.empty', message: 'Please enter an email address' })
    : i18n._({ id: 'email_trust.error.invalid', message: 'Please enter a valid email address' })
}

function notCheckedText(reason: NotCheckedReason, i18n: I18n): string {
  switch (reason) {
    case 'failed':
      return i18n._({
        id: 'email_trust.not_checked.failed',
        message: 'Could not check: the lookup failed or did not answer in time.',
      })
    case 'not_configured':
      return i18n._({
        id: 'email_trust.not_checked.not_configured',
        message: 'Could not check: we have nothing to check it against.',
      })
    case 'offline':
      return i18n._({
        id: 'email_trust.not_checked.offline',
        message: 'Not checked: this needs an internet connection.',
      })
  }
}

/** One factor's finding in a sentence. */
export function findingText(finding: Finding, i18n: I18n): string {
  switch (finding.code) {
    case 'provider_corporate':
      return i18n._({
        id: 'email_trust.finding.provider_corporate',
        message: 'An organisation’s own domain: it has its own website and receives email.',
      })
    case 'provider_brand':
      return i18n._({
        id: 'email_trust.finding.provider_brand',
        message: 'This is one of {brand}’s own domains.',
        values: { brand: finding.brand },
      })
    case 'provider_free':
      return i18n._({
        id: 'email_trust.finding.provider_free',
        message:
          'A {provider} mailbox. Anyone can open one in minutes, so it says nothing about who is behind it.',
        values: { provider: finding.provider },
      })
    case 'provider_relay':
      return i18n._({
        id: 'email_trust.finding.provider_relay',
        message:
          'A {provider} alias: a permanent address that forwards to someone’s own mailbox and hides who they are.',
        values: { provider: finding.provider },
      })
    case 'provider_disposable':
      return i18n._({
        id: 'email_trust.finding.provider_disposable',
        message:
          'A throwaway mailbox: anyone can use it for a few minutes and then it is gone. Organisations never write from one.',
      })
    case 'provider_other':
      return i18n._({
        id: 'email_trust.finding.provider_other',
        message:
          'Not a known email provider, and not clearly an organisation’s own domain: it lacks a website or mail servers.',
      })
    case 'mail_servers':
      return i18n._({
        id: 'email_trust.finding.mail_servers',
        message: 'The domain has mail servers (MX records), so it can receive email.',
      })
    case 'mail_null_mx':
      return i18n._({
        id: 'email_trust.finding.mail_null_mx',
        message: 'The domain says it receives no email at all (a null MX record).',
      })
    case 'mail_none':
      return i18n._({
        id: 'email_trust.finding.mail_none',
        message: 'The domain has no mail servers (MX records), so replies may never arrive.',
      })
    case 'spf_published':
      return i18n._({
        id: 'email_trust.finding.spf_published',
        message: 'It publishes an SPF record, which says which servers may send its email.',
      })
    case 'spf_missing':
      return i18n._({
        id: 'email_trust.finding.spf_missing',
        message: 'It publishes no SPF record, so nothing says which servers may send its email.',
      })
    case 'spf_several':
      return i18n._({
        id: 'email_trust.finding.spf_several',
        message: 'It publishes more than one SPF record, which makes them all invalid.',
      })
    case 'dmarc_published':
      return i18n._({
        id: 'email_trust.finding.dmarc_published',
        message: 'It publishes a DMARC record, so email forged in its name can be detected.',
      })
    case 'dmarc_missing':
      return i18n._({
        id: 'email_trust.finding.dmarc_missing',
        message: 'It publishes no DMARC record.',
      })
    case 'dmarc_several':
      return i18n._({
        id: 'email_trust.finding.dmarc_several',
        message: 'It publishes more than one DMARC record, which makes them all invalid.',
      })
    case 'dmarc_enforced':
      return finding.policy === 'reject'
        ? i18n._({
            id: 'email_trust.finding.dmarc_reject',
            message: 'Its DMARC policy tells mail servers to refuse forged email (p=reject).',
          })
        : i18n._({
            id: 'email_trust.finding.dmarc_quarantine',
            message:
              'Its DMARC policy tells mail servers to put forged email in spam (p=quarantine).',
          })
    case 'dmarc_monitor_only':
      return i18n._({
        id: 'email_trust.finding.dmarc_monitor_only',
        message: 'Its DMARC policy only monitors (p=none): forged email is still delivered.',
      })
    case 'dmarc_no_policy':
      return i18n._({
        id: 'email_trust.finding.dmarc_no_policy',
        message: 'Without one valid DMARC record, nothing asks mail servers to stop forged email.',
      })
    case 'age_established':
      return i18n._({
        id: 'email_trust.finding.age_established',
        message: 'The domain was registered {age} ago.',
        values: { age: formatAge(finding.days, i18n) },
      })
    case 'age_young':
      return i18n._({
        id: 'email_trust.finding.age_young',
        message: 'The domain was registered {age} ago, less than a year.',
        values: { age: formatAge(finding.days, i18n) },
      })
    case 'age_new':
      return i18n._({
        id: 'email_trust.finding.age_new',
        message: 'The domain was registered only {age} ago, less than three months.',
        values: { age: formatAge(finding.days, i18n) },
      })
    case 'age_very_new':
      return i18n._({
        id: 'email_trust.finding.age_very_new',
        message:
          'The domain was registered only {age} ago. Scams often use domains that are days or weeks old.',
        values: { age: formatAge(finding.days, i18n) },
      })
    case 'age_unknown':
      return i18n._({
        id: 'email_trust.finding.age_unknown',
        message: 'The registry gave no registration date, so we do not know how old the domain is.',
      })
    case 'website_valid':
      return i18n._({
        id: 'email_trust.finding.website_valid',
        message: 'The domain has a website with a valid security certificate.',
      })
    case 'website_invalid_certificate':
      return i18n._({
        id: 'email_trust.finding.website_invalid_certificate',
        message: 'The domain’s website has a security certificate that browsers would not accept.',
      })
    case 'website_none':
      return i18n._({
        id: 'email_trust.finding.website_none',
        message: 'The domain has no secure website (HTTPS).',
      })
    case 'lookalike_none':
      return i18n._({
        id: 'email_trust.finding.lookalike_none',
        message: 'The domain does not imitate any brand or UK public body we know.',
      })
    case 'lookalike':
      return i18n._({
        id: 'email_trust.finding.lookalike',
        message: 'The domain imitates {brand}, but it is not one of {brand}’s.',
        values: { brand: finding.brand },
      })
    case 'community_clear':
      return i18n._({
        id: 'email_trust.finding.community_clear',
        message: 'Neither the address nor its domain has been reported to us as a scam.',
      })
    case 'community_reported':
      return i18n._({
        id: 'email_trust.finding.community_reported',
        message:
          '{reports} people reported this address or its domain as a scam in the last 30 days.',
        values: { reports: finding.reports },
      })
    case 'feeds_clear':
      return i18n._({
        id: 'email_trust.finding.feeds_clear',
        message: 'The domain is not on the lists of phishing and malware sites we hold.',
      })
    case 'feeds_listed':
      return i18n._({
        id: 'email_trust.finding.feeds_listed',
        message: 'The domain is on a list of known phishing or malware sites ({sources}).',
        values: { sources: finding.sources.join(', ') },
      })
    case 'posing_none':
      return i18n._({
        id: 'email_trust.finding.posing_none',
        message: 'The address does not claim to be an organisation it cannot belong to.',
      })
    case 'posing':
      return i18n._({
        id: 'email_trust.finding.posing',
        message:
          'The name in the address claims to be {brand}, but anyone can open this kind of mailbox.',
        values: { brand: finding.brand },
      })
    case 'not_checked':
      return notCheckedText(finding.reason, i18n)
  }
}

function has(factors: TrustFactor[], code: Finding['code']): Finding | undefined {
  return factors.find((factor) => factor.finding.code === code)?.finding
}

/**
 * What to do, most urgent first: the warning signs' advice, then what the domain's set-up
 * means, then what could not be checked, and always how to report a suspicious email.
 */
export function recommendations(
  assessment: EmailTrustAssessment,
  i18n: I18n,
  site: WriterOptions,
): string[] {
  const { factors } = assessment
  const advice: string[] = []
  const posing = has(factors, 'posing')
  if (posing?.code === 'posing') {
    advice.push(
      i18n._({
        id: 'email_trust.advice.posing',
        message:
          'Do not reply. {brand} does not write from free email addresses: contact {brand} using the details on its own website, a letter or your card.',
        values: { brand: posing.brand },
      }),
    )
  }
  const lookalike = has(factors, 'lookalike')
  if (lookalike?.code === 'lookalike') {
    advice.push(
      i18n._({
        id: 'email_trust.advice.lookalike',
        message:
          'Do not reply or open its links. Contact {brand} through its official website or phone number, never the details in the email.',
        values: { brand: lookalike.brand },
      }),
    )
  }
  if (has(factors, 'community_reported') || has(factors, 'feeds_listed')) {
    advice.push(
      i18n._({
        id: 'email_trust.advice.reported',
        message:
          'This address or its domain is known for scams. Do not reply, open links or attachments, or pay.',
      }),
    )
  }
  if (has(factors, 'provider_disposable')) {
    advice.push(
      i18n._({
        id: 'email_trust.advice.disposable',
        message:
          'Do not send money or personal details to a throwaway address: the person behind it can disappear at any moment.',
      }),
    )
  }
  if (has(factors, 'age_very_new') || has(factors, 'age_new')) {
    advice.push(
      i18n._({
        id: 'email_trust.advice.new_domain',
        message:
          'The domain is new. Be very careful with anything it asks for, especially a payment or a change of bank details.',
      }),
    )
  }
  if (has(factors, 'mail_none') || has(factors, 'mail_null_mx')) {
    advice.push(
      i18n._({
        id: 'email_trust.advice.no_mail',
        message: 'Replies to this address may never arrive. Check the sender another way.',
      }),
    )
  }
  const forgeable =
    assessment.providerType !== 'free' &&
    assessment.providerType !== 'disposable' &&
    factors.some(
      (factor) => (factor.id === 'spf' || factor.id === 'dmarc_policy') && factor.status === 'none',
    )
  if (forgeable) {
    advice.push(
      i18n._({
        id: 'email_trust.advice.forgeable',
        message:
          'Email that claims to come from this domain can be forged. Before acting on one, check with the sender using contact details you already trust.',
      }),
    )
  }
  if (assessment.isRelay) {
    advice.push(
      i18n._({
        id: 'email_trust.advice.relay',
        message:
          'A privacy alias hides who is behind it. Careful people use them, but find out who you are dealing with before you pay.',
      }),
    )
  } else if (assessment.providerType === 'free' && !posing) {
    advice.push(
      i18n._({
        id: 'email_trust.advice.free',
        message:
          'Anyone can open a free email address. If it says it is from a company, bank or public body, check with that organisation directly.',
      }),
    )
  }
  if (factors.some((factor) => factor.status === 'not_checked')) {
    advice.push(
      i18n._({
        id: 'email_trust.advice.not_checked',
        message:
          'Some checks could not be done, so the score counts only what we could check. Try again later.',
      }),
    )
  }
  if (
    advice.length === 0 &&
    (assessment.rating === 'Very High Trust' || assessment.rating === 'High Trust')
  ) {
    advice.push(
      i18n._({
        id: 'email_trust.advice.no_warning_signs',
        message:
          'We found no warning signs. A genuine address can still be hacked or spoofed: if a message unexpectedly asks for money or details, check another way.',
      }),
    )
  }
  advice.push(
    i18n._({
      id: 'email_trust.advice.always',
      message:
        'Never send passwords, one-time codes or bank details by email. Forward suspicious emails to {email}.',
      values: { email: site.forwardEmail },
    }),
  )
  return advice
}
