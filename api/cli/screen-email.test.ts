import { expect, it } from 'vitest'

import { runScreenOffline } from '../test/screen-cli.ts'

type Line = Record<string, unknown> & {
  factors: Array<{ id: string; status: string; finding: string }>
  score_breakdown: Record<string, number>
}

it('checks email addresses offline: the API’s answer plus the id, or the error', () => {
  const lines = runScreenOffline<Line>('email', [
    { id: 'posing', email: 'barclaysfraudteam@gmail.com' },
    { id: 'relay', email: 'shop.x7@duck.com' },
    { id: 'throwaway', email: 'someone@mailinator.com' },
    { id: 'lookalike', email: 'accounts@hmrc-refunds.com' },
    { id: 'bad', email: 'not an address' },
    { id: 'empty' },
  ])
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
