import AxeBuilder from '@axe-core/playwright'
import { expect, test as base, type Page } from '@playwright/test'

/**
 * Resolves once React owns the page: the prerendered copy (scripts/prerender.mjs) is hydrated,
 * or the app has rendered into the empty page. React marks each element it owns with its props.
 * The page's own heading is checked, not only <main>: the route's content is a Suspense
 * boundary of its own, hydrated after the shell around it.
 */
export async function untilHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const heading = document.querySelector('#main h1')
    return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactProps$'))
  })
}

/**
 * Playwright's test, whose page waits after each navigation until the app has hydrated the
 * prerendered copy of the page (scripts/prerender.mjs). `setInputFiles` does not wait for an
 * element to be usable, and a file handed to the copy before then would not reach the app.
 */
export const test = base.extend({
  page: async ({ page }, runTest) => {
    const untilAppRendered = () => untilHydrated(page)
    const goto = page.goto.bind(page)
    const reload = page.reload.bind(page)
    page.goto = async (...args) => {
      const response = await goto(...args)
      await untilAppRendered()
      return response
    }
    page.reload = async (...args) => {
      const response = await reload(...args)
      await untilAppRendered()
      return response
    }
    await runTest(page)
  },
})

/** Runs axe on the page (WCAG 2.2 AA) and fails with the list of violations, if any. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  )
  expect(summary).toEqual([])
}

/** Opens a page in a language, as a returning visitor who chose it before. */
export async function openInLocale(page: Page, path: string, locale: string): Promise<void> {
  await page.addInitScript((chosen) => localStorage.setItem('preferred_language', chosen), locale)
  await page
    .context()
    .addCookies([{ name: 'preferred_language', value: locale, domain: 'localhost', path: '/' }])
  await page.goto(path)
  await expect(page.locator('html')).toHaveAttribute('lang', locale)
}

/** Waits until the service worker controls the page, so the app is cached for offline use. */
export async function waitForOfflineReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      )
    }
  })
}

/**
 * Opens a page (the home page by default) and waits for the first visit's "ready to work
 * offline" toast: toasts show one at a time, so it would otherwise replace the toast a test is
 * looking for.
 */
export async function openHome(page: Page, path = '/'): Promise<void> {
  await page.goto(path)
  await waitForOfflineReady(page)
  const ready = page.getByText('ScamScreen is ready to work offline.')
  await expect(ready).toBeVisible()
  await page.getByRole('button', { name: 'Dismiss' }).click()
  await expect(ready).toHaveCount(0)
}

/** The home form's main text box. */
export const descriptionBox = (page: Page) =>
  page.getByRole('textbox', { name: 'Describe what happened' })
