import { expect, type Page } from '@playwright/test'

import { expectNoAxeViolations, openInLocale, waitForOfflineReady, test } from './fixtures.ts'

/**
 * A Gmail address posing as a bank. The e2e server has no DNS in the sandbox, so its lookups
 * say "could not check" (the API tests run the same check against loopback DNS, RDAP and
 * HTTPS servers); the posing check needs no network and decides the verdict.
 */
const POSING = 'barclaysfraudteam@gmail.com'
/** The server answers within 5 seconds; allow for a loaded machine. */
const CHECK_TIMEOUT = 20_000

const emailBox = (page: Page) => page.getByRole('textbox', { name: 'Email address' })
const checkButton = (page: Page) => page.getByRole('button', { name: 'Check Email' })
const resultHeading = (page: Page) =>
  page.getByRole('heading', { name: 'Email trust analysis', level: 2 })

/** Counts the page's calls to POST /api/email-trust. */
function countChecks(page: Page): () => number {
  let calls = 0
  page.on('request', (request) => {
    if (request.url().endsWith('/api/email-trust') && request.method() === 'POST') calls += 1
  })
  return () => calls
}

test.describe('email trust checker', () => {
  test('a free mailbox posing as a bank: device check at once, then the full result', async ({
    page,
  }) => {
    await page.goto('/email-checker')
    await expect(page).toHaveTitle('Email trust checker | ScamScreen')
    // Hold the request until the device's own check has been seen; the real API then answers.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/email-trust', async (route) => {
      await held
      await route.continue()
    })
    const sent = page.waitForRequest(
      (request) => request.url().endsWith('/api/email-trust') && request.method() === 'POST',
    )
    await emailBox(page).fill(`  ${POSING} `)
    await checkButton(page).click()

    await expect(checkButton(page)).toBeDisabled()
    const device = page.getByRole('region', { name: 'Checked on this device only' })
    await expect(device).toContainText('The name in the address claims to be Barclays')
    release()

    const request = await sent
    expect(request.postDataJSON()).toEqual({ email: POSING })
    expect(request.headers()['accept-language']).toBe('en')

    await expect(resultHeading(page)).toBeVisible({ timeout: CHECK_TIMEOUT })
    await expect(resultHeading(page)).toBeFocused()
    await expect(checkButton(page)).toBeEnabled()
    await expect(device).toHaveCount(0)

    const card = page.getByRole('region', { name: 'Email trust analysis' })
    const code = (await card.locator('.reference-code__value').textContent())?.trim() ?? ''
    expect(code).toMatch(/^ETC-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/)
    await expect(card).toContainText(POSING)
    await expect(card).toContainText('Free (a mailbox anyone can open)')
    await expect(card.locator('.trust-badge')).toHaveText('Very Low Trust')
    await expect(card.getByRole('progressbar')).toHaveAttribute('max', '16')

    const breakdown = page.getByRole('region', { name: 'Score Breakdown' })
    await expect(breakdown).toContainText('Does not pose as an organisation')
    await expect(breakdown).toContainText('Warning sign: 10 points taken away')
    // No DNS here: the lookups say they could not check, and earn nothing.
    await expect(breakdown.getByText(/^Could not check\. Points: 0 of 2$/).first()).toBeVisible()
    const advice = page.getByRole('region', { name: 'Security Recommendations' })
    await expect(advice).toContainText('Barclays does not write from free email addresses')
    const details = page.getByRole('region', { name: 'Analysis Details' })
    await expect(details).toContainText('gmail.com')
    // The lists' dates, so a person can see how current they are.
    await expect(details).toContainText(
      /Throwaway mailboxes: a list of [\d,]+ domains, dated \d{1,2} [A-Z][a-z]+ 20\d\d\./,
    )
    await expect(details).toContainText(/Free mailboxes: a list of [\d,]+ domains, dated/)
  })

  test('the address is checked before any call, and editing clears the error', async ({ page }) => {
    await page.goto('/email-checker')
    const calls = countChecks(page)
    await checkButton(page).click()
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' })
    await expect(summary).toBeFocused()
    await expect(page).toHaveTitle('Error: Email trust checker | ScamScreen')
    await summary.getByRole('link', { name: 'Please enter an email address' }).click()
    await expect(emailBox(page)).toBeFocused()

    await emailBox(page).fill('someone@example')
    await checkButton(page).click()
    await expect(
      summary.getByRole('link', { name: 'Please enter a valid email address' }),
    ).toBeVisible()
    await expect(emailBox(page)).toHaveAttribute('aria-invalid', 'true')

    await emailBox(page).press('m')
    await expect(summary).toHaveCount(0)
    await expect(emailBox(page)).not.toHaveAttribute('aria-invalid', 'true')
    expect(calls()).toBe(0)
  })

  test('offline, the address is checked on the device and nothing is sent', async ({
    page,
    context,
  }) => {
    await page.goto('/email-checker')
    await waitForOfflineReady(page)
    // One check online: the lists of throwaway and free mail domains are not precached (only
    // this checker's users need them), so the service worker keeps them the first time the
    // checker loads them.
    const listLoaded = (name: string) =>
      page.waitForResponse((response) =>
        new RegExp(`/assets/${name}-[\\w-]+\\.js$`).test(response.url()),
      )
    const lists = [listLoaded('disposable-domains'), listLoaded('free-domains')]
    await emailBox(page).fill('first@mailinator.com')
    await checkButton(page).click()
    for (const loaded of await Promise.all(lists)) expect(loaded.ok()).toBe(true)
    await context.setOffline(true)
    // The page, and the list of throwaway domains, come from the service worker's caches.
    await page.reload()
    await expect(checkButton(page)).toBeVisible()
    const calls = countChecks(page)

    await emailBox(page).fill('someone@mailinator.com')
    await checkButton(page).click()
    const device = page.getByRole('region', { name: 'Checked on this device only' })
    await expect(device.getByRole('heading', { level: 2 })).toBeFocused()
    await expect(device).toContainText('The full check needs an internet connection.')
    await expect(device).toContainText('A throwaway mailbox')
    await expect(device).toContainText('someone@mailinator.com')

    // How old the lists are, in words.
    await expect(device).toContainText(
      /Throwaway mailboxes: a list of [\d,]+ domains, dated \d{1,2} [A-Z][a-z]+ 20\d\d\./,
    )

    // A webmail service only the long free list knows (one of Mail.com's domains).
    await emailBox(page).fill('sam@consultant.com')
    await checkButton(page).click()
    await expect(device).toContainText('A consultant.com mailbox.')

    await emailBox(page).fill('quiet.fox@duck.com')
    await checkButton(page).click()
    await expect(device).toContainText('A DuckDuckGo alias')
    await expect(device).toContainText('It is not a throwaway address.')
    expect(calls()).toBe(0)
    await context.setOffline(false)
  })

  test('the page explains the score: factors, warning signs and rating thresholds', async ({
    page,
  }) => {
    await page.goto('/email-checker')
    const explainer = page.getByRole('region', { name: 'How the score works' })
    await expect(explainer.getByRole('row')).toHaveCount(12)
    await expect(explainer).toContainText('Each warning sign takes 10 points away')
    await expect(explainer).toContainText('Very High Trust: 15 to 16 points')
    await expect(explainer).toContainText('Very Low Trust: 0 to 3 points')
  })

  test('the home page’s “Email address checker” card leads here', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('link', { name: 'Email address checker' }).click()
    await expect(page).toHaveURL(/\/email-checker$/)
    await expect(page.getByRole('heading', { name: 'Email trust checker', level: 1 })).toBeVisible()
  })
})

test.describe('accessibility of the email trust checker', () => {
  test('the form, its error and a result pass axe in English', async ({ page }) => {
    await page.goto('/email-checker')
    await expect(checkButton(page)).toBeVisible()
    await expectNoAxeViolations(page)

    await checkButton(page).click()
    await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeVisible()
    await expectNoAxeViolations(page)

    await emailBox(page).fill(POSING)
    await checkButton(page).click()
    await expect(resultHeading(page)).toBeVisible({ timeout: CHECK_TIMEOUT })
    await expectNoAxeViolations(page)
  })

  test('the form and a result pass axe in Arabic, right to left', async ({ page }) => {
    await openInLocale(page, '/email-checker', 'ar')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.locator('#email-address')).toBeVisible()
    await expectNoAxeViolations(page)

    await page.locator('#email-address').fill(POSING)
    await page.locator('.email-form button[type="submit"]').click()
    await expect(page.locator('.email-result')).toBeVisible({ timeout: CHECK_TIMEOUT })
    await expect(page.locator('.email-result .reference-code__value')).toHaveText(/^ETC-/)
    // The server answered in Arabic too.
    await expect(page.locator('.email-result .fact-list__value').first()).not.toContainText(
      'Anyone can open',
    )
    await expectNoAxeViolations(page)
  })
})
