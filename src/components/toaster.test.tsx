// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { TOAST_DURATION_MS, dismissToast, toast } from '../lib/toast.ts'
import { renderWithProviders } from '../testing/render-with-providers.tsx'

import { Toaster } from './toaster.tsx'

describe('Toaster', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    act(() => dismissToast())
    vi.useRealTimers()
  })

  it('shows one toast at a time, politely, for five seconds', () => {
    renderWithProviders(<Toaster />)
    act(() => toast({ title: 'First' }))
    act(() => toast({ title: 'Analysis Complete', description: 'The QR code appears to be safe' }))
    expect(screen.getByRole('status')).toHaveTextContent(
      'Analysis CompleteThe QR code appears to be safe',
    )
    expect(screen.queryByText('First')).toBeNull()

    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1))
    expect(screen.queryByText('Analysis Complete')).not.toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByText('Analysis Complete')).toBeNull()
  })

  it('announces a destructive toast at once', () => {
    renderWithProviders(<Toaster />)
    act(() =>
      toast({ title: 'Error', description: 'Failed to analyse document.', variant: 'destructive' }),
    )
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to analyse document.')
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
  })

  it('is dismissed by a swipe of more than 50 px to the right, not less', () => {
    renderWithProviders(<Toaster />)
    act(() => toast({ title: 'Swipe me' }))
    const card = screen.getByText('Swipe me').closest('.toast') as HTMLElement
    fireEvent.pointerDown(card, { clientX: 100 })
    fireEvent.pointerMove(card, { clientX: 140 })
    fireEvent.pointerUp(card, { clientX: 140 })
    expect(screen.queryByText('Swipe me')).not.toBeNull()

    fireEvent.pointerDown(card, { clientX: 100 })
    fireEvent.pointerMove(card, { clientX: 160 })
    fireEvent.pointerUp(card, { clientX: 160 })
    expect(screen.queryByText('Swipe me')).toBeNull()
  })

  it('closes from its button', () => {
    renderWithProviders(<Toaster />)
    act(() => toast({ title: 'Close me' }))
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(screen.queryByText('Close me')).toBeNull()
  })
})
