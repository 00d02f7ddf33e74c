import { readFileSync } from 'node:fs'

import { expect } from '@playwright/test'
import PO from 'pofile'

import { waitForOfflineReady, test } from './fixtures.ts'

test('is installable, with every icon and the share target', async ({ page, request }) => {
  await page.goto('/')
  const href = await page.locator('link[rel="manifest"]').getAttribute('href')
  const manifest = await (await request.get(href ?? '/manifest.webmanifest')).json()
  expect(manifest).toMatchObject({
    short_name: 'ScamScreen',
    start_url: '/',
    display: 'standalone',
  })
  expect(manifest.share_target).toMatchObject({ action: '/share-target', method: 'POST' })
  const purposes = manifest.icons.map(
    (icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`,
  )
  expect(purposes).toEqual(['192x192 any', '512x512 any', '512x512 maskable'])
  for (const icon of manifest.icons) {
    const response = await request.get(icon.src)
    expect(response.headers()['content-type']).toBe('image/png')
  }

  await waitForOfflineReady(page)
  const cdp = await page.context().newCDPSession(page)
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
  // Test contexts are incognito profiles, which Chrome never offers to install into; every
  // other installability rule (manifest, icons, service worker) must pass.
  const errors = installabilityErrors
    .map((error) => error.errorId)
    .filter((id) => id !== 'in-incognito')
  expect(errors).toEqual([])
})

test('works offline after the first visit: reload, navigate, unknown paths', async ({
  page,
  context,
}) => {
  await page.goto('/')
  await waitForOfflineReady(page)
  await expect(
    page.getByRole('status').filter({ hasText: 'ScamScreen is ready to work offline.' }),
  ).toBeVisible()

  await context.setOffline(true)
  await page.reload()
  await expect(page.locator('h1')).toHaveText('Is it a scam? Check before you act.')
  await expect(page.getByText('You are offline.')).toBeVisible()

  await page.goto('/somewhere-unknown')
  await expect(page.getByRole('heading', { name: 'Oops! Something went wrong.' })).toBeVisible()
  await page.getByRole('link', { name: 'Return Home' }).click()
  await expect(page.locator('h1')).toHaveText('Is it a scam? Check before you act.')

  // Another language's catalog is precached too.
  await page.getByLabel('Language').selectOption('pl')
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl')
  await expect(page.locator('h1')).not.toHaveText('Is it a scam? Check before you act.')
})

/** A message's text in a language, as that language's catalog has it. */
function translated(locale: string, catalog: string, english: string): string {
  const { items } = PO.parse(readFileSync(`locales/${locale}/${catalog}.po`, 'utf8'))
  const text = items.find((item) => item.msgid === english)?.msgstr[0]
  if (!text || text === english) throw new Error(`No ${locale} text for "${english}"`)
  return text
}

test('offline in another language, every page has its own text in that language', async ({
  page,
  context,
}) => {
  await page.goto('/')
  await waitForOfflineReady(page)
  await page.getByLabel('Language').selectOption('pl')
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl')
  await context.setOffline(true)

  // A page opened afresh: its features' catalog comes from the precache before it renders.
  await page.goto('/email-headers')
  await expect(
    page.getByRole('button', {
      name: translated('pl', 'features/email-headers', 'Analyse Headers'),
    }),
  ).toBeVisible()
  // A page reached by a link, whose catalog this visit has not loaded yet.
  await page.locator('header a[href="/resources"]').click()
  await expect(
    page.getByRole('heading', { name: translated('pl', 'features/resources', 'Who to contact') }),
  ).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl')
})

test('analytics made offline wait on the device and are delivered once back online', async ({
  page,
  context,
}) => {
  await page.goto('/')
  await waitForOfflineReady(page)
  const waitingEvents = () =>
    page.evaluate(
      () =>
        new Promise<number>((resolve, reject) => {
          const open = indexedDB.open('scamscreen-outbox')
          open.onerror = () => reject(open.error)
          open.onsuccess = () => {
            const request = open.result.transaction('items').objectStore('items').count()
            request.onsuccess = () => resolve(request.result)
          }
        }),
    )
  await expect.poll(waitingEvents).toBe(0)

  await context.setOffline(true)
  await page.goto('/offline-page-view')
  await expect.poll(waitingEvents).toBeGreaterThan(0)

  await context.setOffline(false)
  await page.evaluate(() => window.dispatchEvent(new Event('online')))
  await expect.poll(waitingEvents).toBe(0)
})
