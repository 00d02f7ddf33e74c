/**
 * `npm run lists -- update [FILE]`: rebuilds the disposable email domain list that ships with
 * the app (src/domain/email/data/disposable-domains.json) and its README's version line.
 * Without FILE it reads the `disposable-email-domains` package installed in node_modules
 * (index.json, and wildcard.json written as "*.domain"); with FILE, a JSON array or a text file
 * with one domain a line ("#" starts a comment, "*.domain" covers every subdomain). Nothing is
 * fetched, here or at run time: refresh the package (npm update) or download a file first.
 */
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { domainToASCII, fileURLToPath } from 'node:url'

const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)))
const DATA_DIR = path.join(ROOT, 'src/domain/email/data')
const LIST_FILE = path.join(DATA_DIR, 'disposable-domains.json')
const README_FILE = path.join(DATA_DIR, 'README.md')
const PACKAGE = 'disposable-email-domains'

// A domain name in lower-case ASCII (Punycode for international names), optionally "*." first.
const ENTRY = /^(?:\*\.)?(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9-]{2,63}$/

interface Source {
  entries: string[]
  /** What the README says the list came from. */
  description: string
}

async function readJson(file: string): Promise<unknown> {
  return JSON.parse(await readFile(file, 'utf8'))
}

function stringsIn(value: unknown, file: string): string[] {
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) {
    throw new Error(`${file} is not a JSON array of domain names`)
  }
  return value
}

async function fromPackage(): Promise<Source> {
  const dir = path.join(ROOT, 'node_modules', PACKAGE)
  const { version } = (await readJson(path.join(dir, 'package.json'))) as { version: string }
  const exact = stringsIn(await readJson(path.join(dir, 'index.json')), 'index.json')
  const wildcard = stringsIn(await readJson(path.join(dir, 'wildcard.json')), 'wildcard.json')
  return {
    entries: [...exact, ...wildcard.map((domain) => `*.${domain}`)],
    description: `npm package \`${PACKAGE}\` ${version} (index.json and wildcard.json)`,
  }
}

async function fromFile(file: string): Promise<Source> {
  const text = await readFile(file, 'utf8')
  const entries = text.trimStart().startsWith('[')
    ? stringsIn(JSON.parse(text), file)
    : text.split('\n').map((line) => line.replace(/#.*/, ''))
  return { entries, description: `the file \`${path.basename(file)}\`` }
}

/** Lower case, trimmed, valid, each once, sorted: the same input always gives the same file. */
export function normaliseEntries(entries: readonly string[]): {
  kept: string[]
  refused: string[]
} {
  const kept = new Set<string>()
  const refused: string[] = []
  for (const raw of entries) {
    const text = raw.trim().toLowerCase().replace(/\.$/, '')
    if (!text) continue
    // International names are kept in Punycode, the form an address's domain is checked in.
    const wildcard = text.startsWith('*.')
    const ascii = domainToASCII(wildcard ? text.slice(2) : text)
    const entry = wildcard ? `*.${ascii}` : ascii
    if (ENTRY.test(entry)) kept.add(entry)
    else refused.push(raw.trim())
  }
  return { kept: [...kept].sort(), refused }
}

async function update(file: string | undefined): Promise<void> {
  const source = file ? await fromFile(path.resolve(file)) : await fromPackage()
  const { kept, refused } = normaliseEntries(source.entries)
  if (kept.length < 1000) throw new Error(`Only ${kept.length} domains: refusing a list that small`)
  // One domain a line, so a refresh reads as a diff of domains.
  await writeFile(LIST_FILE, `[\n${kept.map((entry) => JSON.stringify(entry)).join(',\n')}\n]\n`)
  const readme = await readFile(README_FILE, 'utf8')
  const today = new Date().toISOString().slice(0, 10)
  const line = `- Current list: ${kept.length} entries from ${source.description}, updated ${today}.`
  await writeFile(README_FILE, readme.replace(/^- Current list: .*$/m, line))
  console.log(
    JSON.stringify({ file: path.relative(ROOT, LIST_FILE), entries: kept.length, refused }),
  )
}

const [command, file, ...rest] = process.argv.slice(2)
if (command !== 'update' || rest.length > 0) {
  console.error('Usage: npm run lists -- update [FILE]')
  process.exit(2)
}
await update(file)
