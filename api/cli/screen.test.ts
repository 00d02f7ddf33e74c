import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { expect, it } from 'vitest'

import { qrPng } from '../../tests/support/qr-image.ts'

it('screens JSON Lines from stdin, one answer per line, errors included', () => {
  const input = [
    JSON.stringify({
      id: 'scam',
      text: 'Royal Mail: pay the £1.45 fee at royalmail-redelivery.com within 24 hours',
    }),
    'not json',
    JSON.stringify({ id: 'ok', text: 'See you at dinner on Friday' }),
  ].join('\n')
  const output = execFileSync('npx', ['tsx', 'api/cli/screen.ts', 'text', '--offline'], {
    input,
    encoding: 'utf8',
  })
  const lines = output
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line))
  expect(lines).toHaveLength(3)
  expect(lines[0]).toMatchObject({ id: 'scam', risk_level: 'High' })
  expect(lines[0].signals).toContainEqual({
    id: 'url_brand_lookalike',
    category: 'impersonation',
    weight: expect.any(Number),
  })
  expect(lines[1]).toEqual({ id: null, error: 'Not a JSON object' })
  expect(lines[2]).toMatchObject({ id: 'ok', risk_level: 'Low', categories: [], signals: [] })
  expect(lines[2].score).toBeLessThanOrEqual(10)
})

it('screens URLs offline: the address, the lookalike check and the threat feeds in the database', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'scamscreen-cli-'))
  const feed = path.join(dataDir, 'openphish.txt')
  writeFileSync(
    feed,
    'https://royalmail-redelivery.com/pay\nhttps://royalmail-redelivery.com/pay\n',
  )
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    INDICATOR_HASH_SECRET: 'test-indicator-secret-0123456789abcdef',
  }
  const imported = JSON.parse(
    execFileSync('npx', ['tsx', 'api/cli/feeds.ts', 'import', feed], { env, encoding: 'utf8' }),
  )
  expect(imported).toMatchObject({
    source: 'openphish',
    format: 'text',
    read: 2,
    imported: 1,
    repeated_in_file: 1,
  })
  const input = [
    JSON.stringify({ id: 'listed', url: 'https://royalmail-redelivery.com/pay' }),
    JSON.stringify({ id: 'lookalike', url: 'paypa1-secure-login.xyz' }),
    JSON.stringify({ id: 'plain', url: 'https://www.bbc.co.uk/news' }),
    JSON.stringify({ id: 'bad', url: 'ftp://example.com' }),
  ].join('\n')
  const lines = execFileSync('npx', ['tsx', 'api/cli/screen.ts', 'url', '--offline'], {
    input,
    env,
    encoding: 'utf8',
  })
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line))
  expect(lines[0]).toMatchObject({ id: 'listed', risk_level: 'High' })
  expect(lines[0].signals.map((s: { id: string }) => s.id)).toContain('threat_feed_listed')
  expect(lines[1].signals.map((s: { id: string }) => s.id)).toContain('url_brand_lookalike')
  expect(lines[2]).toEqual({
    id: 'plain',
    score: 0,
    risk_level: 'Low',
    categories: [],
    signals: [],
  })
  expect(lines[3]).toEqual({ id: 'bad', error: 'Enter a web address, like example.co.uk' })
}, 60_000)

it('reads QR pictures: every code found, the first one checked, errors per line', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'scamscreen-cli-qr-'))
  const picture = (name: string, texts: string | string[]) => {
    const file = path.join(folder, name)
    writeFileSync(file, qrPng(texts))
    return file
  }
  const input = [
    JSON.stringify({ id: 'premium', path: picture('premium.png', 'tel:09011234567') }),
    JSON.stringify({
      id: 'two',
      path: picture('two.png', ['https://royalmail-redelivery.top/pay', 'Table 12']),
    }),
    JSON.stringify({ id: 'missing', path: path.join(folder, 'nope.png') }),
  ].join('\n')
  const lines = execFileSync('npx', ['tsx', 'api/cli/screen.ts', 'qr', '--offline'], {
    input,
    env: { ...process.env, DATA_DIR: folder },
    encoding: 'utf8',
  })
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line))
  expect(lines[0]).toMatchObject({
    id: 'premium',
    risk_level: 'High',
    payload_type: 'phone',
    decoded: [{ text: 'tel:09011234567', format: 'QRCode' }],
  })
  expect(lines[1]).toMatchObject({ id: 'two', payload_type: 'url', risk_level: 'High' })
  expect(lines[1].decoded).toHaveLength(2)
  expect(lines[1].signals.map((s: { id: string }) => s.id)).toContain('url_brand_lookalike')
  expect(lines[2]).toEqual({ id: 'missing', error: 'No such file' })
}, 60_000)
