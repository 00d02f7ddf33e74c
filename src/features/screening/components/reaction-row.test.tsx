// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query'
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { Toaster } from '../../../components/toaster.tsx'
import { createQueryClient } from '../../../lib/query-client.ts'
import { dismissToast } from '../../../lib/toast.ts'
import { renderWithProviders } from '../../../testing/render-with-providers.tsx'

import { ReactionRow } from './reaction-row.tsx'

const CODE = 'SCR-7K4Q-X2MD'

/** A small reactions server in memory, with the real request shapes. */
function stubReactions({ failPost = false } = {}) {
  const counts: Record<string, number> = { '👍': 0, '👎': 1, '🤔': 0, '⚠️': 0 }
  const posts: unknown[] = []
  const answer = () => Object.entries(counts).map(([reaction, count]) => ({ reaction, count }))
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input)
      if (url === `/api/reactions/${CODE}`) return Response.json(answer())
      if (url === '/api/reactions' && init?.method === 'POST') {
        if (failPost) return Response.json({ error: 'down', code: 'X' }, { status: 503 })
        const body = JSON.parse(String(init.body)) as { reaction: string }
        posts.push(body)
        counts[body.reaction] = (counts[body.reaction] ?? 0) + 1
        return Response.json(answer(), { status: 201 })
      }
      return new Response('not found', { status: 404 })
    }),
  )
  return posts
}

function renderRow() {
  renderWithProviders(
    <QueryClientProvider client={createQueryClient()}>
      <ReactionRow referenceCode={CODE} />
      <Toaster />
    </QueryClientProvider>,
  )
}

afterEach(() => {
  act(() => dismissToast())
  vi.unstubAllGlobals()
})

describe('ReactionRow', () => {
  it('shows the four reactions with their counts', async () => {
    stubReactions()
    renderRow()
    for (const name of ['Helpful 0', 'Not Helpful 1', 'Unsure 0', 'Warning 0']) {
      expect(await screen.findByRole('button', { name, pressed: false })).toBeInTheDocument()
    }
  })

  it('saves a reaction, highlights it, thanks the person and refreshes the counts', async () => {
    const posts = stubReactions()
    renderRow()
    await userEvent.click(await screen.findByRole('button', { name: 'Helpful 0' }))
    await waitFor(() => expect(posts).toEqual([{ reference_code: CODE, reaction: '👍' }]))
    expect(
      await screen.findByText('Thank you for your feedback! Your reaction has been recorded.'),
    ).toBeInTheDocument()
    expect(
      await screen.findByRole('button', { name: 'Helpful 1', pressed: true }),
    ).toBeInTheDocument()
  })

  it('says when a reaction could not be saved, and takes the highlight back', async () => {
    stubReactions({ failPost: true })
    renderRow()
    await userEvent.click(await screen.findByRole('button', { name: 'Unsure 0' }))
    const alert = await screen.findByText('Failed to save your reaction. Please try again.')
    expect(alert.closest('[role="alert"]')).not.toBeNull()
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Unsure 0' })).toHaveAttribute(
        'aria-pressed',
        'false',
      ),
    )
  })
})
