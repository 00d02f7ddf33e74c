// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query'
import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { createQueryClient } from '../../../lib/query-client.ts'
import { renderWithProviders } from '../../../testing/render-with-providers.tsx'
import { alertsQueryOptions } from '../api/get-alerts.ts'

import { LatestAlerts } from './latest-alerts.tsx'

function renderAlerts() {
  renderWithProviders(
    <QueryClientProvider client={createQueryClient()}>
      <LatestAlerts />
    </QueryClientProvider>,
  )
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('LatestAlerts', () => {
  it('says it is loading, then lists alerts with the address as plain text', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({
          alerts: [
            {
              description: 'Fake parcel fee texts',
              url: 'https://rm-fee.example/pay',
              created_at: '2026-11-20T09:30:00Z',
            },
            { description: 'HMRC refund calls', url: null, created_at: '2026-11-19T12:00:00Z' },
          ],
        }),
      ),
    )
    renderAlerts()
    expect(screen.getByText('Loading alerts...')).toBeInTheDocument()
    const items = await screen.findAllByRole('listitem')
    expect(items).toHaveLength(2)
    expect(items[0]).toHaveTextContent('Fake parcel fee texts')
    expect(items[0]).toHaveTextContent('https://rm-fee.example/pay')
    expect(within(items[0] as HTMLElement).queryByRole('link')).toBeNull()
    expect(items[0]?.querySelector('time')).toHaveAttribute('datetime', '2026-11-20T09:30:00Z')
    expect(items[0]).toHaveTextContent(/20 Nov 2026/)
  })

  it('retries twice, then says the alerts could not be loaded', async () => {
    const fetchMock = vi.fn(async () => new Response('down', { status: 503 }))
    vi.stubGlobal('fetch', fetchMock)
    renderAlerts()
    expect(
      await screen.findByText(
        'Failed to load alerts. Please try again later.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument()
    expect(fetchMock).toHaveBeenCalledTimes(3)
  })

  it('keeps alerts fresh for five minutes', () => {
    expect(alertsQueryOptions).toMatchObject({
      staleTime: 5 * 60 * 1000,
      retry: 2,
      refetchOnWindowFocus: false,
      refetchOnMount: false,
    })
  })
})
