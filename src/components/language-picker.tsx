import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { useId } from 'react'

import { LOCALE_NAMES, LOCALES, isLocale } from '../domain/locales.ts'
import { chooseLocale } from '../lib/i18n.ts'

export function LanguagePicker() {
  const { i18n } = useLingui()
  const id = useId()
  return (
    <div className="language-picker">
      <label htmlFor={id}>
        <Trans>Language</Trans>
      </label>
      <select
        id={id}
        value={i18n.locale}
        onChange={(event) => {
          if (isLocale(event.target.value)) void chooseLocale(event.target.value)
        }}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </div>
  )
}
