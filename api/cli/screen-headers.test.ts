import { readFileSync } from 'node:fs'
import path from 'node:path'

import { expect, it } from 'vitest'

import { runScreenOffline } from '../test/screen-cli.ts'

const FIXTURES = path.join(import.meta.dirname, '../../src/domain/email-headers/fixtures')

it('analyses headers from files and from text: the API’s answer plus the id, or the error', () => {
  const lines = runScreenOffline('headers', [
    { id: 'spoof', path: path.join(FIXTURES, 'gmail-hmrc-spoof.eml') },
    { id: 'pasted', headers: readFileSync(path.join(FIXTURES, 'gmail-personal.eml'), 'utf8') },
    { id: 'prose', headers: 'Hello, is this a scam?' },
    { id: 'missing', path: path.join(FIXTURES, 'no-such-file.eml') },
    { id: 'nothing' },
  ])
  expect(lines).toHaveLength(5)
  expect(lines[0]).toMatchObject({
    id: 'spoof',
    verdict: 'Suspicious',
    authentication: { dmarc: { status: 'fail' } },
    sender: { domain: 'gov.uk', ipAddress: '45.133.1.77' },
    summary: { claimedBrand: 'HMRC', sentBy: 'fastsend-mx.net' },
  })
  expect(lines[0]).not.toHaveProperty('reference_code')
  expect(lines[1]).toMatchObject({
    id: 'pasted',
    verdict: 'Legitimate',
    summary: { authenticityScore: 100 },
  })
  expect(lines[2]).toEqual({
    id: 'prose',
    error:
      'This does not look like email headers. Paste the full technical headers, including Received:, Authentication-Results: and Message-ID:, not just From and To.',
  })
  expect(lines[3]).toEqual({ id: 'missing', error: 'Could not read the file' })
  expect(lines[4]).toEqual({ id: 'nothing', error: 'Give "headers" or "path"' })
}, 120_000)
