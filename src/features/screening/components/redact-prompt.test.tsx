// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { REDACTION_HANDOVER_KEYS, readImageTransfer } from '../../../domain/files/image-transfer.ts'
import { renderWithRouter } from '../../../testing/render-with-router.tsx'

import { RedactPrompt } from './redact-prompt.tsx'

const PHOTO = new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'photo.png', {
  type: 'image/png',
})

afterEach(() => {
  localStorage.clear()
  vi.restoreAllMocks()
})

describe('RedactPrompt', () => {
  it('takes focus, and Continue Upload closes it', async () => {
    const onContinue = vi.fn()
    await renderWithRouter(<RedactPrompt file={PHOTO} type="image/png" onContinue={onContinue} />)
    expect(screen.getByRole('group', { name: 'Hide personal details first?' })).toHaveFocus()
    await userEvent.click(screen.getByRole('button', { name: 'Continue Upload' }))
    expect(onContinue).toHaveBeenCalled()
  })

  it('Redact First hands the image over in localStorage and opens the redaction tool', async () => {
    const { router } = await renderWithRouter(
      <RedactPrompt file={PHOTO} type="image/png" onContinue={() => {}} />,
    )
    const start = router.history.length
    await userEvent.click(screen.getByRole('button', { name: 'Redact First' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/redaction-tool'))
    // One in-app navigation, not a page load.
    expect(router.history.length).toBe(start + 1)
    expect(readImageTransfer(localStorage, REDACTION_HANDOVER_KEYS)).toEqual({
      image: 'data:image/png;base64,iVBORw0KGgo=',
      name: 'photo.png',
      type: 'image/png',
    })
  })

  it('explains when the image is too large for storage, and leaves nothing behind', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key) {
      if (key === REDACTION_HANDOVER_KEYS.image) {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      }
    })
    const { router } = await renderWithRouter(
      <RedactPrompt file={PHOTO} type="image/png" onContinue={() => {}} />,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Redact First' }))
    expect(
      await screen.findByText(/This image is too large to pass to the redaction tool\./),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Open the redaction tool' })).toHaveAttribute(
      'href',
      '/redaction-tool',
    )
    expect(router.state.location.pathname).toBe('/')
    expect(localStorage.length).toBe(0)
  })
})
