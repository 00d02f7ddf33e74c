// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { renderWithProviders } from '../testing/render-with-providers.tsx'

import { ErrorSummary } from './error-summary.tsx'

function Form() {
  return (
    <>
      <ErrorSummary
        errors={[
          { fieldId: 'name', message: 'Enter your name' },
          { fieldId: 'colour-red', message: 'Select a colour' },
        ]}
      />
      <label htmlFor="name">Name</label>
      <input id="name" />
      <fieldset>
        <legend>Colour</legend>
        <input type="radio" id="colour-red" name="colour" aria-label="Red" />
      </fieldset>
    </>
  )
}

describe('ErrorSummary', () => {
  beforeEach(() => {
    // jsdom lays nothing out, so it has no scrolling.
    Element.prototype.scrollIntoView = vi.fn()
    document.title = 'Form | ScamScreen'
  })

  it('takes focus, and prefixes the page title while it shows', () => {
    const view = renderWithProviders(<Form />)
    expect(screen.getByRole('alert', { name: 'There is a problem' })).toHaveFocus()
    expect(document.title).toBe('Error: Form | ScamScreen')
    view.unmount()
    expect(document.title).toBe('Form | ScamScreen')
  })

  it('focuses the field of a link, with its label or legend scrolled into view', async () => {
    renderWithProviders(<Form />)
    const scrolled = vi.mocked(Element.prototype.scrollIntoView)

    await userEvent.click(screen.getByRole('link', { name: 'Enter your name' }))
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus()
    expect(scrolled.mock.contexts.at(-1)).toBe(screen.getByText('Name'))

    await userEvent.click(screen.getByRole('link', { name: 'Select a colour' }))
    expect(screen.getByRole('radio', { name: 'Red' })).toHaveFocus()
    expect(scrolled.mock.contexts.at(-1)).toBe(screen.getByText('Colour'))
  })
})
