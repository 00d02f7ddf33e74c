/**
 * `npm run feeds -- import FILE [--source NAME] [--replace]` loads a threat feed into the
 * database the server uses: a plain URL list (OpenPhish), URLhaus CSV or PhishTank JSON, the
 * format recognised from the content. Entries already held are skipped and counted.
 * `npm run feeds -- list` shows how many entries each source holds. The embedded database
 * allows one process at a time: stop the server first, or use DATABASE_URL.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { loadConfig } from '../config.ts'
import { parseFeed, type ParsedFeed } from '../enrich/threat-feed-formats.ts'
import { clearFeedSource, feedSummary, importFeedEntries } from '../enrich/threat-feeds.ts'
import { openDatabase } from '../platform/db/client.ts'

const USAGE = 'Usage: npm run feeds -- import FILE [--source NAME] [--replace] | list'

/** The source name: given, or the format's own, or "openphish" / the file's name for lists. */
function sourceName(file: string, feed: ParsedFeed, given: string | undefined): string {
  const name =
    given ?? feed.defaultSource ?? (/openphish/i.test(file) ? 'openphish' : path.parse(file).name)
  return (
    name
      .toLowerCase()
      .replace(/[^a-z0-9_.-]+/g, '-')
      .slice(0, 40) || 'custom'
  )
}

const [command, ...rest] = process.argv.slice(2)
const flag = (name: string) => {
  const index = rest.indexOf(name)
  return index >= 0 ? rest[index + 1] : undefined
}
const file = rest.find((arg, index) => !arg.startsWith('--') && rest[index - 1] !== '--source')

if (command !== 'list' && !(command === 'import' && file)) {
  console.error(USAGE)
  process.exit(2)
}

const config = loadConfig()
const database = await openDatabase(
  config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
)
let exitCode = 0
try {
  if (command === 'list') {
    for (const { source, entries } of await feedSummary(database.db)) {
      console.log(`${source}\t${entries}`)
    }
  } else if (file) {
    const feed = parseFeed(await readFile(file, 'utf8'))
    const source = sourceName(file, feed, flag('--source'))
    const removed = rest.includes('--replace') ? await clearFeedSource(database.db, source) : 0
    const counts = await importFeedEntries(database.db, source, feed.entries)
    console.log(
      JSON.stringify({
        file,
        source,
        format: feed.format,
        read: feed.read,
        imported: counts.inserted,
        already_held: counts.alreadyPresent,
        repeated_in_file: feed.duplicates,
        not_web_addresses: feed.invalid,
        ...(removed ? { replaced: removed } : {}),
      }),
    )
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error))
  exitCode = 1
} finally {
  await database.close()
}
process.exit(exitCode)
