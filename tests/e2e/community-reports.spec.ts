import { expect, type Page } from '@playwright/test'

import { expectNoAxeViolations, openHome, openInLocale, test } from './fixtures.ts'

const REFERENCE_CODE = /REP-[0-9A-Z]{4}-[0-9A-Z]{4}/

/** Opens the report page, its "ready to work offline" toast dismissed. */
const openReports = (page: Page) => openHome(page, '/community-reports')

const description = (page: Page) => page.getByRole('textbox', { name: 'What happened' })
const yourReports = (page: Page) => page.getByRole('region', { name: 'Your reports' })

/** The reports in the device's outbox, read straight from IndexedDB. */
function outboxReports(page: Page) {
  return page.evaluate(
    () =>
      new Promise<Array<{ id: string; status: string; response?: { reference_code?: string } }>>(
        (resolve, reject) => {
          const open = indexedDB.open('scamscreen-outbox')
          open.onerror = () => reject(open.error)
          open.onsuccess = () => {
            const request = open.result.transaction('items').objectStore('items').getAll()
            request.onsuccess = () =>
              resolve(request.result.filter((item: { kind: string }) => item.kind === 'report'))
          }
        },
      ),
  )
}

test.describe('community reporting', () => {
  test('the header and the home page lead to the report form', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('link', { name: 'Report Suspicion' }).click()
    await expect(page).toHaveURL(/\/community-reports$/)
    await expect(page.getByRole('heading', { name: 'Community Reporting', level: 1 })).toBeVisible()
    await expect(page).toHaveTitle('Community Reporting | ScamScreen')
    await page.goto('/')
    await page.getByRole('link', { name: 'Report a scam' }).click()
    await expect(page.getByRole('heading', { name: 'Submit a Report' })).toBeVisible()
  })

  test('online: a report is sent at once and the toast gives its code', async ({ page }) => {
    await openReports(page)
    // Hold the request until the busy state has been seen (a fixed delay can lose the race on
    // a loaded machine); the real API still answers.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/community-reports', async (route) => {
      await held
      await route.continue()
    })
    const sent = page.waitForRequest(
      (request) => request.url().endsWith('/api/community-reports') && request.method() === 'POST',
    )
    await page
      .getByRole('textbox', { name: /Website address/ })
      .fill('https://parcel-fee.example/pay')
    await page.getByRole('textbox', { name: /Phone number/ }).fill('07700 900123')
    await page.getByRole('textbox', { name: /Sort code/ }).fill('200000')
    await expect(page.getByRole('textbox', { name: /Sort code/ })).toHaveValue('20-00-00')
    await description(page).fill('A text said my parcel was held until I paid £1.99 on a website.')
    await page.getByRole('button', { name: 'Submit Report' }).click()
    await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled()
    release()

    const request = await sent
    expect(request.headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/)
    const body = request.postDataBuffer()?.toString('utf8') ?? ''
    expect(body).toContain('name="phone_number"\r\n\r\n+447700900123')
    expect(body).not.toContain('name="email_address"')

    const toast = page.getByRole('status').filter({ hasText: 'Success' })
    await expect(toast).toContainText('Report submitted successfully. Reference code: REP-')
    const code = ((await toast.textContent()) ?? '').match(REFERENCE_CODE)?.[0]
    expect(code).toBeTruthy()
    await expect(description(page)).toHaveValue('')
    await expect(yourReports(page).getByText(code ?? 'none')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Submit Report' })).toBeEnabled()
  })

  test('a missing description: the spec toast, the error summary, and nothing sent', async ({
    page,
  }) => {
    await openReports(page)
    let sent = false
    page.on('request', (request) => {
      if (request.url().endsWith('/api/community-reports')) sent = true
    })
    await page.getByRole('textbox', { name: /Email address/ }).fill('billing@parcel-fee.example')
    await page.getByRole('button', { name: 'Submit Report' }).click()
    await expect(page.getByText('Please provide a description of what happened')).toBeVisible()
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' })
    await expect(summary).toBeFocused()
    await expect(page).toHaveTitle('Error: Community Reporting | ScamScreen')
    await summary.getByRole('link', { name: 'Enter a description of what happened' }).click()
    await expect(description(page)).toBeFocused()
    await expect(page.getByRole('textbox', { name: /Email address/ })).toHaveValue(
      'billing@parcel-fee.example',
    )
    await expectNoAxeViolations(page)
    expect(sent).toBe(false)
  })

  test('offline: the report waits on the phone and is delivered once when back online', async ({
    page,
    context,
  }) => {
    await openReports(page)
    const delivered: number[] = []
    page.on('requestfinished', async (request) => {
      if (request.url().endsWith('/api/community-reports') && request.method() === 'POST') {
        delivered.push((await request.response())?.status() ?? 0)
      }
    })

    await context.setOffline(true)
    await expect(
      page.getByText('You are offline. Your report will be saved on this phone'),
    ).toBeVisible()
    await description(page).fill(
      'A caller said he was from my bank and asked me to move my savings.',
    )
    await page.getByRole('button', { name: 'Submit Report' }).click()
    await expect(
      page.getByText('Saved on this phone. It will be sent when you are back online.'),
    ).toBeVisible()
    await expect(description(page)).toHaveValue('')
    await expect(yourReports(page).getByText('Waiting to be sent')).toBeVisible()
    await expect(yourReports(page).getByText('A caller said he was from my bank')).toBeVisible()
    const [waiting] = await outboxReports(page)
    expect(waiting?.status).toBe('waiting')

    await context.setOffline(false)
    await page.evaluate(() => window.dispatchEvent(new Event('online')))
    const sentRow = yourReports(page).getByText(/Sent\. Reference code:/)
    await expect(sentRow).toBeVisible({ timeout: 20_000 })
    const code = ((await sentRow.textContent()) ?? '').match(REFERENCE_CODE)?.[0]
    expect(code).toBeTruthy()
    await expect(yourReports(page).getByText('Waiting to be sent')).toHaveCount(0)
    // Whichever delivered it (this page or the service worker's background sync), the server
    // holds one report for the key: asking again with it answers the same code.
    const [sentItem] = await outboxReports(page)
    expect(sentItem).toMatchObject({ id: waiting?.id, status: 'sent' })
    expect(sentItem?.response?.reference_code).toBe(code)
    const replay = await page.request.post('/api/community-reports', {
      headers: { 'idempotency-key': waiting?.id ?? '' },
      multipart: { description: 'The same report, once more.' },
    })
    expect(replay.status()).toBe(200)
    expect((await replay.json()).reference_code).toBe(code)
    expect(delivered.filter((status) => status === 200).length).toBeLessThanOrEqual(1)

    // The entry can be removed; it lives only on this phone.
    await yourReports(page)
      .getByRole('button', { name: /^Remove the report from/ })
      .click()
    await expect(yourReports(page).getByText(code ?? 'none')).toHaveCount(0)
  })

  test('offline, the location field suggests UK places from the bundled list', async ({
    page,
    context,
  }) => {
    await openReports(page)
    await context.setOffline(true)
    await page.reload()
    const location = page.getByRole('combobox', { name: 'Location (optional)' })
    await expect(location).toBeEnabled()
    await location.pressSequentially('manch')
    const option = page.getByRole('option', { name: 'Manchester, Greater Manchester' })
    await expect(option).toBeVisible()
    await expect(location).toHaveAttribute('aria-expanded', 'true')
    await location.press('ArrowDown')
    await expect(option).toHaveAttribute('aria-selected', 'true')
    await location.press('Enter')
    await expect(location).toHaveValue('Manchester, Greater Manchester')
    await expect(location).toHaveAttribute('aria-expanded', 'false')
    await context.setOffline(false)
  })

  for (const locale of ['en', 'ar']) {
    test(`has no accessibility violations in ${locale}`, async ({ page }) => {
      await openInLocale(page, '/community-reports', locale)
      const location = page.locator('#location')
      await expect(location).toBeEnabled()
      await expectNoAxeViolations(page)
      // Also with the suggestions open.
      await location.pressSequentially('Lon')
      await expect(page.getByRole('listbox')).toBeVisible()
      await expectNoAxeViolations(page)
    })
  }
})
