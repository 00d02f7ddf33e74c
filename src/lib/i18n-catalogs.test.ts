import { readFileSync, readdirSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { FEATURE_CATALOGS } from './i18n.ts'

/** Each English feature catalog, with the folders of src/features its messages come from. */
const catalogs = readdirSync('locales/en/features').map((file) => {
  const text = readFileSync(`locales/en/features/${file}`, 'utf8')
  const folders = [...text.matchAll(/src\/features\/([a-z-]+)\//g)].map((match) => match[1])
  return { name: file.replace(/\.po$/, ''), folders: new Set(folders) }
})

/** The catalogs holding the text of the features a route's file imports. */
function catalogsShown(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  const folders = new Set([...text.matchAll(/from '\.\.\/features\/([a-z-]+)\//g)].map((m) => m[1]))
  return catalogs
    .filter((catalog) => [...folders].some((folder) => catalog.folders.has(folder)))
    .map((catalog) => catalog.name)
}

/** The catalogs a route's loader asks for. */
function catalogsLoaded(file: string): string[] {
  const call = /loadFeatureMessages\(([^)]*)\)/.exec(readFileSync(file, 'utf8'))
  return call ? [...call[1].matchAll(/'([a-z-]+)'/g)].map((m) => m[1]) : []
}

describe('feature catalogs', () => {
  it('are the ones the app knows of', () => {
    expect([...FEATURE_CATALOGS].sort()).toEqual(catalogs.map((catalog) => catalog.name).sort())
  })

  it('hold the text of every folder of src/features', () => {
    const folders = readdirSync('src/features', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
    const covered = new Set(catalogs.flatMap((catalog) => [...catalog.folders]))
    expect(folders.filter((folder) => !covered.has(folder))).toEqual([])
  })

  const routes = readdirSync('src/routes').filter(
    (file) => file.endsWith('.tsx') && !file.startsWith('__'),
  )
  it.each(routes)('%s loads the catalog of every feature it shows', (file) => {
    const path = `src/routes/${file}`
    expect(catalogsLoaded(path).sort()).toEqual(catalogsShown(path).sort())
  })
})
