import { expect } from '@playwright/test'

import { expectNoAxeViolations, openInLocale, test } from './fixtures.ts'

test.describe('the shell in English', () => {
  test('home shows the safety advice, forwarding links and legal basics', async ({ page }) => {
    await page.goto('/')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Is it a scam? Check before you act.' }),
    ).toBeVisible()
    await expect(page.getByText('Do you know this person?')).toBeVisible()
    await expect(page.getByText('Does the offer seem unusual?')).toBeVisible()
    await expect(page.getByText('Do not provide your bank details.')).toBeVisible()

    await expect(page.getByRole('link', { name: 'Text 7726' })).toHaveAttribute('href', 'sms:7726')
    await expect(page.getByRole('link', { name: 'Email report@phishing.gov.uk' })).toHaveAttribute(
      'href',
      'mailto:report@phishing.gov.uk',
    )
    await expect(page.getByRole('link', { name: 'Call 159' })).toHaveAttribute('href', 'tel:159')

    await expect(page.locator('footer')).toContainText('© 2025')
    await expect(page.locator('footer')).toContainText('not a government or police service')
    await expect(page).toHaveTitle('Check a suspected scam | ScamScreen')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new URL('/', page.url()).href,
    )
  })

  test('describes the app to search engines, without an invented rating or an AI credit', async ({
    page,
  }) => {
    await page.goto('/')
    const data = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    )
    expect(data).toMatchObject({
      '@type': 'WebApplication',
      offers: { price: '0', priceCurrency: 'GBP' },
    })
    expect(data.featureList).toContain('QR code scam check')
    expect(data).not.toHaveProperty('aggregateRating')
    await expect(page.getByText(/crypto investment scams/)).toBeAttached()
    await expect(page.getByRole('link', { name: /Analysis powered by/ })).toHaveCount(0)
  })

  test('home and error screen pass axe', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('h1')).toBeVisible()
    await expectNoAxeViolations(page)
    await page.goto('/no-such-page')
    await expect(page.locator('h1')).toHaveText('Oops! Something went wrong.')
    await expectNoAxeViolations(page)
  })

  test('an unknown path shows the error screen, with a way home and a retry', async ({ page }) => {
    await page.goto('/this/does/not/exist')
    await expect(page.getByRole('heading', { name: 'Oops! Something went wrong.' })).toBeVisible()
    await expect(
      page.getByText('We encountered an error while processing your request.'),
    ).toBeVisible()

    await page.getByRole('button', { name: 'Try Again' }).click()
    await expect(page).toHaveURL(/\/this\/does\/not\/exist$/)
    await expect(page.getByRole('heading', { name: 'Oops! Something went wrong.' })).toBeVisible()

    await page.getByRole('link', { name: 'Return Home' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.locator('h1')).toHaveText('Is it a scam? Check before you act.')
  })

  test('an unknown API path answers JSON, not the app', async ({ request }) => {
    const response = await request.get('/api/nothing-here')
    expect(response.status()).toBe(404)
    expect(await response.json()).toEqual({ error: 'Not found', code: 'NOT_FOUND' })
  })

  test('fits a 360 px phone screen without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 })
    await page.goto('/')
    await expect(page.locator('h1')).toBeVisible()
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
  })
})

test.describe('languages', () => {
  test('Arabic reads right to left and passes axe', async ({ page }) => {
    await openInLocale(page, '/', 'ar')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.locator('h1')).not.toHaveText('Is it a scam? Check before you act.')
    await expectNoAxeViolations(page)
    await page.goto('/no-such-page')
    await expect(page.locator('h1')).not.toHaveText('Oops! Something went wrong.')
    await expectNoAxeViolations(page)
  })

  test('the chosen language survives a reload', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await page.getByLabel('Language').selectOption('cy')
    await expect(page.locator('html')).toHaveAttribute('lang', 'cy')
    const welshTitle = await page.locator('h1').textContent()
    expect(welshTitle).not.toBe('Is it a scam? Check before you act.')

    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('lang', 'cy')
    await expect(page.locator('h1')).toHaveText(welshTitle ?? '')
    expect(await page.evaluate(() => localStorage.getItem('preferred_language'))).toBe('cy')
  })

  test('an unsupported stored language falls back to English', async ({ page }) => {
    await openInLocale(page, '/', 'en')
    await page.addInitScript(() => localStorage.setItem('preferred_language', 'xx'))
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
  })
})
