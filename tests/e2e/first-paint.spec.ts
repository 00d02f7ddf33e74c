import { readdirSync } from 'node:fs'

import { expect, test as base, type Page } from '@playwright/test'

import { test, untilHydrated } from './fixtures.ts'

/** Every screen, as scripts/prerender.mjs renders them. */
const ROUTES = readdirSync('src/routes')
  .filter((file) => file.endsWith('.tsx') && !file.startsWith('__'))
  .map((file) => (file === 'index.tsx' ? '/' : `/${file.replace(/\.tsx$/, '')}`))
  .sort()

/** What the browser paints before any script runs: the page as the server sent it. */
async function withoutScripts(page: Page): Promise<void> {
  await page.route('**/*.js', (route) => route.abort())
}

// The page as the server sends it: no service worker answers instead.
test.use({ serviceWorkers: 'block' })

base.describe('the first screen in the browser’s language', () => {
  base.use({ serviceWorkers: 'block' })

  base.describe('for a Polish browser', () => {
    base.use({ locale: 'pl-PL' })

    base('the home page paints in Polish before the app runs', async ({ page }) => {
      await withoutScripts(page)
      await page.goto('/')
      await expect(page.locator('html')).toHaveAttribute('lang', 'pl')
      await expect(page.locator('.site-header__nav')).toContainText('Zasoby')
      await expect(page.locator('.skip-link')).toHaveText('Przejdź do głównej treści')
    })
  })

  base.describe('for an Arabic browser', () => {
    base.use({ locale: 'ar' })

    base('the home page paints in Arabic, right to left, before the app runs', async ({ page }) => {
      await withoutScripts(page)
      await page.goto('/')
      await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
      await expect(page.locator('.site-header__nav a[href="/resources"]')).not.toHaveText(
        'Resources',
      )
    })
  })

  base('a language picked in the app is the next first screen’s', async ({ page }) => {
    await page.goto('/')
    await untilHydrated(page)
    await page.getByRole('combobox', { name: 'Language' }).selectOption('pl')
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl')
    await withoutScripts(page)
    await page.goto('/resources')
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl')
    await expect(page.locator('.site-header__nav')).toContainText('Zasoby')
  })
})

test.describe('hydrating the prerendered pages', () => {
  for (const locale of ['en-GB', 'pl-PL', 'ar']) {
    test.describe(`in ${locale}`, () => {
      test.use({ locale })

      test('every route hydrates with no error and keeps its first screen', async ({ page }) => {
        const errors: string[] = []
        page.on('console', (message) => {
          // A failed request counts too: Lighthouse's best-practices score counts it.
          if (message.type() === 'error') {
            errors.push(`${page.url()}: ${message.text()}`)
          }
        })
        page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`))
        for (const route of ROUTES) {
          const response = await page.goto(route)
          const served = await response?.text()
          // The server sent the prerendered page in this language; React took it over.
          expect(served, route).toContain(`data-locale="${locale.slice(0, 2)}"`)
          const heading = await page.locator('main h1').first().textContent()
          await untilHydrated(page)
          await page.waitForLoadState('networkidle')
          await expect(page.locator('main h1').first(), route).toHaveText(heading ?? '')
        }
        expect(errors).toEqual([])
      })
    })
  }
})

test.describe('the first screen holds still', () => {
  test.use({ viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true })

  test('no route moves once painted, as its own styles and the app arrive', async ({ page }) => {
    test.slow()
    // Whatever moves is recorded from the first paint (layout shifts no input caused).
    await page.addInitScript(() => {
      const shifts: Array<{ value: number; nodes: string[] }> = []
      Object.assign(window, { __shifts: shifts })
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<
          PerformanceEntry & {
            value: number
            hadRecentInput: boolean
            sources: Array<{ node?: Node }>
          }
        >) {
          if (entry.hadRecentInput) continue
          const nodes = entry.sources.map((source) =>
            source.node instanceof Element ? source.node.className : String(source.node?.nodeName),
          )
          shifts.push({ value: entry.value, nodes })
        }
      }).observe({ type: 'layout-shift', buffered: true })
    })
    // A first visit on a slow phone's CPU: the page paints well before the app has run.
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await cdp.send('Network.enable')
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
    const moved: Record<string, unknown> = {}
    for (const route of ROUTES) {
      await page.goto(route)
      await untilHydrated(page)
      await page.waitForLoadState('networkidle')
      const shifts = await page.evaluate(
        () =>
          (window as unknown as { __shifts: Array<{ value: number; nodes: string[] }> }).__shifts,
      )
      // Google's "good" is under 0.1; a prerendered page should not move at all.
      if (shifts.reduce((sum, shift) => sum + shift.value, 0) >= 0.01) moved[route] = shifts
    }
    expect(moved).toEqual({})
  })
})
