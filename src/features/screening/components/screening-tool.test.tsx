// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { Toaster } from '../../../components/toaster.tsx'
import { REDACTION_RETURN_KEYS } from '../../../domain/files/image-transfer.ts'
import type { SharedItem } from '../../../domain/files/shared-item.ts'
import { track } from '../../../lib/analytics.ts'
import { checkOnDevice } from '../../../lib/device-engine.ts'
import { createQueryClient } from '../../../lib/query-client.ts'
import { takeSharedItem } from '../../../lib/shared-item.ts'
import { dismissToast } from '../../../lib/toast.ts'
import { renderWithRouter } from '../../../testing/render-with-router.tsx'
import { DRAFT_KEY } from '../hooks/use-screening-draft.ts'

import { ScreeningTool } from './screening-tool.tsx'

vi.mock('../../../lib/analytics.ts', () => ({ track: vi.fn() }))
// IndexedDB fakes cannot store a File; the taking itself is tested in lib/shared-item.test.ts.
vi.mock('../../../lib/shared-item.ts', () => ({ takeSharedItem: vi.fn(async () => undefined) }))
// The real engine, which a test can make fail to load (offline before it was ever cached).
vi.mock('../../../lib/device-engine.ts', async (importOriginal) => {
  const actual = await importOriginal<{ checkOnDevice: typeof checkOnDevice }>()
  return { checkOnDevice: vi.fn(actual.checkOnDevice) }
})

const SCAM_TEXT =
  'Royal Mail: your parcel is waiting. Pay the £1.99 redelivery fee today at https://rm-parcel-fee.example/pay or it will be returned.'

const PRIZE_SCAM_TEXT =
  'You have WON a guaranteed £2000 cash prize! Call 09066 123 456 now to claim your reward before midnight.'
const GENUINE_TEXT =
  "Hi love, dinner is at 7 tonight at Gran's, can you pick up some bread on the way home please?"

const RESULT = {
  reference_code: 'SCR-7K4Q-X2MD',
  analysis:
    '**High risk.** This looks like a parcel scam.\n\n- It asks for a fee\n- The link is new',
  report_id: 'r1',
  score: 88,
  risk_level: 'High',
  categories: ['delivery'],
  signals: [],
}

interface Call {
  url: string
  init: RequestInit | undefined
}

/** A fake server: answers by path and records every request. */
function stubServer(screenAnswer: () => Response = () => Response.json(RESULT)) {
  const calls: Call[] = []
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input)
    calls.push({ url, init })
    if (url === '/api/screen') return screenAnswer()
    if (url.startsWith('/api/reactions/')) return Response.json([{ reaction: '👍', count: 2 }])
    return new Response('not found', { status: 404 })
  })
  vi.stubGlobal('fetch', fetchMock)
  return calls
}

const descriptionBox = () => screen.getByRole('textbox', { name: 'Describe what happened' })

function renderTool(props: Parameters<typeof ScreeningTool>[0] = {}) {
  return renderWithRouter(
    <QueryClientProvider client={createQueryClient()}>
      <ScreeningTool {...props} />
      <Toaster />
    </QueryClientProvider>,
  )
}

function sentForm(calls: Call[]): FormData {
  const call = calls.find((c) => c.url === '/api/screen')
  if (!(call?.init?.body instanceof FormData)) throw new Error('No screening request was sent')
  return call.init.body
}

beforeEach(() => {
  // jsdom lays nothing out, so it has no scrolling.
  Element.prototype.scrollIntoView = vi.fn()
  sessionStorage.clear()
  localStorage.clear()
  document.title = 'Check a suspected scam | ScamScreen'
})

afterEach(() => {
  act(() => dismissToast())
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  vi.mocked(track).mockClear()
})

describe('ScreeningTool validation', () => {
  it('shows a focused error summary, an inline error and the toast for an empty description', async () => {
    const calls = stubServer()
    await renderTool()
    await userEvent.click(screen.getByRole('button', { name: 'Screen' }))

    const summary = screen.getByRole('alert', { name: 'There is a problem' })
    expect(summary).toHaveFocus()
    expect(
      within(summary).getByRole('link', { name: 'Enter a description of what happened' }),
    ).toHaveAttribute('href', '#description')
    expect(descriptionBox()).toHaveAccessibleDescription(
      /Minimum 50 characters required\. Error: Enter a description of what happened/,
    )
    expect(screen.getByText('Validation Error')).toBeInTheDocument()
    expect(
      screen.getByText('Please provide a detailed description (minimum 50 characters)'),
    ).toBeInTheDocument()
    expect(document.title).toBe('Error: Check a suspected scam | ScamScreen')
    expect(calls).toEqual([])
  })

  it('keeps a too-short text, and its summary link moves focus to the field', async () => {
    stubServer()
    await renderTool()
    const description = descriptionBox()
    expect(description).toBeRequired()
    expect(description).toHaveAttribute('minlength', '50')
    await userEvent.type(description, 'Pay the fee now')
    await userEvent.click(screen.getByRole('button', { name: 'Screen' }))

    const link = screen.getByRole('link', { name: 'Description must be 50 characters or more' })
    expect(description).toHaveValue('Pay the fee now')
    expect(description).toHaveAttribute('aria-invalid', 'true')
    await userEvent.click(link)
    expect(description).toHaveFocus()
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled()
  })

  it('refuses a description over 10,000 characters, without the "minimum" toast', async () => {
    stubServer()
    await renderTool()
    fireEvent.change(descriptionBox(), {
      target: { value: 'x'.repeat(10_001) },
    })
    await userEvent.click(screen.getByRole('button', { name: 'Screen' }))
    expect(
      screen.getByRole('link', { name: 'Description must be 10,000 characters or less' }),
    ).toBeInTheDocument()
    expect(screen.queryByText('Validation Error')).toBeNull()
  })

  it('says at once when the chosen file is too large, and lists it on submit', async () => {
    const calls = stubServer()
    await renderTool()
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'scan.pdf', {
      type: 'application/pdf',
    })
    await userEvent.upload(screen.getByLabelText(/Add a screenshot, photo or PDF/), big)
    expect(screen.getByText('The selected file must be smaller than 10 MB')).toBeInTheDocument()
    expect(screen.getByText('scan.pdf')).toBeInTheDocument()

    await userEvent.type(descriptionBox(), SCAM_TEXT)
    await userEvent.click(screen.getByRole('button', { name: 'Screen' }))
    expect(
      screen.getByRole('link', { name: 'The selected file must be smaller than 10 MB' }),
    ).toBeInTheDocument()
    expect(calls).toEqual([])

    await userEvent.click(screen.getByRole('button', { name: 'Remove file' }))
    expect(screen.queryByText('The selected file must be smaller than 10 MB')).toBeNull()
  })

  it('offers to redact an image first, and closes the offer on Continue Upload', async () => {
    stubServer()
    await renderTool()
    const photo = new File([new Uint8Array([137, 80, 78, 71])], 'photo.png', { type: 'image/png' })
    await userEvent.upload(screen.getByLabelText(/Add a screenshot, photo or PDF/), photo)
    const offer = screen.getByRole('group', { name: 'Hide personal details first?' })
    expect(within(offer).getByRole('button', { name: 'Redact First' })).toBeInTheDocument()
    await userEvent.click(within(offer).getByRole('button', { name: 'Continue Upload' }))
    expect(screen.queryByRole('group', { name: 'Hide personal details first?' })).toBeNull()
    expect(screen.getByText('photo.png')).toBeInTheDocument()
  })
})

describe('ScreeningTool submission', () => {
  it('sends the form as multipart, without empty optional fields or the empty honeypot', async () => {
    const calls = stubServer()
    await renderTool()
    await userEvent.type(descriptionBox(), `  ${SCAM_TEXT}  `)
    await userEvent.click(screen.getByRole('button', { name: 'Screen' }))

    await screen.findByRole('heading', { name: 'Analysis' })
    const form = sentForm(calls)
    expect([...form.keys()]).toEqual(['description'])
    expect(form.get('description')).toBe(SCAM_TEXT)
    const headers = new Headers(calls[0]?.init?.headers)
    expect(headers.get('Accept-Language')).toBe('en')
    expect(calls[0]?.init?.method).toBe('POST')
  })

  it('sends the address, consent and a filled honeypot when there is something to send', async () => {
    const calls = stubServer()
    await renderTool()
    await userEvent.type(
      screen.getByRole('textbox', { name: /Email address or website/ }),
      '  sender@rm-fee.example ',
    )
    await userEvent.type(descriptionBox(), SCAM_TEXT)
    await userEvent.click(screen.getByLabelText("Keep my file to help improve ScamScreen's checks"))
    // What a bot would do; a person never sees the field.
    fireEvent.change(document.getElementById('url_confirmation') as HTMLInputElement, {
      target: { value: 'http://spam.example' },
    })
    await userEvent.click(screen.getByRole('button', { name: 'Screen' }))
    await screen.findByRole('heading', { name: 'Analysis' })

    const form = sentForm(calls)
    expect(form.get('email_or_website')).toBe('sender@rm-fee.example')
    expect(form.get('consent_to_store')).toBe('true')
    expect(form.get('url_confirmation')).toBe('http://spam.example')
  })

  it('shows the analysis as text with its markers, the code, the risk and the reactions', async () => {
    stubServer()
    await renderTool()
    await userEvent.type(descriptionBox(), SCAM_TEXT)
    await userEvent.click(screen.getByRole('button', { name: 'Screen' }))

    const heading = await screen.findByRole('heading', { name: 'Analysis' })
    await waitFor(() => expect(heading).toHaveFocus())
    const panel = heading.closest('section') as HTMLElement
    expect(within(panel).getByText('SCR-7K4Q-X2MD')).toBeInTheDocument()
    expect(within(panel).getByText('High risk')).toBeInTheDocument()
    expect(within(panel).getByText('High risk.').tagName).toBe('STRONG')
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toContain('It asks for a fee')
    expect(
      await within(panel).findByRole('button', { name: 'Helpful 2', pressed: false }),
    ).toBeInTheDocument()
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull()

    const events = vi.mocked(track).mock.calls
    expect(events.map(([name]) => name)).toEqual(['screening_submitted', 'screening_completed'])
    expect(JSON.stringify(events)).not.toContain('Royal Mail')
  })

  it('shows the server’s error text in an alert titled Error', async () => {
    stubServer(() =>
      Response.json({ error: 'Too many checks', code: 'RATE_LIMITED' }, { status: 429 }),
    )
    await renderTool()
    await userEvent.type(descriptionBox(), SCAM_TEXT)
    await userEvent.click(screen.getByRole('button', { name: 'Screen' }))
    const alert = await screen.findByText('Too many checks')
    expect(alert.closest('[role="alert"]')).toHaveTextContent('ErrorToo many checks')
    expect(vi.mocked(track)).toHaveBeenCalledWith('screening_failed', { status: 429 })
  })

  it('says "Something went wrong" when the server gives no error text', async () => {
    stubServer(() => new Response('<html>Bad gateway</html>', { status: 502 }))
    await renderTool()
    await userEvent.type(descriptionBox(), SCAM_TEXT)
    await userEvent.click(screen.getByRole('button', { name: 'Screen' }))
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument()
  })

  it('shows SCANNING... and disables the button while the check runs', async () => {
    let answer: (response: Response) => void = () => {}
    stubServer()
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    )
    await renderTool()
    await userEvent.type(descriptionBox(), SCAM_TEXT)
    await userEvent.click(screen.getByRole('button', { name: 'Screen' }))
    const busy = await screen.findByRole('button', { name: 'SCANNING...' })
    expect(busy).toBeDisabled()
    await act(async () => answer(Response.json(RESULT)))
    expect(await screen.findByRole('button', { name: 'Screen' })).toBeEnabled()
  })
})

describe('ScreeningTool offline, drafts, voice and sharing', () => {
  /** The device's verdict, once it shows: its section, read by its heading. */
  async function deviceVerdict(): Promise<HTMLElement> {
    const heading = await screen.findByRole('heading', { name: 'Checked on this device only' })
    return heading.closest('section') as HTMLElement
  }

  it('offline, answers with the device’s verdict, sends nothing and keeps the text', async () => {
    const calls = stubServer()
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    await renderTool()
    expect(
      screen.getByText(/The full check needs an internet connection\. What you typed is kept here/),
    ).toBeInTheDocument()
    fireEvent.change(descriptionBox(), { target: { value: PRIZE_SCAM_TEXT } })
    await userEvent.click(screen.getByRole('button', { name: 'Screen' }))

    const verdict = await deviceVerdict()
    await waitFor(() => expect(within(verdict).getByRole('heading', { level: 2 })).toHaveFocus())
    expect(
      within(verdict).getByText('The full check needs an internet connection.'),
    ).toBeInTheDocument()
    expect(within(verdict).getByText(/^(High|Medium|Low) risk$/)).not.toHaveTextContent('Low')
    expect(verdict.querySelector('.analysis-text strong')).not.toBeNull()
    expect(calls).toEqual([])
    expect(screen.queryByRole('heading', { name: 'Analysis' })).toBeNull()
    expect(descriptionBox()).toHaveValue(PRIZE_SCAM_TEXT)
    await waitFor(() => expect(sessionStorage.getItem(DRAFT_KEY)).toContain('09066'))
  })

  it('offline, finds a genuine family message low risk', async () => {
    const calls = stubServer()
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    await renderTool()
    fireEvent.change(descriptionBox(), { target: { value: GENUINE_TEXT } })
    await userEvent.click(screen.getByRole('button', { name: 'Screen' }))
    const verdict = await deviceVerdict()
    expect(within(verdict).getByText(/^(High|Medium|Low) risk$/)).toHaveTextContent('Low risk')
    expect(calls).toEqual([])
  })

  it('offline without the engine (never cached), says checking needs a connection', async () => {
    vi.mocked(checkOnDevice).mockRejectedValueOnce(
      new TypeError('Failed to fetch dynamically imported module'),
    )
    const calls = stubServer()
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    await renderTool()
    fireEvent.change(descriptionBox(), { target: { value: SCAM_TEXT } })
    await userEvent.click(screen.getByRole('button', { name: 'Screen' }))
    await waitFor(() =>
      expect(
        screen.getByText(
          /The full check needs an internet connection\. What you typed is kept here/,
        ),
      ).toHaveFocus(),
    )
    expect(screen.queryByRole('heading', { name: 'Checked on this device only' })).toBeNull()
    expect(calls).toEqual([])
    expect(descriptionBox()).toHaveValue(SCAM_TEXT)
  })

  it('online, shows the device’s verdict while the full check runs, then the full answer', async () => {
    let answer: (response: Response) => void = () => {}
    const calls = stubServer()
    const fetchMock = vi.mocked(fetch)
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
        String(input) === '/api/screen'
          ? new Promise<Response>((resolve) => (answer = resolve))
          : fetchMock(input, init),
      ),
    )
    await renderTool()
    fireEvent.change(descriptionBox(), { target: { value: PRIZE_SCAM_TEXT } })
    await userEvent.click(screen.getByRole('button', { name: 'Screen' }))

    const verdict = await deviceVerdict()
    expect(
      within(verdict).getByText('While the full check runs, this is what this device found.'),
    ).toBeInTheDocument()
    expect(within(verdict).getByText(/^(High|Medium|Low) risk$/)).not.toHaveTextContent('Low')
    // Online, the full answer is the one the reader is taken to.
    expect(within(verdict).getByRole('heading', { level: 2 })).not.toHaveFocus()

    await act(async () => answer(Response.json(RESULT)))
    expect(await screen.findByRole('heading', { name: 'Analysis' })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Checked on this device only' })).toBeNull()
    expect(calls.map((call) => call.url)).toContain('/api/reactions/SCR-7K4Q-X2MD')
  })

  it('keeps the device’s verdict when the full check fails', async () => {
    stubServer(() => new Response('<html>Bad gateway</html>', { status: 502 }))
    await renderTool()
    fireEvent.change(descriptionBox(), { target: { value: PRIZE_SCAM_TEXT } })
    await userEvent.click(screen.getByRole('button', { name: 'Screen' }))
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument()
    const verdict = await deviceVerdict()
    expect(
      within(verdict).getByText('The full check did not finish. This is what this device found.'),
    ).toBeInTheDocument()
  })

  it('keeps a draft in sessionStorage and restores it', async () => {
    stubServer()
    const first = await renderTool()
    await userEvent.type(descriptionBox(), 'Half a message')
    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? '{}')).toMatchObject({
        description: 'Half a message',
      }),
    )
    first.unmount()
    await renderTool()
    expect(descriptionBox()).toHaveValue('Half a message')
  })

  it('says when the browser has no speech recognition', async () => {
    await renderTool()
    const toggle = screen.getByRole('button', { name: 'Use voice input' })
    expect(toggle).toHaveAttribute('aria-pressed', 'false')
    await userEvent.click(toggle)
    expect(await screen.findByText('Speech Recognition Not Supported')).toBeInTheDocument()
    expect(
      screen.getByText(
        "Your browser doesn't support voice input. Please type your description instead.",
      ),
    ).toBeInTheDocument()
  })

  it('appends what is heard, in the interface language, and stops on a second press', async () => {
    const sessions: FakeRecognizer[] = []
    class FakeRecognizer {
      lang = ''
      continuous = false
      interimResults = false
      onstart: (() => void) | null = null
      onresult: ((event: { resultIndex: number; results: unknown }) => void) | null = null
      onerror: ((event: { error: string }) => void) | null = null
      onend: (() => void) | null = null
      constructor() {
        sessions.push(this)
      }
      start() {
        this.onstart?.()
      }
      stop() {
        this.onend?.()
      }
      abort() {}
    }
    vi.stubGlobal('webkitSpeechRecognition', FakeRecognizer)
    await renderTool()
    const description = descriptionBox()
    await userEvent.type(description, 'They said:')
    await userEvent.click(screen.getByRole('button', { name: 'Use voice input' }))
    const session = sessions[0]
    expect(session).toMatchObject({ lang: 'en-GB', continuous: true, interimResults: true })
    expect(screen.getByRole('button', { name: 'Use voice input' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    expect(screen.getByText('Voice Input Active')).toBeInTheDocument()

    act(() =>
      session?.onresult?.({
        resultIndex: 0,
        results: [[{ transcript: 'pay the fee' }], [{ transcript: ' today' }]],
      }),
    )
    expect(description).toHaveValue('They said: pay the fee today')

    await userEvent.click(screen.getByRole('button', { name: 'Use voice input' }))
    expect(screen.getByText('Voice Input Stopped')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Use voice input' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
  })

  it('shows the voice error code, and a failure to start', async () => {
    class FailingRecognizer {
      lang = ''
      continuous = false
      interimResults = false
      onstart = null
      onresult = null
      onerror: ((event: { error: string }) => void) | null = null
      onend: (() => void) | null = null
      start() {
        this.onerror?.({ error: 'not-allowed' })
        this.onend?.()
      }
      stop() {}
      abort() {}
    }
    vi.stubGlobal('SpeechRecognition', FailingRecognizer)
    await renderTool()
    await userEvent.click(screen.getByRole('button', { name: 'Use voice input' }))
    expect(screen.getByText('Voice Input Error')).toBeInTheDocument()
    expect(screen.getByText('Error with voice input: not-allowed')).toBeInTheDocument()

    vi.stubGlobal(
      'SpeechRecognition',
      class extends FailingRecognizer {
        override start() {
          throw new Error('already started')
        }
      },
    )
    await userEvent.click(screen.getByRole('button', { name: 'Use voice input' }))
    expect(screen.getByText('Voice Input Failed')).toBeInTheDocument()
  })

  it('takes a shared text and file once, fills the form and clears the flag', async () => {
    const file = new File(['%PDF-1.7'], 'letter.pdf', { type: 'application/pdf' })
    const item: SharedItem = {
      title: '',
      text: SCAM_TEXT,
      url: '',
      file,
      receivedAt: 1,
    }
    vi.mocked(takeSharedItem).mockResolvedValueOnce(item)
    const onSharedHandled = vi.fn()
    await renderTool({ sharedPending: true, onSharedHandled })
    await waitFor(() => expect(onSharedHandled).toHaveBeenCalledTimes(1))
    expect(descriptionBox()).toHaveValue(SCAM_TEXT)
    expect(screen.getByRole('textbox', { name: /Email address or website/ })).toHaveValue(
      'https://rm-parcel-fee.example/pay',
    )
    expect(screen.getByText('letter.pdf')).toBeInTheDocument()
  })
})

describe('ScreeningTool and the redaction tool', () => {
  function returnImage(image: string) {
    localStorage.setItem(REDACTION_RETURN_KEYS.image, image)
    localStorage.setItem(REDACTION_RETURN_KEYS.name, 'photo-redacted.png')
    localStorage.setItem(REDACTION_RETURN_KEYS.type, 'image/png')
  }

  it('attaches the redacted image sent back, announces it, and sends it', async () => {
    returnImage('data:image/png;base64,iVBORw0KGgo=')
    const calls = stubServer()
    await renderTool()

    expect(screen.getByText('photo-redacted.png')).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Your redacted image is attached.')
    expect(screen.getByRole('heading', { name: 'Check a message' })).toHaveFocus()
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled()
    // Already redacted: no second offer to redact it.
    expect(screen.queryByRole('group', { name: 'Hide personal details first?' })).toBeNull()
    for (const key of Object.values(REDACTION_RETURN_KEYS)) {
      expect(localStorage.getItem(key)).toBeNull()
    }

    await userEvent.type(descriptionBox(), SCAM_TEXT)
    await userEvent.click(screen.getByRole('button', { name: 'Screen' }))
    await screen.findByRole('heading', { name: 'Analysis' })
    const document = sentForm(calls).get('document')
    expect(document).toBeInstanceOf(File)
    expect(document).toMatchObject({ name: 'photo-redacted.png', type: 'image/png' })
  })

  it('still offers to redact an image picked afterwards', async () => {
    returnImage('data:image/png;base64,iVBORw0KGgo=')
    stubServer()
    await renderTool()
    const photo = new File([new Uint8Array([137, 80, 78, 71])], 'other.png', { type: 'image/png' })
    await userEvent.upload(screen.getByLabelText(/Add a screenshot, photo or PDF/), photo)
    expect(screen.getByRole('group', { name: 'Hide personal details first?' })).toBeInTheDocument()
  })

  it('leaves the form as it is when the returned image cannot be read, and removes it', async () => {
    returnImage('data:image/png;base64,abcde')
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    stubServer()
    await renderTool()
    expect(screen.getByText('No file chosen')).toBeInTheDocument()
    expect(screen.queryByText('Your redacted image is attached.')).toBeNull()
    expect(localStorage.getItem(REDACTION_RETURN_KEYS.image)).toBeNull()
    expect(warn).toHaveBeenCalled()
  })
})
