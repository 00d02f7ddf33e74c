import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

import { LOCALES } from './src/domain/locales.ts'

export default defineConfig({
  sourceLocale: 'en',
  locales: [...LOCALES],
  // A message missing from a catalog shows in English rather than as an id.
  fallbackLocales: { default: 'en' },
  catalogs: [
    { path: '<rootDir>/locales/{locale}/messages', include: ['src'] },
    // The server's analysis text (api/analysis/writer.ts), read at start by api/lib/server-i18n.ts.
    { path: '<rootDir>/locales/{locale}/server', include: ['api'] },
  ],
  format: formatter({ lineNumbers: false }),
})
