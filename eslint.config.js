import { readdirSync } from 'node:fs'
import { builtinModules } from 'node:module'

import js from '@eslint/js'
import { importX } from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/** The sub-folders of a folder: each check of api/checks, each feature of src/features. */
const foldersOf = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)

/** A folder of `parent` may import only from itself among its siblings. */
const ownFolderOnly = (parent) =>
  foldersOf(parent).map((name) => ({
    target: `${parent}/${name}`,
    from: parent,
    except: [`./${name}`],
    message: 'One check or feature never imports another: move the shared part down a layer.',
  }))

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'data',
      'coverage',
      'test-results',
      'playwright-report',
      'src/routeTree.gen.ts',
      'api/platform/db/migrations',
      '.tmp',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: {
      ecmaVersion: 2023,
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', 'parent', 'sibling', 'index'],
          'newlines-between': 'always',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
      // TypeScript already resolves every import; the plugin keeps their order and layering.
      'import-x/no-duplicates': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // Layers (DESIGN.md): features and checks never import each other; shared code goes down
    // into components, lib or domain (browser) and engine, enrich, extract or platform (API).
    // src/domain is pure: no app code, no API code, no Node (and no DOM: tsconfig.api.json and
    // tsconfig.worker.json compile it without the DOM library).
    files: ['src/**/*.{ts,tsx}', 'api/**/*.ts', 'workers/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/domain',
              from: ['./src/lib', './src/components', './src/features', './src/routes'],
            },
            // The writer's tests read the real server catalogs.
            { target: './src/domain', from: './api', except: ['./platform/server-i18n.ts'] },
            { target: './src/lib', from: ['./src/components', './src/features', './src/routes'] },
            { target: './src/components', from: ['./src/features', './src/routes'] },
            { target: './src/features', from: './src/routes' },
            ...ownFolderOnly('./src/features'),
            { target: './api/enrich', from: './api/checks' },
            { target: './api/extract', from: ['./api/checks', './api/enrich'] },
            { target: './api/platform', from: ['./api/checks', './api/enrich', './api/extract'] },
            ...ownFolderOnly('./api/checks'),
            { target: './workers', from: ['./src/components', './src/features', './src/routes'] },
          ],
        },
      ],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    ignores: ['src/domain/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: builtinModules.map((name) => ({ name, message: 'src/domain runs in browsers.' })),
          patterns: [{ group: ['node:*'], message: 'src/domain runs in browsers.' }],
        },
      ],
    },
  },
  {
    files: ['src/features/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}'],
    ignores: ['src/lib/zod.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              message: "Import z from src/lib/zod.ts: zod's JIT trips the page's CSP.",
            },
          ],
        },
      ],
    },
  },
)
