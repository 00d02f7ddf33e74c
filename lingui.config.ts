import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

import { LOCALES } from './src/domain/locales.ts'

export default defineConfig({
  sourceLocale: 'en',
  locales: [...LOCALES],
  // A message missing from a catalog shows in English rather than as an id.
  fallbackLocales: { default: 'en' },
  catalogs: [
    // The interface text is split so that a page loads only its own: `messages` holds the
    // shell, the shared components and every route file's text; each folder of src/features has
    // a catalog of its own (locales/{locale}/features/<folder>.po), which the routes showing that
    // feature load in their loader (src/lib/i18n.ts, loadFeatureMessages).
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['src'],
      exclude: ['src/domain/engine/**', 'src/features/**'],
    },
    {
      path: '<rootDir>/locales/{locale}/features/{name}',
      include: ['<rootDir>/src/features/{name}/'],
    },
    // The analysis text (the engine's writer and the server's), read at start by
    // api/platform/server-i18n.ts.
    { path: '<rootDir>/locales/{locale}/server', include: ['api', 'src/domain/engine'] },
  ],
  format: formatter({ lineNumbers: false }),
})
