// @vitest-environment jsdom
import { act, useState } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { replayEarlyInput } from './early-input.ts'

function Form() {
  const [email, setEmail] = useState('')
  return (
    <form>
      <input aria-label="Email" value={email} onChange={(event) => setEmail(event.target.value)} />
      <output>{email}</output>
    </form>
  )
}

describe('what a person typed before the page was hydrated', () => {
  it('reaches the app once hydrated, and stays on screen', async () => {
    const root = document.createElement('div')
    document.body.append(root)
    root.innerHTML = renderToString(<Form />)
    // Typed in the prerendered page, before any script ran.
    const input = root.querySelector('input')!
    input.value = 'someone@example.com'
    await act(async () => {
      hydrateRoot(root, <Form />)
    })
    // Hydrated: React kept the text on screen but its state is still the prerendered one.
    expect(root.querySelector('output')?.textContent).toBe('')
    await act(async () => replayEarlyInput(root))
    expect(root.querySelector('output')?.textContent).toBe('someone@example.com')
    expect(input.value).toBe('someone@example.com')
  })
})
