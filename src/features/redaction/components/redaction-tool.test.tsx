// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import {
  REDACTION_HANDOVER_KEYS,
  REDACTION_RETURN_KEYS,
} from '../../../domain/files/image-transfer.ts'
import { downloadFile } from '../../../lib/download-file.ts'
import type { RedactedImage } from '../../../lib/redaction-export-client.ts'
import type { EditableImage } from '../../../lib/redaction-image.ts'
import { renderWithRouter } from '../../../testing/render-with-router.tsx'
import type { RedactionServices } from '../model/redaction-store.ts'

import { DOWNLOAD_CONFIRMATION_MS } from './download-step.tsx'
import { RedactionTool } from './redaction-tool.tsx'

// Konva needs a real canvas, which jsdom has not: the canvas is tested in Chromium
// (tests/e2e/redaction.spec.ts). Here it is a stand-in at the module boundary.
vi.mock('./redaction-canvas.tsx', () => ({
  RedactionCanvas: ({ label }: { label: string }) => <div role="application" aria-label={label} />,
}))
vi.mock('../../../lib/download-file.ts', () => ({ downloadFile: vi.fn() }))

const PHOTO = new File(['photo'], 'letter.jpg', { type: 'image/jpeg' })

function fakeServices(overrides: Partial<RedactionServices> = {}): RedactionServices {
  let next = 0
  return {
    openImage: vi.fn(async (): Promise<EditableImage> => ({
      source: {} as ImageBitmap,
      width: 800,
      height: 600,
      close() {},
    })),
    exportImage: vi.fn(async (_source, _edits, format): Promise<RedactedImage> => ({
      blob: new Blob([format], { type: format === 'jpeg' ? 'image/jpeg' : 'image/png' }),
      width: 800,
      height: 600,
    })),
    fetchSample: vi.fn(async () => new Blob(['sample'], { type: 'image/jpeg' })),
    userAgent: 'jsdom',
    newId: () => `box-${++next}`,
    keepExportReady: () => () => {},
    ...overrides,
  }
}

async function renderTool(services = fakeServices()) {
  const { router } = await renderWithRouter(<RedactionTool services={() => services} />, {
    path: '/redaction-tool',
  })
  return { ...services, router }
}

const fileInput = () => screen.getByLabelText('Choose File')

async function chooseImage() {
  fireEvent.change(fileInput(), { target: { files: [PHOTO] } })
  await screen.findByRole('application', { name: 'Image to redact' })
}

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview')
  URL.revokeObjectURL = vi.fn()
  localStorage.clear()
})

afterEach(() => {
  vi.restoreAllMocks()
  vi.clearAllMocks()
})

describe('step 1: upload', () => {
  it('shows the title, the steps and the ways to choose an image', async () => {
    await renderTool()
    expect(
      screen.getByRole('heading', { level: 1, name: 'Document Redaction Tool' }),
    ).toBeInTheDocument()
    const steps = screen.getByRole('list', { name: 'Steps' })
    expect(steps).toHaveTextContent('1Step 1: Upload')
    expect(steps).toHaveTextContent('3Step 3: Download')
    expect(screen.getByRole('heading', { name: 'Image Redaction Tool' })).toBeInTheDocument()
    expect(screen.getByText(/All processing happens in your browser/)).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Upload Directly' })).toBeInTheDocument()
    expect(fileInput()).toHaveAttribute('accept', 'image/*')
    expect(
      screen.getByRole('button', {
        name: 'Drag and drop an image here or click to browse your files',
      }),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Use Sample Image' })).toBeInTheDocument()
  })

  it('refuses a file that is not an image, picked or dropped', async () => {
    await renderTool()
    fireEvent.change(fileInput(), {
      target: { files: [new File(['%PDF'], 'a.pdf', { type: 'application/pdf' })] },
    })
    expect(await screen.findByRole('alert')).toHaveTextContent('Please upload an image file')

    const zone = screen.getByRole('button', { name: /Drag and drop an image here/ })
    fireEvent.drop(zone, {
      dataTransfer: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] },
    })
    expect(screen.getByRole('alert')).toHaveTextContent('Please upload an image file')
    expect(screen.getByRole('heading', { name: 'Image Redaction Tool' })).toBeInTheDocument()
  })

  it('takes a dropped image', async () => {
    await renderTool()
    const zone = screen.getByRole('button', { name: /Drag and drop an image here/ })
    fireEvent.drop(zone, { dataTransfer: { files: [PHOTO] } })
    expect(
      await screen.findByRole('heading', { name: 'Step 2: Redact Sensitive Information' }),
    ).toBeInTheDocument()
  })

  it('uses the sample, or says it could not', async () => {
    const services = await renderTool(
      fakeServices({ fetchSample: vi.fn(async () => Promise.reject(new Error('offline'))) }),
    )
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    await userEvent.click(screen.getByRole('button', { name: 'Use Sample Image' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load sample image')
    expect(services.fetchSample).toHaveBeenCalled()
  })
})

describe('step 2: redact', () => {
  it('shows the loading text, then the editor with its tools and instructions', async () => {
    let open: (image: EditableImage) => void = () => {}
    await renderTool(
      fakeServices({
        openImage: () =>
          new Promise<EditableImage>((resolve) => {
            open = resolve
          }),
      }),
    )
    fireEvent.change(fileInput(), { target: { files: [PHOTO] } })
    expect(await screen.findByText('Loading image...')).toBeInTheDocument()
    const heading = screen.getByRole('heading', { name: 'Step 2: Redact Sensitive Information' })
    expect(heading).toHaveFocus()
    act(() => open({ source: {} as ImageBitmap, width: 800, height: 600, close() {} }))
    expect(await screen.findByRole('application', { name: 'Image to redact' })).toBeVisible()
    expect(
      screen.getByText('Click and drag on the image to draw a redaction box.'),
    ).toBeInTheDocument()
    expect(screen.getByText('Mode: Draw New Box')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'How to hide information' })).toBeInTheDocument()
    expect(screen.getByText(/touch and hold it, then drag/)).toBeInTheDocument()
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Redact')
  })

  it('counts boxes with plural forms; Remove Last Box is off with none', async () => {
    await renderTool()
    await chooseImage()
    expect(screen.getByText('0 redactions added')).toBeInTheDocument()
    const removeLast = screen.getByRole('button', { name: 'Remove Last Box' })
    expect(removeLast).toBeDisabled()

    await userEvent.click(screen.getByRole('button', { name: 'Add a box' }))
    expect(screen.getByText('1 redaction added')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Add a box' }))
    expect(screen.getByText('2 redactions added')).toBeInTheDocument()
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(
      'Box added. 2 redactions added',
    )

    await userEvent.click(removeLast)
    expect(screen.getByText('1 redaction added')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }))
    expect(screen.getByText('2 redactions added')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Redo' }))
    expect(screen.getByText('1 redaction added')).toBeInTheDocument()
  })

  it('rotating clears the boxes, and Ctrl+Z brings them back', async () => {
    await renderTool()
    await chooseImage()
    await userEvent.click(screen.getByRole('button', { name: 'Add a box' }))
    await userEvent.click(screen.getByRole('button', { name: /Rotate Right/ }))
    expect(screen.getByText('0 redactions added')).toBeInTheDocument()
    await userEvent.keyboard('{Control>}z{/Control}')
    expect(screen.getByText('1 redaction added')).toBeInTheDocument()
    await userEvent.keyboard('{Control>}y{/Control}')
    expect(screen.getByText('0 redactions added')).toBeInTheDocument()
  })

  it('selects a box from the list and edits it with keys and buttons', async () => {
    // jsdom lays nothing out: give the canvas's frame a phone's width.
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(328)
    await renderTool()
    await chooseImage()
    await userEvent.click(screen.getByRole('button', { name: 'Add a box' }))
    const box = screen.getByRole('button', { name: 'Box 1' })
    await userEvent.click(box)
    expect(box).toHaveAttribute('aria-pressed', 'true')
    const x = Number(box.dataset.boxX)
    await userEvent.keyboard('{ArrowRight}')
    expect(Number(box.dataset.boxX)).toBeGreaterThan(x)
    const width = Number(box.dataset.boxWidth)
    await userEvent.click(screen.getByRole('button', { name: 'Bigger' }))
    expect(Number(box.dataset.boxWidth)).toBeGreaterThan(width)
    const moved = Number(box.dataset.boxX)
    await userEvent.click(screen.getByRole('button', { name: 'Move left' }))
    expect(Number(box.dataset.boxX)).toBeLessThan(moved)
    expect(screen.getByText('Selected: box 1')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Box 1' }))
    await userEvent.keyboard('{Delete}')
    expect(screen.getByText('0 redactions added')).toBeInTheDocument()
  })

  it('Back returns to step 1', async () => {
    await renderTool()
    await chooseImage()
    await userEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(screen.getByRole('heading', { name: 'Image Redaction Tool' })).toHaveFocus()
  })

  it('says when the canvas is not available', async () => {
    const canvasError = Object.assign(new Error('x'), { name: 'CanvasUnavailableError' })
    await renderTool(fakeServices({ exportImage: vi.fn(async () => Promise.reject(canvasError)) }))
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await chooseImage()
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Download' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Canvas not available')
  })
})

describe('step 3: download', () => {
  async function reachDownload(services = fakeServices()) {
    await renderTool(services)
    await chooseImage()
    await userEvent.click(screen.getByRole('button', { name: 'Add a box' }))
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Download' }))
    await screen.findByRole('heading', { name: 'Step 3: Download Redacted Image' })
    return services
  }

  it('previews the exported PNG, PNG chosen by default, and the Image Ready panel', async () => {
    const services = await reachDownload()
    expect(services.exportImage).toHaveBeenCalledWith(
      PHOTO,
      expect.objectContaining({ rotation: 0 }),
      'png',
      expect.any(AbortSignal),
    )
    expect(screen.getByRole('img', { name: /redacted document/ })).toHaveAttribute(
      'src',
      'blob:preview',
    )
    expect(screen.getByRole('radio', { name: /PNG/ })).toBeChecked()
    expect(screen.getByRole('radio', { name: /JPEG/ })).not.toBeChecked()
    expect(screen.getByRole('heading', { name: 'Image Ready' })).toBeInTheDocument()
    expect(
      screen.getByText(
        'Your image has been successfully redacted. You can download it using the options on the left.',
      ),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Use this redacted image' })).toBeNull()
  })

  it('downloads as redacted-image.png or .jpg, and says so for 3 seconds', async () => {
    await reachDownload()
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Download Redacted Image' }))
    expect(downloadFile).toHaveBeenLastCalledWith(expect.any(Blob), 'redacted-image.png')
    const started = Date.now()
    expect(await screen.findByText('Download started!')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByText('Download started!')).toBeNull(), {
      timeout: DOWNLOAD_CONFIRMATION_MS + 1000,
    })
    expect(Date.now() - started).toBeGreaterThanOrEqual(DOWNLOAD_CONFIRMATION_MS - 100)

    await user.click(screen.getByRole('radio', { name: /JPEG/ }))
    await user.click(screen.getByRole('button', { name: 'Download Redacted Image' }))
    expect(downloadFile).toHaveBeenLastCalledWith(
      expect.objectContaining({ type: 'image/jpeg' }),
      'redacted-image.jpg',
    )
  })

  it('Back returns to the editor with the boxes; Start Over to step 1', async () => {
    await reachDownload()
    await userEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(screen.getByText('1 redaction added')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Download' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Start Over' }))
    expect(screen.getByRole('heading', { name: 'Image Redaction Tool' })).toBeInTheDocument()
  })
})

describe('the hand-over from the home form', () => {
  const PNG_DATA_URL = 'data:image/png;base64,iVBORw0KGgo='

  beforeEach(() => {
    localStorage.setItem(REDACTION_HANDOVER_KEYS.image, PNG_DATA_URL)
    localStorage.setItem(REDACTION_HANDOVER_KEYS.name, 'scan.png')
    localStorage.setItem(REDACTION_HANDOVER_KEYS.type, 'image/png')
  })

  it('loads the image, removes the items and can send the result back', async () => {
    const services = await renderTool()
    await screen.findByRole('application', { name: 'Image to redact' })
    expect(services.openImage).toHaveBeenCalledWith(expect.objectContaining({ type: 'image/png' }))
    for (const key of Object.values(REDACTION_HANDOVER_KEYS)) {
      expect(localStorage.getItem(key)).toBeNull()
    }
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Download' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Use this redacted image' }))
    await waitFor(() => expect(services.router.state.location.pathname).toBe('/'))
    expect(services.router.state.location.hash).toBe('screen')
    expect(localStorage.getItem(REDACTION_RETURN_KEYS.name)).toBe('scan-redacted.png')
    expect(localStorage.getItem(REDACTION_RETURN_KEYS.type)).toBe('image/png')
    expect(localStorage.getItem(REDACTION_RETURN_KEYS.image)).toMatch(/^data:image\/png;base64,/)
  })

  it('only logs a hand-over that cannot be read', async () => {
    localStorage.setItem(REDACTION_HANDOVER_KEYS.image, 'data:image/png;base64,@@@')
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    await renderTool()
    expect(screen.getByRole('heading', { name: 'Image Redaction Tool' })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(localStorage.getItem(REDACTION_HANDOVER_KEYS.image)).toBeNull()
    expect(warn).not.toHaveBeenCalled()
  })
})
