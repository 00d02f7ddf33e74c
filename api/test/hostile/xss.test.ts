/**
 * Script-injection strings in every text field of every endpoint (issue 17, item 6). The API
 * answers JSON only, so nothing it sends is ever parsed as HTML by a browser (nosniff, a strict
 * CSP); what matters is that it either refuses a string (a readable 4xx) or keeps it as plain
 * text: stored exactly as sent, never escaped, truncated into markup or turned into a link to
 * follow. Whether the pages then show it as text is tests/e2e/hostile-text.spec.ts's job.
 *
 * The app runs on the fake website world, so addresses with a payload in their path are
 * checked against loopback servers only.
 */
import { existsSync } from 'node:fs'

import { eq } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { describe, expect, it } from 'vitest'

import { REPORT_TEXT_FIELDS } from '../../../src/domain/reports/validation.ts'
import { qrPng } from '../../../tests/support/qr-image.ts'
import { analyticsEvents, communityReports, screenings } from '../../platform/db/schema.ts'
import { useFakeWorldApp } from '../fake-world-app.ts'
import { DRIVERS } from '../helper.ts'

import { expectRefused, hit, useMemoryBound } from './harness.ts'
import { MULTIPART_TYPE, XSS_PAYLOADS, field, filePart, multipartBody } from './payloads.ts'

const DESCRIPTION =
  'Royal Mail: your parcel is being held because of an unpaid shipping fee of £1.45. Pay now.'

/** The report fields that are free text: kept as typed. The others have a format to pass. */
const FREE_TEXT_REPORT_FIELDS = new Set(['scammer_name', 'organisation_name', 'location'])

const hasEmailTrust = existsSync(new URL('../../checks/email-trust/route.ts', import.meta.url))

/** An answer a browser can only treat as data: JSON, nosniff, and a CSP with no inline script. */
function expectInertJson(response: LightMyRequestResponse) {
  expect(response.statusCode).toBeLessThan(500)
  expect(response.headers['content-type']).toMatch(/^application\/json/)
  expect(response.headers['x-content-type-options']).toBe('nosniff')
  const csp = String(response.headers['content-security-policy'])
  expect(csp).toContain("default-src 'self'")
  expect(csp).toMatch(/script-src [^;]*'self'/)
  expect(csp).not.toContain("'unsafe-inline'")
  expect(() => response.json()).not.toThrow()
}

describe.each(DRIVERS)('XSS strings on %s', (driver) => {
  const t = useFakeWorldApp(driver)
  const memory = useMemoryBound(`XSS on ${driver}`)

  const multipart = (url: string, parts: Parameters<typeof multipartBody>[0]) =>
    hit(t.app, {
      method: 'POST',
      url,
      payload: multipartBody(parts),
      headers: { 'content-type': MULTIPART_TYPE },
    })
  const json = (url: string, payload: object, headers: Record<string, string> = {}) =>
    hit(t.app, { method: 'POST', url, payload, headers })

  describe.each(XSS_PAYLOADS)('%s', (xss) => {
    it('screen: kept as plain text in the description and the email or website', async () => {
      const description = `${xss} ${DESCRIPTION} ${xss}`
      const response = await multipart('/api/screen', [
        field('description', description),
        field('email_or_website', xss),
      ])
      expectInertJson(response)
      expect(response.statusCode).toBe(200)
      const body = response.json()
      // The analysis is the engine's words about the message, never the message itself.
      expect(body.analysis).not.toContain(xss)
      const [row] = await t.database.db
        .select()
        .from(screenings)
        .where(eq(screenings.id, body.report_id))
      expect(row).toMatchObject({ description, emailOrWebsite: xss })
    })

    it('screen: in the honeypot, a plain answer that stores nothing', async () => {
      const response = await multipart('/api/screen', [
        field('description', DESCRIPTION),
        field('url_confirmation', xss),
      ])
      expectInertJson(response)
      expect(response.json()).not.toHaveProperty('risk_level')
    })

    it.each([...REPORT_TEXT_FIELDS])('community reports: in %s', async (name) => {
      const fields = name === 'description' ? [] : [field('description', DESCRIPTION)]
      const response = await multipart('/api/community-reports', [...fields, field(name, xss)])
      expectInertJson(response)
      if (name !== 'description' && !FREE_TEXT_REPORT_FIELDS.has(name)) {
        // A website, email, phone, date, sort code or account number in the wrong format.
        expectRefused(response, 400)
        return
      }
      expect(response.statusCode).toBe(200)
      const [row] = await t.database.db
        .select()
        .from(communityReports)
        .where(eq(communityReports.referenceCode, response.json().reference_code))
      const stored: Record<string, string | null | undefined> = {
        scammer_name: row?.scammerName,
        organisation_name: row?.organisationName,
        location: row?.location,
        description: row?.description,
      }
      expect(stored[name]).toBe(xss)
    })

    it('community reports and screen: a file field named with it is refused, in JSON', async () => {
      for (const [url, fields] of [
        ['/api/community-reports', [field('description', DESCRIPTION)]],
        ['/api/screen', [field('description', DESCRIPTION)]],
        ['/api/qr-scan', []],
      ] as const) {
        const response = await multipart(url, [
          ...fields,
          filePart(xss, 'a.txt', Buffer.from('hello\n')),
        ])
        expectInertJson(response)
        expectRefused(response, 400)
      }
    })

    it('website screening: refused as a web address', async () => {
      const response = await json('/api/website-screening', { url: xss })
      expectInertJson(response)
      expectRefused(response, [400, 422])
    })

    it('website screening: in a path and query, percent-encoded in the answer', async () => {
      const url = `${t.world.url('acme-kettles.test', `/${xss}`)}?q=${xss}`
      const response = await json('/api/website-screening', { url })
      expectInertJson(response)
      // An address with spaces in it is refused; any other is checked, its markup encoded.
      if (/\s/.test(xss)) return void expectRefused(response, 400)
      expect(response.statusCode).toBe(200)
      const checked: string = response.json().url
      expect(checked).toMatch(/^https:\/\/acme-kettles\.test:\d+\//)
      expect(checked).not.toMatch(/[<>"\s]/)
    })

    it('qr-scan: a code holding it comes back as its text, never as a link to open', async () => {
      const response = await multipart('/api/qr-scan', [
        filePart('qrImage', 'code.png', qrPng(xss), 'image/png'),
      ])
      expectInertJson(response)
      expect(response.statusCode).toBe(200)
      const body = response.json()
      expect(body).toMatchObject({ content: xss, decoded: [{ text: xss }], final_url: null })
      expect(body.payload_type).not.toBe('url')
      expect(body.website ?? null).toBeNull()
    })

    it('reactions: refused as a reaction and as a reference code', async () => {
      const code = (await multipart('/api/screen', [field('description', DESCRIPTION)])).json()
        .reference_code
      const asReaction = await json('/api/reactions', { reference_code: code, reaction: xss })
      expectInertJson(asReaction)
      expectRefused(asReaction, 400)
      const asCode = await json('/api/reactions', { reference_code: xss, reaction: '👍' })
      expectInertJson(asCode)
      expectRefused(asCode, [400, 404])
    })

    it('analytics: refused as an event or device id, kept as text in a property', async () => {
      const event = { event: 'page_view', distinct_id: 'hostile-device-1', properties: {} }
      for (const body of [
        { ...event, event: xss },
        { ...event, distinct_id: xss },
      ]) {
        const response = await json('/api/analytics/event', body)
        expectInertJson(response)
        expectRefused(response, 400)
      }
      const key = `xss-${XSS_PAYLOADS.indexOf(xss)}-${driver}`
      const kept = await json(
        '/api/analytics/event',
        { ...event, properties: { url: xss } },
        { 'idempotency-key': key },
      )
      expect(kept.statusCode).toBe(202)
      const [row] = await t.database.db
        .select()
        .from(analyticsEvents)
        .where(eq(analyticsEvents.idempotencyKey, key))
      expect(row?.properties).toEqual({ url: xss })
    })

    it.runIf(hasEmailTrust)('email trust: refused as an address, inert as a name', async () => {
      for (const email of [xss, `${xss}@acme-kettles.test`, `hello@${xss}`]) {
        const response = await json('/api/email-trust', { email })
        expectInertJson(response)
        expectRefused(response, 400)
      }
      const named = await json('/api/email-trust', {
        email: 'hello@acme-kettles.test',
        display_name: xss,
      })
      expectInertJson(named)
    })
  })

  it('kept the heap bounded', () => {
    memory.expectBounded()
  })
})
