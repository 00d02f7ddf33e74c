// Node's File can be read (jsdom's cannot); Worker is a stand-in either way.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

/** A worker that starts but never answers, so a call stays in flight until aborted. */
class SilentWorker extends EventTarget {
  static instances: SilentWorker[] = []
  terminated = false
  constructor() {
    super()
    SilentWorker.instances.push(this)
  }
  postMessage() {}
  start() {}
  terminate() {
    this.terminated = true
  }
}

async function loadClient() {
  vi.resetModules()
  return import('./image-prep-client.ts')
}

const photo = () =>
  new File([new Uint8Array([255, 216, 255, 224])], 'photo.jpg', { type: 'image/jpeg' })

beforeEach(() => {
  SilentWorker.instances = []
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('stripImageMetadata', () => {
  it('sends a PDF as it is, without starting a worker', async () => {
    vi.stubGlobal('Worker', SilentWorker)
    const { stripImageMetadata } = await loadClient()
    const pdf = new File(['%PDF-1.7'], 'letter.pdf', { type: 'application/pdf' })
    expect(await stripImageMetadata(pdf, 1000)).toBe(pdf)
    expect(SilentWorker.instances).toHaveLength(0)
  })

  it('falls back to the original when the worker cannot start', async () => {
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new Error('Workers are blocked')
        }
      },
    )
    const { stripImageMetadata } = await loadClient()
    const file = photo()
    expect(await stripImageMetadata(file, 1000)).toBe(file)
    expect(console.warn).toHaveBeenCalled()
  })

  it('terminates the worker when the caller aborts', async () => {
    vi.stubGlobal('Worker', SilentWorker)
    const { stripImageMetadata } = await loadClient()
    const controller = new AbortController()
    const pending = stripImageMetadata(photo(), 1000, controller.signal)
    await vi.waitFor(() => expect(SilentWorker.instances).toHaveLength(1))
    controller.abort()
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' })
    expect(SilentWorker.instances[0]?.terminated).toBe(true)
  })

  it('falls back to the original when the worker reports an error', async () => {
    vi.stubGlobal('Worker', SilentWorker)
    const { stripImageMetadata } = await loadClient()
    const file = photo()
    const pending = stripImageMetadata(file, 1000)
    await vi.waitFor(() => expect(SilentWorker.instances).toHaveLength(1))
    SilentWorker.instances[0]?.dispatchEvent(new Event('error'))
    expect(await pending).toBe(file)
    expect(SilentWorker.instances[0]?.terminated).toBe(true)
  })
})
