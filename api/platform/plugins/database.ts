import fp from 'fastify-plugin'

import type { DatabaseHandle } from '../db/client.ts'

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle
  }
}

/** Decorates the app with the open database and closes it with the app. */
export const databasePlugin = fp<{ handle: DatabaseHandle }>(
  async (app, { handle }) => {
    app.decorate('database', handle)
    app.addHook('onClose', () => handle.close())
  },
  { name: 'database' },
)
