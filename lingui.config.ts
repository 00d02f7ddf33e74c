import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

import { LOCALES } from './src/domain/locales.ts'

export default defineConfig({
  sourceLocale: 'en',
  locales: [...LOCALES],
  // A message missing from a catalog shows in English rather than as an id.
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['src'],
      exclude: ['src/domain/engine/**'],
    },
    // The analysis text (the engine's writer and the server's), read at start by
    // api/platform/server-i18n.ts.
    { path: '<rootDir>/locales/{locale}/server', include: ['api', 'src/domain/engine'] },
  ],
  format: formatter({ lineNumbers: false }),
})
