import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

import { LOCALES } from './src/domain/locales.ts'

/** The folders of src/features the home page shows. */
const HOME_PAGE_FEATURES = ['home', 'screening', 'alerts']

export default defineConfig({
  sourceLocale: 'en',
  locales: [...LOCALES],
  // A message missing from a catalog shows in English rather than as an id.
  fallbackLocales: { default: 'en' },
  catalogs: [
    // The interface text is split so that a page loads only its own: `messages` holds the
    // shell, the shared components and every route file's text; each folder of src/features has
    // a catalog of its own (locales/{locale}/features/<folder>.po), which the routes showing that
    // feature load in their loader (src/lib/i18n.ts, loadFeatureMessages). The home page's
    // features share one, `home`: one response rather than three for the first page.
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['src'],
      exclude: ['src/domain/engine/**', 'src/features/**'],
    },
    {
      path: '<rootDir>/locales/{locale}/features/{name}',
      include: ['<rootDir>/src/features/{name}/'],
      exclude: HOME_PAGE_FEATURES.map((folder) => `src/features/${folder}/**`),
    },
    {
      path: '<rootDir>/locales/{locale}/features/home',
      include: HOME_PAGE_FEATURES.map((folder) => `src/features/${folder}/`),
    },
    // The analysis text (the engine's writer and the server's), read at start by
    // api/platform/server-i18n.ts.
    { path: '<rootDir>/locales/{locale}/server', include: ['api', 'src/domain/engine'] },
  ],
  format: formatter({ lineNumbers: false }),
})
