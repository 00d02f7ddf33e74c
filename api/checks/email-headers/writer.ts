/**
 * The email header check's words on the server: why a body was refused (the spec's
 * 'Invalid Input' toast shows them), in the person's language. Every message has an explicit
 * id so that `lingui extract` collects it into locales/<locale>/server.po.
 */
import type { I18n } from '@lingui/core'

import type { HeadersProblem } from '../../../src/domain/email-headers/parse.ts'

export function headersProblemText(problem: HeadersProblem, i18n: I18n): string {
  switch (problem) {
    case 'empty':
      return i18n._({
        id: 'email_headers.error.empty',
        message: 'Please paste the email headers.',
      })
    case 'too_large':
      return i18n._({
        id: 'email_headers.error.too_large',
        message: 'That is more than 256 KB. Paste only the headers, not the whole message.',
      })
    case 'not_headers':
      return i18n._({
        id: 'email_headers.error.not_headers',
        message:
          'This does not look like email headers. Paste the full technical headers, including Received:, Authentication-Results: and Message-ID:, not just From and To.',
      })
  }
}

/** The spec's error title (part 2 §8), sent as `error` beside the explanation in `details`. */
export function invalidInputTitle(i18n: I18n): string {
  return i18n._({ id: 'email_headers.error.title', message: 'Invalid Input' })
}
