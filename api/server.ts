/** Starts ScamScreen: validates the configuration, opens the database, listens. */
import closeWithGrace from 'close-with-grace'

import { buildApp } from './app.ts'
import { ConfigError, loadConfig } from './config.ts'
import { openDatabase } from './platform/db/client.ts'

async function main() {
  let config
  try {
    config = loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }

  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
  )
  const app = await buildApp({
    config,
    database,
    logger: { level: config.logLevel },
  })
  app.server.requestTimeout = 120_000
  app.server.headersTimeout = 30_000
  app.server.keepAliveTimeout = 65_000

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an error')
    else app.log.info(`${signal} received, closing`)
    await app.close()
  })

  await app.listen({ port: config.port, host: config.host })
  app.log.info(
    `ScamScreen is ready on http://${config.host}:${config.port} (database: ${database.driver})`,
  )
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
