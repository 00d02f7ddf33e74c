import { defineConfig } from 'drizzle-kit'

// Generates the one migration history that both PGlite and PostgreSQL run.
export default defineConfig({
  dialect: 'postgresql',
  schema: './api/db/schema.ts',
  out: './api/db/migrations',
})
