// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { createQueryClient } from '../../../lib/query-client.ts'
import { renderWithProviders } from '../../../testing/render-with-providers.tsx'

import { EmailCheckerTool } from './email-checker-tool.tsx'

vi.mock('../../../lib/analytics.ts', () => ({ track: vi.fn() }))

const factor = (
  id: string,
  points: number,
  maxPoints: number,
  status: string,
  finding: string,
) => ({ id, points, max_points: maxPoints, status, finding })

/** What the server answers for a Gmail address posing as a bank, DNS unreachable. */
const POSING_ANSWER = {
  reference_code: 'ETC-7K4Q-X2MD',
  email: 'barclaysfraudteam@gmail.com',
  provider_type: 'free',
  provider_name: 'Gmail',
  trust_score: 0,
  trust_rating: 'Very Low Trust',
  score_breakdown: { provider_type: 0, not_posing: -10 },
  recommendations: [
    'Do not reply. Barclays does not write from free email addresses.',
    'Forward suspicious emails to report@phishing.gov.uk.',
  ],
  analysis_timestamp: '2026-11-25T10:00:00.000Z',
  factors: [
    factor('provider_type', 0, 2, 'none', 'A Gmail mailbox.'),
    factor('receives_mail', 0, 2, 'not_checked', 'Could not check: the lookup failed.'),
    factor('spf', 1, 1, 'earned', 'It publishes an SPF record.'),
    factor('not_posing', -10, 1, 'none', 'The name in the address claims to be Barclays.'),
    factor('made_up_factor', 5, 5, 'earned', 'An odd factor is dropped.'),
  ],
  domain: 'gmail.com',
  is_relay: false,
}

function stubServer(answer: () => Response | Promise<Response>) {
  const bodies: unknown[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      bodies.push(JSON.parse(String(init?.body ?? 'null')))
      return answer()
    }),
  )
  return bodies
}

function renderTool() {
  renderWithProviders(
    <QueryClientProvider client={createQueryClient()}>
      <EmailCheckerTool />
    </QueryClientProvider>,
  )
}

const emailBox = () => screen.getByRole('textbox', { name: 'Email address' })
const checkButton = () => screen.getByRole('button', { name: 'Check Email' })

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn()
  document.title = 'Email trust checker | ScamScreen'
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('EmailCheckerTool', () => {
  it.each([
    { typed: '   ', message: 'Please enter an email address' },
    { typed: 'someone@example', message: 'Please enter a valid email address' },
  ])('says "$message" for "$typed", sends nothing, and editing clears it', async (example) => {
    const bodies = stubServer(() => Response.json(POSING_ANSWER))
    renderTool()
    await userEvent.type(emailBox(), example.typed)
    await userEvent.click(checkButton())
    const summary = screen.getByRole('alert', { name: 'There is a problem' })
    expect(summary).toHaveFocus()
    expect(within(summary).getByRole('link', { name: example.message })).toHaveAttribute(
      'href',
      '#email-address',
    )
    expect(emailBox()).toHaveAccessibleDescription(new RegExp(`Error: ${example.message}`))
    expect(document.title).toBe('Error: Email trust checker | ScamScreen')
    expect(bodies).toEqual([])

    await userEvent.type(emailBox(), 'x')
    expect(screen.queryByRole('alert', { name: 'There is a problem' })).not.toBeInTheDocument()
    expect(emailBox()).not.toHaveAttribute('aria-invalid')
  })

  it('checks a trimmed address and shows every card of the result', async () => {
    const bodies = stubServer(() => Response.json(POSING_ANSWER))
    renderTool()
    await userEvent.type(emailBox(), '  barclaysfraudteam@gmail.com ')
    await userEvent.click(checkButton())

    const heading = await screen.findByRole('heading', { name: 'Email trust analysis' })
    await waitFor(() => expect(heading).toHaveFocus())
    expect(bodies).toEqual([{ email: 'barclaysfraudteam@gmail.com' }])
    const card = screen.getByRole('region', { name: 'Email trust analysis' })
    expect(card).toHaveTextContent('ETC-7K4Q-X2MD')
    expect(card).toHaveTextContent('barclaysfraudteam@gmail.com')
    expect(card).toHaveTextContent('Free (a mailbox anyone can open)')
    expect(card).toHaveTextContent('Very Low Trust')
    expect(within(card).getByRole('progressbar', { name: 'Trust score: 0 out of 16' })).toHaveValue(
      0,
    )

    const breakdown = screen.getByRole('region', { name: 'Score Breakdown' })
    expect(breakdown).toHaveTextContent('Receives email')
    expect(breakdown).toHaveTextContent('Could not check. Points: 0 of 2')
    expect(breakdown).toHaveTextContent('Points: 1 of 1')
    expect(breakdown).toHaveTextContent('Warning sign: 10 points taken away')
    expect(breakdown).not.toHaveTextContent('An odd factor is dropped.')

    const advice = screen.getByRole('region', { name: 'Security Recommendations' })
    expect(within(advice).getAllByRole('listitem')).toHaveLength(2)
    const details = screen.getByRole('region', { name: 'Analysis Details' })
    expect(details).toHaveTextContent('gmail.com')
    expect(details).toHaveTextContent('Gmail')
    expect(details).toHaveTextContent('Privacy relayNo')
  })

  it('shows the server’s error text, or "Analysis failed" without one', async () => {
    stubServer(() => Response.json({ error: 'Too many checks', code: 'X' }, { status: 429 }))
    renderTool()
    await userEvent.type(emailBox(), 'someone@example.co.uk')
    await userEvent.click(checkButton())
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many checks')

    stubServer(() => new Response('oops', { status: 502 }))
    await userEvent.click(checkButton())
    expect(await screen.findByRole('alert')).toHaveTextContent('Analysis failed')

    stubServer(() => Promise.reject(new TypeError('Failed to fetch')))
    await userEvent.click(checkButton())
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred during analysis')

    // Editing the address clears the error (spec part 2 §4).
    await userEvent.type(emailBox(), 'k')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('offline, checks the address on the device and sends nothing', async () => {
    const bodies = stubServer(() => Response.json(POSING_ANSWER))
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    renderTool()
    await userEvent.type(emailBox(), 'barclaysfraudteam@gmail.com')
    await userEvent.click(checkButton())
    const device = screen.getByRole('region', { name: 'Checked on this device only' })
    expect(within(device).getByRole('heading', { level: 2 })).toHaveFocus()
    expect(device).toHaveTextContent('The full check needs an internet connection.')
    await waitFor(() => expect(device).toHaveTextContent('A Gmail mailbox.'))
    expect(device).toHaveTextContent('The name in the address claims to be Barclays')
    expect(device).toHaveTextContent(
      'The domain does not imitate any brand or UK public body we know.',
    )
    expect(bodies).toEqual([])
  })
})
