import { readFileSync, readdirSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { FEATURE_CATALOGS } from './i18n.ts'

/** The features a file imports from directly (features do not import each other). */
function importedFeatures(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  return [...new Set([...text.matchAll(/from '\.\.\/features\/([a-z-]+)\//g)].map((m) => m[1]))]
}

/** The catalogs a route's loader asks for. */
function loadedFeatures(file: string): string[] {
  const call = /loadFeatureMessages\(([^)]*)\)/.exec(readFileSync(file, 'utf8'))
  return call ? [...call[1].matchAll(/'([a-z-]+)'/g)].map((m) => m[1]) : []
}

describe('feature catalogs', () => {
  it('has one per folder of src/features', () => {
    const folders = readdirSync('src/features', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
    expect([...FEATURE_CATALOGS].sort()).toEqual(folders.sort())
  })

  const routes = readdirSync('src/routes').filter(
    (file) => file.endsWith('.tsx') && !file.startsWith('__'),
  )
  it.each(routes)('%s loads the catalog of every feature it shows, before it renders', (file) => {
    const path = `src/routes/${file}`
    expect(loadedFeatures(path).sort()).toEqual(importedFeatures(path).sort())
  })
})
