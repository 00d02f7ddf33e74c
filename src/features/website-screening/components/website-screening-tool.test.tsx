// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { track } from '../../../lib/analytics.ts'
import { createQueryClient } from '../../../lib/query-client.ts'
import { renderWithRouter } from '../../../testing/render-with-router.tsx'
import { LOOKALIKE_ANSWER } from '../../../testing/website-result-fixture.ts'

import { WebsiteScreeningTool } from './website-screening-tool.tsx'

vi.mock('../../../lib/analytics.ts', () => ({ track: vi.fn() }))

interface Call {
  url: string
  body: unknown
}

/** A fake server for POST /api/website-screening that records every request. */
function stubServer(
  answer: () => Response | Promise<Response> = () => Response.json(LOOKALIKE_ANSWER),
) {
  const calls: Call[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ url: String(input), body: JSON.parse(String(init?.body ?? 'null')) })
      return answer()
    }),
  )
  return calls
}

/** The tool inside a router, because the content-platform notice links to the home page. */
async function renderTool() {
  await renderWithRouter(
    <QueryClientProvider client={createQueryClient()}>
      <WebsiteScreeningTool />
    </QueryClientProvider>,
    { path: '/website-screening' },
  )
  await screen.findByRole('button', { name: 'Scan Website' })
}

const urlBox = () => screen.getByRole('textbox', { name: 'Website address' })
const scanButton = () => screen.getByRole('button', { name: 'Scan Website' })

async function scan(url: string) {
  await userEvent.clear(urlBox())
  await userEvent.type(urlBox(), url)
  await userEvent.click(scanButton())
}

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn()
  document.title = 'Website screening | ScamScreen'
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  vi.mocked(track).mockClear()
})

describe('WebsiteScreeningTool', () => {
  it('asks for an address when the field is empty, and sends nothing', async () => {
    const calls = stubServer()
    await renderTool()
    await userEvent.type(urlBox(), '   ')
    await userEvent.click(scanButton())
    const summary = screen.getByRole('alert', { name: 'There is a problem' })
    expect(summary).toHaveFocus()
    expect(within(summary).getByRole('link', { name: 'Enter a website address' })).toHaveAttribute(
      'href',
      '#website-url',
    )
    expect(urlBox()).toHaveAccessibleDescription(/Error: Enter a website address/)
    expect(urlBox()).toHaveAttribute('aria-invalid', 'true')
    expect(document.title).toBe('Error: Website screening | ScamScreen')
    expect(calls).toEqual([])
  })

  it('shows the content-platform notice for a listed platform, with no call', async () => {
    const calls = stubServer()
    await renderTool()
    await scan('https://www.youtube.com/watch?v=x')
    const notice = screen.getByRole('region', { name: 'Content Analysis Required' })
    expect(within(notice).getByRole('heading', { level: 2 })).toHaveFocus()
    expect(notice).toHaveTextContent('youtube.com is a platform where anyone can post.')
    expect(
      within(notice).getByRole('link', { name: 'Go to the main screening tool' }),
    ).toHaveAttribute('href', '/#screen')
    expect(calls).toEqual([])
    expect(urlBox()).toHaveValue('https://www.youtube.com/watch?v=x')
  })

  it('offline, checks the address on the device and keeps what was typed', async () => {
    const calls = stubServer()
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    await renderTool()
    await scan('royalmail-redelivery.top/pay')
    const verdict = await screen.findByRole('region', { name: 'Checked on this device only' })
    expect(within(verdict).getByRole('heading', { level: 2 })).toHaveFocus()
    expect(verdict).toHaveTextContent('The full check needs an internet connection.')
    expect(verdict).toHaveTextContent(
      'This address looks like Royal Mail, but it is not one of their websites.',
    )
    expect(verdict).toHaveTextContent('Words have been added to the name')
    expect(verdict).toHaveTextContent('It ends in .top')
    expect(calls).toEqual([])
    expect(urlBox()).toHaveValue('royalmail-redelivery.top/pay')
  })

  it('offline, says plainly when the address names a brand’s own website', async () => {
    stubServer()
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    await renderTool()
    await scan('https://www.royalmail.com/track')
    const verdict = await screen.findByRole('region', { name: 'Checked on this device only' })
    expect(verdict).toHaveTextContent('This address is on one of Royal Mail’s own websites.')
    expect(verdict).toHaveTextContent('That does not make the website safe')
  })

  it('shows the device verdict and the loading card, then the full result', async () => {
    let answer: (response: Response) => void = () => {}
    const calls = stubServer(() => new Promise<Response>((resolve) => (answer = resolve)))
    await renderTool()
    await scan('royalmail-redelivery.top/pay')

    expect(scanButton()).toBeDisabled()
    expect(screen.getByRole('status')).toHaveTextContent('The analysis may take up to 60 seconds.')
    expect(
      await screen.findByRole('region', { name: 'Checked on this device only' }),
    ).toHaveTextContent('looks like Royal Mail')
    expect(calls).toEqual([
      { url: '/api/website-screening', body: { url: 'royalmail-redelivery.top/pay' } },
    ])
    expect(track).toHaveBeenCalledWith('website_screening_submitted')

    answer(Response.json(LOOKALIKE_ANSWER))
    const heading = await screen.findByRole('heading', { name: 'Website screening result' })
    // Focus moves in an effect just after the card is drawn, later on a loaded machine.
    await waitFor(() => expect(heading).toHaveFocus())
    expect(scanButton()).toBeEnabled()
    expect(
      screen.queryByRole('region', { name: 'Checked on this device only' }),
    ).not.toBeInTheDocument()
    expect(screen.queryByText('The analysis may take up to 60 seconds.')).not.toBeInTheDocument()
    expect(track).toHaveBeenCalledWith('website_screening_completed', { risk_level: 'High' })
  })

  it.each<{ answer: () => Response; message: string }>([
    { answer: () => new Response(null, { status: 500 }), message: 'Server returned error: 500' },
    {
      answer: () => new Response('<html>Bad gateway</html>', { status: 502 }),
      message: 'Server returned error: 502',
    },
    {
      answer: () =>
        Response.json(
          { error: 'Enter a web address, like example.co.uk', code: 'INVALID_URL' },
          { status: 400 },
        ),
      message: 'Enter a web address, like example.co.uk',
    },
    {
      answer: () => Response.json({ ...LOOKALIKE_ANSWER, error: 'Scan failed' }),
      message: 'Scan failed',
    },
    {
      answer: () => Response.json({ nothing: 'useful' }),
      message: 'The answer from the server could not be read.',
    },
    {
      answer: () => {
        throw new TypeError('Failed to fetch')
      },
      message: 'Network error occurred',
    },
  ])('shows the Error alert: $message', async ({ answer, message }) => {
    stubServer(answer)
    await renderTool()
    await scan('example.co.uk')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Error')
    expect(alert).toHaveTextContent(message)
    expect(
      screen.queryByRole('heading', { name: 'Website screening result' }),
    ).not.toBeInTheDocument()
    expect(track).toHaveBeenCalledWith('website_screening_failed', expect.anything())
    expect(track).not.toHaveBeenCalledWith('website_screening_completed', expect.anything())
  })

  it('clears the previous error and result when submitting again', async () => {
    let next: () => Response = () => new Response(null, { status: 503 })
    stubServer(() => next())
    await renderTool()
    await scan('example.co.uk')
    expect(await screen.findByText('Server returned error: 503')).toBeInTheDocument()

    next = () => Response.json(LOOKALIKE_ANSWER)
    await scan('royalmail-redelivery.top/pay')
    await screen.findByRole('heading', { name: 'Website screening result' })
    expect(screen.queryByText('Server returned error: 503')).not.toBeInTheDocument()

    await scan('https://youtu.be/abc')
    await waitFor(() =>
      expect(
        screen.queryByRole('heading', { name: 'Website screening result' }),
      ).not.toBeInTheDocument(),
    )
    expect(screen.getByRole('region', { name: 'Content Analysis Required' })).toBeInTheDocument()
  })
})
