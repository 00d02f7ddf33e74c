import { Trans, useLingui } from '@lingui/react/macro'

import {
  REPORT_SHORT_TEXT_MAX_LENGTH,
  SORT_CODE_MAX_LENGTH,
  formatSortCodeInput,
  type ReportTextField,
  type ReportValues,
} from '../../../domain/reports/validation.ts'
import { localIsoDate } from '../model/report-values.ts'

import { LocationField } from './location-field.tsx'
import { ReportInputField } from './report-input-field.tsx'

/**
 * The report's optional details (spec part 2 §3), two columns from tablet width: where the
 * scammer can be found again (website, email, phone, bank account) and what they said they
 * were. The sort code is grouped XX-XX-XX as it is typed.
 */
export function ReportDetailsFields({
  values,
  error,
  set,
  setPhone,
  bankWarning,
}: {
  values: ReportValues
  error: (field: ReportTextField) => string | undefined
  set: (field: ReportTextField, value: string) => void
  setPhone: (value: string) => void
  /** The sort code and account number fail the banks' modulus check. */
  bankWarning: boolean
}) {
  const { t } = useLingui()
  const accountHint = <Trans>Please enter either an 8 digit UK account number or IBAN.</Trans>
  return (
    <div className="report-form__grid">
      <ReportInputField
        id="website_url"
        type="url"
        inputMode="url"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        dir="ltr"
        label={<Trans>Website address (optional)</Trans>}
        hint={<Trans>The website the scammer used, for example www.example.com</Trans>}
        error={error('website_url')}
        value={values.website_url}
        onChange={(value) => set('website_url', value)}
      />
      <ReportInputField
        id="email_address"
        type="email"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        dir="ltr"
        label={<Trans>Email address (optional)</Trans>}
        hint={<Trans>The email address the scammer used</Trans>}
        error={error('email_address')}
        value={values.email_address}
        onChange={(value) => set('email_address', value)}
      />
      <ReportInputField
        id="phone_number"
        type="tel"
        autoComplete="off"
        dir="ltr"
        label={<Trans>Phone number (optional)</Trans>}
        hint={<Trans>The number that called or texted you, for example 07700 900123</Trans>}
        error={error('phone_number')}
        value={values.phone_number}
        onChange={setPhone}
      />
      <ReportInputField
        id="incident_date"
        type="date"
        max={localIsoDate(new Date())}
        label={<Trans>Date of the incident (optional)</Trans>}
        error={error('incident_date')}
        value={values.incident_date}
        onChange={(value) => set('incident_date', value)}
      />
      <ReportInputField
        id="scammer_name"
        autoComplete="off"
        maxLength={REPORT_SHORT_TEXT_MAX_LENGTH}
        label={<Trans>Scammer's name, if known (optional)</Trans>}
        error={error('scammer_name')}
        value={values.scammer_name}
        onChange={(value) => set('scammer_name', value)}
      />
      <ReportInputField
        id="organisation_name"
        autoComplete="off"
        maxLength={REPORT_SHORT_TEXT_MAX_LENGTH}
        label={<Trans>Organisation name (optional)</Trans>}
        hint={<Trans>The company or organisation they said they were from</Trans>}
        error={error('organisation_name')}
        value={values.organisation_name}
        onChange={(value) => set('organisation_name', value)}
      />
      <LocationField
        value={values.location}
        onChange={(value) => set('location', value)}
        error={error('location')}
      />
      <ReportInputField
        id="sort_code"
        inputMode="numeric"
        autoComplete="off"
        maxLength={SORT_CODE_MAX_LENGTH}
        dir="ltr"
        label={<Trans>Sort code (optional)</Trans>}
        hint={<Trans>Of the account you were asked to pay into, for example 20-00-00</Trans>}
        error={error('sort_code')}
        value={values.sort_code}
        onChange={(value) => set('sort_code', formatSortCodeInput(value))}
      />
      <ReportInputField
        id="account_number"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        dir="ltr"
        label={<Trans>Account number (optional)</Trans>}
        hint={accountHint}
        error={error('account_number')}
        warning={
          bankWarning && !error('account_number') && !error('sort_code')
            ? t`This sort code and account number do not match a UK bank account. Check them again. You can still send the report.`
            : undefined
        }
        value={values.account_number}
        onChange={(value) => set('account_number', value)}
      />
    </div>
  )
}
