/**
 * Hostile multipart bodies against the upload routes (issue 17, item 6): POST /api/screen,
 * /api/qr-scan, /api/analyze-document and /api/community-reports. Each request is one a browser would never send; each
 * must be refused with a readable JSON 4xx (or, where the form is still a sensible one, answered
 * without taking the bad part), and the server must answer its health check afterwards.
 *
 * Cases that get a 5xx today are `it.fails`, each naming its bug, so the suite documents them
 * and starts failing (to be turned into plain `it`) the day they are fixed.
 */
import { mkdirSync, mkdtempSync, readdirSync, statSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

import { communityReports, screenings, uploads } from '../../platform/db/schema.ts'
import { readUpload } from '../../platform/uploads.ts'
import { DRIVERS, buildTestApp, openTestDatabase, useTestApp } from '../helper.ts'

import {
  expectAlive,
  expectHandled,
  expectRefused,
  hit,
  useMemoryBound,
  expectPrototypeClean,
} from './harness.ts'
import {
  BOUNDARY,
  EXE,
  MULTIPART_TYPE,
  PNG_1X1,
  TEXT_AS_IMAGE,
  TRAVERSAL_NAMES,
  field,
  filePart,
  multipartBody,
  type RawPart,
} from './payloads.ts'

const DESCRIPTION =
  'Royal Mail: your parcel is being held because of an unpaid shipping fee of £1.45. Pay now.'
const MB = 1024 * 1024

interface UploadRoute {
  url: string
  fileField: string
  /** The smallest valid form without the file (the QR scan has no text fields). */
  fields: RawPart[]
  maxFileBytes: number
}

const ROUTES: UploadRoute[] = [
  {
    url: '/api/screen',
    fileField: 'document',
    fields: [field('description', DESCRIPTION)],
    maxFileBytes: 10 * MB,
  },
  { url: '/api/qr-scan', fileField: 'qrImage', fields: [], maxFileBytes: 5 * MB },
  { url: '/api/analyze-document', fileField: 'document', fields: [], maxFileBytes: 10 * MB },
  {
    url: '/api/community-reports',
    fileField: 'supporting_document',
    fields: [field('description', DESCRIPTION)],
    maxFileBytes: 10 * MB,
  },
]

/** A PNG padded with zeros after its end to `size` bytes: the magic bytes of an image. */
function pngOfSize(size: number): Buffer {
  const bytes = Buffer.alloc(size)
  bytes.set(PNG_1X1)
  return bytes
}

/** Every file under `root`, as paths relative to it. */
function filesUnder(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
}

describe.each(DRIVERS)('hostile multipart on %s', (driver) => {
  // DATA_DIR inside a folder of its own, so anything written beside it (../) is seen too.
  const root = mkdtempSync(path.join(tmpdir(), 'scamscreen-hostile-'))
  const dataDir = path.join(root, 'data')
  mkdirSync(dataDir)
  const t = useTestApp(driver, {
    DATA_DIR: dataDir,
    RATE_LIMIT_PER_MINUTE: '100000',
    CHECK_RATE_LIMIT_PER_MINUTE: '100000',
  })
  const memory = useMemoryBound(`multipart on ${driver}`)

  const post = (url: string, payload: string | Buffer, headers: Record<string, string> = {}) =>
    hit(t.app, {
      method: 'POST',
      url,
      payload,
      headers: { 'content-type': MULTIPART_TYPE, ...headers },
    })

  describe.each(ROUTES)('$url', (route) => {
    const { url, fileField, fields, maxFileBytes } = route
    const form = (parts: RawPart[], options?: { close?: boolean }) =>
      post(url, multipartBody(parts, options))

    // Bug: busboy throws "Multipart: Boundary not found" synchronously in request.parts(); the
    // error has no statusCode, so readMultipartForm lets it through as a 500.
    it('refuses multipart/form-data with no boundary (500 today)', async () => {
      const response = await hit(t.app, {
        method: 'POST',
        url,
        headers: { 'content-type': 'multipart/form-data' },
        payload: multipartBody([...fields]),
      })
      expectRefused(response)
    })

    // Bug: busboy's "Unexpected end of multipart data" has no statusCode either: a 500.
    it('refuses a body cut off before its closing boundary (500 today)', async () => {
      expectRefused(await form([...fields, field('note', 'cut here')], { close: false }))
    })

    it('refuses a body cut off in the middle of a file (500 today)', async () => {
      const whole = multipartBody([...fields, filePart(fileField, 'a.png', pngOfSize(4096))])
      expectRefused(await post(url, whole.subarray(0, whole.length - 2000)))
    })

    // The same bug: the body never reaches the boundary, so it "ends unexpectedly".
    it('refuses a body whose boundary never appears (500 today)', async () => {
      const response = await post(url, `no parts here, only text\r\n`.repeat(100), {
        'content-type': 'multipart/form-data; boundary=not-in-the-body',
      })
      expectRefused(response)
    })

    it('refuses 10,000 fields with a 413, reading no further than the limit', async () => {
      const parts = Array.from({ length: 10_000 }, (_, i) => field(`f${i}`, 'x'))
      const started = performance.now()
      // Said as it is: too many fields, not a file too large.
      expect(expectRefused(await form([...fields, ...parts]), 413).error).toBe(
        'The form has too many fields or files.',
      )
      expect(performance.now() - started).toBeLessThan(5000)
    })

    it('refuses two files where the form takes one, with a 413', async () => {
      const response = await form([
        ...fields,
        filePart(fileField, 'a.png', PNG_1X1, 'image/png'),
        filePart(fileField, 'b.png', PNG_1X1, 'image/png'),
      ])
      expect(expectRefused(response, 413).error).toBe('The form has too many fields or files.')
    })

    it('refuses a file in a field the form does not have', async () => {
      const response = await form([...fields, filePart('evil', 'a.png', PNG_1X1, 'image/png')])
      expect(expectRefused(response, 400).error).toContain('Unexpected file field')
    })

    it('refuses parts whose Content-Disposition is garbage or missing (no form left)', async () => {
      // (A missing closing quote, `name="description`, is read leniently as the name it
      // gives: see "NUL bytes" below for what that does with a picture's bytes.)
      for (const disposition of [
        ';;;=\u0001garbage',
        'attachment; filename="x.png"',
        'form-data; name=',
        'form-data; filename="x.png"',
        null,
      ]) {
        const response = await form([
          { disposition, body: DESCRIPTION },
          { disposition, contentType: 'image/png', body: PNG_1X1 },
        ])
        expectRefused(response, 400)
      }
    })

    it('refuses field names that would reach Object.prototype', async () => {
      for (const name of ['__proto__', 'constructor', 'hasOwnProperty', 'toString']) {
        expectRefused(await form([...fields, field(name, 'polluted')]), 400)
      }
      expectPrototypeClean()
    })

    it(`refuses a file 1 byte over its ${maxFileBytes / MB} MB limit with a 413`, async () => {
      const response = await form([
        ...fields,
        filePart(fileField, 'big.png', pngOfSize(maxFileBytes + 1), 'image/png'),
      ])
      expectRefused(response, 413)
    })

    it('refuses an .exe and a PHP script named .png and sent as image/png', async () => {
      expectRefused(
        await form([...fields, filePart(fileField, 'photo.png', EXE, 'image/png')]),
        415,
      )
      if (url === '/api/community-reports') return // a text file is a valid report attachment
      expectRefused(
        await form([...fields, filePart(fileField, 'photo.png', TEXT_AS_IMAGE, 'image/png')]),
        415,
      )
    })

    it('refuses a body that is not multipart at all', async () => {
      for (const [type, payload] of [
        ['application/json', JSON.stringify({ description: DESCRIPTION })],
        ['text/plain', DESCRIPTION],
        ['application/x-www-form-urlencoded', `description=${encodeURIComponent(DESCRIPTION)}`],
      ]) {
        const response = await hit(t.app, {
          method: 'POST',
          url,
          payload,
          headers: { 'content-type': type ?? '' },
        })
        expectRefused(response, [400, 415])
      }
    })
  })

  describe('per route', () => {
    it('screen and reports: of a field sent twice, the last is the one used', async () => {
      const last = `${DESCRIPTION} The second copy.`
      const twice = multipartBody([
        field('description', `${DESCRIPTION} The first copy.`),
        field('description', last),
      ])
      const screened = await post('/api/screen', twice)
      expect(screened.statusCode).toBe(200)
      const [row] = await t.database.db
        .select()
        .from(screenings)
        .where(eq(screenings.id, screened.json().report_id))
      expect(row?.description).toBe(last)

      const reported = await post('/api/community-reports', twice)
      expect(reported.statusCode).toBe(200)
      const [report] = await t.database.db
        .select()
        .from(communityReports)
        .where(eq(communityReports.referenceCode, reported.json().reference_code))
      expect(report?.description).toBe(last)
    })

    it('screen and reports: a file part with no filename is a text field, so binary is refused', async () => {
      // Without a filename the part is a text field, never a file; a picture's bytes (NUL and
      // all) are not text, so the form is refused rather than stored or read.
      const noName: RawPart = {
        disposition: 'form-data; name="document"',
        contentType: 'image/png',
        body: PNG_1X1,
      }
      const screened = await post(
        '/api/screen',
        multipartBody([field('description', DESCRIPTION), noName]),
      )
      expectRefused(screened, 400)
      const reported = await post(
        '/api/community-reports',
        multipartBody([
          field('description', DESCRIPTION),
          { ...noName, disposition: 'form-data; name="supporting_document"' },
        ]),
      )
      expectRefused(reported, 400)
    })

    it('qr-scan: a file part with no filename is no picture: 400', async () => {
      const response = await post(
        '/api/qr-scan',
        multipartBody([
          { disposition: 'form-data; name="qrImage"', contentType: 'image/png', body: PNG_1X1 },
        ]),
      )
      expectRefused(response, 400)
    })

    it('a description over the 64 KB field limit is cut there and refused as too long', async () => {
      for (const url of ['/api/screen', '/api/community-reports']) {
        const response = await post(url, multipartBody([field('description', 'a'.repeat(70_000))]))
        expect(expectRefused(response, 400).error).toMatch(/10,000 characters/)
      }
    })

    it('community reports: a script named .png is kept as the text file it is, never as a .png', async () => {
      const script = Buffer.from(`<?php echo "${Date.now()}"; ?>\n`)
      const response = await post(
        '/api/community-reports',
        multipartBody([
          field('description', DESCRIPTION),
          filePart('supporting_document', 'photo.png', script, 'image/png'),
        ]),
      )
      expect(response.statusCode).toBe(200)
      const [report] = await t.database.db
        .select()
        .from(communityReports)
        .where(eq(communityReports.referenceCode, response.json().reference_code))
      expect(report?.fileType).toBe('text/plain')
      expect(await readUpload(t.database.db, report?.fileSha256 ?? '')).toMatchObject({
        mediaType: 'text/plain',
        extension: 'txt',
      })
    })

    it('refuses a hostile Idempotency-Key on a report', async () => {
      for (const key of ['../../etc/passwd', 'short', 'x'.repeat(129), 'key with spaces!']) {
        const response = await post(
          '/api/community-reports',
          multipartBody([field('description', DESCRIPTION)]),
          { 'idempotency-key': key },
        )
        expect(expectRefused(response, 400).error).toMatch(/Idempotency-Key/)
      }
    })

    it('shrugs off a hostile Accept-Language', async () => {
      for (const language of ['__proto__', '*;q=NaN', 'x'.repeat(8000), '../../etc,en;q=2']) {
        const response = await post(
          '/api/screen',
          multipartBody([field('description', DESCRIPTION)]),
          {
            'accept-language': language,
          },
        )
        expect(response.statusCode).toBe(200)
      }
      expectPrototypeClean()
    })
  })

  describe('NUL bytes in text fields', () => {
    // Bug: PostgreSQL (and PGlite) text cannot hold U+0000; the insert fails and the route
    // answers 500. The failed query's message, logged at error level, carries the person's
    // description (drizzle puts the parameters in it).
    it('screen: a NUL in the description is refused or dropped, not a 500', async () => {
      const response = await post(
        '/api/screen',
        multipartBody([field('description', `${DESCRIPTION}\u0000 and more`)]),
      )
      expectHandled(response)
    })

    it('screen: a NUL in the email or website is refused or dropped, not a 500', async () => {
      const response = await post(
        '/api/screen',
        multipartBody([
          field('description', DESCRIPTION),
          field('email_or_website', 'evil\u0000.example'),
        ]),
      )
      expectHandled(response)
    })

    it('reports: a NUL in the description is refused or dropped, not a 500', async () => {
      const response = await post(
        '/api/community-reports',
        multipartBody([field('description', `${DESCRIPTION}\u0000`)]),
      )
      expectHandled(response)
    })

    it("reports: a NUL in the scammer's name is refused or dropped, not a 500", async () => {
      const response = await post(
        '/api/community-reports',
        multipartBody([field('description', DESCRIPTION), field('scammer_name', 'Dave\u0000')]),
      )
      expectHandled(response)
    })

    it('reports: a NUL in a checked field fails its format check', async () => {
      for (const [name, value] of [
        ['email_address', 'a\u0000b@example.com'],
        ['website_url', 'https://evil\u0000.example'],
        ['phone_number', '07700\u0000900123'],
      ] as const) {
        const response = await post(
          '/api/community-reports',
          multipartBody([field('description', DESCRIPTION), field(name, value)]),
        )
        expectRefused(response, 400)
      }
    })

    // The same bug, reached with no NUL typed: a picture sent in a part with no filename (or
    // with a Content-Disposition missing its closing quote) is a text field, bytes and all.
    it('screen: a picture sent as the description is refused or cleaned, not a 500', async () => {
      const response = await post(
        '/api/screen',
        multipartBody([
          {
            disposition: 'form-data; name="description',
            contentType: 'image/png',
            body: PNG_1X1,
          },
        ]),
      )
      expectHandled(response)
    })

    it('qr-scan takes no text: a NUL field is ignored and the missing picture refused', async () => {
      expectRefused(await post('/api/qr-scan', multipartBody([field('x', '\u0000')])), 400)
    })

    it('a NUL in a field name is no field the form knows', async () => {
      const response = await post(
        '/api/screen',
        multipartBody([field('descr\u0000iption', DESCRIPTION)]),
      )
      expectRefused(response, 400)
    })
  })

  describe('path traversal in file names', () => {
    it('stores consented files only in the database by their SHA-256, whatever they are called', async () => {
      const passwd = statSync('/etc/passwd').mtimeMs
      for (const [index, name] of TRAVERSAL_NAMES.entries()) {
        const screened = await post(
          '/api/screen',
          multipartBody([
            field('description', DESCRIPTION),
            field('consent_to_store', 'true'),
            filePart('document', name, PNG_1X1, 'image/png'),
          ]),
        )
        expect(screened.statusCode).toBe(200)
        // A text attachment per name, so each report writes a file of its own.
        const reported = await post(
          '/api/community-reports',
          multipartBody([
            field('description', DESCRIPTION),
            filePart('supporting_document', name, Buffer.from(`evidence ${index} ${name}\n`)),
          ]),
        )
        expect(reported.statusCode).toBe(200)
        const scanned = await post(
          '/api/qr-scan',
          multipartBody([filePart('qrImage', name, PNG_1X1, 'image/png')]),
        )
        expectRefused(scanned, 422) // no QR code in one pixel; the QR check stores nothing
        // The name as a field name too: it is only ever a key.
        expectHandled(
          await post(
            '/api/screen',
            multipartBody([field('description', DESCRIPTION), field(name, 'x')]),
          ),
        )
      }
      // Nothing a name says reaches any disk: files are kept in the database by their hash.
      // Other tests in this block store files too: every one must have this form.
      expect(filesUnder(root)).toEqual([])
      const stored = await t.database.db
        .select({ sha256: uploads.sha256, extension: uploads.extension })
        .from(uploads)
      expect(stored.length).toBeGreaterThanOrEqual(1 + TRAVERSAL_NAMES.length)
      for (const row of stored) {
        expect(row.sha256).toMatch(/^[0-9a-f]{64}$/)
        expect(row.extension).toMatch(/^(png|txt)$/)
      }
      expect(statSync('/etc/passwd').mtimeMs).toBe(passwd)
    })
  })

  it('kept the heap bounded', () => {
    memory.expectBounded()
  })
})

describe('a client that hangs up in the middle of an upload', () => {
  it('leaves the server answering (a real socket, PGlite only: the database plays no part)', async () => {
    const database = await openTestDatabase('pglite')
    const app = await buildTestApp(database, {
      RATE_LIMIT_PER_MINUTE: '100000',
      CHECK_RATE_LIMIT_PER_MINUTE: '100000',
    })
    try {
      await app.listen({ host: '127.0.0.1', port: 0 })
      const { port } = app.server.address() as AddressInfo
      for (const { url, fileField, fields } of ROUTES) {
        const body = multipartBody([
          ...fields,
          filePart(fileField, 'a.png', pngOfSize(1024 * 1024), 'image/png'),
        ])
        await new Promise<void>((resolve) => {
          const request = httpRequest({
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: url,
            headers: {
              'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
              'content-length': String(body.length),
            },
          })
          request.on('error', () => resolve())
          request.on('close', () => resolve())
          // Half the body, then the connection drops.
          request.write(body.subarray(0, body.length / 2), () => {
            setTimeout(() => request.destroy(), 50)
          })
        })
      }
      await expectAlive(app)
    } finally {
      await app.close()
    }
  })
})
