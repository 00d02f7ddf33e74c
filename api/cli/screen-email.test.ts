import { execFileSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { expect, it } from 'vitest'

it('checks email addresses offline: the API’s answer plus the id, or the error', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'scamscreen-cli-email-'))
  const input = [
    JSON.stringify({ id: 'posing', email: 'barclaysfraudteam@gmail.com' }),
    JSON.stringify({ id: 'relay', email: 'shop.x7@duck.com' }),
    JSON.stringify({ id: 'throwaway', email: 'someone@mailinator.com' }),
    JSON.stringify({ id: 'lookalike', email: 'accounts@hmrc-refunds.com' }),
    JSON.stringify({ id: 'bad', email: 'not an address' }),
    JSON.stringify({ id: 'empty' }),
  ].join('\n')
  const lines = execFileSync('npx', ['tsx', 'api/cli/screen.ts', 'email', '--offline'], {
    input,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      INDICATOR_HASH_SECRET: 'test-indicator-secret-0123456789abcdef',
    },
    encoding: 'utf8',
  })
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line))
  expect(lines).toHaveLength(6)
  expect(lines[0]).toMatchObject({
    id: 'posing',
    reference_code: null,
    email: 'barclaysfraudteam@gmail.com',
    provider_type: 'free',
    provider_name: 'Gmail',
    trust_rating: 'Very Low Trust',
    score_breakdown: { not_posing: -10, receives_mail: 0 },
    domain: 'gmail.com',
    is_relay: false,
  })
  // Offline: the lookups say so and earn nothing; local data (reports) is still read.
  const statuses = Object.fromEntries(
    lines[0].factors.map((factor: { id: string; status: string }) => [factor.id, factor.status]),
  )
  expect(statuses).toMatchObject({
    receives_mail: 'not_checked',
    spf: 'not_checked',
    domain_age: 'not_checked',
    website: 'not_checked',
    community_reports: 'earned',
  })
  expect(lines[0].factors[1].finding).toBe('Not checked: this needs an internet connection.')
  expect(lines[1]).toMatchObject({ id: 'relay', provider_type: 'free', is_relay: true })
  expect(lines[2]).toMatchObject({ id: 'throwaway', provider_type: 'disposable' })
  expect(lines[3].score_breakdown.not_lookalike).toBe(-10)
  expect(lines[4]).toEqual({ id: 'bad', error: 'Please enter a valid email address' })
  expect(lines[5]).toEqual({ id: 'empty', error: 'Please enter an email address' })
}, 60_000)
