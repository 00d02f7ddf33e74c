import { defineConfig } from 'drizzle-kit'

// Generates the one migration history that both PGlite and PostgreSQL run.
export default defineConfig({
  dialect: 'postgresql',
  schema: './api/platform/db/schema.ts',
  out: './api/platform/db/migrations',
})
