import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { defineConfig } from '@playwright/test'

import { CHROMIUM, CHROMIUM_ARGS } from './tests/support/chromium.ts'

const PORT = Number(process.env.E2E_PORT ?? 4310)
export const BASE_URL = `http://localhost:${PORT}`

export default defineConfig({
  testDir: 'tests/e2e',
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    // The built app on the real server with a fresh embedded database.
    command: 'node scripts/start.mjs',
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      PORT: String(PORT),
      HOST: 'localhost',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'scamscreen-e2e-')),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
      CHECK_RATE_LIMIT_PER_MINUTE: '100000',
    },
  },
})
