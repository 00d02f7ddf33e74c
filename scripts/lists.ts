/**
 * `npm run lists -- update`: rebuilds the mailbox lists that ship with the app from the
 * maintained packages installed in node_modules (src/domain/email/data/, see its README):
 * - disposable-domains.json: throwaway mailboxes, the union of `mailchecker`,
 *   `disposable-email-domains-js`, `disposable-email-domains` ("*.domain" for wildcards),
 *   `disposable-domains` and `fakefilter` (both follow today's temporary-mail services as they
 *   rotate domains);
 * - free-domains.json: free mailbox providers from `free-email-domains-list`, less every
 *   throwaway domain (its list mixes both), so that each one left is typed free;
 * - lists.json: each list's size, sources (version, publication date) and date.
 * The allow list of real providers (providers.ts) is taken out of the throwaway list first.
 * Nothing is fetched at run time: refresh the packages (npm update) and run this again. The
 * publication dates come from `npm view`, when the registry answers; else the list's date is
 * the day of the refresh.
 */
import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

import { buildMailboxLists } from '../src/domain/email/list-entries.ts'

const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)))
const DATA_DIR = path.join(ROOT, 'src/domain/email/data')
const DISPOSABLE_FILE = path.join(DATA_DIR, 'disposable-domains.json')
const FREE_FILE = path.join(DATA_DIR, 'free-domains.json')
const META_FILE = path.join(DATA_DIR, 'lists.json')
const require = createRequire(import.meta.url)

interface PackageList {
  name: string
  version: string
  license: string
  entries: string[]
}

export interface ListSource {
  name: string
  version: string
  license: string
  /** When that version was published (YYYY-MM-DD), or null when the registry did not say. */
  published: string | null
}

async function readJson(file: string): Promise<unknown> {
  return JSON.parse(await readFile(file, 'utf8'))
}

function stringsIn(value: unknown, what: string): string[] {
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) {
    throw new Error(`${what} is not a list of domain names`)
  }
  return value
}

async function packageInfo(name: string): Promise<{ version: string; license: string }> {
  const info = (await readJson(path.join(ROOT, 'node_modules', name, 'package.json'))) as {
    version: string
    license: string
  }
  return { version: info.version, license: info.license }
}

/** Each package keeps its list its own way. */
const READERS: Record<string, () => unknown> = {
  mailchecker: () => [...(require('mailchecker') as { blacklist(): Set<string> }).blacklist()],
  'disposable-email-domains-js': () =>
    require('disposable-email-domains-js/dist/dict/disposable_email_blocklist.json'),
  'disposable-email-domains': () => [
    ...stringsIn(require('disposable-email-domains/index.json'), 'index.json'),
    ...stringsIn(require('disposable-email-domains/wildcard.json'), 'wildcard.json').map(
      (domain) => `*.${domain}`,
    ),
  ],
  // Its entries are suffixes (a domain and all its subdomains); the domain itself is kept.
  'disposable-domains': () => require('disposable-domains/index.json'),
  fakefilter: () =>
    readFileSync(require.resolve('fakefilter/txt/data.txt'), 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#')),
  'free-email-domains-list': () => [
    ...(require('free-email-domains-list/build/src/constants.js') as { DOMAINS: Set<string> })
      .DOMAINS,
  ],
}

async function readPackage(name: string): Promise<PackageList> {
  const read = READERS[name]
  if (!read) throw new Error(`No reader for ${name}`)
  return { name, ...(await packageInfo(name)), entries: stringsIn(read(), name) }
}

/** The publication date of a package's version, from the registry, or null offline. */
async function publishedOn(name: string, version: string): Promise<string | null> {
  try {
    const { stdout } = await promisify(execFile)(
      'npm',
      ['view', `${name}@${version}`, 'time', '--json'],
      {
        timeout: 30_000,
      },
    )
    const times = JSON.parse(stdout) as Record<string, string>
    return times[version]?.slice(0, 10) ?? null
  } catch {
    return null
  }
}

async function describe(list: PackageList): Promise<ListSource> {
  return {
    name: list.name,
    version: list.version,
    license: list.license,
    published: await publishedOn(list.name, list.version),
  }
}

/** A list is as recent as its newest source; the refresh day when none has a date. */
function listDate(sources: readonly ListSource[], today: string): string {
  const dates = sources.flatMap((source) => (source.published ? [source.published] : []))
  return dates.length ? dates.sort().at(-1)! : today
}

/** One domain a line, so a refresh reads as a diff of domains. */
async function writeList(file: string, entries: readonly string[]): Promise<void> {
  await writeFile(file, `[\n${entries.map((entry) => JSON.stringify(entry)).join(',\n')}\n]\n`)
}

async function update(): Promise<void> {
  const throwawayPackages = await Promise.all(
    [
      'mailchecker',
      'disposable-email-domains-js',
      'disposable-email-domains',
      'disposable-domains',
      'fakefilter',
    ].map(readPackage),
  )
  const freePackages = await Promise.all(['free-email-domains-list'].map(readPackage))
  const lists = buildMailboxLists(
    throwawayPackages.flatMap((list) => list.entries),
    freePackages.flatMap((list) => list.entries),
  )
  if (lists.disposable.length < 10_000 || lists.free.length < 1000) {
    throw new Error('The lists are too small: refusing to write them')
  }
  await writeList(DISPOSABLE_FILE, lists.disposable)
  await writeList(FREE_FILE, lists.free)
  const today = new Date().toISOString().slice(0, 10)
  const disposableSources = await Promise.all(throwawayPackages.map(describe))
  const freeSources = await Promise.all(freePackages.map(describe))
  const meta = {
    disposable: {
      entries: lists.disposable.length,
      date: listDate(disposableSources, today),
      sources: disposableSources,
    },
    free: { entries: lists.free.length, date: listDate(freeSources, today), sources: freeSources },
    refreshed: today,
  }
  await writeFile(META_FILE, `${JSON.stringify(meta, null, 2)}\n`)
  console.log(JSON.stringify({ ...meta, refused: lists.refused.length }))
}

const [command, ...rest] = process.argv.slice(2)
if (command !== 'update' || rest.length > 0) {
  console.error('Usage: npm run lists -- update')
  process.exit(2)
}
await update()
