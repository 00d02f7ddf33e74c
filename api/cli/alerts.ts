/**
 * `npm run alerts -- list | add "text" [--url URL] | retire ID`: manages the scam warnings on
 * the home page, in the database the server uses (DATABASE_URL, or the embedded one in
 * DATA_DIR; the embedded database allows one process at a time, so stop the server first).
 */
import {
  ALERTS_SHOWN,
  addAlert,
  listCurrentAlerts,
  retireAlert,
} from '../checks/alerts/alerts-repository.ts'
import { loadConfig } from '../config.ts'
import { openDatabase } from '../platform/db/client.ts'

const USAGE = 'Usage: npm run alerts -- list | add "description" [--url URL] | retire ID'
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const config = loadConfig()
const database = await openDatabase(
  config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
)
const [command, ...rest] = process.argv.slice(2)
let exitCode = 0
try {
  if (command === 'list') {
    for (const alert of await listCurrentAlerts(database.db, ALERTS_SHOWN)) {
      console.log(
        `${alert.id}  ${alert.createdAt.toISOString().slice(0, 10)}  ${alert.description}${alert.url ? `  (${alert.url})` : ''}`,
      )
    }
  } else if (command === 'add' && rest[0]?.trim()) {
    const urlFlag = rest.indexOf('--url')
    const alert = await addAlert(
      database.db,
      rest[0].trim(),
      urlFlag > 0 ? rest[urlFlag + 1] : undefined,
    )
    console.log(`Added ${alert?.id}`)
  } else if (command === 'retire' && rest[0] && UUID.test(rest[0])) {
    const retired = await retireAlert(database.db, rest[0])
    console.log(retired ? `Retired ${rest[0]}` : `No alert ${rest[0]}`)
    if (!retired) exitCode = 1
  } else {
    console.error(USAGE)
    exitCode = 2
  }
} finally {
  await database.close()
}
process.exit(exitCode)
