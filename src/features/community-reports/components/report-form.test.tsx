// @vitest-environment jsdom
import 'fake-indexeddb/auto'

import { QueryClientProvider } from '@tanstack/react-query'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { Toaster } from '../../../components/toaster.tsx'
import { REPORT_PROBLEM_MESSAGES, type ReportProblem } from '../../../domain/reports/validation.ts'
import { listOutbox, removeFromOutbox } from '../../../lib/outbox-core.ts'
import { createQueryClient } from '../../../lib/query-client.ts'
import { dismissToast } from '../../../lib/toast.ts'
import { renderWithProviders } from '../../../testing/render-with-providers.tsx'
import { useReportProblemMessage } from '../hooks/use-report-messages.ts'

import { ReportForm } from './report-form.tsx'
import { YourReports } from './your-reports.tsx'

vi.mock('../../../lib/analytics.ts', () => ({ track: vi.fn() }))

interface Call {
  url: string
  init: RequestInit | undefined
}

/** A fake server: /api/config has no key; reports get the given answer. */
function stubServer(answer: () => Response | Promise<Response>) {
  const calls: Call[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input)
      calls.push({ url, init })
      if (url === '/api/community-reports') return answer()
      return Response.json({ error: 'No places lookup is configured.' }, { status: 404 })
    }),
  )
  return calls.filter.bind(calls, (call: Call) => call.url === '/api/community-reports')
}

function renderPage() {
  return renderWithProviders(
    <QueryClientProvider client={createQueryClient()}>
      <ReportForm />
      <YourReports />
      <Toaster />
    </QueryClientProvider>,
  )
}

const field = (name: RegExp | string) => screen.getByRole('textbox', { name })
const description = () => field('What happened')
const submitButton = () => screen.getByRole('button', { name: 'Submit Report' })

beforeEach(async () => {
  Element.prototype.scrollIntoView = vi.fn()
  for (const item of await listOutbox()) await removeFromOutbox(item.id)
})

afterEach(() => {
  act(() => dismissToast())
  vi.unstubAllGlobals()
})

describe('ReportForm validation', () => {
  it('needs a description: focused summary, inline error and the spec toast; nothing sent', async () => {
    const reports = stubServer(() => Response.json({ reference_code: 'REP-0000-0000' }))
    renderPage()
    await userEvent.click(submitButton())

    const summary = screen.getByRole('alert', { name: 'There is a problem' })
    expect(summary).toHaveFocus()
    expect(
      within(summary).getByRole('link', { name: 'Enter a description of what happened' }),
    ).toHaveAttribute('href', '#description')
    expect(description()).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByText('Error')).toBeInTheDocument()
    expect(screen.getByText('Please provide a description of what happened')).toBeInTheDocument()
    expect(reports()).toEqual([])
  })

  it('checks the phone number as it is typed, and toasts its problem on submit', async () => {
    const reports = stubServer(() => Response.json({ reference_code: 'REP-0000-0000' }))
    renderPage()
    const phone = field(/Phone number/)
    await userEvent.type(phone, '12345')
    expect(phone).toHaveAccessibleDescription(
      /Error: Phone number must start with \+44, 07 \(UK\) or \+ \(international\)/,
    )
    await userEvent.clear(phone)
    await userEvent.type(phone, '07700 900 12')
    expect(phone).toHaveAccessibleDescription(/UK mobile numbers must be exactly 11 digits/)
    await userEvent.type(phone, '3')
    expect(phone).not.toHaveAttribute('aria-invalid')

    await userEvent.clear(phone)
    await userEvent.type(phone, '+12')
    await userEvent.type(description(), 'They called about my bank.')
    await userEvent.click(submitButton())
    const toast = screen.getByRole('alert', { name: '' })
    expect(
      within(toast).getByText('International numbers must be between 7 and 15 digits long'),
    ).toBeInTheDocument()
    expect(reports()).toEqual([])
  })

  it('formats the sort code as it is typed', async () => {
    stubServer(() => Response.json({}))
    renderPage()
    const sortCode = field(/Sort code/)
    await userEvent.type(sortCode, 'ab2000001')
    expect(sortCode).toHaveValue('20-00-00')
    expect(sortCode).toHaveAttribute('maxlength', '8')
  })

  it('words every problem as the server does', () => {
    let message: ((problem: ReportProblem) => string) | undefined
    function Probe() {
      message = useReportProblemMessage()
      return null
    }
    renderWithProviders(<Probe />)
    for (const [problem, english] of Object.entries(REPORT_PROBLEM_MESSAGES)) {
      expect(message?.(problem as ReportProblem)).toBe(english)
    }
  })
})

describe('ReportForm delivery (always through the outbox)', () => {
  it('online: sends once with an Idempotency-Key, toasts the code, clears the form, lists it', async () => {
    const reports = stubServer(() => Response.json({ reference_code: 'REP-7K4Q-X2MD' }))
    renderPage()
    await userEvent.type(field(/Phone number/), '07700 900123')
    await userEvent.type(description(), 'A text said my parcel was held.')
    await userEvent.click(submitButton())

    expect(
      await screen.findByText('Report submitted successfully. Reference code: REP-7K4Q-X2MD'),
    ).toBeInTheDocument()
    expect(screen.getByText('Success')).toBeInTheDocument()
    expect(description()).toHaveValue('')
    expect(field(/Phone number/)).toHaveValue('')
    const [request] = reports()
    expect(reports()).toHaveLength(1)
    const headers = new Headers(request?.init?.headers)
    expect(headers.get('idempotency-key')).toMatch(/^[A-Za-z0-9-]{36}$/)
    const body = request?.init?.body
    if (!(body instanceof FormData)) throw new Error('The report was not a form')
    expect([...body.keys()]).toEqual(['phone_number', 'description'])
    expect(body.get('phone_number')).toBe('+447700900123')

    const list = screen.getByRole('region', { name: 'Your reports' })
    expect(await within(list).findByText('REP-7K4Q-X2MD')).toBeInTheDocument()
    expect(within(list).getByText('A text said my parcel was held.')).toBeInTheDocument()
  })

  it('refused: shows the server words and keeps what was typed', async () => {
    stubServer(() =>
      Response.json(
        { error: 'Invalid international number format', code: 'INVALID_INPUT' },
        { status: 400 },
      ),
    )
    renderPage()
    await userEvent.type(description(), 'Someone asked for my card PIN.')
    await userEvent.click(submitButton())
    expect(await screen.findByText('Invalid international number format')).toBeInTheDocument()
    expect(description()).toHaveValue('Someone asked for my card PIN.')
    // The refused copy does not linger on the phone; the form still holds the report.
    await waitFor(async () => expect(await listOutbox()).toEqual([]))
  })

  it('refused without words: "Failed to submit report"', async () => {
    stubServer(() => new Response('nope', { status: 422 }))
    renderPage()
    await userEvent.type(description(), 'Someone asked for my card PIN.')
    await userEvent.click(submitButton())
    expect(await screen.findByText('Failed to submit report')).toBeInTheDocument()
    expect(description()).toHaveValue('Someone asked for my card PIN.')
  })

  it('no connection: keeps it on the phone, says so, and lists it as waiting', async () => {
    stubServer(() => {
      throw new TypeError('Failed to fetch')
    })
    renderPage()
    await userEvent.type(description(), 'A man rang about my pension.')
    await userEvent.click(submitButton())
    expect(
      await screen.findByText('Saved on this phone. It will be sent when you are back online.'),
    ).toBeInTheDocument()
    expect(description()).toHaveValue('')
    const list = screen.getByRole('region', { name: 'Your reports' })
    expect(await within(list).findByText('Waiting to be sent')).toBeInTheDocument()
    const [waiting] = await listOutbox()
    expect(waiting).toMatchObject({ kind: 'report', status: 'waiting' })

    await userEvent.click(within(list).getByRole('button', { name: /^Remove the report from/ }))
    expect(await within(list).findByText('You have not sent any reports from this phone.'))
  })

  it('shows "Submitting..." and is disabled while it works', async () => {
    let answer: (response: Response) => void = () => {}
    stubServer(() => new Promise<Response>((resolve) => (answer = resolve)))
    renderPage()
    await userEvent.type(description(), 'They asked me to pay by gift card.')
    await userEvent.click(submitButton())
    const busy = await screen.findByRole('button', { name: 'Submitting...' })
    expect(busy).toBeDisabled()
    answer(Response.json({ reference_code: 'REP-AAAA-BBBB' }))
    // The answer goes through the outbox (IndexedDB) first: slow on a loaded CI machine.
    expect(
      await screen.findByRole('button', { name: 'Submit Report' }, { timeout: 15_000 }),
    ).toBeEnabled()
  })
})

describe('the location field offline-ready list', () => {
  it('suggests UK places from the bundled list, by keyboard', async () => {
    stubServer(() => Response.json({}))
    renderPage()
    const location = await screen.findByRole('combobox', { name: 'Location (optional)' })
    await userEvent.type(location, 'leed')
    const option = await screen.findByRole('option', { name: 'Leeds, West Yorkshire' })
    expect(location).toHaveAttribute('aria-expanded', 'true')
    await userEvent.keyboard('{ArrowDown}')
    expect(location).toHaveAttribute('aria-activedescendant', option.id)
    expect(option).toHaveAttribute('aria-selected', 'true')
    await userEvent.keyboard('{Enter}')
    expect(location).toHaveValue('Leeds, West Yorkshire')
    expect(location).toHaveAttribute('aria-expanded', 'false')
  })
})
