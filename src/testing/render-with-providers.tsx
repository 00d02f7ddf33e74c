import { i18n, type Messages } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { render, type RenderResult } from '@testing-library/react'
import type { ReactElement } from 'react'

// Every English catalog of the interface: the shared one and each feature's.
const catalogs = import.meta.glob<Messages>(
  ['../../locales/en/messages.po', '../../locales/en/features/*.po'],
  { eager: true, import: 'messages' },
)
for (const messages of Object.values(catalogs)) i18n.load('en', messages)
i18n.activate('en')

/** Renders a component as the app does, in English. */
export function renderWithProviders(ui: ReactElement): RenderResult {
  return render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>)
}
