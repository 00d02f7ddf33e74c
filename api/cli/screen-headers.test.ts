import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { expect, it } from 'vitest'

import { runScreenOffline } from '../test/screen-cli.ts'

const FIXTURES = path.join(import.meta.dirname, '../../src/domain/email-headers/fixtures')

it('reads the header block of a saved message of any size, and no more', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'screen-headers-'))
  try {
    const large = path.join(dir, 'with-attachment.eml')
    // A 2 MB attachment: far over the 256 KB a header block may have.
    const attachment = `${'QUJD'.repeat(19)}\r\n`.repeat(26_000)
    writeFileSync(
      large,
      `${readFileSync(path.join(FIXTURES, 'gmail-paypal-uk-receipt.eml'), 'utf8')}\r\n${attachment}`,
    )
    const padded = path.join(dir, 'huge-headers.eml')
    writeFileSync(padded, `Received: x\r\n${'X-Pad: a\r\n'.repeat(40_000)}\r\nbody`)
    const lines = runScreenOffline('headers', [
      { id: 'large', path: large },
      { id: 'padded', path: padded },
    ])
    expect(readFileSync(large).length).toBeGreaterThan(2_000_000)
    expect(lines[0]).toMatchObject({
      id: 'large',
      verdict: 'Legitimate',
      sender: { domain: 'paypal.co.uk' },
      summary: { claimedBrand: null },
    })
    expect(lines[1]).toEqual({
      id: 'padded',
      error: 'That is more than 256 KB. Paste only the headers, not the whole message.',
    })
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}, 120_000)

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
