import { expect, test, type Locator, type Page } from '@playwright/test'

/**
 * A slow phone (4× CPU throttling, touch) on the built app: a tap on a link the moment it
 * shows must navigate, whether the app has started, is hydrating the prerendered page
 * (scripts/prerender.mjs) or has not arrived yet.
 */
test.use({ hasTouch: true, isMobile: true, viewport: { width: 412, height: 823 } })

async function openSlowly(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  // Only the HTML is waited for: the test taps while the rest still loads.
  await page.goto('/', { waitUntil: 'commit' })
}

/** Taps the element the moment it is visible, once, where a finger would: no retrying. */
async function tapAsSoonAsVisible(page: Page, target: Locator): Promise<void> {
  await target.waitFor({ state: 'visible' })
  await target.evaluate((element) => element.scrollIntoView({ block: 'center' }))
  const box = await target.boundingBox()
  if (!box) throw new Error('The link has no box')
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2)
}

for (const run of [1, 2, 3]) {
  test(`run ${run}: the navbar's Resources link navigates when tapped at once`, async ({
    page,
  }) => {
    await openSlowly(page)
    await tapAsSoonAsVisible(page, page.locator('.site-header__nav a[href="/resources"]'))
    await expect(page).toHaveURL(/\/resources$/, { timeout: 20_000 })
    await expect(page.locator('main h1')).toBeVisible()
  })

  test(`run ${run}: a home-page tool card navigates when tapped at once`, async ({ page }) => {
    await openSlowly(page)
    await tapAsSoonAsVisible(page, page.locator('.tool-card a[href="/qr-checker"]'))
    await expect(page).toHaveURL(/\/qr-checker$/, { timeout: 20_000 })
    await expect(page.locator('main h1')).toBeVisible()
  })
}
