/**
 * The report's problems in the person's language. The English is the server's own
 * (REPORT_PROBLEM_MESSAGES, the spec's words where it gives them); a test keeps them equal.
 */
import { useLingui } from '@lingui/react/macro'
import { useCallback } from 'react'

import type { ReportProblem } from '../../../domain/reports/validation.ts'

export function useReportProblemMessage(): (problem: ReportProblem) => string {
  const { t } = useLingui()
  return useCallback(
    (problem: ReportProblem): string => {
      switch (problem) {
        case 'description-missing':
          return t`Please provide a description of what happened`
        case 'description-too-long':
          return t`The description must be 10,000 characters or less`
        case 'phone-uk-mobile':
          return t`UK mobile numbers must be exactly 11 digits (starting with 07) or 12 digits (starting with +44)`
        case 'phone-international-length':
          return t`International numbers must be between 7 and 15 digits long`
        case 'phone-international-format':
          return t`Invalid international number format`
        case 'phone-start':
          return t`Phone number must start with +44, 07 (UK) or + (international)`
        case 'website-format':
          return t`Enter a website address in the correct format, like www.example.com`
        case 'email-format':
          return t`Enter an email address in the correct format, like name@example.com`
        case 'date-format':
          return t`Enter the date of the incident as a real date`
        case 'date-future':
          return t`The date of the incident must be today or in the past`
        case 'name-too-long':
          return t`The scammer's name must be 200 characters or less`
        case 'organisation-too-long':
          return t`The organisation name must be 200 characters or less`
        case 'location-too-long':
          return t`The location must be 200 characters or less`
        case 'sort-code-format':
          return t`Enter a sort code of 6 digits, like 20-00-00`
        case 'account-number-format':
          return t`Please enter either an 8 digit UK account number or IBAN.`
        case 'file-type':
          return t`The selected file must be a PDF, Word document, text file, JPG or PNG`
        case 'file-too-large':
          return t`The selected file must be smaller than 10 MB`
        case 'file-empty':
          return t`The selected file is empty`
      }
    },
    [t],
  )
}
