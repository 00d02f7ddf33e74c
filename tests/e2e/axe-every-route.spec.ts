import { readdirSync } from 'node:fs'

import { expect } from '@playwright/test'

import { expectNoAxeViolations, openInLocale, test } from './fixtures.ts'

/** Every screen (one route file each), and each tab of the Resources page by its address. */
const ROUTES = readdirSync('src/routes')
  .filter((file) => file.endsWith('.tsx') && !file.startsWith('__'))
  .map((file) => (file === 'index.tsx' ? '/' : `/${file.replace(/\.tsx$/, '')}`))
  .sort()
const TABS = ['legal-disclaimer', 'resources', 'security-toolkit', 'scam-guide'].map(
  (tab) => `/resources?tab=${tab}`,
)

for (const locale of ['en', 'ar']) {
  test(`no axe violations on any route or tab, in ${locale}`, async ({ page }) => {
    // Sixteen axe runs over long pages, on a shared machine.
    test.setTimeout(300_000)
    await openInLocale(page, '/', locale)
    for (const path of [...ROUTES, ...TABS]) {
      await page.goto(path)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expect(page.locator('main h1').first()).toBeVisible()
      await expectNoAxeViolations(page)
    }
  })
}
