/**
 * The database goes away while a person uses the app (issue 26). A server of its own runs the
 * built app on PostgreSQL through a relay the test cuts and restores: a check still gives its
 * verdict and says it could not be saved; a report waits on the phone and is sent by itself
 * once the database is back. Skipped where PostgreSQL is not running.
 */
import { expect } from '@playwright/test'

import { startInstance, type Instance } from '../../api/test/instance.ts'
import {
  createTestPostgresDatabase,
  POSTGRES_ADMIN_URL,
  postgresUnavailableReason,
} from '../../api/test/postgres.ts'
import { startTcpRelay, type TcpRelay } from '../../api/test/tcp-relay.ts'

import { descriptionBox, openHome, test } from './fixtures.ts'

const LOOKALIKE = 'https://royalmail-redelivery.top/pay'

const SCAM_TEXT =
  'Your bank card has been blocked. Reply with the full card number, the expiry date and the ' +
  'three digits on the back so we can unblock it today.'

test.describe('when the database is away', () => {
  test.describe.configure({ mode: 'serial' })
  let relay: TcpRelay
  let server: Instance
  let dropDatabase = async () => {}

  test.beforeAll(async () => {
    test.setTimeout(120_000)
    const unavailable = await postgresUnavailableReason()
    test.skip(Boolean(unavailable), `No PostgreSQL at ${POSTGRES_ADMIN_URL}`)
    const database = await createTestPostgresDatabase()
    dropDatabase = database.drop
    const target = new URL(database.url)
    relay = await startTcpRelay({ host: target.hostname, port: Number(target.port || 5432) })
    target.host = `127.0.0.1:${relay.port}`
    server = await startInstance({
      DATABASE_URL: target.toString(),
      STATIC_DIR: 'dist',
      HOST: 'localhost',
      RATE_LIMIT_PER_MINUTE: '100000',
      CHECK_RATE_LIMIT_PER_MINUTE: '100000',
    })
  })

  test.afterAll(async () => {
    relay?.restore()
    await server?.stop()
    await relay?.close()
    await dropDatabase()
  })

  test('checks still give their verdicts, and say they could not be saved', async ({ page }) => {
    test.setTimeout(120_000)
    await openHome(page, `http://localhost:${server.port}/`)
    relay.cut()
    try {
      await descriptionBox(page).fill(SCAM_TEXT)
      await page.getByRole('button', { name: 'Screen', exact: true }).click()
      await expect(page.getByRole('heading', { name: 'Analysis', level: 2 })).toBeVisible({
        timeout: 30_000,
      })
      const panel = page.locator('.result-panel')
      // A card number with its expiry and security code: High, database or not.
      await expect(panel.locator('.risk-badge')).toHaveText('High risk')
      await expect(
        panel.getByText('This check could not be saved just now, so it has no reference code.'),
      ).toBeVisible()
      await expect(panel.locator('.reference-code__value')).toHaveCount(0)
      // Reactions are kept with a reference code: without one there is nothing to react to.
      await expect(panel.getByRole('button', { name: /^Helpful/ })).toHaveCount(0)

      await page.goto(`http://localhost:${server.port}/website-screening`)
      await page.getByRole('textbox', { name: 'Website address' }).fill(LOOKALIKE)
      await page.getByRole('button', { name: 'Scan Website' }).click()
      const card = page.locator('.website-result')
      await expect(card.locator('.website-result__summary .risk-badge')).toHaveText(
        /^(High|Medium) risk$/,
        { timeout: 60_000 },
      )
      await expect(
        card.getByText('This check could not be saved just now, so it has no reference code.'),
      ).toBeVisible()
    } finally {
      relay.restore()
    }
  })

  test('a report waits on the phone, then is sent by itself when the database is back', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await openHome(page, `http://localhost:${server.port}/community-reports`)
    relay.cut()
    await page
      .getByRole('textbox', { name: 'What happened' })
      .fill('A caller said he was from my bank and asked me to move my savings to a safe account.')
    await page.getByRole('button', { name: 'Submit Report' }).click()
    await expect(
      page.getByText(
        'Saved on this phone. We could not take it just now; it will be sent by itself in a few minutes.',
      ),
    ).toBeVisible({ timeout: 30_000 })
    const yourReports = page.getByRole('region', { name: 'Your reports' })
    await expect(yourReports.getByText('Waiting to be sent')).toBeVisible()

    relay.restore()
    // The server asked to wait 15 s (Retry-After); nothing is tapped meanwhile.
    await expect(yourReports.getByText(/REP-[0-9A-Z]{4}-[0-9A-Z]{4}/)).toBeVisible({
      timeout: 45_000,
    })
    await expect(yourReports.getByText('Waiting to be sent')).toHaveCount(0)
  })
})
