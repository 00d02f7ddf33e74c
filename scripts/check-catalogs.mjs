// Fails when any catalog (app or server) has a missing or empty translation, or a translation whose
// placeholders ({name}) or tags (<0>) differ from the English message: every language ships
// complete, and no translation can break a sentence's variables.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import PO from 'pofile'

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)))
const source = readFileSync(path.join(root, 'src/domain/locales.ts'), 'utf8')
const locales = [...source.matchAll(/^\s+'([a-z]{2})',$/gm)].map((m) => m[1])

/** Top-level placeholders and tags; ICU plural bodies may differ and are not compared. */
function markers(text) {
  const found = []
  let depth = 0
  let name = ''
  for (const char of text) {
    if (char === '{') {
      depth++
      if (depth === 1) name = ''
    } else if (char === '}') {
      if (depth === 1) found.push(`{${name.split(',')[0].trim()}}`)
      depth = Math.max(0, depth - 1)
    } else if (depth === 1) name += char
  }
  for (const tag of text.matchAll(/<\/?\d+\/?>/g)) found.push(tag[0])
  return found.sort().join(' ')
}

function readCatalog(locale, name) {
  const text = readFileSync(path.join(root, 'locales', locale, `${name}.po`), 'utf8')
  return PO.parse(text).items.filter((item) => !item.obsolete)
}

/** Every catalog of a locale by its name: `messages`, `server` and `features/<folder>`. */
function catalogNames(locale) {
  return readdirSync(path.join(root, 'locales', locale), { recursive: true })
    .filter((file) => file.endsWith('.po'))
    .map((file) => file.replaceAll(path.sep, '/').replace(/\.po$/, ''))
    .sort()
}

// The app's catalogs (its English text is the msgid: the shared `messages` and one per feature,
// lingui.config.ts) and the server's (explicit ids; its English text is the English msgstr).
// Every language has every catalog the English has, and no other.
const problems = []
const names = catalogNames('en')
for (const locale of locales) {
  const own = catalogNames(locale)
  for (const name of names.filter((n) => !own.includes(n)))
    problems.push(`${locale}: no ${name}.po`)
  for (const name of own.filter((n) => !names.includes(n)))
    problems.push(`${locale}: ${name}.po is not in English`)
}
for (const name of names) {
  const english = new Map(
    readCatalog('en', name).map((item) => [item.msgid, item.msgstr[0] || item.msgid]),
  )
  for (const locale of locales) {
    let items
    try {
      items = readCatalog(locale, name)
    } catch {
      continue // Reported above.
    }
    for (const item of items) {
      const source = english.get(item.msgid) ?? item.msgid
      const translations = item.msgstr.filter((s) => s.trim() !== '')
      // The app's English catalog needs no msgstr: its msgid is the text.
      if (locale === 'en' && name !== 'server' && translations.length === 0) continue
      if (translations.length === 0) {
        problems.push(`${locale}/${name}: no translation for "${source}"`)
        continue
      }
      const expected = markers(source)
      for (const translation of translations) {
        if (markers(translation) !== expected) {
          problems.push(
            `${locale}/${name}: "${translation}" must keep ${expected || 'no placeholders'} of "${source}"`,
          )
        }
      }
    }
  }
}

if (problems.length > 0) {
  console.error(
    `${problems.length} catalog problem(s):\n${problems.map((p) => `  ${p}`).join('\n')}`,
  )
  process.exit(1)
}
console.log(`All ${locales.length} catalogs are complete.`)
