import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { render, type RenderResult } from '@testing-library/react'
import type { ReactElement } from 'react'

import { messages } from '../../locales/en/messages.po'

i18n.loadAndActivate({ locale: 'en', messages })

/** Renders a component as the app does, in English. */
export function renderWithProviders(ui: ReactElement): RenderResult {
  return render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>)
}
