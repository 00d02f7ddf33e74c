/**
 * Hostile forms against POST /api/email-headers/eml, which reads a saved message's header block
 * and lets the rest pass unread: each is refused with a readable JSON 4xx, and the server
 * answers its health check afterwards.
 */
import { describe, expect, it } from 'vitest'

import { DRIVERS, useTestApp } from '../helper.ts'

import { expectAlive, expectRefused, hit } from './harness.ts'
import { EXE, MULTIPART_TYPE, field, filePart, multipartBody } from './payloads.ts'

const URL = '/api/email-headers/eml'
const HEADERS =
  'Received: from a.test by b.test; Wed, 25 Nov 2026 10:00:03 +0000\r\nFrom: x@a.test\r\nMessage-ID: <1@a.test>\r\n\r\nbody'

describe.each(DRIVERS)('hostile forms against %s', (driver) => {
  const t = useTestApp(driver, {
    RATE_LIMIT_PER_MINUTE: '100000',
    CHECK_RATE_LIMIT_PER_MINUTE: '100000',
  })
  const post = (payload: string | Buffer, type = MULTIPART_TYPE) =>
    hit(t.app, { method: 'POST', url: URL, payload, headers: { 'content-type': type } })

  it('answers a well-formed message, to show the route works', async () => {
    const response = await post(
      multipartBody([filePart('eml', 'm.eml', Buffer.from(HEADERS), 'message/rfc822')]),
    )
    expect(response.statusCode).toBe(200)
  })

  it('refuses a form with no boundary, cut short, or with no boundary in the body', async () => {
    expectRefused(await post(multipartBody([field('x', 'y')]), 'multipart/form-data'))
    const whole = multipartBody([
      filePart('eml', 'm.eml', Buffer.from(HEADERS.repeat(50)), 'message/rfc822'),
    ])
    expectRefused(await post(whole.subarray(0, whole.length - 200)))
    expectRefused(await post('only text\r\n'.repeat(100), 'multipart/form-data; boundary=absent'))
    await expectAlive(t.app)
  })

  it('refuses JSON, no file, two files, a file in another field, and a program', async () => {
    expectRefused(await post(JSON.stringify({ headers: HEADERS }), 'application/json'))
    expectRefused(await post(multipartBody([field('note', 'no file here')])))
    const message = Buffer.from(HEADERS)
    expectRefused(
      await post(
        multipartBody([filePart('eml', 'a.eml', message), filePart('eml', 'b.eml', message)]),
      ),
    )
    expectRefused(await post(multipartBody([filePart('document', 'a.eml', message)])))
    expectRefused(await post(multipartBody([filePart('eml', 'setup.eml', EXE)])))
    await expectAlive(t.app)
  })
})
