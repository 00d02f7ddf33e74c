/**
 * The document analyser's words, in the person's language: one sentence per marker, the
 * recommendation, and the messages for files that cannot be read. Every message has an explicit
 * id, so `lingui extract` collects it into locales/<locale>/server.po.
 */
import type { I18n } from '@lingui/core'

import type { DocumentRiskLevel } from '../../../src/domain/documents/limits.ts'
import type { DocumentMarker } from '../../../src/domain/documents/markers.ts'

/** A marker in a sentence; `body` is the public body the letter claims to come from. */
export function markerText(marker: DocumentMarker, i18n: I18n): string {
  const body = marker.params?.body ?? ''
  const evidence = marker.evidence
  switch (marker.id) {
    case 'javascript':
      return i18n._({
        id: 'document.marker.javascript',
        message: 'The PDF contains JavaScript code. Letters and invoices never need it.',
      })
    case 'auto_action':
      return i18n._({
        id: 'document.marker.auto_action',
        message: 'The PDF is set to do something by itself when it is opened.',
      })
    case 'launch_action':
      return i18n._({
        id: 'document.marker.launch_action',
        message: 'The PDF tries to start a program on your device.',
      })
    case 'embedded_file':
      return i18n._({
        id: 'document.marker.embedded_file',
        message: 'Another file is hidden inside the PDF. Do not open it.',
      })
    case 'submit_form':
      return i18n._({
        id: 'document.marker.submit_form',
        message: 'The PDF has a form that sends what you type to a website.',
      })
    case 'rich_media':
      return i18n._({
        id: 'document.marker.rich_media',
        message: 'The PDF contains embedded media or Flash content.',
      })
    case 'remote_goto':
      return i18n._({
        id: 'document.marker.remote_goto',
        message: 'The PDF links to another document outside this file.',
      })
    case 'hidden_names':
      return i18n._({
        id: 'document.marker.hidden_names',
        message: 'Parts of the PDF are disguised to hide them from security scanners ({evidence}).',
        values: { evidence },
      })
    case 'online_editor':
      return body
        ? i18n._({
            id: 'document.marker.online_editor_official',
            message:
              'It claims to be from {body} but was made with an online PDF tool ({evidence}).',
            values: { body, evidence },
          })
        : i18n._({
            id: 'document.marker.online_editor',
            message: 'It was made or changed with an online PDF tool ({evidence}).',
            values: { evidence },
          })
    case 'edited_after_creation':
      return i18n._({
        id: 'document.marker.edited_after_creation',
        message: 'The file was changed after it was first made.',
      })
    case 'made_recently_at_night':
      return i18n._({
        id: 'document.marker.made_recently_at_night',
        message:
          'It claims to be from {body} but the file was made in the last few days, at night.',
        values: { body },
      })
    case 'bank_details_changed':
      return i18n._({
        id: 'document.marker.bank_details_changed',
        message:
          'It says the bank details have changed. This is the most common invoice fraud: call the company on a number you already know before paying.',
      })
    case 'account_fails_check':
      return i18n._({
        id: 'document.marker.account_fails_check',
        message: 'The sort code and account number ({evidence}) do not pass the banks’ own check.',
        values: { evidence },
      })
    case 'iban_fails_check':
      return i18n._({
        id: 'document.marker.iban_fails_check',
        message: 'The IBAN {evidence} has wrong check digits.',
        values: { evidence },
      })
    case 'mobile_on_official_letter':
      return i18n._({
        id: 'document.marker.mobile_on_official_letter',
        message: 'It claims to be from {body} but gives a mobile number ({evidence}).',
        values: { body, evidence },
      })
    case 'webmail_on_official_letter':
      return i18n._({
        id: 'document.marker.webmail_on_official_letter',
        message: 'It claims to be from {body} but gives a free email address ({evidence}).',
        values: { body, evidence },
      })
    case 'bailiff_threat':
      return i18n._({
        id: 'document.marker.bailiff_threat',
        message: 'It threatens bailiffs, arrest or court within hours or days, to rush you.',
      })
    case 'official_bank_transfer':
      return i18n._({
        id: 'document.marker.official_bank_transfer',
        message:
          'It claims to be from {body} and asks you to pay by bank transfer to an account it gives.',
        values: { body },
      })
    case 'gift_card_payment':
      return i18n._({
        id: 'document.marker.gift_card_payment',
        message: 'It asks for payment in gift cards or vouchers. No real organisation does this.',
      })
    case 'reference_wrong_format':
      return i18n._({
        id: 'document.marker.reference_wrong_format',
        message: 'The reference {evidence} is not in the format {body} uses.',
        values: { body, evidence },
      })
    case 'vat_number_fails_check':
      return i18n._({
        id: 'document.marker.vat_number_fails_check',
        message: 'The VAT number {evidence} is not a valid UK VAT number.',
        values: { evidence },
      })
    case 'company_number_wrong_format':
      return i18n._({
        id: 'document.marker.company_number_wrong_format',
        message: 'The company number {evidence} is not in the Companies House format.',
        values: { evidence },
      })
    case 'risky_link':
      return i18n._({
        id: 'document.marker.risky_link',
        message: 'A link in the document looks like a scam website: {evidence}',
        values: { evidence },
      })
    case 'risky_qr_code':
      return i18n._({
        id: 'document.marker.risky_qr_code',
        message: 'A QR code in the document leads to a website that looks like a scam: {evidence}',
        values: { evidence },
      })
    case 'sign_in_page':
      return i18n._({
        id: 'document.marker.sign_in_page',
        message:
          'It is a picture of a page asking you to sign in or enter card details for {body}. Scam links lead to copies of such pages: only sign in from the app or an address you type yourself.',
        values: { body },
      })
    case 'locked_file':
      return i18n._({
        id: 'document.marker.locked_file',
        message:
          'It is locked with a password, so we could not read it. Fraudsters lock attachments so that email filters cannot look inside, and send the password in the message.',
      })
    case 'damaged_file':
      return i18n._({
        id: 'document.marker.damaged_file',
        message:
          'It is damaged, so we could not read it. A file that will not open is sometimes sent to get you to try another app, a website or "enable" something.',
      })
  }
}

/** What to do, by risk level; a claimed public body and a change of bank details add advice. */
export function recommendationText(
  level: DocumentRiskLevel,
  options: {
    body: string | null
    bankDetailsChanged: boolean
    /** Warning signs are shown: a Low answer must not then say there were none. */
    hasIndicators: boolean
    unreadable: 'locked' | 'damaged' | null
  },
  i18n: I18n,
): string {
  const { body } = options
  const parts: string[] = []
  if (options.unreadable) {
    parts.push(
      i18n._({
        id: 'document.recommendation.unreadable',
        message:
          'Do not look for a password or another way to open it unless you were expecting this file from someone you know. Ask the sender to confirm, using a phone number or address you already have, not one in the message.',
      }),
    )
  } else if (level === 'HIGH_RISK') {
    parts.push(
      body
        ? i18n._({
            id: 'document.recommendation.high_official',
            message:
              'Do not pay, call or reply using the details in this document. Contact {body} using a phone number or website you find yourself, such as on GOV.UK.',
            values: { body },
          })
        : i18n._({
            id: 'document.recommendation.high',
            message:
              'Do not pay, call or reply using the details in this document. Contact the sender using details you already trust, such as an earlier bill or their official website.',
          }),
    )
  } else if (level === 'NEEDS_VERIFICATION') {
    parts.push(
      i18n._({
        id: 'document.recommendation.verify',
        message:
          'Check this document before you act: contact the sender using details you find yourself, not the ones in the document.',
      }),
    )
  } else if (options.hasIndicators) {
    parts.push(
      i18n._({
        id: 'document.recommendation.low_noticed',
        message:
          'We noticed the things listed here, but not enough to call it a scam. Before you pay or share details, check with the sender using details you already trust.',
      }),
    )
  } else {
    parts.push(
      i18n._({
        id: 'document.recommendation.low',
        message:
          'We found no strong signs of fraud. If it asks you to pay or share details, still check with the sender using details you already trust.',
      }),
    )
  }
  if (options.bankDetailsChanged && level !== 'HIGH_RISK') {
    parts.push(
      i18n._({
        id: 'document.recommendation.bank_change',
        message:
          'Never pay to new bank details without calling the company on a number you already know.',
      }),
    )
  }
  return parts.join(' ')
}

export type DocumentProblem =
  'no_file' | 'too_large' | 'unsupported' | 'too_complex' | 'damaged' | 'timeout'

/** Why a file was refused, in the person's language (spec §8's words where it has them). */
export function problemText(problem: DocumentProblem, i18n: I18n): string {
  switch (problem) {
    case 'no_file':
      return i18n._({ id: 'document.error.no_file', message: 'Choose a document to analyse.' })
    case 'too_large':
      return i18n._({ id: 'document.error.too_large', message: 'File size must be less than 10MB' })
    case 'unsupported':
      return i18n._({
        id: 'document.error.unsupported',
        message: 'Please upload a PDF or image file',
      })
    case 'too_complex':
      return i18n._({
        id: 'document.error.too_complex',
        message:
          'This file is too large or complex to read. Upload a smaller file, or a screenshot of the part that matters.',
      })
    case 'damaged':
      return i18n._({
        id: 'document.error.damaged',
        message:
          'This file seems to be damaged and could not be read. Try saving or exporting it again.',
      })
    case 'timeout':
      return i18n._({
        id: 'document.error.timeout',
        message:
          'This file took too long to read. Try a smaller file or a screenshot of the part that matters.',
      })
  }
}
