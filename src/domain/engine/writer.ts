/**
 * Writes a verdict as the analysis text a person reads, in their language: a headline, what we
 * noticed (the strongest signals, explained) and what to do now, routed to the right UK
 * service. **Bold** markers and "- " list lines are the only markup; the client renders them
 * as text. Every message has an explicit id so that `lingui extract` collects it into
 * locales/<locale>/server.po.
 */
import type { I18n } from '@lingui/core'

import type { Verdict } from './analyse.ts'
import type { Signal } from './signals.ts'

export interface WriterOptions {
  forwardSmsNumber: string
  forwardEmail: string
}

/** Signals explained in "What we noticed", at most. */
const MAX_REASONS = 5

/** One signal explained in a sentence, in the i18n instance's language. */
export function explain(signal: Signal, i18n: I18n): string {
  const { evidence } = signal
  const brand = signal.params?.brand ?? ''
  switch (signal.id) {
    case 'never_card_details':
      return i18n._({
        id: 'signal.never_card_details',
        message:
          'It asks for your card number with its expiry date or the security code on the back. Your bank never asks for these by phone, text or email: this is a scam.',
      })
    case 'never_credentials':
      return i18n._({
        id: 'signal.never_credentials',
        message:
          'It asks for your PIN, a password or your memorable word. No bank, police force or HMRC ever asks for these: this is a scam.',
      })
    case 'never_one_time_code':
      return i18n._({
        id: 'signal.never_one_time_code',
        message:
          'It asks you to read out or pass on a code sent to your phone. A code is only for you to type in yourself: whoever asks for it is a scammer.',
      })
    case 'never_remote_access':
      return i18n._({
        id: 'signal.never_remote_access',
        message:
          'It asks you to install an app such as AnyDesk or TeamViewer, or to let someone control your device. No genuine bank or company asks this: it lets a stranger into your bank account.',
      })
    case 'never_safe_account':
      return i18n._({
        id: 'signal.never_safe_account',
        message:
          'It asks you to move money to a "safe", "secure" or "holding" account. Your bank and the police never ask this: it is always a scam.',
      })
    case 'never_courier':
      return i18n._({
        id: 'signal.never_courier',
        message:
          'It asks you to hand cash, your card or valuables to a courier or someone who will collect them. The police and banks never do this: it is courier fraud.',
      })
    case 'never_gift_cards_crypto':
      return i18n._({
        id: 'signal.never_gift_cards_crypto',
        message:
          'It asks you to pay with gift cards, vouchers or cryptocurrency. No genuine organisation takes a fine, tax or bill this way.',
      })
    case 'never_upfront_fee':
      return i18n._({
        id: 'signal.never_upfront_fee',
        message:
          'It asks for a fee before a loan, prize, refund or profits can be paid out. Genuine lenders and prize draws never ask for money up front.',
      })
    case 'never_secrecy':
      return i18n._({
        id: 'signal.never_secrecy',
        message:
          'It tells you to keep this from your bank, or to give your bank a false reason. Genuine organisations never ask you to hide anything from your bank.',
      })
    case 'parcel_delivery':
      return i18n._({
        id: 'signal.parcel_delivery',
        message: 'It is about a parcel or a delivery. Scammers often pretend to be couriers.',
      })
    case 'delivery_fee':
      return i18n._({
        id: 'signal.delivery_fee',
        message:
          'It asks for a fee before a parcel can be delivered. This is one of the most common scams in the UK.',
      })
    case 'hmrc_tax':
      return i18n._({
        id: 'signal.hmrc_tax',
        message:
          'It mentions HMRC or a tax refund. HMRC never tells you about a refund by text or email with a link.',
      })
    case 'government_agency':
      return i18n._({
        id: 'signal.government_agency',
        message:
          'It mentions a public service such as the DVLA, the NHS or TV Licensing, which scammers often pretend to be.',
      })
    case 'energy_rebate':
      return i18n._({
        id: 'signal.energy_rebate',
        message:
          'It offers an energy rebate or a cost of living payment. Real payments are made automatically: you never apply through a link.',
      })
    case 'bank_security_alert':
      return i18n._({
        id: 'signal.bank_security_alert',
        message:
          'It talks about a fraud alert or unusual activity, a common way to make you act quickly.',
      })
    case 'safe_account':
      return i18n._({
        id: 'signal.safe_account',
        message:
          'It asks you to move money to a "safe" or new account. Your bank will never ask this: it is always a scam.',
      })
    case 'family_new_number':
      return i18n._({
        id: 'signal.family_new_number',
        message: 'It says it is a family member or friend with a new number.',
      })
    case 'investment_returns':
      return i18n._({
        id: 'signal.investment_returns',
        message:
          'It promises high or guaranteed returns. Real investments never guarantee returns.',
      })
    case 'crypto_topic':
      return i18n._({
        id: 'signal.crypto_topic',
        message:
          'It mentions cryptocurrency, which scammers like because payments cannot be reversed.',
      })
    case 'romance':
      return i18n._({
        id: 'signal.romance',
        message:
          'It has signs of a romance scam: a relationship that started online, with someone who is far away.',
      })
    case 'job_task':
      return i18n._({
        id: 'signal.job_task',
        message:
          'It offers easy money for simple tasks. Real employers never ask you to pay to work.',
      })
    case 'money_mule':
      return i18n._({
        id: 'signal.money_mule',
        message:
          'It asks you to let money pass through your bank account. This is money laundering: you could lose your account or be prosecuted.',
      })
    case 'advance_fee':
      return i18n._({
        id: 'signal.advance_fee',
        message:
          'It promises money or an inheritance if you pay a fee first. This is advance fee fraud.',
      })
    case 'lottery_prize':
      return i18n._({
        id: 'signal.lottery_prize',
        message: 'It says you have won a prize. You cannot win a draw you never entered.',
      })
    case 'police_impersonation':
      return i18n._({
        id: 'signal.police_impersonation',
        message:
          'It mentions the police. The police never ask you to move money, withdraw cash or hand over your card.',
      })
    case 'courier_collection':
      return i18n._({
        id: 'signal.courier_collection',
        message:
          'It asks you to withdraw cash or hand over your card to a courier or officer. This is courier fraud.',
      })
    case 'tech_support':
      return i18n._({
        id: 'signal.tech_support',
        message:
          'It claims to be technical support or says your device is hacked. Companies like Microsoft never contact you out of the blue.',
      })
    case 'remote_access':
      return i18n._({
        id: 'signal.remote_access',
        message:
          'It asks you to install a remote access app or share your screen. That lets a stranger control your device and your bank account.',
      })
    case 'sextortion':
      return i18n._({
        id: 'signal.sextortion',
        message:
          'It threatens to share intimate images or videos. These threats are usually bluffs, and paying only leads to more demands.',
      })
    case 'purchase_scam':
      return i18n._({
        id: 'signal.purchase_scam',
        message:
          'It has signs of a purchase scam: payment by bank transfer, and a seller who then disappears.',
      })
    case 'payment_details_change':
      return i18n._({
        id: 'signal.payment_details_change',
        message:
          'It says bank details have changed for a payment. Always confirm new details by phone, on a number you already know.',
      })
    case 'parking_or_road_charge':
      return i18n._({
        id: 'signal.parking_or_road_charge',
        message:
          'It is about parking or a road charge, with a QR code or a payment link. Fake QR stickers and fine texts are common.',
      })
    case 'charity_appeal':
      return i18n._({
        id: 'signal.charity_appeal',
        message:
          'It asks for donations to an appeal. Check that the charity is registered before you give.',
      })
    case 'urgency':
      return i18n._({
        id: 'signal.urgency',
        message: 'It rushes you ("{evidence}"). Scammers want you to act before you think.',
        values: { evidence },
      })
    case 'threat':
      return i18n._({
        id: 'signal.threat',
        message: 'It threatens you with a penalty, arrest or a blocked account, to frighten you.',
      })
    case 'secrecy':
      return i18n._({
        id: 'signal.secrecy',
        message:
          'It tells you to keep it secret or not to tell your bank. Genuine organisations never ask this.',
      })
    case 'asks_for_code':
      return i18n._({
        id: 'signal.asks_for_code',
        message:
          'It asks for a one-time code. Never share a code sent to your phone: it lets someone into your accounts.',
      })
    case 'asks_for_credentials':
      return i18n._({
        id: 'signal.asks_for_credentials',
        message: 'It asks you to confirm or enter personal, card or login details.',
      })
    case 'asks_for_payment':
      return i18n._({ id: 'signal.asks_for_payment', message: 'It asks you to pay or send money.' })
    case 'asks_for_gift_cards':
      return i18n._({
        id: 'signal.asks_for_gift_cards',
        message:
          'It asks for payment in gift cards or vouchers. No genuine organisation takes payment this way.',
      })
    case 'asks_for_crypto':
      return i18n._({
        id: 'signal.asks_for_crypto',
        message: 'It asks for payment in cryptocurrency, which cannot be reversed.',
      })
    case 'asks_for_bank_transfer':
      return i18n._({
        id: 'signal.asks_for_bank_transfer',
        message: 'It asks you to send money to an account by bank transfer.',
      })
    case 'asks_to_click':
      return i18n._({ id: 'signal.asks_to_click', message: 'It asks you to click a link.' })
    case 'url_brand_lookalike':
      return i18n._({
        id: 'signal.url_brand_lookalike',
        message: 'The link {evidence} looks like {brand} but is not one of their websites.',
        values: { evidence, brand },
      })
    case 'url_ip_address_host':
      return i18n._({
        id: 'signal.url_ip_address_host',
        message: 'The link uses a bare number ({evidence}) instead of a website name.',
        values: { evidence },
      })
    case 'url_url_shortener':
      return i18n._({
        id: 'signal.url_url_shortener',
        message: 'The link is shortened ({evidence}), which hides where it really goes.',
        values: { evidence },
      })
    case 'url_free_hosting':
      return i18n._({
        id: 'signal.url_free_hosting',
        message:
          'The link is on a free hosting service ({evidence}) where anyone can publish a page.',
        values: { evidence },
      })
    case 'url_risky_tld':
      return i18n._({
        id: 'signal.url_risky_tld',
        message:
          'The link ends in {evidence}, an ending used far more by scam sites than by UK organisations.',
        values: { evidence },
      })
    case 'url_many_subdomains':
      return i18n._({
        id: 'signal.url_many_subdomains',
        message: 'The link has many parts ({evidence}), a trick to hide the real website.',
        values: { evidence },
      })
    case 'url_userinfo_in_url':
      return i18n._({
        id: 'signal.url_userinfo_in_url',
        message: 'The link contains an @ sign, a trick to make it look like a different website.',
      })
    case 'url_punycode_host':
      return i18n._({
        id: 'signal.url_punycode_host',
        message: 'The link uses look-alike characters ({evidence}) to imitate another website.',
        values: { evidence },
      })
    case 'url_numeric_ip_trick':
      return i18n._({
        id: 'signal.url_numeric_ip_trick',
        message:
          'The link writes its address as an odd number ({evidence}), a trick to hide where it really goes.',
        values: { evidence },
      })
    case 'url_credential_words':
      return i18n._({
        id: 'signal.url_credential_words',
        message: 'The link uses words like login, verify or refund to look official.',
      })
    case 'url_no_https':
      return i18n._({
        id: 'signal.url_no_https',
        message: 'The link is not secure: it starts with http, not https.',
      })
    case 'url_very_long_url':
      return i18n._({
        id: 'signal.url_very_long_url',
        message: 'The link is unusually long, which can hide where it goes.',
      })
    case 'text_to_short_code':
      return i18n._({
        id: 'signal.text_to_short_code',
        message:
          'It asks you to text a word to a short number. Such texts can sign you up to costly premium messages.',
      })
    case 'premium_charge':
      return i18n._({
        id: 'signal.premium_charge',
        message:
          'It mentions a charge per message or per minute ({evidence}), the mark of premium-rate services.',
        values: { evidence },
      })
    case 'refund_owed':
      return i18n._({
        id: 'signal.refund_owed',
        message:
          'It says you are owed a refund or money. Real refunds are paid automatically, not claimed through a message.',
      })
    case 'account_problem':
      return i18n._({
        id: 'signal.account_problem',
        message:
          'It says a payment failed or an account will be closed, a common way to rush you into giving card details.',
      })
    case 'crypto_recovery':
      return i18n._({
        id: 'signal.crypto_recovery',
        message:
          'It offers to recover money you lost. "Recovery" services that contact you are nearly always a second scam.',
      })
    case 'adult_dating':
      return i18n._({
        id: 'signal.adult_dating',
        message: 'It is an unexpected dating or adult offer, often a costly premium service.',
      })
    case 'mobile_offer':
      return i18n._({
        id: 'signal.mobile_offer',
        message: 'It offers a free phone, upgrade or ringtone, a common premium-rate trap.',
      })
    case 'free_offer':
      return i18n._({
        id: 'signal.free_offer',
        message: 'It offers something free or exclusive to get you to act.',
      })
    case 'loan_offer':
      return i18n._({
        id: 'signal.loan_offer',
        message:
          'It offers a loan or to clear your debts without checks. Real lenders must check that you can afford it.',
      })
    case 'unsolicited_contact':
      return i18n._({
        id: 'signal.unsolicited_contact',
        message:
          'A stranger contacts you out of the blue or moves the chat to WhatsApp or Telegram.',
      })
    case 'subscription_trap':
      return i18n._({
        id: 'signal.subscription_trap',
        message: 'A cheap trial turns into a costly monthly payment unless you cancel.',
      })
    case 'url_looks_like_scam_sites':
      return i18n._({
        id: 'signal.url_looks_like_scam_sites',
        message:
          'The web address ({evidence}) is built like the addresses of scam websites we know: its name, ending and shape.',
        values: { evidence },
      })
    case 'scam_wording':
      return i18n._({
        id: 'signal.scam_wording',
        message: 'Its wording is much like scam messages we have seen.',
      })
    case 'premium_rate_number':
      return i18n._({
        id: 'signal.premium_rate_number',
        message: 'It gives a premium-rate or high-cost number to call ({evidence}).',
        values: { evidence },
      })
    case 'personal_number_070':
      return i18n._({
        id: 'signal.personal_number_070',
        message:
          'It gives a 070 number ({evidence}). These look like mobile numbers but can cost a lot and hide who owns them.',
        values: { evidence },
      })
    case 'crypto_address':
      return i18n._({
        id: 'signal.crypto_address',
        message: 'It contains a cryptocurrency wallet address.',
      })
    case 'foreign_bank_account':
      return i18n._({
        id: 'signal.foreign_bank_account',
        message: 'It gives a bank account outside the UK ({evidence}).',
        values: { evidence },
      })
    case 'official_from_free_email':
      return i18n._({
        id: 'signal.official_from_free_email',
        message: 'It claims to be {brand} but comes from a free email address ({evidence}).',
        values: { evidence, brand },
      })
    case 'community_reported':
      return i18n._({
        id: 'signal.community_reported',
        message: 'Reported by {count} people to ScamScreen in the last 30 days.',
        values: { count: signal.params?.count ?? '3' },
      })
    default:
      return i18n._({
        id: 'signal.other',
        message: 'We found another warning sign: {evidence}.',
        values: { evidence },
      })
  }
}

/** A request no genuine organisation makes: its reasons come first. */
function hasNeverEvent(verdict: Verdict): boolean {
  return verdict.signals.some((signal) => signal.neverEvent)
}

function headline(verdict: Verdict, i18n: I18n): string {
  const score = verdict.score
  if (hasNeverEvent(verdict)) {
    return i18n._({
      id: 'analysis.headline.never_event',
      message:
        '**High risk: this is a scam.** It asks for something no genuine bank, police force or HMRC ever asks for. Our score: {score} out of 100.',
      values: { score },
    })
  }
  switch (verdict.riskLevel) {
    case 'High':
      return i18n._({
        id: 'analysis.headline.high',
        message: '**High risk: this looks like a scam.** Our score: {score} out of 100.',
        values: { score },
      })
    case 'Medium':
      return i18n._({
        id: 'analysis.headline.medium',
        message: '**Medium risk: there are warning signs.** Our score: {score} out of 100.',
        values: { score },
      })
    default:
      // Honest about what was noticed: "no warning signs" only when there were none.
      return warningSigns(verdict).length
        ? i18n._({
            id: 'analysis.headline.low_with_signs',
            message:
              '**Low risk: we noticed some warning signs, but not enough to call it a scam.** That is not proof that it is safe. Our score: {score} out of 100.',
            values: { score },
          })
        : i18n._({
            id: 'analysis.headline.low',
            message:
              '**Low risk: we found no warning signs.** That is not proof that it is safe. Our score: {score} out of 100.',
            values: { score },
          })
  }
}

/** The signals that count as warning signs (not those that only change the advice). */
function warningSigns(verdict: Verdict): Signal[] {
  return verdict.signals.filter((s) => s.kind !== 'context' && s.weight > 0)
}

function nextSteps(verdict: Verdict, i18n: I18n, options: WriterOptions): string[] {
  const ids = new Set(verdict.signals.map((s) => s.id))
  const has = (...wanted: string[]) => wanted.some((id) => ids.has(id))
  const steps: string[] = []
  const { forwardSmsNumber, forwardEmail } = options
  const neverEvent = hasNeverEvent(verdict)

  if (neverEvent) {
    steps.push(
      i18n._({
        id: 'step.never_event',
        message:
          '**Stop now.** Do not reply, pay or share anything. If you are on a call, hang up, then call your bank on **159**, from another phone if you can. Forward a scam text free to **{forwardSmsNumber}**.',
        values: { forwardSmsNumber },
      }),
    )
  }
  if (has('victim_paid')) {
    steps.push(
      i18n._({
        id: 'step.lost_money',
        message:
          'If you lost money, call your bank on **159** straight away, then report it to Report Fraud on 0300 123 2040.',
      }),
    )
  } else if (has('victim_shared_details', 'remote_access')) {
    steps.push(
      i18n._({
        id: 'step.call_bank',
        message:
          'If you shared bank details, a code or a password, or let someone control your device, call your bank on **159** now.',
      }),
    )
  }
  if (verdict.riskLevel === 'Low') {
    steps.push(
      i18n._({
        id: 'step.low_risk',
        message:
          'If it later asks for money, codes or personal details, check it again before you act.',
      }),
    )
  } else {
    // The never-event step already says not to reply, and how to forward a text.
    if (!neverEvent) {
      steps.push(
        i18n._({
          id: 'step.dont_engage',
          message: 'Do not reply, click links or call numbers in the message.',
        }),
      )
    }
    steps.push(
      i18n._({
        id: 'step.contact_directly',
        message:
          'To check, contact the organisation using a phone number or website you find yourself, not one from the message.',
      }),
    )
  }
  if (has('family_new_number')) {
    steps.push(
      i18n._({
        id: 'step.family_check',
        message:
          'Before you send anything, call your family member or friend on the number you already have for them.',
      }),
    )
  }
  if (verdict.categories.includes('investment') || verdict.categories.includes('cryptocurrency')) {
    steps.push(
      i18n._({
        id: 'step.fca',
        message: 'Before you invest, check the firm on the FCA Warning List and the FCA Register.',
      }),
    )
  }
  if (has('courier_collection', 'police_impersonation')) {
    steps.push(
      i18n._({
        id: 'step.police',
        message:
          'The police never collect cash or cards. If you are in danger call 999; otherwise call 101.',
      }),
    )
  }
  if (has('sextortion')) {
    steps.push(
      i18n._({
        id: 'step.sextortion',
        message:
          'Do not pay and stop replying. Keep the messages and report it to the police on 101.',
      }),
    )
  }
  if (verdict.riskLevel !== 'Low') {
    const unknown = verdict.channels.length === 0
    if (!neverEvent && (unknown || verdict.channels.includes('text'))) {
      steps.push(
        i18n._({
          id: 'step.forward_text',
          message: 'If it came as a text message, forward it for free to {forwardSmsNumber}.',
          values: { forwardSmsNumber },
        }),
      )
    }
    if (unknown || verdict.channels.includes('email')) {
      steps.push(
        i18n._({
          id: 'step.forward_email',
          message: 'If it came by email, forward it to {forwardEmail}.',
          values: { forwardEmail },
        }),
      )
    }
    if (!has('victim_paid')) {
      steps.push(
        i18n._({
          id: 'step.report_fraud',
          message:
            'If you lost money or gave your details, call your bank on 159 and report it to Report Fraud on 0300 123 2040.',
        }),
      )
    }
  }
  return steps
}

/** The strongest signals explained, one sentence each, in the i18n instance's language. */
export function explainReasons(verdict: Verdict, i18n: I18n): string[] {
  return warningSigns(verdict)
    .slice(0, MAX_REASONS)
    .map((s) => explain(s, i18n))
}

/**
 * The analysis text for a verdict, in the language of the given i18n instance. `reworded`
 * replaces the list of reasons (an optional language model's "- " lines); the headline and the
 * next steps are always the engine's.
 */
export function writeAnalysis(
  verdict: Verdict,
  i18n: I18n,
  options: WriterOptions,
  reworded?: string | null,
): string {
  const reasons =
    reworded ??
    explainReasons(verdict, i18n)
      .map((reason) => `- ${reason}`)
      .join('\n')
  const parts = [headline(verdict, i18n)]
  if (reasons) {
    parts.push(`**${i18n._({ id: 'analysis.noticed', message: 'What we noticed' })}**\n${reasons}`)
  }
  const steps = nextSteps(verdict, i18n, options).map((step) => `- ${step}`)
  parts.push(
    `**${i18n._({ id: 'analysis.next_steps', message: 'What to do now' })}**\n${steps.join('\n')}`,
  )
  if (verdict.limitedLanguage) {
    parts.push(
      i18n._({
        id: 'analysis.limited_language_v2',
        message:
          'This message seems to be in a language we do not read well yet, so we may have missed warning signs.',
      }),
    )
  }
  return parts.join('\n\n')
}
